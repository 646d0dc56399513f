import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive } from '../../../lib/process-alive';

/** Our folders carry the pid of the process that made them, so a later process knows whose they were. */
const PREFIX = 'shop-video-';

/** A fresh folder for one job's source and outputs; the caller removes it when the job ends. */
export function makeJobTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), `${PREFIX}${process.pid}-`));
}

/**
 * Removes job folders left by processes that died mid-job (a kill or a crash skips every `finally`),
 * so a server that restarts after a crash does not keep a copy of each video it was working on.
 */
export async function removeStaleJobTempDirs(): Promise<void> {
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(/^shop-video-(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isProcessAlive(pid)) {
      await rm(join(tmpdir(), name), { recursive: true, force: true }).catch(() => {});
    }
  }
}
