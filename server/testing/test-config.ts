import { loadConfig, type Config } from '../config';

/** A configuration for tests: quiet logs, no pages, overrides as given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/shop-test-data' }), ...overrides };
}
