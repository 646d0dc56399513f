import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { auditLog } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/** The audit trail of staff writes (decision 014): written with the change, read by the super admin alone. */
let t: TestApp;
const cookies = {} as Record<'customer' | 'desk' | 'editor' | 'owner', string>;
const ids = {} as Record<'desk' | 'editor', string>;
const placed: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'shopper' });
  ids.desk = (await addUser(t, { username: 'desk', role: 'order_confirmation' })).id;
  ids.editor = (await addUser(t, { username: 'editor', role: 'cms' })).id;
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  cookies.customer = await loginCookie(t, 'shopper');
  cookies.desk = await loginCookie(t, 'desk');
  cookies.editor = await loginCookie(t, 'editor');
  cookies.owner = await loginCookie(t, 'owner');
  const honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '1000.00', stock: 100 });
  for (let i = 0; i < 3; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { order: VALID_CUSTOMER, items: [{ productId: honey.id, quantity: 1 }] },
    });
    placed.push(res.json().id);
  }
});
afterAll(() => t.close());

const patchStatus = (id: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, payload, headers: { cookie } });
const audit = (query = '', cookie = cookies.owner) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: cookie ? { cookie } : {} });
const entries = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);

describe('a status change', () => {
  it('writes exactly one audit entry: who, when, what, before and after', async () => {
    const started = Date.now();
    const res = await patchStatus(placed[0]!, { status: 'processing', note: 'TCS 771234' }, cookies.desk);
    expect(res.statusCode).toBe(200);
    const written = await entries();
    expect(written).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(Date),
        actorId: ids.desk,
        actorUsername: 'desk',
        entity: 'order',
        entityId: placed[0],
        action: 'change_status',
        before: { status: 'pending' },
        after: { status: 'processing', note: 'TCS 771234' },
      },
    ]);
    expect(written[0]!.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('writes none when refused (409) or when the order is unknown (404)', async () => {
    const before = (await entries()).length;
    expect((await patchStatus(placed[0]!, { status: 'pending' }, cookies.desk)).statusCode).toBe(409);
    const unknown = '4f7b8d2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f';
    expect((await patchStatus(unknown, { status: 'processing' }, cookies.desk)).statusCode).toBe(404);
    expect(await entries()).toHaveLength(before);
  });
});

