import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaListSchema, storedUploadSchema } from '../../../common/media/media-schemas';
import { makeTestVideo } from '../../modules/media/video/test-videos';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import { completeUpload, openUploadTicket } from '../../testing/test-uploads';

/**
 * A video from upload to variants through the API (decision 015): stored and answered as processing at
 * once, then the worker's pass makes every variant and the library shows it ready with its poster.
 */
let t: TestApp;
let dataDir: string;
let cookie: string;
let clip: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-video-api-'));
  t = await createTestApp({ dataDir });
  await addUser(t, { username: 'editor', role: 'cms' });
  cookie = await loginCookie(t, 'editor');
  clip = makeTestVideo(dataDir, { width: 1280, height: 720, seconds: 2 });
});
afterAll(() => t.close());

describe('a video upload', () => {
  it('is processing until the worker has made its variants, then ready with a poster', async () => {
    const ticket = await openUploadTicket(t, cookie, {
      fileName: 'How To Use.MP4',
      contentType: 'video/mp4',
      bytes: clip,
      category: 'video',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: ticket.uploadURL,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: clip,
    });
    expect(put.statusCode).toBe(200);
    const done = await completeUpload(t, cookie, ticket);
    expect(done.statusCode).toBe(200);
    const { asset } = storedUploadSchema.parse(done.json());
    expect(asset).toMatchObject({ category: 'video', status: 'processing', fileType: 'video/mp4' });
    expect(asset.fileUrl).toBe(`/uploads/media/${asset.id}/how-to-use.mp4`);

    expect(await t.app.services.videoJobs.runOnce()).toBe(true);

    const listed = mediaListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/media?category=video', headers: { cookie } })
      ).json(),
    );
    const ready = listed.find((a) => a.id === asset.id)!;
    expect(ready).toMatchObject({ status: 'ready', statusReason: null, width: 1280, height: 720 });
    expect(Object.keys(ready.optimizedUrls).sort()).toEqual([
      'hls_playlist',
      'mp4_480p',
      'mp4_720p',
      'webm_720p',
    ]);
    expect(ready.videoVariants.poster).toMatch(/-poster\.jpg$/);
    for (const url of [...Object.values(ready.optimizedUrls), ready.videoVariants.poster!]) {
      expect(existsSync(join(dataDir, url))).toBe(true);
    }
    const poster = await t.app.inject({ method: 'GET', url: ready.videoVariants.poster! });
    expect(poster.headers['content-type']).toBe('image/jpeg');

    // A page naming the original plays the 720p mp4, with the poster.
    const media = await t.app.services.media.resolveMedia([asset.fileUrl]);
    expect(media.videos[asset.fileUrl]).toEqual({
      src: ready.optimizedUrls.mp4_720p,
      type: 'video/mp4',
      poster: ready.videoVariants.poster,
    });
  });
});
