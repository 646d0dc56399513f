import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedUploadSchema } from '../../../common/media/media-schemas';
import { s3ClientConfig } from '../../modules/media/storage/s3-storage';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import { completeUpload, directUpload, openUploadTicket } from '../../testing/test-uploads';

/**
 * The upload pipeline end to end on S3 storage (decision 015): a pre-signed PUT straight to the bucket,
 * completion, variants written to the bucket and read back over plain HTTP, refusals and deletes that
 * leave no object behind. s3rver speaks the real S3 protocol on loopback.
 */
let s3: TestS3Server;
let t: TestApp;
let client: S3Client;
let cookie: string;
let photo: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  client = new S3Client(s3ClientConfig(s3.s3Config));
  t = await createTestApp({ s3: s3.s3Config, dataDir: mkdtempSync(join(tmpdir(), 'shop-s3-')) });
  await addUser(t, { username: 'editor', role: 'cms' });
  cookie = await loginCookie(t, 'editor');
  photo = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
});

async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

const openTicket = (bytes: Buffer, contentType: string, fileName: string) =>
  openUploadTicket(t, cookie, { fileName, contentType, bytes });

describe('uploads on S3', () => {
  it('a pre-signed PUT to the bucket, then completion: every variant is in the bucket and public', async () => {
    const ticket = await openTicket(photo, 'image/jpeg', 'Green Tea.jpg');
    expect(ticket.uploadURL.startsWith(s3.endpoint)).toBe(true);
    expect(ticket.chunkSize).toBeNull();
    const put = await fetch(ticket.uploadURL, {
      method: 'PUT',
      headers: ticket.headers,
      body: new Uint8Array(photo),
    });
    expect(put.status).toBe(200);

    const done = await completeUpload(t, cookie, ticket);
    expect(done.statusCode).toBe(200);
    const { asset } = storedUploadSchema.parse(done.json());
    expect(asset.fileUrl).toBe(`${s3.s3Config.publicUrl}/media/${asset.id}/green-tea.webp`);
    for (const url of Object.values(asset.optimizedUrls)) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
    const keys = await bucketKeys();
    expect(keys.filter((k) => k.startsWith('staging/'))).toEqual([]);
    expect(keys.filter((k) => k.startsWith(`media/${asset.id}/`))).toHaveLength(9); // 400, 800 and 1000 px in three formats

    // Pages resolve the bucket's URL to its <picture> data like a local one.
    const media = await t.app.services.media.resolveMedia([asset.fileUrl]);
    expect(media.pictures[asset.fileUrl]?.sources.map((s) => s.type)).toEqual([
      'image/webp',
      'image/avif',
      'image/jpeg',
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${asset.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await bucketKeys()).filter((k) => k.startsWith(`media/${asset.id}/`))).toEqual([]);
    expect((await fetch(asset.fileUrl)).status).toBe(404);
  });

  it('the bucket refuses bytes other than those declared', async () => {
    const ticket = await openTicket(photo, 'image/jpeg', 'a.jpg');
    const longer = Buffer.concat([photo, Buffer.from('more')]);
    const put = await fetch(ticket.uploadURL, {
      method: 'PUT',
      headers: ticket.headers,
      body: new Uint8Array(longer),
    });
    expect(put.status).toBe(403);
  });

  it('HTML sent to the bucket is refused on completion and leaves no object', async () => {
    const before = await bucketKeys();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const ticket = await openTicket(html, 'image/png', 'x.png');
    expect(
      (await fetch(ticket.uploadURL, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(html) }))
        .status,
    ).toBe(200);
    const done = await completeUpload(t, cookie, ticket);
    expect(done.statusCode).toBe(415);
    expect(await bucketKeys()).toEqual(before);
  });

  it('direct mode stores in the bucket too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie },
      payload: directUpload('tea.jpg', photo, 'image/jpeg'),
    });
    expect(res.statusCode).toBe(200);
    const { asset } = storedUploadSchema.parse(res.json());
    expect((await fetch(asset.optimizedUrls.jpg!)).status).toBe(200);
  });
});