describe('GET /api/admin/audit', () => {
  beforeAll(async () => {
    await patchStatus(placed[1]!, { status: 'cancelled' }, cookies.editor);
    await patchStatus(placed[0]!, { status: 'shipped', courier: 'other' }, cookies.editor);
    await patchStatus(placed[2]!, { status: 'processing' }, cookies.owner);
  });

  it('answers 401 to a visitor and 403 to a customer and to staff other than the super admin', async () => {
    expect((await audit('', '')).statusCode).toBe(401);
    expect((await audit('', cookies.customer)).statusCode).toBe(403);
    expect((await audit('', cookies.desk)).statusCode).toBe(403);
    expect((await audit('', cookies.editor)).statusCode).toBe(403);
    expect((await audit('', cookies.owner)).statusCode).toBe(200);
  });

  it('lists the trail newest first', async () => {
    const body = (await audit()).json();
    expect(body.nextCursor).toBeNull();
    expect(
      body.entries.map((e: { actorUsername: string; entityId: string }) => [e.actorUsername, e.entityId]),
    ).toEqual([
      ['owner', placed[2]],
      ['editor', placed[0]],
      ['editor', placed[1]],
      ['desk', placed[0]],
    ]);
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actorId: SUPER_ADMIN_ID,
      actorUsername: 'owner',
      entity: 'order',
      entityId: placed[2],
      action: 'change_status',
      before: { status: 'pending' },
      after: { status: 'processing', note: null },
    });
  });

  it('filters by person, entity and entity id', async () => {
    const who = async (query: string) =>
      (await audit(query)).json().entries.map((e: { actorUsername: string }) => e.actorUsername);
    expect(await who(`?actor=${ids.editor}`)).toEqual(['editor', 'editor']);
    expect(await who(`?entity=order&entityId=${placed[0]}`)).toEqual(['editor', 'desk']);
    expect(await who(`?entity=order&actor=${SUPER_ADMIN_ID}`)).toEqual(['owner']);
    expect(await who('?actor=nobody')).toEqual([]);
  });

  it('pages with a cursor, without gaps or repeats', async () => {
    const seen: number[] = [];
    let query = '?limit=3';
    for (let page = 0; page < 5; page++) {
      const body = (await audit(query)).json();
      seen.push(...body.entries.map((e: { id: number }) => e.id));
      if (!body.nextCursor) break;
      query = `?limit=3&cursor=${body.nextCursor}`;
    }
    const all = (await audit()).json().entries.map((e: { id: number }) => e.id);
    expect(seen).toEqual(all);
    expect(seen).toHaveLength(4);
  });

  it.each([
    ['status=pending', 'Unrecognized key: "status"'],
    [
      'entity=nonsense',
      'entity must be one of order, media, settings, product, content, seo, testimonial, faq, user, phone_block, settlement, courier_rates',
    ],
    ['cursor=abc', 'Invalid cursor'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=500', 'limit must be at most 200'],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await audit(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('the trail by date, and who is in it (the activity screen)', () => {
  const oldEntry = (at: string, actorUsername: string) => ({
    at: new Date(at),
    actorId: 'gone-1',
    actorUsername,
    entity: 'product' as const,
    entityId: 'p-1',
    action: 'update' as const,
    before: { price: '100.00' },
    after: { price: '120.00' },
  });

  beforeAll(async () => {
    // An account since deleted and renamed before that: its entries keep the names of their moment.
    await t.database.db
      .insert(auditLog)
      .values([oldEntry('2025-03-01T10:00:00Z', 'olduser'), oldEntry('2025-03-02T23:30:00Z', 'renamed')]);
  });

  const dates = async (query: string) =>
    (await audit(query)).json().entries.map((e: { at: string }) => e.at.slice(0, 10));

  it('filters from and to a day, both whole days, or between instants', async () => {
    expect(await dates('?from=2025-03-01&to=2025-03-01')).toEqual(['2025-03-01']);
    expect(await dates('?from=2025-03-02&to=2025-03-02')).toEqual(['2025-03-02']);
    expect(await dates('?to=2025-03-02')).toEqual(['2025-03-02', '2025-03-01']);
    expect(await dates('?from=2025-03-01T10:00:01Z&to=2025-03-31T00:00:00Z')).toEqual(['2025-03-02']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await dates(`?from=${today}`)).length).toBeGreaterThanOrEqual(4);
    expect(await dates(`?from=${today}&actor=gone-1`)).toEqual([]);
  });

  it.each([
    ['from=yesterday', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['to=2026-13-45', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['from=2026-02-30', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['from=99999-01-01', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['from=0000-01-01', 'must be a date between 1900-01-01 and 9998-12-31'],
    ['to=9999-12-31', 'must be a date between 1900-01-01 and 9998-12-31'],
    ['to=9999-12-31T23:59:59.999-14:00', 'must be a date between 1900-01-01 and 9998-12-31'],
    ['from=2026-02-01&to=2026-01-01', 'from must not be after to'],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await audit(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('lists everyone in the trail by the name of their latest entry, deleted accounts included', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/actors',
      headers: { cookie: cookies.owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      actors: [
        { id: ids.desk, username: 'desk' },
        { id: ids.editor, username: 'editor' },
        { id: SUPER_ADMIN_ID, username: 'owner' },
        { id: 'gone-1', username: 'renamed' },
      ],
    });
  });

  it('shows who is in the trail to the super admin alone', async () => {
    const actors = (cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/audit/actors',
        headers: cookie ? { cookie } : {},
      });
    expect((await actors('')).statusCode).toBe(401);
    expect((await actors(cookies.customer)).statusCode).toBe(403);
    expect((await actors(cookies.desk)).statusCode).toBe(403);
    expect((await actors(cookies.editor)).statusCode).toBe(403);
  });
});
