import crypto, { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Config } from '../config';

export type TestS3Server = {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Ready for `createS3Storage` or a test app's `s3` override: path style, public URL `endpoint/bucket`. */
  s3Config: S3Config;
  close(): Promise<void>;
};

/** The one account s3rver knows. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/** What a browser may do with the bucket: read objects and PUT to pre-signed URLs, from any page. */
const CORS_CONFIGURATION = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

type KoaContext = {
  req: IncomingMessage;
  method: string;
  status: number;
  type: string;
  body: unknown;
};
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
type S3rverInstance = {
  middleware: KoaMiddleware[];
  store: { deleteObject(bucket: string, key: string): Promise<void> };
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

// s3rver ships no types; it is a CommonJS class.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/**
 * A real S3 HTTP server (s3rver) on 127.0.0.1 and `port` (a free one by default), in a fresh temporary
 * directory, with one bucket that any origin may GET, HEAD and PUT to. Silent. `close()` stops it and
 * removes its files.
 *
 * s3rver does not check Signature Version 4 at all (it only looks the access key up and checks the
 * expiry), so in front of it this server verifies the signature of pre-signed URLs (query
 * authentication) the way S3 does: a PUT whose Content-Type or Content-Length differs from what was
 * signed is refused with 403 SignatureDoesNotMatch. Requests the SDK signs in the Authorization header
 * are not verified.
 */
export async function startS3Server({
  bucket = 'media-test',
  port = 0,
}: { bucket?: string; /** 0: any free port. */ port?: number } = {}): Promise<TestS3Server> {
  allowSingleDes();
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS_CONFIGURATION] }],
  });
  server.middleware.unshift(verifyPresignedSignature);
  // s3rver deletes the objects of one DeleteObjects all at once, and each removes the folders it leaves
  // empty: two in one folder race to remove it and the loser answers 500. One at a time, as S3 behaves.
  const deleteObject = server.store.deleteObject.bind(server.store);
  let deleting = Promise.resolve();
  server.store.deleteObject = (bucketName, key) => {
    const done = deleting.then(() => deleteObject(bucketName, key));
    deleting = done.catch(() => {});
    return done;
  };
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    s3Config: {
      bucket,
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
      publicUrl: `${endpoint}/${bucket}`,
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** SigV4 query authentication, checked as S3 checks it (the part s3rver leaves out). */
const verifyPresignedSignature: KoaMiddleware = async (ctx, next) => {
  const url = ctx.req.url ?? '/';
  const queryStart = url.indexOf('?');
  // A CORS preflight carries the URL's query too, but no signature is checked on it.
  if (ctx.method === 'OPTIONS' || queryStart === -1 || !/[?&]X-Amz-Signature=/.test(url)) return next();

  const path = url.slice(0, queryStart);
  const params = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return [decodeURIComponent(name), decodeURIComponent(value.replace(/\+/g, '%20'))] as const;
    });
  const query = new Map(params);
  const provided = query.get('X-Amz-Signature') ?? '';
  const [accessKeyId, ...scopeParts] = (query.get('X-Amz-Credential') ?? '').split('/');
  const scope = scopeParts.join('/');
  const [date = '', region = '', service = ''] = scopeParts;
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');

  const canonicalQuery = params
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${headerValue(ctx.req, name)}\n`).join('');
  const canonicalRequest = [
    ctx.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date') ?? '',
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = [date, region, service, 'aws4_request'].reduce<Buffer | string>(
    (k, part) => createHmac('sha256', k).update(part).digest(),
    `AWS4${SECRET_ACCESS_KEY}`,
  );
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(provided, 'hex');
  if (accessKeyId === ACCESS_KEY_ID && given.length === expected.length && timingSafeEqual(given, expected)) {
    return next();
  }
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
    '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>';
};

function headerValue(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return text.trim().replace(/\s+/g, ' ');
}

function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * s3rver encrypts its ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 (Node 17 and
 * later) leaves out, so any listing longer than one page answered 500. Triple DES with one key three
 * times is the same cipher and is still there: s3rver's 'des' becomes that, in this test process only.
 */
function allowSingleDes() {
  const marker = Symbol.for('s3-server.single-des');
  const target = crypto as unknown as Record<string | symbol, unknown>;
  if (target[marker]) return;
  target[marker] = true;
  for (const name of ['createCipheriv', 'createDecipheriv'] as const) {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = (algorithm: string, key: Buffer, ...rest: unknown[]) =>
      algorithm === 'des' && key.length === 8
        ? original.call(crypto, 'des-ede3-cbc', Buffer.concat([key, key, key]), ...rest)
        : original.call(crypto, algorithm, key, ...rest);
  }
}
