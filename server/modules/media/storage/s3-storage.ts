import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import { isIP } from 'node:net';
import { Readable, Transform } from 'node:stream';
import type { S3Config } from '../../../config';
import { checkKey, type MediaStorage } from './media-storage';

type Sdk = typeof ClientS3 & Pick<typeof Presigner, 'getSignedUrl'>;
let sdkLoading: Promise<Sdk> | undefined;

/**
 * The AWS SDK takes a quarter of a second to load: it loads on the first S3 call, so a shop on disk
 * storage (and every test that builds the server) never pays for it.
 */
function loadSdk(): Promise<Sdk> {
  sdkLoading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(
    ([s3, presigner]) => ({ ...s3, getSignedUrl: presigner.getSignedUrl }),
  );
  return sdkLoading;
}

const QUIET = { debug() {}, info() {}, warn() {}, error() {} };

/** At most this many keys in one DeleteObjects (S3's own limit). */
const DELETE_BATCH = 1000;

/**
 * Media in an S3-compatible bucket (AWS, MinIO, R2…), read by browsers from `publicUrl`. Large uploads
 * go straight from the browser to the bucket with a pre-signed PUT whose signature covers the declared
 * Content-Type and Content-Length, so the browser cannot send other bytes than it announced.
 */
export function createS3Storage(options: S3Config): MediaStorage {
  const { bucket } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= loadSdk().then((sdk) => ({ sdk, client: new sdk.S3Client(s3ClientConfig(options)) })));

  async function deleteObjects(prefix: string, keys: string[]) {
    if (!keys.length) return;
    const { sdk, client } = await connect();
    const result = await client.send(
      new sdk.DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors ?? [];
    if (failed.length) {
      const first = failed[0]!;
      throw new Error(
        `deletePrefix ${prefix}: ${failed.length} objects not deleted (${first.Key}: ${first.Code} ${first.Message})`,
      );
    }
  }

  async function size(key: string): Promise<number | null> {
    checkKey(key);
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      const missing =
        error instanceof sdk.S3ServiceException &&
        (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
      if (missing) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    urlFor: (key) => `${publicUrl}/${checkKey(key)}`,
    keyFor(url) {
      if (!url.startsWith(`${publicUrl}/`)) return null;
      const key = url.slice(publicUrl.length + 1).split(/[?#]/)[0]!;
      try {
        return checkKey(key);
      } catch {
        return null;
      }
    },
    async put(key, body, { contentType, contentDisposition, contentLength }) {
      checkKey(key);
      const { sdk, client } = await connect();
      const command = (payload: Buffer | Readable, length: number) =>
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: payload,
          ContentLength: length,
          ContentType: contentType,
          ContentDisposition: contentDisposition,
        });
      if (Buffer.isBuffer(body)) {
        if (contentLength !== undefined && contentLength !== body.length) {
          throw new Error(
            `put ${key}: contentLength ${contentLength} but the buffer has ${body.length} bytes`,
          );
        }
        await client.send(command(body, body.length));
        return;
      }
      if (contentLength === undefined) {
        throw new Error(
          `put ${key}: a stream needs contentLength on S3 (one PutObject must declare its size)`,
        );
      }
      // The SDK does not notice a body stream that fails: it would wait for the missing bytes. So a
      // failure of the source, or a length other than declared, aborts the request.
      const counted = exactLength(key, contentLength);
      const abort = new AbortController();
      const failed = new Promise<never>((_resolve, reject) => {
        const fail = (error: Error) => {
          reject(error);
          abort.abort(error);
        };
        body.once('error', fail);
        counted.once('error', fail);
      });
      const sent = client.send(command(body.pipe(counted), contentLength), { abortSignal: abort.signal });
      sent.catch(() => {}); // when the body failed first, `failed` carries the reason
      failed.catch(() => {});
      await Promise.race([sent, failed]);
    },
    async read(key) {
      checkKey(key);
      const { sdk, client } = await connect();
      const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!(Body instanceof Readable)) throw new Error(`read ${key}: no body`);
      return Body;
    },
    async readHead(key, bytes) {
      checkKey(key);
      if (!Number.isInteger(bytes) || bytes <= 0) throw new Error(`readHead ${key}: bytes must be above 0`);
      // The size first: a range past the end of the object is refused (416), and an empty object has
      // no range at all.
      const total = await size(key);
      if (total === null) throw new Error(`readHead ${key}: no such object`);
      if (total === 0) return Buffer.alloc(0);
      const last = Math.min(bytes, total) - 1;
      const { sdk, client } = await connect();
      const { Body } = await client.send(
        new sdk.GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${last}` }),
      );
      if (!Body) throw new Error(`readHead ${key}: no body`);
      // A server that ignores Range sends everything: keep only what was asked for.
      return Buffer.from(await Body.transformToByteArray()).subarray(0, bytes);
    },
    size,
    async move(from, to, { contentType, contentDisposition }) {
      checkKey(from);
      checkKey(to);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket: bucket,
          Key: to,
          CopySource: `${bucket}/${from}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          ContentDisposition: contentDisposition,
        }),
      );
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: from }));
    },
    /**
     * `media/<id>/` removes every object under that folder; `staging/<id>` (no trailing slash) removes
     * that object and every object under `staging/<id>/`, never a sibling such as `staging/<id>-2`.
     */
    async deletePrefix(prefix) {
      const base = checkKey(prefix.replace(/\/+$/, ''));
      // The object named `base` itself (none for a folder prefix), then everything under `base/`.
      if (!prefix.endsWith('/')) await deleteObjects(prefix, [base]);
      const { sdk, client } = await connect();
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${base}/`,
            ContinuationToken: continuationToken,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        for (let i = 0; i < keys.length; i += DELETE_BATCH) {
          await deleteObjects(prefix, keys.slice(i, i + DELETE_BATCH));
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    async presignPut(key, { contentType, contentLength, expiresInSeconds }) {
      checkKey(key);
      const { sdk, client } = await connect();
      const command = new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: contentLength,
      });
      const url = await sdk.getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        // The presigner leaves Content-Type out of the signature unless told; Content-Length is signed
        // whenever the request has one. Both in: S3 refuses a PUT of another type or size.
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      // The browser sets Content-Length itself from the body (scripts may not set it).
      return { url, headers: { 'Content-Type': contentType } };
    },
  };
}

/** How the storage's client is made (tests make one alike to look at the bucket on their own). */
export function s3ClientConfig(options: S3Config): S3ClientConfig {
  return {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's own warnings go to the console without one (e.g. "An error was encountered in a
    // non-retryable streaming request" before the very error we then throw).
    logger: QUIET,
    // Otherwise the SDK adds a CRC32 of the body to every PUT, and to pre-signed URLs the CRC32 of an
    // EMPTY body, which S3 then holds against the real bytes the browser sends.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The origins a pre-signed PUT may point at, for the pages' `connect-src`: the endpoint itself (path
 * style, and what the SDK falls back to for bucket names that cannot be host names) and, unless path
 * style is forced, the bucket's own host name (virtual-hosted style).
 */
export function s3UploadOrigins(options: S3Config): string[] {
  const suffix = options.region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
  const service = new URL(options.endpoint ?? `https://s3.${options.region}.${suffix}`);
  const origins = [service.origin];
  const hostname = service.hostname.replace(/^\[|\]$/g, '');
  if (!options.forcePathStyle && !isIP(hostname) && !options.bucket.includes('.')) {
    origins.push(`${service.protocol}//${options.bucket}.${service.host}`);
  }
  return origins;
}

/** Passes exactly `length` bytes on, or fails: S3 would wait for missing bytes or refuse extra ones. */
function exactLength(key: string, length: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > length) callback(new Error(`put ${key}: the stream is longer than contentLength ${length}`));
      else callback(null, chunk);
    },
    flush(callback) {
      if (seen < length) {
        callback(new Error(`put ${key}: the stream ended after ${seen} of contentLength ${length} bytes`));
      } else callback();
    },
  });
}
