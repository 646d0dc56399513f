import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type MediaStorage } from './media-storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Media on the local disk under `root` (DATA_DIR/uploads), served by the server's static route at
 * /uploads/. A file is written under a temporary name and renamed, so a reader never sees half of it;
 * the temporary name starts with a dot, which no key does, so it is never a key and never served.
 * The type and disposition are not stored: the static route derives them from the extension.
 */
export function createDiskStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`Not a storage key: ${key}`);
    return path;
  };

  /** Rejects unless `path` is a file (a key that names a folder is not an object). */
  const fileSize = async (path: string) => {
    const info = await stat(path);
    if (!info.isFile()) throw Object.assign(new Error(`Not a file: ${path}`), { code: 'ENOENT' });
    return info.size;
  };

  return {
    kind: 'disk',
    urlFor: (key) => `${UPLOADS_URL_PREFIX}${checkKey(key)}`,
    keyFor(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
      const key = url.slice(UPLOADS_URL_PREFIX.length).split(/[?#]/)[0]!;
      try {
        return checkKey(key);
      } catch {
        return null;
      }
    },
    async put(key, body, { contentLength }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = join(dirname(path), `.${basename(path)}.${randomUUID()}.partial`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        // As on S3, where a PUT of another size than declared fails.
        const written = (await stat(partial)).size;
        if (contentLength !== undefined && written !== contentLength) {
          throw new Error(`put ${key}: contentLength ${contentLength} but ${written} bytes arrived`);
        }
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const path = pathOf(key);
      await fileSize(path); // rejects now for a missing file, not later on the stream
      return createReadStream(path) as Readable;
    },
    async readHead(key, bytes) {
      if (!Number.isInteger(bytes) || bytes <= 0) throw new Error(`readHead ${key}: bytes must be above 0`);
      const handle = await open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async size(key) {
      try {
        return await fileSize(pathOf(key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async move(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(from), target);
    },
    /**
     * `media/<id>/` removes that folder; `staging/<id>` removes that file or folder, never a sibling
     * such as `staging/<id>-2` (the same as on S3).
     */
    async deletePrefix(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      await rm(pathOf(trimmed), { recursive: true, force: true });
    },
    presignPut: async () => null,
  };
}

/** Appends `body` to a staged file at `offset` (chunked uploads through our own PUT route). */
export async function writeAt(root: string, key: string, offset: number, body: Readable): Promise<void> {
  const path = resolve(root, checkKey(key));
  await mkdir(dirname(path), { recursive: true });
  await pipeline(body, createWriteStream(path, { flags: offset === 0 ? 'w' : 'r+', start: offset }));
}

export const stagingPath = (root: string, key: string) => join(resolve(root), checkKey(key));
