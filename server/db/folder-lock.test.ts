import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from './folder-lock';

describe('PGlite folder lock', () => {
  it('refuses a second holder while the first is alive, then frees the folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lock-'));
    // The "other process" is our parent: alive, and not us.
    writeFileSync(join(folder, '.lock'), String(process.ppid));
    expect(() => acquireFolderLock(folder)).toThrow(FolderLockedError);
    expect(() => acquireFolderLock(folder)).toThrow(/in use by another process/);
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lock-'));
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(join(folder, '.lock'), dead);
    const release = acquireFolderLock(folder);
    expect(existsSync(join(folder, '.lock'))).toBe(true);
    release();
    expect(existsSync(join(folder, '.lock'))).toBe(false);
  });
});
