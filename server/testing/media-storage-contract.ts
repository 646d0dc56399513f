import { expect } from 'vitest';
import type { MediaStorage } from '../modules/media/storage/media-storage';

/**
 * What every MediaStorage does alike, checked the same way on disk (disk-storage.test.ts) and on S3
 * (s3-storage.test.ts); each test adds what only its backend shows.
 */

const bytes = (value: string) => Buffer.from(value, 'utf8');
const untyped = { contentType: 'application/octet-stream' };

/** readHead: the first bytes of a file, all of a short one, none of an empty one; a missing one rejects. */
export async function expectHeadReads(storage: MediaStorage) {
  await storage.put('media/head/file.bin', bytes('0123456789'), untyped);
  expect((await storage.readHead('media/head/file.bin', 4)).toString()).toBe('0123');
  expect((await storage.readHead('media/head/file.bin', 100)).toString()).toBe('0123456789');
  await storage.put('media/head/empty.bin', Buffer.alloc(0), untyped);
  expect(await storage.readHead('media/head/empty.bin', 16)).toEqual(Buffer.alloc(0));
  await expect(storage.readHead('media/head/missing.bin', 16)).rejects.toThrow();
}

/**
 * deletePrefix: a folder ('media/del-a/'), or one file and what lies under it ('staging/del-x'), never a
 * sibling whose name only starts the same; nothing to delete is not an error; an empty or absolute
 * prefix is refused.
 */
export async function expectPrefixDeletes(storage: MediaStorage) {
  const keys = [
    'media/del-a/original.jpg',
    'media/del-a/w400.webp',
    'media/del-a/hls/index.m3u8',
    'media/del-ab/original.jpg',
    'media/del-b/original.jpg',
    'staging/del-x',
    'staging/del-x-2',
  ];
  for (const key of keys) await storage.put(key, bytes(key), untyped);

  await storage.deletePrefix('media/del-a/');
  await storage.deletePrefix('staging/del-x');
  const left = await Promise.all(keys.map(async (key) => [key, await storage.size(key)] as const));
  expect(left.filter(([, size]) => size !== null).map(([key]) => key)).toEqual([
    'media/del-ab/original.jpg',
    'media/del-b/original.jpg',
    'staging/del-x-2',
  ]);
  await storage.deletePrefix('media/nothing-here/');
  await expect(storage.deletePrefix('')).rejects.toThrow(/Not a storage key/);
  await expect(storage.deletePrefix('/')).rejects.toThrow(/Not a storage key/);
}
