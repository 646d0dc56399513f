import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedUploadSchema, uploadTicketSchema } from '../../../common/media/media-schemas';
import { MAX_IMAGE_PIXELS } from '../../../common/media/upload-rules';
import { auditLog, mediaAssets, mediaUploads } from '../../db/schema';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import { blackPng, directUpload, openUploadTicket } from '../../testing/test-uploads';

/** The upload calls over HTTP (decision 015): what is stored, and that every refusal stores nothing. */
let t: TestApp;
let dataDir: string;
let cms: string;
let otherCms: string;
let desk: string;
let customer: string;

let photo: Buffer; // 2000×1500 JPEG taken "sideways" (EXIF orientation 6) with a GPS-bearing EXIF block
let transparentPng: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  t = await createTestApp({ dataDir });
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'editor2', role: 'cms' });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  cms = await loginCookie(t, 'editor');
  otherCms = await loginCookie(t, 'editor2');
  desk = await loginCookie(t, 'desk');
  customer = await loginCookie(t, 'shopper');
  photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#6a8f3a' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' } } })
    .toBuffer();
  transparentPng = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const uploadFiles = () => {
  const root = join(dataDir, 'uploads', 'media');
  return existsSync(root) ? readdirSync(root, { recursive: true }).length : 0;
};
const stagedFiles = () => {
  const root = join(dataDir, 'uploads', 'staging');
  return existsSync(root) ? readdirSync(root).length : 0;
};
const assetCount = async () => (await t.database.db.select().from(mediaAssets)).length;

function post(url: string, payload: unknown, cookie = cms) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
}

/** Sends a request that must be refused with `status` and `message`, and checks nothing was kept. */
async function expectRefusedLeavingNothing(
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  message: RegExp,
) {
  const [files, assets] = [uploadFiles(), await assetCount()];
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(message) });
  expect(uploadFiles()).toBe(files);
  expect(await assetCount()).toBe(assets);
}

