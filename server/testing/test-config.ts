import { loadConfig, type Config } from '../config';

/** A configuration for tests: quiet logs, rate limits off unless a test turns them on. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'off',
      DATA_DIR: '/tmp/shop-test-data',
    }),
    ...overrides,
  };
}
