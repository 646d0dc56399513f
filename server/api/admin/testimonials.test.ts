import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  TESTIMONIAL_MESSAGES,
  testimonialListSchema,
  testimonialSchema,
} from '../../../common/community/community-admin-schemas';
import { siteTestimonials } from '../../db/schema';
import { STALE_LIST_MESSAGE } from '../../modules/community/display-order';
import { adminApiTestKit, MISSING_ID } from '../../testing/admin-api-test-kit';

/**
 * The testimonials manager's API (back-office §3 site_testimonials, §5, §7): every row for
 * staff, published rows only for the shop. Every write leaves one audit entry; a refusal leaves nothing.
 */
const kit = adminApiTestKit({
  signIn: ['editor', 'desk', 'shopper'],
  watch: [siteTestimonials],
  entity: 'testimonial',
});
const { call, expectRefused, snapshot, auditOf } = kit;

const XSS = '<img src=x onerror=alert(1)>';

let serial = 0;
const minimal = (overrides: Record<string, unknown> = {}) => ({
  customerName: `Customer ${++serial}`,
  testimonial: 'The honey tastes like the one from my village.',
  ...overrides,
});

const create = (body: Record<string, unknown> = minimal()) =>
  kit.created('/testimonials', body, testimonialSchema);

const clear = () => kit.t.database.db.delete(siteTestimonials);

describe('POST /api/admin/testimonials', () => {
  it('creates with the spec defaults (rating 5, verified, not featured, order 0, published), audited', async () => {
    const created = await create({ customerName: '  Ayesha Malik ', testimonial: ' Lovely honey. ' });
    expect(created).toMatchObject({
      customerName: 'Ayesha Malik',
      customerTitle: null,
      customerImage: null,
      rating: 5,
      testimonial: 'Lovely honey.',
      isVerified: true,
      isFeatured: false,
      order: 0,
      isPublished: true,
    });
    expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await kit.expectCreateAudited(created.id, {
      customerName: 'Ayesha Malik',
      rating: 5,
      isPublished: true,
      isFeatured: false,
      order: 0,
    });
  });

  it('stores every field staff set; an empty title or image is no title or image', async () => {
    const full = await create(
      minimal({
        customerTitle: 'School Teacher, Lahore',
        customerImage: '/uploads/demo/avatar-2.webp',
        rating: 4,
        isVerified: false,
        isFeatured: true,
        order: 7,
        isPublished: false,
      }),
    );
    expect(full).toMatchObject({
      customerTitle: 'School Teacher, Lahore',
      customerImage: '/uploads/demo/avatar-2.webp',
      rating: 4,
      isVerified: false,
      isFeatured: true,
      order: 7,
      isPublished: false,
    });
    const blank = await create(minimal({ customerTitle: '', customerImage: '', rating: '3' }));
    expect(blank).toMatchObject({ customerTitle: null, customerImage: null, rating: 3 });
    const remote = await create(minimal({ customerImage: 'https://cdn.example.com/a.jpg' }));
    expect(remote.customerImage).toBe('https://cdn.example.com/a.jpg');
  });

  it('keeps markup staff type as plain text, exactly as typed', async () => {
    const created = await create({
      customerName: XSS,
      customerTitle: '"><script>alert(1)</script>',
      testimonial: `Great!\n${XSS}</p><script>alert(2)</script>`,
    });
    const [row] = await kit.t.database.db
      .select()
      .from(siteTestimonials)
      .where(eq(siteTestimonials.id, created.id));
    expect(row).toMatchObject({
      customerName: XSS,
      customerTitle: '"><script>alert(1)</script>',
      testimonial: `Great!\n${XSS}</p><script>alert(2)</script>`,
    });
    expect(created.customerName).toBe(XSS);
  });

  const refusals: Array<[string, Record<string, unknown>, unknown]> = [
    ['no customer name', { testimonial: 'Good.' }, TESTIMONIAL_MESSAGES.nameRequired],
    ['a blank customer name', minimal({ customerName: '   ' }), TESTIMONIAL_MESSAGES.nameRequired],
    ['no testimonial', { customerName: 'Bilal' }, TESTIMONIAL_MESSAGES.textRequired],
    ['an empty testimonial', minimal({ testimonial: '' }), TESTIMONIAL_MESSAGES.textRequired],
    ['rating 0', minimal({ rating: 0 }), TESTIMONIAL_MESSAGES.rating],
    ['rating 6', minimal({ rating: 6 }), TESTIMONIAL_MESSAGES.rating],
    ['rating 4.5', minimal({ rating: 4.5 }), TESTIMONIAL_MESSAGES.rating],
    ['a rating that is not a number', minimal({ rating: 'five' }), TESTIMONIAL_MESSAGES.rating],
    [
      'a javascript: image',
      minimal({ customerImage: 'javascript:alert(1)' }),
      'Image must be a web address or a path on this site',
    ],
    [
      'a protocol-relative image',
      minimal({ customerImage: '//evil.example/a.png' }),
      'Image must be a web address or a path on this site',
    ],
    ['a line break in the name', minimal({ customerName: 'Ali\nKhan' }), 'Must be plain text'],
    ['a negative order', minimal({ order: -1 }), 'Order must be 0 or more'],
    ['a published flag as text', minimal({ isPublished: 'yes' }), 'Published must be true or false'],
    ['an unknown field', minimal({ id: MISSING_ID }), expect.stringMatching(/Unrecognized key/i)],
  ];
  for (const [what, body, error] of refusals) {
    it(`refuses ${what} (400) and stores nothing`, () =>
      expectRefused('POST', '/testimonials', body, 400, { error }));
  }
});

