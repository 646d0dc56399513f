import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SEO_MESSAGES,
  seoEntrySchema,
  seoListSchema,
  seoTakenMessage,
} from '../../../common/seo/seo-admin-schemas';
import { seoMeta } from '../../db/schema';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';

/**
 * The SEO API (back-office §3 seo_meta, §5 SEO form, §7 SEO calls): one entry per page, the
 * page immutable, only the fields sent change, one audit entry per write and nothing after a refusal.
 */
const kit = adminApiTestKit({ signIn: ['editor', 'owner', 'desk'], watch: [seoMeta], entity: 'seo' });
const { call, expectRefused, snapshot, auditOf } = kit;

const create = (body: Record<string, unknown>) => kit.created('/seo', body, seoEntrySchema);

const HOME = {
  page: 'home',
  title: '  Organic Wellness Shop | Pure Nature Delivered  ',
  description: 'Raw honey, herbal supplements and dry fruits from trusted Pakistani farms.',
  keywords: [' honey ', '', 'organic', 'honey', '  '],
  ogImage: '/uploads/media/og/home.jpg',
  ogTitle: '',
};

describe('POST /api/admin/seo', () => {
  it('creates an entry with trimmed text, keywords without empties and empty fields as null', async () => {
    const entry = await create(HOME);
    expect(entry).toEqual({
      id: expect.any(String),
      page: 'home',
      title: 'Organic Wellness Shop | Pure Nature Delivered',
      description: HOME.description,
      keywords: ['honey', 'organic'],
      ogImage: '/uploads/media/og/home.jpg',
      ogTitle: null,
      ogDescription: null,
      ur: null,
      updatedAt: expect.any(String),
    });
    await kit.expectCreateAudited(entry.id, expect.objectContaining({ page: 'home', title: entry.title }));
    // The storefront's loaders read the same entry.
    expect(await kit.t.app.services.seo.getPageSeo('home')).toEqual({
      title: entry.title,
      description: entry.description,
      keywords: ['honey', 'organic'],
      ogImage: entry.ogImage,
      ogTitle: null,
      ogDescription: null,
    });
  });

  it('creates an entry for one product page', async () => {
    const entry = await create({
      page: 'product:royal-sidr-honey',
      title: 'Royal Sidr Honey',
      description: 'Raw sidr honey from Karak.',
    });
    expect(entry).toMatchObject({ page: 'product:royal-sidr-honey', keywords: [], ogImage: null });
  });

  it('refuses a page that already has an entry with a 409', async () => {
    await expectRefused('POST', '/seo', { ...HOME, title: 'Another' }, 409, {
      error: seoTakenMessage('home'),
    });
  });

  it('gives the loser of two simultaneous creates for a page the same 409', async () => {
    const body = { page: 'about', title: 'About Us', description: 'Who we are.' };
    const [a, b] = await Promise.all([call('POST', '/seo', body), call('POST', '/seo', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ error: seoTakenMessage('about') });
    const rows = await kit.t.database.db.select().from(seoMeta).where(eq(seoMeta.page, 'about'));
    expect(rows).toHaveLength(1);
    expect(await auditOf(rows[0]!.id)).toHaveLength(1);
  });

  it('requires page, title and description with the form messages', async () => {
    const base = { page: 'products', title: 'Products', description: 'All products.' };
    await expectRefused('POST', '/seo', { ...base, title: '   ' }, 400, {
      error: SEO_MESSAGES.titleRequired,
    });
    await expectRefused('POST', '/seo', { ...base, title: undefined }, 400, {
      error: SEO_MESSAGES.titleRequired,
    });
    await expectRefused('POST', '/seo', { ...base, description: '' }, 400, {
      error: SEO_MESSAGES.descriptionRequired,
    });
    await expectRefused('POST', '/seo', { ...base, page: '' }, 400, { error: SEO_MESSAGES.pageRequired });
  });

  it('refuses an OG image that is not a web address or a path on this site', async () => {
    const base = { page: 'products', title: 'Products', description: 'All products.' };
    for (const ogImage of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/og.png']) {
      await expectRefused('POST', '/seo', { ...base, ogImage }, 400, {
        error: expect.stringMatching(/^OG image must be/),
      });
    }
  });

  it('refuses a title of more than one line', async () => {
    const body = { page: 'products', title: 'Products\nInjected', description: 'All products.' };
    await expectRefused('POST', '/seo', body, 400, { error: 'Title must be a single line of plain text' });
  });
});

describe('GET /api/admin/seo', () => {
  it('lists every entry by page', async () => {
    const res = await call('GET', '/seo', undefined, kit.cookie('owner'));
    expect(res.statusCode).toBe(200);
    expect(seoListSchema.parse(res.json()).map((e) => e.page)).toEqual([
      'about',
      'home',
      'product:royal-sidr-honey',
    ]);
  });
});

describe('PATCH /api/admin/seo/{page}', () => {
  it('changes only the fields sent and clears optional ones sent empty or null', async () => {
    const [before] = await kit.t.database.db.select().from(seoMeta).where(eq(seoMeta.page, 'home'));
    const res = await call('PATCH', '/seo/home', {
      page: 'home',
      description: ' A new description. ',
      keywords: ['raw honey', ' ', 'vitalix '],
      ogImage: '',
      ogDescription: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = seoEntrySchema.parse(res.json());
    expect(entry).toEqual({
      id: before!.id,
      page: 'home',
      title: before!.title,
      description: 'A new description.',
      keywords: ['raw honey', 'vitalix'],
      ogImage: null,
      ogTitle: null,
      ogDescription: null,
      ur: null,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(entry.updatedAt)).toBeGreaterThan(before!.updatedAt.getTime());

    const set = await call('PATCH', '/seo/home', {
      ogTitle: 'Pure Nature',
      ogImage: 'https://cdn.example.com/og.jpg',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      description: 'A new description.',
      ogTitle: 'Pure Nature',
      ogImage: 'https://cdn.example.com/og.jpg',
    });

    const updates = (await auditOf(before!.id)).filter((e) => e.action === 'update');
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({
      actorUsername: 'editor',
      before: expect.objectContaining({ page: 'home', ogImage: '/uploads/media/og/home.jpg' }),
      after: expect.objectContaining({ page: 'home', ogImage: null, keywords: 2 }),
    });
  });

  it('takes a product page in the address, encoded or not', async () => {
    const plain = await call('PATCH', '/seo/product:royal-sidr-honey', { title: 'Sidr Honey' });
    expect(plain.statusCode, plain.body).toBe(200);
    const encoded = await call('PATCH', '/seo/product%3Aroyal-sidr-honey', { title: 'Sidr Honey 2' });
    expect(encoded.statusCode, encoded.body).toBe(200);
    expect(encoded.json()).toMatchObject({ page: 'product:royal-sidr-honey', title: 'Sidr Honey 2' });
  });

  it('refuses to change the page, an empty title, an unsafe OG image and a missing entry', async () => {
    await expectRefused('PATCH', '/seo/home', { page: 'about', title: 'X' }, 400, {
      error: SEO_MESSAGES.pageImmutable,
    });
    await expectRefused('PATCH', '/seo/home', { title: '' }, 400, { error: SEO_MESSAGES.titleRequired });
    await expectRefused('PATCH', '/seo/home', {}, 400, {
      error: 'Nothing to change: send at least one field',
    });
    await expectRefused('PATCH', '/seo/home', { page: 'home' }, 400, {
      error: 'Nothing to change: send at least one field',
    });
    await expectRefused('PATCH', '/seo/home', { description: null }, 400, {
      error: SEO_MESSAGES.descriptionRequired,
    });
    await expectRefused('PATCH', '/seo/home', { ogImage: 'javascript:alert(1)' }, 400, {
      error: expect.stringMatching(/^OG image must be/),
    });
    await expectRefused('PATCH', '/seo/terms', { title: 'Terms' }, 404, { error: SEO_MESSAGES.notFound });
    await expectRefused('PATCH', '/seo/home', { slug: 'home' }, 400, { error: expect.any(String) });
  });
});

describe('DELETE /api/admin/seo/{page}', () => {
  it('deletes the entry, audits it by its id, and the page falls back to its defaults', async () => {
    const [row] = await kit.t.database.db.select().from(seoMeta).where(eq(seoMeta.page, 'about'));
    const res = await call('DELETE', '/seo/about');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await kit.t.app.services.seo.getPageSeo('about')).toBeNull();
    const deletes = (await auditOf(row!.id)).filter((e) => e.action === 'delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({ before: expect.objectContaining({ page: 'about' }), after: null });
  });

  it('answers 404 for a page without an entry', async () => {
    await expectRefused('DELETE', '/seo/about', undefined, 404, { error: SEO_MESSAGES.notFound });
  });
});

describe('who may use the SEO API', () => {
  it('answers 401 to a visitor and 403 to order-confirmation staff, changing nothing', async () => {
    const before = await snapshot();
    for (const [cookie, status] of kit.outsiders()) {
      expect((await call('GET', '/seo', undefined, cookie)).statusCode).toBe(status);
      const body = { page: 'terms', title: 'Terms', description: 'The terms.' };
      expect((await call('POST', '/seo', body, cookie)).statusCode).toBe(status);
      expect((await call('PATCH', '/seo/home', { title: 'Taken over' }, cookie)).statusCode).toBe(status);
      expect((await call('DELETE', '/seo/home', undefined, cookie)).statusCode).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("an entry's Urdu version (decision 039)", () => {
  const ABOUT = {
    page: 'about',
    title: 'About Us | Organic Wellness',
    description: 'Who we are and where our honey comes from.',
    keywords: ['about', 'honey'],
    ogTitle: 'Our story',
  };

  it('is saved and answered as ur, audited, and read by the Urdu page field by field', async () => {
    const entry = await create({
      ...ABOUT,
      ur: { title: ' ہمارے بارے میں ', description: '', keywords: ['شہد', ' ', 'نامیاتی'] },
    });
    expect(entry.ur).toEqual({ title: 'ہمارے بارے میں', keywords: ['شہد', 'نامیاتی'] });
    await kit.expectCreateAudited(entry.id, expect.objectContaining({ page: 'about', urduTexts: 3 }));
    const seo = kit.t.app.services.seo;
    expect(await seo.getPageSeo('about', 'ur')).toEqual({
      title: 'ہمارے بارے میں',
      // Empty in Urdu: the English.
      description: ABOUT.description,
      keywords: ['شہد', 'نامیاتی'],
      ogImage: null,
      ogTitle: 'Our story',
      ogDescription: null,
    });
    expect(await seo.getPageSeo('about')).toMatchObject({ title: ABOUT.title, keywords: ABOUT.keywords });
  });

  it('changes with a PATCH of ur alone, and ur: null drops it', async () => {
    const res = await call('PATCH', '/seo/about', { ur: { ogTitle: 'ہماری کہانی' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: ABOUT.title, ur: { ogTitle: 'ہماری کہانی' } });
    expect(await kit.t.app.services.seo.getPageSeo('about', 'ur')).toMatchObject({
      title: ABOUT.title,
      ogTitle: 'ہماری کہانی',
    });
    const cleared = await call('PATCH', '/seo/about', { ur: null });
    expect(cleared.json().ur).toBeNull();
    expect(await kit.t.app.services.seo.getPageSeo('about', 'ur')).toMatchObject({ ogTitle: 'Our story' });
  });

  it('is held to the English fields’ rules, holds no image, and nothing is stored on a refusal', async () => {
    await expectRefused('PATCH', '/seo/about', { ur: { title: 'ع'.repeat(201) } }, 400, {
      error: 'Title must be at most 200 characters',
      details: ['ur.title: Title must be at most 200 characters'],
    });
    await expectRefused('PATCH', '/seo/about', { title: 'New', ur: { description: 'ایک\nدو' } }, 400, {
      error: 'Description must be a single line of plain text',
      details: ['ur.description: Description must be a single line of plain text'],
    });
    await expectRefused('PATCH', '/seo/about', { ur: { ogImage: '/uploads/og-ur.jpg' } }, 400, {
      error: expect.stringContaining('ogImage'),
      details: [expect.stringMatching(/^ur: .*ogImage/)],
    });
    await expectRefused('POST', '/seo', { ...ABOUT, page: 'terms', ur: ['شرائط'] }, 400, {
      error: 'Must be an object of texts',
      details: ['ur: Must be an object of texts'],
    });
  });
});
