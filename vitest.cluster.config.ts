import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster` only (docs/deploy.md): the shop as two copies behind nginx, started by the test
 * itself (tests/cluster/topology.ts). Kept out of `npm test`, whose include does not reach tests/.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    // One topology on fixed ports: one file, its tests in order.
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // CI sums this report into its closing line with the others.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'reports/vitest-cluster.json' }]]
      : ['default'],
    testTimeout: 60_000,
    // Starting both copies on an empty database draws the demo shop's images: a minute on two cores.
    hookTimeout: 240_000,
  },
});