describe('direct mode: a real photo', () => {
  it('stores every variant, EXIF gone and orientation applied, and records who uploaded it', async () => {
    const res = await post(
      '/api/objects/upload',
      directUpload('Holiday Photo.JPG', photo, 'image/jpeg', { category: 'image', altText: 'Olive grove' }),
    );
    expect(res.statusCode).toBe(200);
    const body = storedUploadSchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      fileName: 'Holiday Photo.JPG',
      contentType: 'image/jpeg',
      fileSize: photo.length,
    });
    const asset = body.asset;
    // Turned upright: 1500 wide and 2000 tall, so the full-size copy is 1500 wide.
    expect(asset).toMatchObject({
      category: 'image',
      status: 'ready',
      width: 1500,
      height: 2000,
      altText: 'Olive grove',
    });
    expect(Object.keys(asset.optimizedUrls).sort()).toEqual(['avif', 'jpg', 'webp']);
    expect(asset.sizes).toEqual({
      webp: [400, 800, 1200, 1500],
      avif: [400, 800, 1200, 1500],
      jpg: [400, 800, 1200, 1500],
    });
    expect(asset.fileUrl).toMatch(new RegExp(`^/uploads/media/${asset.id}/holiday-photo\\.webp$`));

    for (const [format, url] of Object.entries(asset.optimizedUrls)) {
      for (const width of asset.sizes[format]!) {
        const variant = width === 1500 ? url : url.replace(/(\.\w+)$/, `-${width}w$1`);
        const meta = await sharp(join(dataDir, variant)).metadata();
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : format);
      }
    }
    const served = await t.app.inject({ method: 'GET', url: asset.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const [audit] = await t.database.db.select().from(auditLog);
    expect(audit).toMatchObject({
      entity: 'media',
      action: 'create',
      entityId: asset.id,
      actorUsername: 'editor',
    });
  });

  it('strips bidirectional controls from the name, so it reads as it is', async () => {
    const name = 'invoice\u202Egnp.exe\u202C \u2066x\u2069\u200F\u200E\u202A\u202B\u202D\u2067\u2068.png';
    const res = await post('/api/objects/upload', directUpload(name, transparentPng, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const body = storedUploadSchema.parse(res.json());
    expect(body.fileName).toBe('invoicegnp.exe x.png');
    const [row] = await t.database.db.select().from(mediaAssets).where(eq(mediaAssets.id, body.asset.id));
    expect(row!.fileName).toBe('invoicegnp.exe x.png');
    expect(body.fileUrl).toMatch(/\/invoicegnp-exe-x\.webp$/);
  });

  it('keeps transparency: png instead of jpg', async () => {
    const res = await post('/api/objects/upload', directUpload('badge.png', transparentPng, 'image/png'));
    expect(res.statusCode).toBe(200);
    const { asset } = storedUploadSchema.parse(res.json());
    expect(Object.keys(asset.optimizedUrls).sort()).toEqual(['avif', 'png', 'webp']);
    expect(asset.sizes.png).toEqual([300]);
  });
});

describe('refusals store nothing', () => {
  it('HTML named .png', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    await expectRefusedLeavingNothing(
      () => post('/api/objects/upload', directUpload('cat.png', html, 'image/png')),
      415,
      /^File cat\.png was refused: HTML and script files are not accepted$/,
    );
  });

  it('a JPEG declared as a video, and a JPEG put in the video category', async () => {
    await expectRefusedLeavingNothing(
      () => post('/api/objects/upload', directUpload('clip.mp4', photo, 'video/mp4')),
      415,
      /^File clip\.mp4 is an image \(image\/jpeg\), not video\/mp4$/,
    );
    await expectRefusedLeavingNothing(
      () => post('/api/objects/upload', directUpload('clip.jpg', photo, 'image/jpeg', { category: 'video' })),
      400,
      /^File clip\.jpg is an image, not a video$/,
    );
  });

  it('an SVG with a script, and one that loads from elsewhere', async () => {
    const scripted = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const external = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
    );
    await expectRefusedLeavingNothing(
      () => post('/api/objects/upload', directUpload('logo.svg', scripted, 'image/svg+xml')),
      415,
      /SVG files are not accepted/,
    );
    await expectRefusedLeavingNothing(
      () => post('/api/objects/upload', directUpload('logo.png', external, 'image/png')),
      415,
      /SVG files are not accepted/,
    );
  });

  it('a name that is a path', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expectRefusedLeavingNothing(
      () => post('/api/objects/upload', directUpload('../../x.png', png, 'image/png')),
      400,
      /fileName must be a file name, not a path/,
    );
    await expectRefusedLeavingNothing(
      () => post('/api/objects/upload', directUpload('..\\..\\x.png', png, 'image/png')),
      400,
      /fileName must be a file name, not a path/,
    );
  });

  it("a file over its kind's limit: 413 naming the limit, the same on every upload path", async () => {
    const MB = 1024 * 1024;
    const tickets = async () => (await t.database.db.select().from(mediaUploads)).length;
    // The library, the product and content editors' pickers, and the logo: one limit per kind.
    const paths = [
      ['/api/objects/upload', { purpose: 'library' }],
      ['/api/objects/upload', { purpose: 'product' }],
      ['/api/objects/upload', { purpose: 'content' }],
      ['/api/upload/logo', {}],
    ] as const;
    for (const [url, where] of paths) {
      const opened = await tickets();
      await expectRefusedLeavingNothing(
        () => post(url, { fileName: 'huge.jpg', contentType: 'image/jpeg', fileSize: 10 * MB + 1, ...where }),
        413,
        /^File huge\.jpg is too large\. Maximum size is 10MB$/,
      );
      expect(await tickets(), `${url} ${JSON.stringify(where)} kept an upload URL`).toBe(opened);
      // At the limit, the same photo is taken everywhere (an upload URL for its bytes).
      const atLimit = await post(url, {
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        fileSize: 10 * MB,
        ...where,
      });
      expect(atLimit.statusCode, `${url} ${atLimit.body}`).toBe(200);
      expect(atLimit.json()).toMatchObject({ success: true, method: 'PUT' });
    }
    const otherKinds = [
      ['film.mp4', 'video/mp4', 200],
      ['leaflet.pdf', 'application/pdf', 10],
    ] as const;
    for (const [, where] of paths.slice(0, 3)) {
      for (const [fileName, contentType, limitMb] of otherKinds) {
        await expectRefusedLeavingNothing(
          () => post('/api/objects/upload', { fileName, contentType, fileSize: limitMb * MB + 1, ...where }),
          413,
          new RegExp(`^File ${fileName.replace('.', '\\.')} is too large\\. Maximum size is ${limitMb}MB$`),
        );
      }
    }
    // Inline bytes over the direct limit are pointed to an upload URL, on both calls.
    const big = Buffer.alloc(5 * 1024 * 1024, 1);
    for (const url of ['/api/objects/upload', '/api/upload/logo']) {
      await expectRefusedLeavingNothing(
        () => post(url, directUpload('big.jpg', big, 'image/jpeg')),
        413,
        /go through an upload URL: send the request without fileData/,
      );
    }
  });

  it('an image of more pixels than the shop decodes: 413 naming the limit, read from its header', async () => {
    const started = Date.now();
    await expectRefusedLeavingNothing(
      () => post('/api/objects/upload', directUpload('poster.png', blackPng(8000, 7000), 'image/png')),
      413,
      /^File poster\.png is 8000×7000 pixels \(56 megapixels\)\. Images may have at most 50 megapixels$/,
    );
    expect(Date.now() - started).toBeLessThan(2000); // nothing was decoded
    // A 48-megapixel camera's photo is under the limit.
    expect(MAX_IMAGE_PIXELS).toBeGreaterThanOrEqual(8000 * 6000);
  });

  it('staff without the catalog role, customers and strangers', async () => {
    const body = directUpload('a.png', transparentPng, 'image/png');
    for (const [cookie, status] of [
      [desk, 403],
      [customer, 403],
      ['', 401],
    ] as const) {
      await expectRefusedLeavingNothing(() => post('/api/objects/upload', body, cookie), status, /./);
      await expectRefusedLeavingNothing(() => post('/api/upload/logo', body, cookie), status, /./);
    }
  });
});

