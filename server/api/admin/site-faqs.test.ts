import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAQ_MESSAGES,
  faqCategoriesSchema,
  faqListSchema,
  faqSchema,
} from '../../../common/community/community-admin-schemas';
import { siteFaqs } from '../../db/schema';
import { STALE_LIST_MESSAGE } from '../../modules/community/display-order';
import { adminApiTestKit, MISSING_ID } from '../../testing/admin-api-test-kit';

/**
 * The site FAQs manager's API (back-office §3 site_faqs, §5, §7): every row and the categories
 * in use for staff, published rows only for the shop. Every write leaves one audit entry; a refusal
 * leaves nothing.
 */
const kit = adminApiTestKit({ signIn: ['editor', 'desk'], watch: [siteFaqs], entity: 'faq' });
const { call, expectRefused, snapshot, auditOf } = kit;

const XSS = '<img src=x onerror=alert(1)>';

let serial = 0;
const minimal = (overrides: Record<string, unknown> = {}) => ({
  question: `How long does delivery take? (${++serial})`,
  answer: 'Usually 2 to 5 working days.',
  ...overrides,
});

const create = (body: Record<string, unknown> = minimal()) => kit.created('/site-faqs', body, faqSchema);

const clear = () => kit.t.database.db.delete(siteFaqs);

describe('POST /api/admin/site-faqs', () => {
  it('creates with the spec defaults (no category, order 0, published), audited', async () => {
    const created = await create({ question: ' How do I pay? ', answer: ' Cash on delivery. ' });
    expect(created).toMatchObject({
      question: 'How do I pay?',
      answer: 'Cash on delivery.',
      category: null,
      order: 0,
      isPublished: true,
    });
    await kit.expectCreateAudited(created.id, {
      question: 'How do I pay?',
      category: null,
      isPublished: true,
      order: 0,
    });
  });

  it('stores every field; an answer keeps its line breaks; an empty category is none', async () => {
    const full = await create(
      minimal({
        answer: 'Two steps:\n1. Order.\n2. Pay at the door.',
        category: 'Payment',
        order: 4,
        isPublished: false,
      }),
    );
    expect(full).toMatchObject({
      answer: 'Two steps:\n1. Order.\n2. Pay at the door.',
      category: 'Payment',
      order: 4,
      isPublished: false,
    });
    expect((await create(minimal({ category: '  ' }))).category).toBeNull();
  });

  it('keeps markup staff type as plain text, exactly as typed', async () => {
    const created = await create({
      question: `Is ${XSS} safe?`,
      answer: `${XSS}</script><script>alert(2)</script>`,
    });
    const [row] = await kit.t.database.db.select().from(siteFaqs).where(eq(siteFaqs.id, created.id));
    expect(row).toMatchObject({
      question: `Is ${XSS} safe?`,
      answer: `${XSS}</script><script>alert(2)</script>`,
    });
  });

  it('keeps a long question short in the audit trail', async () => {
    const created = await create(minimal({ question: `${'Why '.repeat(40)}?` }));
    const [entry] = await auditOf(created.id);
    expect(String(entry!.after!.question)).toHaveLength(81);
  });

  const refusals: Array<[string, Record<string, unknown>, unknown]> = [
    ['no question', { answer: 'Yes.' }, FAQ_MESSAGES.questionRequired],
    ['a blank question', minimal({ question: '  ' }), FAQ_MESSAGES.questionRequired],
    ['no answer', { question: 'Why?' }, FAQ_MESSAGES.answerRequired],
    ['an empty answer', minimal({ answer: '' }), FAQ_MESSAGES.answerRequired],
    ['a line break in the question', minimal({ question: 'Why\nnot?' }), 'Must be plain text'],
    ['a line break in the category', minimal({ category: 'A\nB' }), expect.stringMatching(/single line/)],
    ['an order above the limit', minimal({ order: 100_001 }), 'Order must be at most 100000'],
    ['an unknown field', minimal({ productId: MISSING_ID }), expect.stringMatching(/Unrecognized key/i)],
  ];
  for (const [what, body, error] of refusals) {
    it(`refuses ${what} (400) and stores nothing`, () =>
      expectRefused('POST', '/site-faqs', body, 400, { error }));
  }
});

describe('GET /api/admin/site-faqs and /categories', () => {
  beforeEach(clear);

  it('lists every FAQ, drafts included, by order and then age', async () => {
    const last = await create(minimal({ order: 3 }));
    const draft = await create(minimal({ order: 1, isPublished: false }));
    const firstOld = await create(minimal());
    const firstNew = await create(minimal());
    const res = await call('GET', '/site-faqs');
    expect(res.statusCode).toBe(200);
    const list = faqListSchema.parse(res.json());
    expect(list.map((row) => row.id)).toEqual([firstOld.id, firstNew.id, draft.id, last.id]);
    expect(list[2]).toEqual(draft);
  });

  it('answers the distinct categories in use, sorted, drafts included', async () => {
    expect((await call('GET', '/site-faqs/categories')).json()).toEqual([]);
    await create(minimal({ category: 'Shipping' }));
    await create(minimal({ category: 'Payment' }));
    await create(minimal({ category: 'Shipping' }));
    await create(minimal({ category: 'Orders', isPublished: false }));
    await create(minimal());
    await create(minimal({ category: '' }));
    const res = await call('GET', '/site-faqs/categories');
    expect(res.statusCode).toBe(200);
    expect(faqCategoriesSchema.parse(res.json())).toEqual(['Orders', 'Payment', 'Shipping']);
  });
});

