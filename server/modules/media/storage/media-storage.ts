import type { Readable } from 'node:stream';

/**
 * Where media files live (decision 015): `DATA_DIR/uploads` by default, an S3-compatible bucket when
 * `S3_*` is set. Keys are ours alone (`media/<asset id>/<name>.<ext>`, `staging/<upload id>`): no name a
 * person typed ever becomes a path, and every implementation refuses a key outside KEY_PATTERN.
 */
export type PutOptions = {
  contentType: string;
  /** `attachment` for documents: a PDF is downloaded, never shown inside the shop's origin. */
  contentDisposition?: string;
  /** Required with a stream on S3 (a single PUT needs it); the byte count of the body. */
  contentLength?: number;
};

export type PresignedPut = { url: string; headers: Record<string, string> };

export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** The public URL a page uses for a key (`/uploads/<key>` on disk). */
  urlFor(key: string): string;
  /** The key behind one of our own URLs, or null for any other URL. */
  keyFor(url: string): string | null;
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The whole object as a stream (a video's source for ffmpeg); rejects when it does not exist. */
  read(key: string): Promise<Readable>;
  /** At most the first `bytes` bytes (enough to tell the file's kind); rejects when it does not exist. */
  readHead(key: string, bytes: number): Promise<Buffer>;
  /** The object's size in bytes, or null when it does not exist. */
  size(key: string): Promise<number | null>;
  /** Moves an object to another key (a checked upload leaves staging), with its new type and disposition. */
  move(from: string, to: string, options: PutOptions): Promise<void>;
  /** Removes every object whose key starts with `prefix` (an asset and all its variants). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A URL the browser may PUT the bytes to directly (S3), valid `expiresInSeconds`; null on disk, where
   * the upload goes through our own PUT route instead.
   */
  presignPut(
    key: string,
    options: { contentType: string; contentLength: number; expiresInSeconds: number },
  ): Promise<PresignedPut | null>;
}

/** Our keys: lower-case letters, digits, dot, dash and underscore in `/`-separated parts, no `..`. */
export const KEY_PATTERN = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