describe('upload URLs', () => {
  const openTicket = (bytes: Buffer, contentType: string, fileName = 'clip.bin') =>
    openUploadTicket(t, cms, { fileName, contentType, bytes });
  const put = (url: string, body: Buffer, headers: Record<string, string> = {}, cookie = cms) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { cookie, 'content-type': 'application/octet-stream', ...headers },
    });

  it('takes the bytes in chunks, then completes into a library item; the URL works once', async () => {
    const ticket = await openTicket(photo, 'image/jpeg', 'sideways.jpg');
    expect(ticket).toMatchObject({ method: 'PUT', chunkSize: 8 * 1024 * 1024 });
    const half = Math.floor(photo.length / 2);
    const first = await put(ticket.uploadURL, photo.subarray(0, half), {
      'content-range': `bytes 0-${half - 1}/${photo.length}`,
    });
    expect(first.json()).toEqual({ success: true, received: half, complete: false });
    // A chunk that skips ahead is refused.
    const gap = await put(ticket.uploadURL, photo.subarray(half + 1), {
      'content-range': `bytes ${half + 1}-${photo.length - 1}/${photo.length}`,
    });
    expect(gap.statusCode).toBe(409);
    const second = await put(ticket.uploadURL, photo.subarray(half), {
      'content-range': `bytes ${half}-${photo.length - 1}/${photo.length}`,
    });
    expect(second.json()).toEqual({ success: true, received: photo.length, complete: true });

    const done = await post(ticket.completeURL, {});
    expect(done.statusCode).toBe(200);
    const stored = storedUploadSchema.parse(done.json());
    expect(stored.asset).toMatchObject({
      fileName: 'sideways.jpg',
      width: 1500,
      height: 2000,
      status: 'ready',
    });
    expect(stagedFiles()).toBe(0);

    // Used: neither the PUT nor the completion works again.
    await expectRefusedLeavingNothing(() => put(ticket.uploadURL, photo), 409, /already been used/);
    await expectRefusedLeavingNothing(() => post(ticket.completeURL, {}), 409, /already been used/);
  });

  it('is bound to the staff member who asked for it', async () => {
    const ticket = await openTicket(transparentPng, 'image/png');
    await expectRefusedLeavingNothing(
      () => put(ticket.uploadURL, transparentPng, {}, otherCms),
      403,
      /issued to someone else/,
    );
    await expectRefusedLeavingNothing(
      () => put(ticket.uploadURL.replace(/token=[^&]+/, 'token=' + 'x'.repeat(43)), transparentPng),
      404,
      /Unknown upload URL/,
    );
    expect(stagedFiles()).toBe(0);
  });

  it('expires', async () => {
    const ticket = await openTicket(transparentPng, 'image/png');
    await t.database.db.update(mediaUploads).set({ expiresAt: new Date(Date.now() - 1000) });
    await expectRefusedLeavingNothing(() => put(ticket.uploadURL, transparentPng), 410, /expired/);
    await expectRefusedLeavingNothing(() => post(ticket.completeURL, {}), 410, /expired/);
  });

  it('checks the bytes on completion: HTML is refused and its staged bytes removed', async () => {
    const html = Buffer.from('<html><body onload="steal()">hi</body></html>');
    const ticket = await openTicket(html, 'image/png', 'photo.png');
    expect((await put(ticket.uploadURL, html)).statusCode).toBe(200);
    expect(stagedFiles()).toBe(1);
    await expectRefusedLeavingNothing(
      () => post(ticket.completeURL, {}),
      415,
      /HTML and script files are not accepted/,
    );
    expect(stagedFiles()).toBe(0);
  });

  it('refuses more bytes than declared, and a completion without bytes', async () => {
    const ticket = await openTicket(transparentPng, 'image/png');
    const longer = Buffer.concat([transparentPng, Buffer.from('extra')]);
    const res = await put(ticket.uploadURL, longer);
    expect(res.statusCode).toBe(400);
    const empty = await openTicket(transparentPng, 'image/png');
    await expectRefusedLeavingNothing(() => post(empty.completeURL, {}), 400, /No file was uploaded/);
  });

  it('staged files are never served', async () => {
    const ticket = await openTicket(transparentPng, 'image/png');
    await put(ticket.uploadURL, transparentPng);
    const res = await t.app.inject({ method: 'GET', url: `/uploads/staging/${ticket.uploadId}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('the logo', () => {
  it('stores the image and answers its URL; saving it to settings is audited', async () => {
    const res = await post('/api/upload/logo', directUpload('logo.png', transparentPng, 'image/png'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      url: expect.stringMatching(/^\/uploads\/media\/[0-9a-f-]{36}\/logo\.webp$/),
      error: null,
    });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { logoUrl: body.url },
      headers: { cookie: cms },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().logoUrl).toBe(body.url);
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(pub.json().logoUrl).toBe(body.url);

    const media = await t.app.inject({
      method: 'GET',
      url: '/api/admin/media?category=image',
      headers: { cookie: cms },
    });
    const logo = media.json().find((a: { fileUrl: string }) => a.fileUrl === body.url);
    expect(logo.usedBy).toEqual([{ kind: 'settings', label: 'Site logo', href: '/admin/settings' }]);
  });

  it('takes a logo larger than the inline limit through its own upload URL, as an image', async () => {
    // A 600×400 PNG of 6 MB (a private chunk the decoder skips): over what travels inline.
    const large = blackPng(600, 400, 6 * 1024 * 1024);
    expect(large.length).toBeGreaterThan(4 * 1024 * 1024);
    const asked = await post('/api/upload/logo', {
      fileName: 'big-logo.png',
      contentType: 'image/png',
      fileSize: large.length,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const ticket = uploadTicketSchema.parse(asked.json());
    for (let start = 0; start < large.length; start += ticket.chunkSize!) {
      const end = Math.min(start + ticket.chunkSize!, large.length);
      const put = await t.app.inject({
        method: 'PUT',
        url: ticket.uploadURL,
        payload: large.subarray(start, end),
        headers: {
          cookie: cms,
          'content-type': 'application/octet-stream',
          'content-range': `bytes ${start}-${end - 1}/${large.length}`,
        },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const done = await post(ticket.completeURL, {});
    expect(done.statusCode, done.body).toBe(200);
    const { asset } = storedUploadSchema.parse(done.json());
    expect(asset).toMatchObject({ category: 'image', fileName: 'big-logo.png', width: 600, height: 400 });

    // A PDF asking for a logo's upload URL is refused when its bytes say what it is.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const pdfTicket = uploadTicketSchema.parse(
      (
        await post('/api/upload/logo', {
          fileName: 'logo.png',
          contentType: 'image/png',
          fileSize: pdf.length,
        })
      ).json(),
    );
    await t.app.inject({
      method: 'PUT',
      url: pdfTicket.uploadURL,
      payload: pdf,
      headers: { cookie: cms, 'content-type': 'application/octet-stream' },
    });
    await expectRefusedLeavingNothing(() => post(pdfTicket.completeURL, {}), 415, /not image\/png/);
  });

  it('refuses a logo of 16383×16383 pixels before decoding it', async () => {
    await expectRefusedLeavingNothing(
      () => post('/api/upload/logo', directUpload('logo.png', blackPng(16383, 16383), 'image/png')),
      413,
      /^File logo\.png is 16383×16383 pixels \(269 megapixels\)\. Images may have at most 50 megapixels$/,
    );
  });

  it('refuses a logo that is not an image, and a logo address that is not a web address', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF');
    await expectRefusedLeavingNothing(
      () => post('/api/upload/logo', directUpload('logo.pdf', pdf, 'application/pdf')),
      400,
      /is a document, not an image/,
    );
    await expectRefusedLeavingNothing(
      () =>
        post(
          '/api/upload/logo',
          directUpload('logo.png', transparentPng, 'image/png', { fileSize: 10 * 1024 * 1024 + 1 }),
        ),
      413,
      /^File logo\.png is too large\. Maximum size is 10MB$/,
    );
    for (const logoUrl of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        payload: { logoUrl },
        headers: { cookie: cms },
      });
      expect(res.statusCode).toBe(400);
    }
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { logoUrl: '/x.png' },
      headers: { cookie: desk },
    });
    expect(refused.statusCode).toBe(403);
  });
});
