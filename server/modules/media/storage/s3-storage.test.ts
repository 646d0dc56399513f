import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type S3Config } from '../../../config';
import { expectHeadReads, expectPrefixDeletes } from '../../../testing/media-storage-contract';
import { startS3Server, type TestS3Server } from '../../../testing/s3-server';
import { testConfig } from '../../../testing/test-config';
import { createMediaStorage } from './create-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage, s3ClientConfig, s3UploadOrigins } from './s3-storage';

let s3: TestS3Server;
let storage: MediaStorage;
/** A client of its own, to look at the bucket without going through the code under test. */
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.s3Config);
  client = new S3Client(s3ClientConfig(s3.s3Config));
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

const bytes = (value: string) => Buffer.from(value, 'utf8');
const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
/** What a browser gets from the public URL: no credentials, plain HTTP. */
const publicGet = (key: string) => fetch(storage.urlFor(key));

describe('S3 storage over the real S3 protocol (s3rver)', () => {
  it('is chosen by createMediaStorage when S3 is configured, disk otherwise', () => {
    expect(createMediaStorage(testConfig({ s3: s3.s3Config })).kind).toBe('s3');
    expect(createMediaStorage(testConfig()).kind).toBe('disk');
  });

  it('puts a buffer that anyone can then read at its public URL, with its type and disposition', async () => {
    await storage.put('media/put-buffer/original.png', bytes('png bytes'), { contentType: 'image/png' });
    const res = await publicGet('media/put-buffer/original.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('png bytes');

    await storage.put('media/put-buffer/manual.pdf', bytes('%PDF-1.7'), {
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
    const pdf = await head('media/put-buffer/manual.pdf');
    expect(pdf).toMatchObject({ ContentType: 'application/pdf', ContentDisposition: 'attachment' });
  });

  it('puts a stream of a declared length, and refuses one without contentLength or of another length', async () => {
    const chunks = ['first ', 'second ', 'third'];
    await storage.put('media/put-stream/video.mp4', Readable.from(chunks.map(bytes)), {
      contentType: 'video/mp4',
      contentLength: 18,
    });
    expect(await text(await storage.read('media/put-stream/video.mp4'))).toBe('first second third');
    expect((await head('media/put-stream/video.mp4')).ContentType).toBe('video/mp4');

    await expect(
      storage.put('media/put-stream/no-length.mp4', Readable.from([bytes('x')]), {
        contentType: 'video/mp4',
      }),
    ).rejects.toThrow(/a stream needs contentLength on S3/);
    await expect(
      storage.put('media/put-stream/short.mp4', Readable.from([bytes('12345')]), {
        contentType: 'video/mp4',
        contentLength: 10,
      }),
    ).rejects.toThrow(/ended after 5 of contentLength 10 bytes/);
    await expect(
      storage.put('media/put-stream/long.mp4', Readable.from([bytes('12345')]), {
        contentType: 'video/mp4',
        contentLength: 3,
      }),
    ).rejects.toThrow(/longer than contentLength 3/);
    await expect(
      storage.put('media/put-stream/buffer.bin', bytes('12345'), {
        contentType: 'application/octet-stream',
        contentLength: 4,
      }),
    ).rejects.toThrow(/contentLength 4 but the buffer has 5 bytes/);
    // Refused before any request: nothing stored. (After an aborted PUT, S3 stores nothing; s3rver
    // may keep the bytes it received, so the aborted ones are not looked up here.)
    expect(await storage.size('media/put-stream/no-length.mp4')).toBeNull();
    expect(await storage.size('media/put-stream/buffer.bin')).toBeNull();
  });

  it('reads a whole object as a stream, and rejects a missing one', async () => {
    await storage.put('media/read/a.txt', bytes('whole object'), { contentType: 'text/plain' });
    expect(await text(await storage.read('media/read/a.txt'))).toBe('whole object');
    await expect(storage.read('media/read/missing.txt')).rejects.toThrow();
  });

  it('reads only the head of an object (a Range request), all of a short one, none of an empty one', async () => {
    await expectHeadReads(storage);
  });

  it('tells the size of an object, null for a missing one', async () => {
    await storage.put('media/size/seven.bin', bytes('1234567'), { contentType: 'application/octet-stream' });
    expect(await storage.size('media/size/seven.bin')).toBe(7);
    expect(await storage.size('media/size/missing.bin')).toBeNull();
  });

  it('moves an object: same bytes under the new key with the new type and disposition, none under the old', async () => {
    await storage.put('staging/move-1', bytes('%PDF-1.7 document'), {
      contentType: 'application/octet-stream',
    });
    await storage.move('staging/move-1', 'media/moved/manual.pdf', {
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
    expect(await storage.size('staging/move-1')).toBeNull();
    expect(await head('media/moved/manual.pdf')).toMatchObject({
      ContentType: 'application/pdf',
      ContentDisposition: 'attachment',
      ContentLength: 17,
    });
    const res = await publicGet('media/moved/manual.pdf');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(await res.text()).toBe('%PDF-1.7 document');
    await expect(
      storage.move('staging/move-missing', 'media/moved/x.png', { contentType: 'image/png' }),
    ).rejects.toThrow();
  });

  it('deletes exactly a prefix: a folder, or one object and what lies under it, never a sibling', async () => {
    await expectPrefixDeletes(storage);
  });

  it('deletes more objects than one listing page holds (pagination, batches of 1000)', async () => {
    const keys = Array.from({ length: 1003 }, (_, i) => `media/many/${String(i).padStart(4, '0')}.jpg`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(
        keys.slice(i, i + 50).map((key) => storage.put(key, bytes('x'), { contentType: 'image/jpeg' })),
      );
    }
    await storage.put('media/many-kept/original.jpg', bytes('x'), { contentType: 'image/jpeg' });
    await storage.deletePrefix('media/many/');
    expect(await storage.size('media/many/0000.jpg')).toBeNull();
    expect(await storage.size('media/many/1002.jpg')).toBeNull();
    expect(await storage.size('media/many-kept/original.jpg')).toBe(1);
  }, 120_000);

  describe('pre-signed PUT', () => {
    const declared = { contentType: 'video/mp4', contentLength: 11, expiresInSeconds: 900 };

    it('lets the browser PUT the declared bytes straight to the bucket', async () => {
      const presigned = (await storage.presignPut('staging/presigned-ok', declared))!;
      expect(presigned.headers).toEqual({ 'Content-Type': 'video/mp4' });
      const url = new URL(presigned.url);
      expect(url.origin).toBe(s3.endpoint);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
      // No checksum of an empty body rides along (it would make S3 refuse the real bytes).
      expect(presigned.url).not.toMatch(/checksum/i);

      const res = await fetch(presigned.url, {
        method: 'PUT',
        headers: presigned.headers,
        body: 'video bytes',
      });
      expect(res.status).toBe(200);
      expect(await storage.size('staging/presigned-ok')).toBe(11);
      expect((await head('staging/presigned-ok')).ContentType).toBe('video/mp4');
      expect((await storage.readHead('staging/presigned-ok', 5)).toString()).toBe('video');
    });

    it('is refused for another size or type than signed (403), and nothing is stored', async () => {
      const presigned = (await storage.presignPut('staging/presigned-bad', declared))!;
      const longer = await fetch(presigned.url, {
        method: 'PUT',
        headers: presigned.headers,
        body: 'video bytes and more',
      });
      expect(longer.status).toBe(403);
      expect(await longer.text()).toContain('SignatureDoesNotMatch');
      const html = await fetch(presigned.url, {
        method: 'PUT',
        headers: { 'Content-Type': 'text/html' },
        body: '<script>x',
      });
      expect(html.status).toBe(403);
      const untyped = await fetch(presigned.url, { method: 'PUT', body: Buffer.from('video bytes') });
      expect(untyped.status).toBe(403);
      expect(await storage.size('staging/presigned-bad')).toBeNull();
    });

    it('is refused once expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() - 20 * 60_000); // signed 20 minutes ago, valid 15
        const presigned = (await storage.presignPut('staging/presigned-old', declared))!;
        vi.useRealTimers();
        const res = await fetch(presigned.url, {
          method: 'PUT',
          headers: presigned.headers,
          body: 'video bytes',
        });
        expect(res.status).toBe(403);
        expect(await res.text()).toContain('Request has expired');
      } finally {
        vi.useRealTimers();
      }
      expect(await storage.size('staging/presigned-old')).toBeNull();
    });

    it("passes the browser's CORS preflight for the PUT", async () => {
      const presigned = (await storage.presignPut('staging/presigned-cors', declared))!;
      const res = await fetch(presigned.url, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://shop.example.pk',
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/shop\.example\.pk)$/);
      expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    });
  });

  it('maps keys to public URLs and back, and refuses URLs that are not ours', () => {
    const url = storage.urlFor('media/abc/w400.webp');
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/media/abc/w400.webp`);
    expect(storage.keyFor(url)).toBe('media/abc/w400.webp');
    expect(storage.keyFor(`${url}?v=2#top`)).toBe('media/abc/w400.webp');
    for (const foreign of [
      '/uploads/media/abc/w400.webp',
      'https://evil.example/media-test/media/abc/w400.webp',
      `${s3.endpoint}/${s3.bucket}x/media/abc/w400.webp`,
      `${s3.endpoint}/other-bucket/media/abc/w400.webp`,
      `${s3.endpoint}/${s3.bucket}/../secret`,
      `${s3.endpoint}/${s3.bucket}/media/ABC/W400.WEBP`,
      `${s3.endpoint}/${s3.bucket}/`,
      `${s3.endpoint}/${s3.bucket}`,
    ]) {
      expect(storage.keyFor(foreign), foreign).toBeNull();
    }
    const cdn = createS3Storage({ ...s3.s3Config, publicUrl: 'https://cdn.example.pk/' });
    expect(cdn.urlFor('media/a/b.jpg')).toBe('https://cdn.example.pk/media/a/b.jpg');
    expect(cdn.keyFor('https://cdn.example.pk/media/a/b.jpg')).toBe('media/a/b.jpg');
  });

  it.each(['../x', 'a/../../b', '/abs', 'A.PNG', 'media/./x', 'media//x', '', 'media/x/'])(
    'refuses the key %j in every method, before any request',
    async (key) => {
      const type = { contentType: 'image/png' };
      expect(() => storage.urlFor(key)).toThrow(/Not a storage key/);
      await expect(storage.put(key, bytes('x'), type)).rejects.toThrow(/Not a storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.readHead(key, 4)).rejects.toThrow(/Not a storage key/);
      await expect(storage.size(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.move(key, 'media/ok/x.png', type)).rejects.toThrow(/Not a storage key/);
      await expect(storage.move('media/ok/x.png', key, type)).rejects.toThrow(/Not a storage key/);
      await expect(
        storage.presignPut(key, { contentType: 'image/png', contentLength: 1, expiresInSeconds: 60 }),
      ).rejects.toThrow(/Not a storage key/);
    },
  );
});

describe('s3UploadOrigins', () => {
  const config = (env: Record<string, string | undefined>): S3Config => ({
    ...loadConfig(env).s3!,
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  });

  it.each([
    { S3_BUCKET: 'shop-media' },
    { S3_BUCKET: 'shop-media', S3_REGION: 'eu-west-1' },
    { S3_BUCKET: 'shop-media', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'true' },
    { S3_BUCKET: 'shop.media' },
    { S3_BUCKET: 'shop-media', S3_REGION: 'cn-north-1' },
    { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' },
    { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' },
    { S3_BUCKET: 'media', S3_ENDPOINT: 'http://localhost:9000', S3_FORCE_PATH_STYLE: 'false' },
    { S3_BUCKET: 'media', S3_REGION: 'auto', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com' },
    {
      S3_BUCKET: 'media',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'false',
    },
    { S3_BUCKET: 'my.media', S3_ENDPOINT: 'https://minio.example', S3_FORCE_PATH_STYLE: 'false' },
  ])('include where the SDK points a pre-signed PUT (%o)', async (env) => {
    const options = config(env);
    const sdk = new S3Client({ ...options });
    try {
      const url = await getSignedUrl(sdk, new PutObjectCommand({ Bucket: options.bucket, Key: 'staging/x' }));
      expect(s3UploadOrigins(options)).toContain(new URL(url).origin);
    } finally {
      sdk.destroy();
    }
  });
});
