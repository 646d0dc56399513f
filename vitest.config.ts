import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: tests need neither the React Router plugin nor Tailwind.
export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    // Each file gets its own database; two cores, so two at a time.
    pool: 'forks',
    maxWorkers: 2,
    // CI also writes a JSON report, which .ci/run sums up into one closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
