import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let dataDir: string;
let t: TestApp;

/** Files as the storage leaves them in DATA_DIR/uploads. */
const FILES: Record<string, string> = {
  'media/img/original.jpg': 'jpeg bytes',
  'media/img/w400.webp': 'webp bytes',
  'media/img/w400.avif': 'avif bytes',
  'media/img/logo.png': 'png bytes',
  'media/img/anim.gif': 'gif bytes',
  'media/vid/mp4_720p.mp4': 'mp4 bytes',
  'media/vid/webm_720p.webm': 'webm bytes',
  'media/vid/original.mov': 'mov bytes',
  'media/vid/hls/index.m3u8': '#EXTM3U\n',
  'media/vid/hls/segment-000.ts': 'ts bytes',
  'media/doc/manual.pdf': '%PDF-1.7',
  'media/doc/drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'media/doc/page.html': '<script>alert(1)</script>',
  'media/doc/unknown.qqq': 'who knows',
  'media/doc/no-extension': 'who knows',
  'media/img/.original.jpg.0f8fad5b-d9cb-469f-a165-70867728950e.partial': 'half a jpeg',
  'staging/0f8fad5b-d9cb-469f-a165-70867728950e': '<html>unchecked</html>',
  'staging/upload.png': 'unchecked png',
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'uploads-serving-'));
  t = await createTestApp({ dataDir });
  for (const [key, body] of Object.entries(FILES)) {
    const path = join(dataDir, 'uploads', ...key.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('GET /uploads/*', () => {
  it.each([
    ['media/img/original.jpg', 'image/jpeg'],
    ['media/img/w400.webp', 'image/webp'],
    ['media/img/w400.avif', 'image/avif'],
    ['media/img/logo.png', 'image/png'],
    ['media/img/anim.gif', 'image/gif'],
    ['media/vid/mp4_720p.mp4', 'video/mp4'],
    ['media/vid/webm_720p.webm', 'video/webm'],
    ['media/vid/original.mov', 'video/quicktime'],
    ['media/vid/hls/index.m3u8', 'application/vnd.apple.mpegurl'],
    ['media/vid/hls/segment-000.ts', 'video/mp2t'],
  ])('serves %s inline as %s, with nosniff and the sandboxing CSP', async (key, type) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get(`/uploads/${key}`, method);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      if (method === 'GET') expect(res.body).toBe(FILES[key]);
    }
  });

  it.each([
    ['media/doc/manual.pdf', 'application/pdf'],
    ['media/doc/drawing.svg', 'image/svg+xml'],
    ['media/doc/page.html', 'text/html; charset=utf-8'],
    ['media/doc/unknown.qqq', 'application/octet-stream'],
    ['media/doc/no-extension', 'application/octet-stream'],
  ])('serves %s (not an image, a video or HLS) as a download, with nosniff', async (key, type) => {
    const res = await get(`/uploads/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it.each([
    '/uploads/staging/0f8fad5b-d9cb-469f-a165-70867728950e',
    '/uploads/staging/upload.png',
    '/uploads/staging/',
    '/uploads/staging',
    '/uploads/STAGING/upload.png',
    '/uploads/%73taging/upload.png',
    '/uploads/%53TAGING/upload.png',
    '/uploads/staging/upload.png?download=1',
  ])('never serves an upload in progress: %s is 404', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get(url, method);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('unchecked');
    }
  });

  it.each([
    '/uploads/media/../staging/upload.png',
    '/uploads/media/%2e%2e/staging/upload.png',
    '/uploads//staging/upload.png',
    '/uploads/./staging/upload.png',
    '/uploads/media/img/../../staging/upload.png',
  ])('nor through a path that walks around the check: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('unchecked');
  });

  it('never serves a file still being written (a dot file)', async () => {
    const res = await get('/uploads/media/img/.original.jpg.0f8fad5b-d9cb-469f-a165-70867728950e.partial');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('half a jpeg');
  });

  it('answers 404 for a missing file and for a folder, without listing it', async () => {
    expect((await get('/uploads/media/img/missing.jpg')).statusCode).toBe(404);
    const folder = await get('/uploads/media/img/');
    expect(folder.statusCode).toBe(404);
    expect(folder.body).not.toContain('original.jpg');
  });
});