describe('GET /api/admin/testimonials', () => {
  beforeEach(clear);

  it('lists every testimonial, drafts included, by order and then age', async () => {
    const third = await create(minimal({ order: 2 }));
    const draft = await create(minimal({ order: 1, isPublished: false }));
    const firstOld = await create(minimal({ order: 0 }));
    const firstNew = await create(minimal({ order: 0 }));
    const res = await call('GET', '/testimonials');
    expect(res.statusCode).toBe(200);
    const list = testimonialListSchema.parse(res.json());
    expect(list.map((row) => row.id)).toEqual([firstOld.id, firstNew.id, draft.id, third.id]);
    expect(list[2]).toEqual(draft);
  });

  it('answers an empty list when there are none', async () => {
    const res = await call('GET', '/testimonials');
    expect(res.json()).toEqual([]);
  });
});

describe('PATCH /api/admin/testimonials/{id}', () => {
  it('changes the fields sent and keeps the others, audited with before and after', async () => {
    const created = await create(minimal({ customerTitle: 'Karachi', rating: 5 }));
    const res = await call('PATCH', `/testimonials/${created.id}`, {
      rating: 3,
      isPublished: false,
      customerImage: '/uploads/a.webp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(testimonialSchema.parse(res.json())).toEqual({
      ...created,
      rating: 3,
      isPublished: false,
      customerImage: '/uploads/a.webp',
    });
    const entries = await auditOf(created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      before: { rating: 5, isPublished: true },
      after: { rating: 3, isPublished: false },
    });
    // An empty title or image clears it.
    const cleared = await call('PATCH', `/testimonials/${created.id}`, {
      customerTitle: '',
      customerImage: null,
    });
    expect(cleared.json()).toMatchObject({ customerTitle: null, customerImage: null, rating: 3 });
  });

  it('refuses bad values, an empty change and a bad id (400), changing nothing', async () => {
    const created = await create();
    const before = await snapshot();
    for (const [body, message] of [
      [{ rating: 0 }, TESTIMONIAL_MESSAGES.rating],
      [{ rating: 4.5 }, TESTIMONIAL_MESSAGES.rating],
      [{ customerName: '' }, TESTIMONIAL_MESSAGES.nameRequired],
      [{ testimonial: '  ' }, TESTIMONIAL_MESSAGES.textRequired],
      [{ customerImage: 'javascript:alert(1)' }, 'Image must be a web address or a path on this site'],
      [{ customerName: null }, TESTIMONIAL_MESSAGES.nameRequired],
      [{}, 'Send at least one field to change'],
    ] as const) {
      const res = await call('PATCH', `/testimonials/${created.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const badId = await call('PATCH', '/testimonials/not-a-uuid', { rating: 4 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe('Id must be a UUID');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a testimonial that does not exist, writing no audit entry', async () => {
    await expectRefused('PATCH', `/testimonials/${MISSING_ID}`, { rating: 4 }, 404, {
      error: TESTIMONIAL_MESSAGES.notFound,
    });
  });
});

describe('DELETE /api/admin/testimonials/{id}', () => {
  it('deletes it, audited; a second delete is a 404 that writes nothing', async () => {
    const created = await create();
    const res = await call('DELETE', `/testimonials/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = await kit.t.database.db
      .select()
      .from(siteTestimonials)
      .where(eq(siteTestimonials.id, created.id));
    expect(rows).toEqual([]);
    const entries = await auditOf(created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({ before: { customerName: created.customerName }, after: null });

    await expectRefused('DELETE', `/testimonials/${created.id}`, undefined, 404, {
      error: TESTIMONIAL_MESSAGES.notFound,
    });
  });
});

describe('PUT /api/admin/testimonials/order', () => {
  beforeEach(clear);

  it('numbers the testimonials 0, 1, 2… in the order given, with one audit entry', async () => {
    const a = await create(minimal({ order: 0 }));
    const b = await create(minimal({ order: 5 }));
    const c = await create(minimal({ order: 9, isPublished: false }));
    const auditBefore = (await snapshot()).audit;
    const res = await call('PUT', '/testimonials/order', { ids: [c.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const list = testimonialListSchema.parse((await call('GET', '/testimonials')).json());
    expect(list.map((row) => [row.id, row.order])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    expect((await snapshot()).audit).toBe(auditBefore + 1);
    const [entry] = await auditOf('all');
    expect(entry).toMatchObject({
      action: 'reorder',
      before: { count: 3, ids: [a.id, b.id, c.id].map((id) => id.slice(0, 8)).join(' ') },
      after: { count: 3, ids: [c.id, a.id, b.id].map((id) => id.slice(0, 8)).join(' ') },
    });
  });

  it('refuses an unknown id (400 naming it), a repeated id and an empty list, changing nothing', async () => {
    const a = await create(minimal({ order: 3 }));
    const b = await create(minimal({ order: 4 }));
    const before = await snapshot();
    const unknown = await call('PUT', '/testimonials/order', { ids: [b.id, MISSING_ID, a.id] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(`No testimonial has the id ${MISSING_ID}`);
    const repeated = await call('PUT', '/testimonials/order', { ids: [a.id, a.id] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error).toBe('ids may not repeat');
    const empty = await call('PUT', '/testimonials/order', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('ids must name at least one item');
    // A list that leaves one out: another member of staff added it since this list was loaded.
    const partial = await call('PUT', '/testimonials/order', { ids: [b.id] });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error).toBe(STALE_LIST_MESSAGE);
    const notUuid = await call('PUT', '/testimonials/order', { ids: ['x'] });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error).toBe('Each id must be a UUID');
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/testimonials (the shop)', () => {
  beforeEach(clear);

  it('never lists a draft; a draft appears once published, in the staff order', async () => {
    const shown = await create(minimal({ order: 1 }));
    const draft = await create(minimal({ order: 0, isPublished: false, customerName: 'Draft Person' }));
    const publicIds = async () => {
      const res = await kit.t.app.inject({ method: 'GET', url: '/api/testimonials' });
      expect(res.statusCode).toBe(200);
      return res.json<Array<{ id: string }>>().map((row) => row.id);
    };
    expect(await publicIds()).toEqual([shown.id]);

    expect((await call('PATCH', `/testimonials/${draft.id}`, { isPublished: true })).statusCode).toBe(200);
    expect(await publicIds()).toEqual([draft.id, shown.id]);

    expect((await call('PATCH', `/testimonials/${shown.id}`, { isPublished: false })).statusCode).toBe(200);
    expect(await publicIds()).toEqual([draft.id]);
  });
});

describe('who may use it', () => {
  it('answers 401 to a visitor and 403 to a customer or order-confirmation staff, changing nothing', async () => {
    const created = await create();
    const before = await snapshot();
    for (const [cookie, status] of kit.outsiders()) {
      expect((await call('GET', '/testimonials', undefined, cookie)).statusCode).toBe(status);
      expect((await call('POST', '/testimonials', minimal(), cookie)).statusCode).toBe(status);
      expect((await call('PATCH', `/testimonials/${created.id}`, { rating: 1 }, cookie)).statusCode).toBe(
        status,
      );
      expect((await call('DELETE', `/testimonials/${created.id}`, undefined, cookie)).statusCode).toBe(
        status,
      );
      expect((await call('PUT', '/testimonials/order', { ids: [created.id] }, cookie)).statusCode).toBe(
        status,
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});
