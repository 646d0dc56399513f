import { join } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Bundles the real entry point (server/main.ts) to run under plain node as production does: a
 * TypeScript loader would put its own signal handlers between a test and SIGTERM. Each test file names
 * its own bundle, since test files build theirs at the same time. Returns the bundle's path.
 */
export function bundleMain(name: string): string {
  const outfile = join(process.cwd(), 'build/test', `${name}.js`);
  buildSync({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}
