import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectHeadReads, expectPrefixDeletes } from '../../../testing/media-storage-contract';
import { createDiskStorage, stagingPath, writeAt } from './disk-storage';
import type { MediaStorage } from './media-storage';

let parent: string;
let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'disk-storage-'));
  root = join(parent, 'uploads');
  storage = createDiskStorage(root);
});
afterAll(() => rm(parent, { recursive: true, force: true }));

const bytes = (value: string) => Buffer.from(value, 'utf8');
const fileAt = (key: string) => join(root, ...key.split('/'));
const jpeg = { contentType: 'image/jpeg' };

describe('disk storage', () => {
  it('puts a buffer and a stream under the root, and reads them back', async () => {
    await storage.put('media/a/original.jpg', bytes('jpeg bytes'), jpeg);
    expect(await readFile(fileAt('media/a/original.jpg'), 'utf8')).toBe('jpeg bytes');
    await storage.put('media/a/video.mp4', Readable.from([bytes('first '), bytes('second')]), {
      contentType: 'video/mp4',
      contentLength: 12,
    });
    expect(await text(await storage.read('media/a/video.mp4'))).toBe('first second');
    // A stream without a declared length is fine on disk.
    await storage.put('media/a/any.bin', Readable.from([bytes('x')]), {
      contentType: 'application/octet-stream',
    });
    expect(await storage.size('media/a/any.bin')).toBe(1);
  });

  it('refuses a body of another length than declared, and keeps nothing of it', async () => {
    await expect(
      storage.put('media/b/short.mp4', Readable.from([bytes('12345')]), {
        contentType: 'video/mp4',
        contentLength: 10,
      }),
    ).rejects.toThrow(/contentLength 10 but 5 bytes arrived/);
    await expect(
      storage.put('media/b/long.jpg', bytes('12345'), { ...jpeg, contentLength: 3 }),
    ).rejects.toThrow(/contentLength 3 but 5 bytes arrived/);
    expect(await readdir(fileAt('media/b'))).toEqual([]);
  });

  it('rejects reading a missing file or a folder', async () => {
    await expect(storage.read('media/missing.jpg')).rejects.toThrow();
    await storage.put('media/folder/x.jpg', bytes('x'), jpeg);
    await expect(storage.read('media/folder')).rejects.toThrow();
  });

  it('reads only the head of a file, all of a short one, nothing of an empty one', async () => {
    await expectHeadReads(storage);
    await expect(storage.readHead('media/head/file.bin', 0)).rejects.toThrow(/bytes must be above 0/);
  });

  it('tells the size of a file, null for a missing file, a folder, or a path through a file', async () => {
    await storage.put('media/size/seven.bin', bytes('1234567'), jpeg);
    expect(await storage.size('media/size/seven.bin')).toBe(7);
    expect(await storage.size('media/size/missing.bin')).toBeNull();
    expect(await storage.size('media/size')).toBeNull();
    expect(await storage.size('media/size/seven.bin/inside')).toBeNull();
  });

  it('moves a file out of staging with its bytes, leaving nothing behind', async () => {
    await storage.put('staging/up-1', bytes('%PDF-1.7'), { contentType: 'application/octet-stream' });
    await storage.move('staging/up-1', 'media/moved/manual.pdf', {
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
    expect(await storage.size('staging/up-1')).toBeNull();
    expect(await readFile(fileAt('media/moved/manual.pdf'), 'utf8')).toBe('%PDF-1.7');
    await expect(storage.move('staging/none', 'media/moved/x.jpg', jpeg)).rejects.toThrow();
  });

  it('deletes exactly a prefix: a folder, or one file and what lies under it, never a sibling', async () => {
    await expectPrefixDeletes(storage);
    expect(existsSync(fileAt('media/del-a'))).toBe(false);
    await expect(storage.deletePrefix('../')).rejects.toThrow(/Not a storage key/);
    expect(existsSync(root)).toBe(true);
  });

  it('has no pre-signed URLs (uploads go through our own PUT route)', async () => {
    const options = { contentType: 'video/mp4', contentLength: 10, expiresInSeconds: 900 };
    expect(await storage.presignPut('staging/up-2', options)).toBeNull();
  });

  it('maps keys to /uploads/ URLs and back, and refuses any other URL', () => {
    expect(storage.urlFor('media/abc/w400.webp')).toBe('/uploads/media/abc/w400.webp');
    expect(storage.keyFor('/uploads/media/abc/w400.webp')).toBe('media/abc/w400.webp');
    expect(storage.keyFor('/uploads/media/abc/w400.webp?v=2#x')).toBe('media/abc/w400.webp');
    for (const foreign of [
      'https://evil.example/uploads/media/abc/w400.webp',
      '/uploadsx/media/abc.jpg',
      '/uploads/../server/main.ts',
      '/uploads/media/%2e%2e/x',
      '/uploads/Media/ABC.JPG',
      '/uploads/',
      'media/abc/w400.webp',
    ]) {
      expect(storage.keyFor(foreign), foreign).toBeNull();
    }
  });

  describe('a key can never leave the root', () => {
    it.each([
      '../x',
      'a/../../b',
      '/abs',
      'A.PNG',
      'media/./x',
      'media//x',
      '',
      'media/x/',
      '..',
      'a\\..\\b',
    ])('refuses %j in every method', async (key) => {
      expect(() => storage.urlFor(key)).toThrow(/Not a storage key/);
      await expect(storage.put(key, bytes('x'), jpeg)).rejects.toThrow(/Not a storage key/);
      await expect(storage.put(key, Readable.from([bytes('x')]), jpeg)).rejects.toThrow(/Not a storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.readHead(key, 4)).rejects.toThrow(/Not a storage key/);
      await expect(storage.size(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.move(key, 'media/ok/x.jpg', jpeg)).rejects.toThrow(/Not a storage key/);
      await expect(storage.move('media/ok/x.jpg', key, jpeg)).rejects.toThrow(/Not a storage key/);
      await expect(writeAt(root, key, 0, Readable.from([bytes('x')]))).rejects.toThrow(/Not a storage key/);
      expect(() => stagingPath(root, key)).toThrow(/Not a storage key/);
    });

    it('leaves the files beside the root alone', async () => {
      await writeFile(join(parent, 'secret.txt'), 'secret');
      await expect(storage.put('../secret.txt', bytes('overwritten'), jpeg)).rejects.toThrow();
      await expect(storage.read('../secret.txt')).rejects.toThrow();
      await expect(storage.deletePrefix('../')).rejects.toThrow();
      expect(await readFile(join(parent, 'secret.txt'), 'utf8')).toBe('secret');
    });
  });

  describe('atomic writes', () => {
    it('shows nothing under the key until the whole file is written, and only a dot file meanwhile', async () => {
      await mkdir(fileAt('media/atomic'), { recursive: true });
      const body = new PassThrough();
      const writing = storage.put('media/atomic/video.mp4', body, {
        contentType: 'video/mp4',
        contentLength: 10,
      });
      body.write(bytes('01234'));
      await vi.waitFor(async () => expect(await readdir(fileAt('media/atomic'))).toHaveLength(1));
      const [partial] = await readdir(fileAt('media/atomic'));
      expect(partial).toMatch(/^\.video\.mp4\.[0-9a-f-]{36}\.partial$/);
      expect(await storage.size('media/atomic/video.mp4')).toBeNull();

      body.end(bytes('56789'));
      await writing;
      expect(await readdir(fileAt('media/atomic'))).toEqual(['video.mp4']);
      expect(await readFile(fileAt('media/atomic/video.mp4'), 'utf8')).toBe('0123456789');
    });

    it('keeps the old file whole when a new write fails half way, and removes the partial file', async () => {
      await storage.put('media/atomic2/original.jpg', bytes('old bytes'), jpeg);
      const body = new PassThrough();
      const writing = storage.put('media/atomic2/original.jpg', body, jpeg);
      body.write(bytes('new'));
      await vi.waitFor(async () => expect(await readdir(fileAt('media/atomic2'))).toHaveLength(2));
      expect(await readFile(fileAt('media/atomic2/original.jpg'), 'utf8')).toBe('old bytes');
      body.destroy(new Error('client went away'));
      await expect(writing).rejects.toThrow('client went away');
      expect(await readdir(fileAt('media/atomic2'))).toEqual(['original.jpg']);
      expect(await readFile(fileAt('media/atomic2/original.jpg'), 'utf8')).toBe('old bytes');
    });

    it('lets two writes of one key race without mixing their bytes', async () => {
      const one = Buffer.alloc(256 * 1024, 'a');
      const two = Buffer.alloc(256 * 1024, 'b');
      await Promise.all([
        storage.put('media/race/file.bin', Readable.from([one.subarray(0, 1000), one.subarray(1000)]), jpeg),
        storage.put('media/race/file.bin', Readable.from([two.subarray(0, 1000), two.subarray(1000)]), jpeg),
      ]);
      const result = await readFile(fileAt('media/race/file.bin'));
      expect([one, two].some((candidate) => candidate.equals(result))).toBe(true);
      expect(await readdir(fileAt('media/race'))).toEqual(['file.bin']);
    });
  });

  it('writes chunks of a staged upload at their offsets (our own PUT route)', async () => {
    await writeAt(root, 'staging/chunked', 0, Readable.from([bytes('01234')]));
    await writeAt(root, 'staging/chunked', 5, Readable.from([bytes('56789')]));
    expect(await readFile(stagingPath(root, 'staging/chunked'), 'utf8')).toBe('0123456789');
    expect(await storage.size('staging/chunked')).toBe(10);
  });
});
