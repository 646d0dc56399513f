import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_HISTORY_LIMIT,
  contentListSchema,
  contentRecordSchema,
  contentVersionListSchema,
  type ContentRecord,
} from '../../../common/content/content-admin-schemas';
import {
  CONTENT_MESSAGES,
  duplicateSectionMessage,
  MAX_CONTENT_DEPTH,
  nestedDeeperThan,
} from '../../../common/content/section-rules';
import { siteContent, siteContentVersions } from '../../db/schema';
import { EARLIER_VERSION_AUTHOR } from '../../modules/content/content-admin';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';

/**
 * The content API (decision 017; back-office §5 content editor, §7 content calls): every section rule with
 * the editor's message, one version and one audit entry per save, nothing stored after a refusal, and
 * the shop reading the saved content on its next request.
 */
const kit = adminApiTestKit({
  signIn: ['editor', 'owner', 'desk'],
  watch: [siteContent, siteContentVersions],
  entity: 'content',
});
const { call, expectRefused, snapshot, auditOf } = kit;

const create = (body: Record<string, unknown>) => kit.created('/content', body, contentRecordSchema);

async function publicSections(page: string) {
  const res = await kit.t.app.inject({ method: 'GET', url: `/api/content/${page}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ section: string; content: Record<string, unknown> }[]>();
}

function versionsOf(id: string) {
  return kit.t.database.db.select().from(siteContentVersions).where(eq(siteContentVersions.contentId, id));
}

const HOME_HERO = {
  videoUrl: '/uploads/media/hero/hero.mp4',
  heading: '  Pure Nature  ',
  subheading: 'Organic goods, delivered.',
  ctaText: 'Shop Now',
};
const TIER = { name: '1 Jar', servings: 30, quantity: 1, price: 'Rs. 6,500' };

describe('POST /api/admin/content', () => {
  it('creates a published section, answers it, keeps a version and one audit entry', async () => {
    const record = await create({ page: 'home', section: 'hero', content: HOME_HERO });
    expect(record).toMatchObject({
      page: 'home',
      section: 'hero',
      contentType: 'json',
      isPublished: true,
      // Typed sections are stored as their form cleans them: trimmed, every field present.
      content: { ...HOME_HERO, heading: 'Pure Nature', secondaryCtaText: '' },
    });

    const [row] = await kit.t.database.db.select().from(siteContent).where(eq(siteContent.id, record.id));
    expect(row!.content).toEqual(record.content);

    const versions = await versionsOf(record.id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      content: record.content,
      isPublished: true,
      savedBy: 'editor',
      savedById: expect.any(String),
    });

    await kit.expectCreateAudited(record.id, { page: 'home', section: 'hero', isPublished: true });

    const shop = await publicSections('home');
    expect(shop.find((s) => s.section === 'hero')?.content).toEqual(record.content);
  });

  it('takes content sent as JSON text and stores it as an object', async () => {
    const content = { heading: 'Our Products', subheading: 'All natural' };
    const record = await create({ page: 'products', section: 'hero', content: JSON.stringify(content) });
    expect(record.content).toEqual(content);
    const [row] = await kit.t.database.db.select().from(siteContent).where(eq(siteContent.id, record.id));
    expect(row!.content).toEqual(content);
  });

  it("refuses JSON text that does not parse with 'Invalid JSON'", async () => {
    const res = await expectRefused(
      'POST',
      '/content',
      { page: 'about', section: 'story', content: '{"heading": "Missing brace"' },
      400,
      { error: CONTENT_MESSAGES.invalidJson },
    );
    expect(res.json()).toEqual({ error: 'Invalid JSON' });
    await expectRefused('POST', '/content', { page: 'about', section: 'story', content: '[1, 2]' }, 400, {
      error: CONTENT_MESSAGES.notObject,
    });
  });

  it('refuses content nested too deeply with a 400, as JSON text and as an object, storing nothing', async () => {
    const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    for (const content of [
      nested(5000),
      JSON.parse(nested(100)),
      JSON.parse(nested(MAX_CONTENT_DEPTH + 1)),
    ]) {
      await expectRefused('POST', '/content', { page: 'about', section: 'story', content }, 400, {
        error: CONTENT_MESSAGES.tooDeep,
      });
    }
    expect(nestedDeeperThan(JSON.parse(nested(MAX_CONTENT_DEPTH)), MAX_CONTENT_DEPTH)).toBe(false);
    expect(nestedDeeperThan({ tiers: [{ features: ['a'] }] }, 4)).toBe(false);
    expect(nestedDeeperThan({ tiers: [{ features: ['a'] }] }, 3)).toBe(true);
  });

  const RULES: [string, string, Record<string, unknown>, string, string][] = [
    ['home', 'hero', { heading: 'H', subheading: 'S' }, 'videoUrl', 'Video URL is required'],
    ['home', 'hero', { videoUrl: '/v.mp4', subheading: 'S' }, 'heading', 'Heading is required'],
    [
      'home',
      'hero',
      { videoUrl: '/v.mp4', heading: 'H', subheading: ' ' },
      'subheading',
      'Subheading is required',
    ],
    ['home', 'vitalix', { description: 'Herbs in honey' }, 'imageUrl', 'Image URL is required'],
    ['home', 'vitalix', { imageUrl: '/jar.webp' }, 'description', 'Description is required'],
    [
      'home',
      'vitalix-pricing',
      { pricingTiers: [] },
      'pricingTiers',
      'At least one pricing tier is required',
    ],
    ['home', 'vitalix-pricing', {}, 'pricingTiers', 'At least one pricing tier is required'],
    [
      'home',
      'vitalix-pricing',
      { pricingTiers: [{ ...TIER, name: '' }] },
      'pricingTiers.0.name',
      'Product name is required',
    ],
    [
      'home',
      'vitalix-pricing',
      { pricingTiers: [TIER, { ...TIER, price: undefined }] },
      'pricingTiers.1.price',
      'Price is required',
    ],
    [
      'home',
      'vitalix-pricing',
      { pricingTiers: [{ ...TIER, quantity: 0 }] },
      'pricingTiers.0.quantity',
      'Quantity must be greater than 0',
    ],
    ['about', 'hero', { subheading: 'S' }, 'heading', 'Heading is required'],
    // Sections without a form of their own: the rules that follow from the section's id.
    ['products', 'hero', { subheading: 'S' }, 'heading', 'Heading is required'],
    ['products', 'hero', { heading: 'H' }, 'subheading', 'Subheading is required'],
    ['about', 'story-video', { caption: 'Our farm' }, 'videoUrl', 'Video URL is required'],
    ['products', 'banner-image', { alt: 'Jars' }, 'imageUrl', 'Image URL is required'],
  ];
  for (const [page, section, content, path, message] of RULES) {
    it(`refuses ${page}/${section} without ${path}: '${message}'`, async () => {
      const res = await expectRefused('POST', '/content', { page, section, content }, 400, {
        error: message,
      });
      expect(res.json().details).toContain(`${path}: ${message}`);
    });
  }

  // A tier's price is one amount above 0 (DESIGN.md "Money is an amount"), refused where it is typed.
  const TIER_PRICES: [string, string][] = [
    ['Rs. six thousand', 'Price must be one amount in rupees, such as 6,500 or Rs. 6,500.50'],
    ['Rs. 6,500 or 11,000', 'Price must be one amount in rupees, such as 6,500 or Rs. 6,500.50'],
    [
      'Rs. 65,00',
      'Price has a comma in the wrong place: commas go between groups of digits, such as 6,500, 65,000 or 1,00,000',
    ],
    ['Rs. 6.500,00', 'Price must use commas between thousands and a point before paisa, such as 6,500.50'],
    ['Rs. 6,500.000', 'Price can have at most two decimals'],
    ['Rs. -6,500', 'Price cannot be negative'],
    ['Rs. 0', CONTENT_MESSAGES.tierPriceRequired],
    ['0.00', CONTENT_MESSAGES.tierPriceRequired],
  ];
  for (const [price, message] of TIER_PRICES) {
    it(`refuses a tier priced "${price}": '${message}', storing nothing`, async () => {
      const content = { pricingTiers: [TIER, { ...TIER, name: '2 Jars', quantity: 2, price }] };
      const res = await expectRefused(
        'POST',
        '/content',
        { page: 'home', section: 'vitalix-pricing', content },
        400,
        { error: message },
      );
      expect(res.json().details).toEqual([`pricingTiers.1.price: ${message}`]);
    });
  }

  it('takes a tier typed with paisa or lakh grouping, and stores the text as typed', async () => {
    const tiers = [
      { ...TIER, price: 'Rs. 6,500.00' },
      { ...TIER, name: '2 Jars', quantity: 2, price: 'rs 6500.50' },
      { ...TIER, name: '20 Jars', quantity: 20, price: 'Rs. 1,00,000' },
    ];
    const record = await create({
      page: 'home',
      section: 'vitalix-pricing',
      content: { pricingTiers: tiers },
    });
    expect((record.content.pricingTiers as { price: string }[]).map((t) => t.price)).toEqual([
      'Rs. 6,500.00',
      'rs 6500.50',
      'Rs. 1,00,000',
    ]);
    await kit.t.database.db.delete(siteContent).where(eq(siteContent.id, record.id));
  });

  it('names every problem of a section in the details, the first one as the error', async () => {
    await expectRefused('POST', '/content', { page: 'home', section: 'hero', content: {} }, 400, {
      error: 'Video URL is required',
      details: [
        'videoUrl: Video URL is required',
        'heading: Heading is required',
        'subheading: Subheading is required',
      ],
    });
  });

  it('refuses a javascript: link in a typed section and in a raw section, storing nothing', async () => {
    await expectRefused(
      'POST',
      '/content',
      {
        page: 'home',
        section: 'honey-strip',
        content: { title: 'Raw Honey', ctaLink: 'javascript:alert(1)' },
      },
      400,
      { error: CONTENT_MESSAGES.link, details: [`ctaLink: ${CONTENT_MESSAGES.link}`] },
    );
    await expectRefused(
      'POST',
      '/content',
      { page: 'products', section: 'promo', content: { label: 'Buy', buttonLink: ' JavaScript:alert(1)' } },
      400,
      { error: CONTENT_MESSAGES.link, details: [`buttonLink: ${CONTENT_MESSAGES.link}`] },
    );
    await expectRefused(
      'POST',
      '/content',
      { page: 'products', section: 'promo', content: { cards: [{ href: '//evil.example/x' }] } },
      400,
      { error: CONTENT_MESSAGES.link, details: [`cards.0.href: ${CONTENT_MESSAGES.link}`] },
    );
  });

  it('stores markup typed into a heading verbatim, as text', async () => {
    const heading = '<img src=x onerror=alert(1)>';
    const record = await create({
      page: 'home',
      section: 'testimonials',
      content: { heading, subheading: '<script>alert(1)</script>' },
    });
    expect(record.content).toEqual({ heading, subheading: '<script>alert(1)</script>' });
    const shop = await publicSections('home');
    expect(shop.find((s) => s.section === 'testimonials')?.content.heading).toBe(heading);
  });

  it('refuses a second record for the same page and section with a 409', async () => {
    const first = await create({ page: 'about', section: 'mission-vision', content: { mission: 'M' } });
    await expectRefused(
      'POST',
      '/content',
      { page: 'about', section: 'mission-vision', content: { mission: 'Other' } },
      409,
      { error: duplicateSectionMessage('about', 'mission-vision') },
    );
    expect(await auditOf(first.id)).toHaveLength(1);
  });

  it('gives the loser of two simultaneous creates of a section the same 409', async () => {
    const body = { page: 'about', section: 'values', content: { heading: 'Values' } };
    const [a, b] = await Promise.all([call('POST', '/content', body), call('POST', '/content', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({ error: duplicateSectionMessage('about', 'values') });
    const rows = await kit.t.database.db
      .select()
      .from(siteContent)
      .where(and(eq(siteContent.page, 'about'), eq(siteContent.section, 'values')));
    expect(rows).toHaveLength(1);
    expect(await auditOf(rows[0]!.id)).toHaveLength(1);
  });

  it('refuses an unknown page or a malformed section name', async () => {
    await expectRefused('POST', '/content', { page: 'checkout', section: 'hero', content: {} }, 400, {
      error: expect.stringMatching(/^Page must be one of/),
    });
    await expectRefused('POST', '/content', { page: 'home', section: 'Hero Banner', content: {} }, 400, {
      error: expect.stringMatching(/Section may contain only/),
    });
  });

  it('keeps a draft out of the shop while the back office lists it', async () => {
    const draft = await create({
      page: 'home',
      section: 'quality',
      content: { heading: 'Draft quality heading' },
      isPublished: false,
    });
    expect(draft.isPublished).toBe(false);
    expect((await publicSections('home')).map((s) => s.section)).not.toContain('quality');
    const list = contentListSchema.parse((await call('GET', '/content')).json());
    expect(list.find((r) => r.id === draft.id)).toMatchObject({ isPublished: false });
  });
});

describe('PATCH /api/admin/content/{id}', () => {
  let hero: ContentRecord;
  beforeAll(async () => {
    const [row] = await kit.t.database.db
      .select()
      .from(siteContent)
      .where(and(eq(siteContent.page, 'home'), eq(siteContent.section, 'hero')));
    hero = contentRecordSchema.parse({ ...row, updatedAt: row!.updatedAt.toISOString() });
  });

  it('saves new content that the shop answers on its very next request', async () => {
    expect((await publicSections('home')).find((s) => s.section === 'hero')?.content.heading).toBe(
      'Pure Nature',
    );
    const res = await call('PATCH', `/content/${hero.id}`, {
      content: { ...HOME_HERO, heading: 'Fresh From The Hive' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = contentRecordSchema.parse(res.json());
    expect(saved.content.heading).toBe('Fresh From The Hive');
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(hero.updatedAt));

    const shop = await publicSections('home');
    expect(shop.find((s) => s.section === 'hero')?.content.heading).toBe('Fresh From The Hive');

    const entries = (await auditOf(hero.id)).filter((e) => e.action === 'update');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUsername: 'editor',
      before: { page: 'home', section: 'hero', isPublished: true },
      after: { page: 'home', section: 'hero', isPublished: true, contentChanged: true },
    });
    expect(await versionsOf(hero.id)).toHaveLength(2);
  });

  it("checks content against the record's own page and section, as JSON text too", async () => {
    await expectRefused('PATCH', `/content/${hero.id}`, { content: { heading: 'No video' } }, 400, {
      error: 'Video URL is required',
    });
    await expectRefused(
      'PATCH',
      `/content/${hero.id}`,
      { content: JSON.stringify({ ...HOME_HERO, heading: '' }) },
      400,
      { error: 'Heading is required' },
    );
    await expectRefused('PATCH', `/content/${hero.id}`, { content: "{heading: 'x'}" }, 400, {
      error: 'Invalid JSON',
    });
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    await expectRefused('PATCH', `/content/${hero.id}`, { content: `{"heading":${deep}}` }, 400, {
      error: CONTENT_MESSAGES.tooDeep,
    });
    await expectRefused(
      'PATCH',
      `/content/${hero.id}`,
      { content: { ...HOME_HERO, videoUrl: 'javascript:alert(1)' } },
      400,
      { error: CONTENT_MESSAGES.link },
    );
  });

  it('unpublishes and republishes a section: the shop drops it and shows it again at once', async () => {
    const off = await call('PATCH', `/content/${hero.id}`, { isPublished: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ isPublished: false, content: { heading: 'Fresh From The Hive' } });
    expect((await publicSections('home')).map((s) => s.section)).not.toContain('hero');

    const on = await call('PATCH', `/content/${hero.id}`, { isPublished: true }, kit.cookie('owner'));
    expect(on.statusCode, on.body).toBe(200);
    expect((await publicSections('home')).map((s) => s.section)).toContain('hero');

    const [latest] = contentVersionListSchema.parse(
      (await call('GET', `/content/${hero.id}/versions`)).json(),
    );
    expect(latest).toMatchObject({ isPublished: true, savedBy: 'owner' });
  });

  it('answers 404 for a section that does not exist, and refuses an empty or unknown change', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expectRefused('PATCH', `/content/${missing}`, { isPublished: true }, 404, {
      error: CONTENT_MESSAGES.notFound,
    });
    await expectRefused('PATCH', `/content/${hero.id}`, {}, 400, {
      error: 'Nothing to change: send content, ur or isPublished',
    });
    await expectRefused('PATCH', `/content/${hero.id}`, { page: 'about', isPublished: true }, 400, {
      error: expect.any(String),
    });
    await expectRefused('PATCH', '/content/not-a-uuid', { isPublished: true }, 400, {
      error: 'Content id must be a UUID',
    });
  });
});

describe('GET /api/admin/content', () => {
  it('lists every section of every page, drafts included, by page then section', async () => {
    const res = await call('GET', '/content', undefined, kit.cookie('owner'));
    expect(res.statusCode).toBe(200);
    const list = contentListSchema.parse(res.json());
    const rows = await kit.t.database.db.select({ id: siteContent.id }).from(siteContent);
    expect(list).toHaveLength(rows.length);
    expect(list.map((r) => `${r.page}/${r.section}`)).toEqual([
      'about/mission-vision',
      'about/values',
      'home/hero',
      'home/quality',
      'home/testimonials',
      'products/hero',
    ]);
    expect(list.find((r) => r.page === 'home' && r.section === 'quality')?.isPublished).toBe(false);
  });
});

describe('GET /api/admin/content/{id}/versions', () => {
  it(`lists versions newest first and keeps the last ${CONTENT_HISTORY_LIMIT}`, async () => {
    const record = await create({ page: 'products', section: 'cta', content: { heading: 'Save 0' } });
    const saves = CONTENT_HISTORY_LIMIT + 1;
    for (let i = 1; i <= saves; i++) {
      const res = await call('PATCH', `/content/${record.id}`, { content: { heading: `Save ${i}` } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await call('GET', `/content/${record.id}/versions`);
    expect(res.statusCode).toBe(200);
    const versions = contentVersionListSchema.parse(res.json());
    expect(versions.map((v) => v.content.heading)).toEqual(
      Array.from({ length: CONTENT_HISTORY_LIMIT }, (_, i) => `Save ${saves - i}`),
    );
    expect(versions[0]).toMatchObject({ isPublished: true, savedBy: 'editor' });
    const savedAt = versions.map((v) => Date.parse(v.savedAt));
    expect(savedAt).toEqual([...savedAt].sort((a, b) => b - a));
    // The oldest two went, in the database as well.
    expect(await versionsOf(record.id)).toHaveLength(CONTENT_HISTORY_LIMIT);
    expect(await auditOf(record.id)).toHaveLength(saves + 1);
  });

  it('keeps the state of a section saved before history existed (the demo shop), so its first edit can be undone', async () => {
    const seeded = { heading: 'Seeded heading', subheading: 'Seeded subheading' };
    const [row] = await kit.t.database.db
      .insert(siteContent)
      .values({
        page: 'about',
        section: 'hero',
        content: seeded,
        updatedAt: new Date('2026-01-02T03:04:05Z'),
      })
      .returning();
    const res = await call('PATCH', `/content/${row!.id}`, {
      content: { heading: 'Edited', subheading: 'Edited too' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const versions = contentVersionListSchema.parse(
      (await call('GET', `/content/${row!.id}/versions`)).json(),
    );
    expect(versions.map((v) => [v.content.heading, v.savedBy])).toEqual([
      ['Edited', 'editor'],
      ['Seeded heading', EARLIER_VERSION_AUTHOR],
    ]);
    expect(versions[1]!.savedAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('answers 404 for a section that does not exist', async () => {
    const res = await call('GET', '/content/00000000-0000-4000-8000-000000000000/versions');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: CONTENT_MESSAGES.notFound });
  });
});

describe('who may use the content API', () => {
  it('answers 401 to a visitor and 403 to order-confirmation staff, changing nothing', async () => {
    const [row] = await kit.t.database.db.select().from(siteContent).limit(1);
    const before = await snapshot();
    for (const [cookie, status] of kit.outsiders()) {
      expect((await call('GET', '/content', undefined, cookie)).statusCode).toBe(status);
      expect((await call('GET', `/content/${row!.id}/versions`, undefined, cookie)).statusCode).toBe(status);
      const body = { page: 'about', section: 'promise', content: { heading: 'Promise' } };
      expect((await call('POST', '/content', body, cookie)).statusCode).toBe(status);
      expect((await call('PATCH', `/content/${row!.id}`, { isPublished: false }, cookie)).statusCode).toBe(
        status,
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});