describe('PATCH /api/admin/site-faqs/{id}', () => {
  it('changes the fields sent and keeps the others, audited with before and after', async () => {
    const created = await create(minimal({ category: 'Shipping' }));
    const res = await call('PATCH', `/site-faqs/${created.id}`, { answer: 'Three days.', category: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(faqSchema.parse(res.json())).toEqual({ ...created, answer: 'Three days.', category: null });
    const entries = await auditOf(created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ before: { category: 'Shipping' }, after: { category: null } });
  });

  it('refuses bad values, an empty change and a bad id (400), changing nothing', async () => {
    const created = await create();
    const before = await snapshot();
    for (const [body, message] of [
      [{ question: '' }, FAQ_MESSAGES.questionRequired],
      [{ answer: ' ' }, FAQ_MESSAGES.answerRequired],
      [{ answer: null }, FAQ_MESSAGES.answerRequired],
      [{ order: 1.5 }, 'Order must be a whole number'],
      [{}, 'Send at least one field to change'],
    ] as const) {
      const res = await call('PATCH', `/site-faqs/${created.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await call('PATCH', '/site-faqs/123', { order: 1 })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an FAQ that does not exist, writing no audit entry', async () => {
    await expectRefused('PATCH', `/site-faqs/${MISSING_ID}`, { order: 1 }, 404, {
      error: FAQ_MESSAGES.notFound,
    });
  });
});

describe('DELETE /api/admin/site-faqs/{id}', () => {
  it('deletes it, audited; a second delete is a 404 that writes nothing', async () => {
    const created = await create();
    const res = await call('DELETE', `/site-faqs/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await kit.t.database.db.select().from(siteFaqs).where(eq(siteFaqs.id, created.id))).toEqual([]);
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual(['create', 'delete']);

    await expectRefused('DELETE', `/site-faqs/${created.id}`, undefined, 404, {
      error: FAQ_MESSAGES.notFound,
    });
  });
});

describe('PUT /api/admin/site-faqs/order', () => {
  beforeEach(clear);

  it('numbers the FAQs 0, 1, 2… in the order given, with one audit entry', async () => {
    const a = await create(minimal({ order: 0 }));
    const b = await create(minimal({ order: 1 }));
    const c = await create(minimal({ order: 2 }));
    const auditBefore = (await snapshot()).audit;
    const res = await call('PUT', '/site-faqs/order', { ids: [b.id, c.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const list = faqListSchema.parse((await call('GET', '/site-faqs')).json());
    expect(list.map((row) => [row.id, row.order])).toEqual([
      [b.id, 0],
      [c.id, 1],
      [a.id, 2],
    ]);
    expect((await snapshot()).audit).toBe(auditBefore + 1);
    const [entry] = await auditOf('all');
    expect(entry).toMatchObject({ action: 'reorder', before: { count: 3 }, after: { count: 3 } });
  });

  it('summarises a long list with its first ten ids', async () => {
    const created = [];
    for (let i = 0; i < 12; i++) created.push(await create(minimal({ order: i })));
    const ids = created.map((row) => row.id).reverse();
    expect((await call('PUT', '/site-faqs/order', { ids })).statusCode).toBe(200);
    const entries = await auditOf('all');
    const after = entries.at(-1)!.after!;
    expect(after.count).toBe(12);
    expect(after.ids).toBe(
      `${ids
        .slice(0, 10)
        .map((id) => id.slice(0, 8))
        .join(' ')} +2 more`,
    );
  });

  it('refuses an unknown id (400 naming it), changing nothing', async () => {
    const a = await create();
    const before = await snapshot();
    const res = await call('PUT', '/site-faqs/order', { ids: [a.id, MISSING_ID] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`No FAQ has the id ${MISSING_ID}`);
    expect((await call('PUT', '/site-faqs/order', {})).statusCode).toBe(400);
    // A list that leaves one out: another member of staff added it since this list was loaded.
    await create();
    const grown = await snapshot();
    const partial = await call('PUT', '/site-faqs/order', { ids: [a.id] });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error).toBe(STALE_LIST_MESSAGE);
    expect(await snapshot()).toEqual(grown);
    expect(grown.audit).toBe(before.audit + 1);
  });
});

describe('GET /api/site-faqs (the shop)', () => {
  beforeEach(clear);

  it('never lists a draft; a draft appears once published, in the staff order', async () => {
    const shown = await create(minimal({ order: 2 }));
    const draft = await create(minimal({ order: 1, isPublished: false }));
    const publicIds = async () => {
      const res = await kit.t.app.inject({ method: 'GET', url: '/api/site-faqs' });
      expect(res.statusCode).toBe(200);
      return res.json<Array<{ id: string }>>().map((row) => row.id);
    };
    expect(await publicIds()).toEqual([shown.id]);
    expect((await call('PATCH', `/site-faqs/${draft.id}`, { isPublished: true })).statusCode).toBe(200);
    expect(await publicIds()).toEqual([draft.id, shown.id]);
  });
});

describe('who may use it', () => {
  it('answers 401 to a visitor and 403 to order-confirmation staff, changing nothing', async () => {
    const created = await create();
    const before = await snapshot();
    for (const [cookie, status] of kit.outsiders()) {
      expect((await call('GET', '/site-faqs', undefined, cookie)).statusCode).toBe(status);
      expect((await call('GET', '/site-faqs/categories', undefined, cookie)).statusCode).toBe(status);
      expect((await call('POST', '/site-faqs', minimal(), cookie)).statusCode).toBe(status);
      expect((await call('PATCH', `/site-faqs/${created.id}`, { order: 1 }, cookie)).statusCode).toBe(status);
      expect((await call('DELETE', `/site-faqs/${created.id}`, undefined, cookie)).statusCode).toBe(status);
      expect((await call('PUT', '/site-faqs/order', { ids: [created.id] }, cookie)).statusCode).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
