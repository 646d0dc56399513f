import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaListSchema, storedUploadSchema, type MediaAsset } from '../../../common/media/media-schemas';
import { auditLog, mediaAssets, products } from '../../db/schema';
import { addProduct } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/** The media library API (back-office §7): list by category, alt text, "used by", delete with its files. */
let t: TestApp;
let dataDir: string;
let cms: string;
let desk: string;
let image: MediaAsset;
let pdf: MediaAsset;

async function upload(fileName: string, bytes: Buffer, contentType: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie: cms },
    payload: { fileName, fileData: bytes.toString('base64'), contentType, fileSize: bytes.length },
  });
  expect(res.statusCode).toBe(200);
  return storedUploadSchema.parse(res.json()).asset;
}
const list = async (query = '', cookie = cms) =>
  t.app.inject({ method: 'GET', url: `/api/admin/media${query}`, headers: { cookie } });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-media-'));
  t = await createTestApp({ dataDir });
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  cms = await loginCookie(t, 'editor');
  desk = await loginCookie(t, 'desk');
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c90' } })
    .jpeg()
    .toBuffer();
  image = await upload('honey.jpg', jpeg, 'image/jpeg');
  pdf = await upload(
    'Lab report.pdf',
    Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    'application/pdf',
  );
});
afterAll(() => t.close());

describe('GET /api/admin/media', () => {
  it('lists newest first and filters by category', async () => {
    const all = mediaListSchema.parse((await list()).json());
    expect(all.map((a) => a.fileName)).toEqual(['Lab report.pdf', 'honey.jpg']);
    const images = mediaListSchema.parse((await list('?category=image')).json());
    expect(images.map((a) => a.id)).toEqual([image.id]);
    expect((await list('?category=document')).json()).toHaveLength(1);
    expect((await list('?category=video')).json()).toEqual([]);
  });

  it('searches the file name and alt text, every word in any case, with or without the kind filter', async () => {
    const names = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode).toBe(200);
      return mediaListSchema.parse(res.json()).map((a) => a.fileName);
    };
    expect(await names('?search=HONEY')).toEqual(['honey.jpg']);
    expect(await names('?search=lab%20REPORT')).toEqual(['Lab report.pdf']);
    expect(await names('?search=lab%20honey')).toEqual([]);
    expect(await names('?category=image&search=report')).toEqual([]);
    expect(await names('?category=document&search=report')).toEqual(['Lab report.pdf']);
    expect(await names('?search=%20%20')).toEqual(['Lab report.pdf', 'honey.jpg']);
    // The alt text counts too.
    const byId = eq(mediaAssets.id, image.id);
    await t.database.db.update(mediaAssets).set({ altText: 'A jar of Sidr' }).where(byId);
    expect(await names('?search=sidr')).toEqual(['honey.jpg']);
    await t.database.db.update(mediaAssets).set({ altText: null }).where(byId);
  });

  it('refuses an unknown category or filter, a search too long, and staff without the catalog role', async () => {
    const tooLong = await list(`?search=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/search must be at most 100 characters/);
    expect((await list('?category=audio')).statusCode).toBe(400);
    expect((await list('?sort=name')).statusCode).toBe(400);
    expect((await list('', desk)).statusCode).toBe(403);
    expect((await list('', '')).statusCode).toBe(401);
  });

  it('says which products use an item', async () => {
    const product = await addProduct(t.database.db, { name: 'Sidr Honey', price: '2000.00', stock: 5 });
    await t.database.db.update(products).set({ images: [image.fileUrl] });
    const [listed] = mediaListSchema.parse((await list('?category=image')).json());
    expect(listed!.usedBy).toEqual([
      { kind: 'product', label: 'Sidr Honey', href: `/admin/products?edit=${product.id}` },
    ]);
    await t.database.db.update(products).set({ images: [] });
  });

  it('says which SEO entries use an item as their share image, and stops when it is changed', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seo',
      headers: { cookie: cms },
      payload: {
        page: 'home',
        title: 'Organic honey and supplements',
        description: 'Raw honey, herbal goods and supplements delivered across Pakistan.',
        keywords: ['honey'],
        ogImage: image.optimizedUrls.jpg, // a variant of the item names it as well
      },
    });
    expect(create.statusCode, create.body).toBe(201);
    const [listed] = mediaListSchema.parse((await list('?category=image')).json());
    expect(listed!.usedBy).toEqual([{ kind: 'seo', label: 'Share image of home', href: '/admin/seo' }]);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/seo/home',
      headers: { cookie: cms },
      payload: { ogImage: '' },
    });
    const [after] = mediaListSchema.parse((await list('?category=image')).json());
    expect(after!.usedBy).toEqual([]);
  });
});

describe('documents', () => {
  it('are served as downloads, never displayed', async () => {
    expect(pdf.fileUrl).toMatch(/\/lab-report\.pdf$/);
    const res = await t.app.inject({ method: 'GET', url: pdf.fileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('PATCH /api/admin/media/{id}', () => {
  it('saves the alt text, audited', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${image.id}`,
      headers: { cookie: cms },
      payload: { altText: ' A jar of sidr honey ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().altText).toBe('A jar of sidr honey');
    const entries = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.at(-1)).toMatchObject({
      entity: 'media',
      action: 'update',
      before: { altText: null },
      after: { altText: 'A jar of sidr honey' },
    });
  });

  it('refuses other fields, a long text and an unknown item', async () => {
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/media/${id}`, headers: { cookie: cms }, payload });
    expect((await patch(image.id, { altText: 'x', fileUrl: '/elsewhere' })).statusCode).toBe(400);
    expect((await patch(image.id, { altText: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { altText: 'x' })).statusCode).toBe(404);
    expect((await patch('not-an-id', { altText: 'x' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/media/{id}', () => {
  it('refuses staff without the catalog role and keeps everything', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${image.id}`,
      headers: { cookie: desk },
    });
    expect(res.statusCode).toBe(403);
    expect(existsSync(join(dataDir, image.fileUrl))).toBe(true);
  });

  it('removes the item and every one of its files', async () => {
    const folder = join(dataDir, 'uploads', 'media', image.id);
    expect(existsSync(folder)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${image.id}`,
      headers: { cookie: cms },
    });
    expect(res.statusCode).toBe(200);
    expect(existsSync(folder)).toBe(false);
    const rows = await t.database.db.select().from(mediaAssets);
    expect(rows.map((r) => r.id)).toEqual([pdf.id]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${image.id}`,
      headers: { cookie: cms },
    });
    expect(again.statusCode).toBe(404);
  });
});
