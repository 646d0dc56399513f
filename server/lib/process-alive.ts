/**
 * Whether a process with this pid is running: signal 0 checks without sending anything. EPERM means it
 * runs under another user, so it is alive too. Folders and locks marked with a pid use it to tell a
 * live owner from one that died (db/folder-lock.ts, media/video/job-temp-dir.ts).
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
