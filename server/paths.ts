import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found from this file upwards. The same code runs from `server/` (dev, tests) and
 * bundled from `build/server/` (production), so relative paths from import.meta.url would differ.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = join(projectRoot, 'server/db/migrations');
export const appBuildFolder = join(projectRoot, 'build/app');
/** Files the demo shop installs as they are (its hero video), committed beside the seed. */
export const seedMediaFolder = join(projectRoot, 'server/seed/media');
