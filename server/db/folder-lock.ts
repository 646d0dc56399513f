import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive } from '../lib/process-alive';

export class FolderLockedError extends Error {}

/**
 * Holds `<folder>/.lock` with our pid for the life of the process. A second process finds a live pid
 * there and is refused; a lock left by a process that died is taken over.
 */
export function acquireFolderLock(folder: string): () => void {
  const lockPath = join(folder, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new FolderLockedError(
          `The embedded database in ${folder} is in use by another process (pid ${holder}). ` +
            'PGlite serves one process only: stop that process, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      unlinkSync(lockPath); // stale lock of a dead process
    }
  }
  throw new FolderLockedError(`Could not lock ${folder}`);
}
