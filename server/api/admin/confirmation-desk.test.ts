import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES } from '../../../common/orders/confirmation-schemas';
import { auditLog, orders, products } from '../../db/schema';
import { nextTry } from '../../modules/orders/confirmation-desk';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * The confirmation desk (decision 022): the queue of pending orders with their risk signals, one
 * person per order, and every call's outcome in the order's history and the audit trail.
 */
let t: TestApp;
const cookies = {} as Record<'sana' | 'bilal' | 'shopper', string>;
let honey: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'sana', role: 'order_confirmation' });
  await addUser(t, { username: 'bilal', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  for (const who of ['sana', 'bilal', 'shopper'] as const) cookies[who] = await loginCookie(t, who);
  honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '1000.00', stock: 100 });
});
afterAll(() => t.close());

async function place(
  order: Partial<typeof VALID_CUSTOMER> & { language?: 'en' | 'ur' } = {},
  quantity = 1,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: { ...VALID_CUSTOMER, ...order }, items: [{ productId: honey.id, quantity }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const as = (who: keyof typeof cookies) => ({ cookie: cookies[who] });
const queue = async (who: keyof typeof cookies = 'sana') =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/orders/to-confirm', headers: as(who) })).json();
const claim = (id: string, who: keyof typeof cookies = 'sana') =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/claim`, headers: as(who) });
const release = (id: string, who: keyof typeof cookies = 'sana') =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}/claim`, headers: as(who) });
const contact = (id: string, payload: object, who: keyof typeof cookies = 'sana') =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/contact`, payload, headers: as(who) });
const orderRow = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stock = async () =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, honey.id)))[0]!
    .stock;
const clearOrders = () => t.database.db.execute(sql`TRUNCATE orders CASCADE`);

describe('the queue', () => {
  it('lists pending orders oldest first, with their lines, phone and age; a later try goes last', async () => {
    await clearOrders();
    const first = await place({ customerName: 'First', customerPhone: '0300-1111111' });
    const second = await place({ customerName: 'Second', customerPhone: '0321 2222222' }, 2);
    const third = await place({ customerName: 'Third', customerPhone: '042-35761234' });
    await t.database.db
      .update(orders)
      .set({ nextContactAt: new Date(Date.now() + 3_600_000) })
      .where(eq(orders.id, first));
    const processing = await place({ customerName: 'Done' });
    await t.database.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, processing));

    const body = await queue();
    expect(body.pending).toBe(3);
    expect(body.orders.map((o: { customerName: string }) => o.customerName)).toEqual([
      'Second',
      'Third',
      'First',
    ]);
    expect(body.orders[0]).toMatchObject({
      id: second,
      customerPhone: '0321 2222222',
      phone: { e164: '+923212222222', display: '+92 321 2222222', kind: 'mobile' },
      lines: [{ name: 'Sidr Honey', quantity: 2 }],
      total: '2000.00',
      contactAttempts: 0,
      nextContactAt: null,
      lastOutcome: null,
      claim: null,
    });
    expect(body.orders[1].phone).toEqual({
      e164: '+924235761234',
      display: '+92 42 35761234',
      kind: 'landline',
    });
    expect(body.orders[1].id).toBe(third);
  });

  it('separates the orders due now from later tries, saying since or until when each is due', async () => {
    await clearOrders();
    const fresh = await place({ customerName: 'Fresh' });
    const callBack = await place({ customerName: 'Call back' });
    const unanswered = await place({ customerName: 'No answer' });
    const overdue = await place({ customerName: 'Overdue' });
    const inFiveHours = new Date(Date.now() + 5 * 3_600_000).toISOString();
    expect((await contact(callBack, { outcome: 'call_back', callBackAt: inFiveHours })).statusCode).toBe(200);
    const noAnswer = (await contact(unanswered, { outcome: 'no_answer' })).json();
    // A try whose time has come is due again, since that time.
    const lapsed = new Date(Date.now() - 10 * 60_000);
    await t.database.db
      .update(orders)
      .set({ nextContactAt: lapsed, contactAttempts: 1, lastOutcome: 'no_answer' })
      .where(eq(orders.id, overdue));

    const body = await queue();
    expect(body).toMatchObject({ pending: 4, dueNow: 2, later: 2 });
    const shown = body.orders.map((o: { customerName: string; due: boolean; dueAt: string }) => [
      o.customerName,
      o.due,
      o.dueAt,
    ]);
    expect(shown).toEqual([
      // Due now, oldest first: the new order since it was placed, the lapsed try since its time.
      ['Fresh', true, (await orderRow(fresh)).createdAt.toISOString()],
      ['Overdue', true, lapsed.toISOString()],
      // Later, soonest first: the next try after no answer (30 minutes), then the call back (5 hours).
      ['No answer', false, noAnswer.nextContactAt],
      ['Call back', false, inFiveHours],
    ]);
  });

  it('shows the risk signals: repeat orders, the phone history, a short address, a bulk order', async () => {
    await clearOrders();
    const fake = await place({ customerPhone: '0333 4444444' });
    await contact(fake, { outcome: 'fake' });
    const returned = await place({ customerPhone: '+92 333 4444444' });
    await t.database.db.update(orders).set({ status: 'returned' }).where(eq(orders.id, returned));
    // Two orders of the same phone, typed two ways, within a day.
    const a = await place({ customerPhone: '0333-4444444', shippingAddress: 'Near mosque' });
    const b = await place({ customerPhone: '923334444444' }, 9);
    const other = await place({ customerPhone: '0345 5555555' });

    const signals = Object.fromEntries(
      (await queue()).orders.map((o: { id: string; risks: object }) => [o.id, o.risks]),
    );
    expect(signals[a]).toEqual({
      repeatOrders: 3, // the fake and returned ones are within 24 hours too, and b
      earlierFake: 1,
      earlierCancelled: 0,
      earlierReturned: 1,
      shortAddress: true,
      bulk: false,
    });
    expect(signals[b]).toMatchObject({ repeatOrders: 3, earlierFake: 1, earlierReturned: 1, bulk: true });
    expect(signals[other]).toEqual({
      repeatOrders: 0,
      earlierFake: 0,
      earlierCancelled: 0,
      earlierReturned: 0,
      shortAddress: false,
      bulk: false,
    });
  });

  it('links each order’s tracking page, on the storefront of the order’s language (decision 038)', async () => {
    const english = await place({ customerPhone: '0300 7654321' });
    const urdu = await place({ customerPhone: '0301 7654321', language: 'ur' });
    const { orders } = await queue();
    const linkOf = (id: string) => orders.find((order: { id: string }) => order.id === id)?.trackingLink;
    expect(linkOf(english)).toMatch(
      new RegExp(`^https?://[^/]+/track\\?order=${english.slice(0, 8)}&phone=03007654321$`),
    );
    expect(linkOf(urdu)).toMatch(
      new RegExp(`^https?://[^/]+/ur/track\\?order=${urdu.slice(0, 8)}&phone=03017654321$`),
    );
  });

  it('is for staff: 401 without a session, 403 for a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/to-confirm' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/to-confirm',
      headers: as('shopper'),
    });
    expect(res.statusCode).toBe(403);
    expect((await claim('00000000-0000-4000-8000-000000000000', 'shopper')).statusCode).toBe(403);
  });
});

describe('one person per order', () => {
  it('keeps an order for whoever opened it; others are told who is on it, until it is released', async () => {
    const id = await place();
    const taken = await claim(id);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ by: 'sana', mine: true });
    expect(Date.parse(taken.json().until) - Date.now()).toBeGreaterThan(9 * 60_000);

    const refused = await claim(id, 'bilal');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('sana is on this order');
    const call = await contact(id, { outcome: 'confirmed' }, 'bilal');
    expect(call.statusCode).toBe(409);
    expect((await orderRow(id)).status).toBe('pending');
    expect((await queue('bilal')).orders.find((o: { id: string }) => o.id === id).claim).toMatchObject({
      by: 'sana',
      mine: false,
    });

    expect((await claim(id)).statusCode).toBe(200); // renewing one's own claim
    expect((await release(id, 'bilal')).statusCode).toBe(200); // not theirs: changes nothing
    expect((await claim(id, 'bilal')).statusCode).toBe(409);
    expect((await release(id)).statusCode).toBe(200);
    expect((await claim(id, 'bilal')).statusCode).toBe(200);
  });

  it('lets a lapsed claim be taken by someone else', async () => {
    const id = await place();
    await claim(id);
    await t.database.db
      .update(orders)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    expect((await claim(id, 'bilal')).json()).toMatchObject({ by: 'bilal', mine: true });
  });

  it('answers 404 for an unknown order and 409 for one no longer pending', async () => {
    expect((await claim('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const id = await place();
    await t.database.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, id));
    const res = await claim(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CONFIRM_MESSAGES.notPending);
  });
});

describe('outcomes', () => {
  it('counts unanswered calls and suggests the next try: 30 minutes, 2 hours, then the next morning', async () => {
    const id = await place();
    await claim(id);
    const started = Date.now();
    const first = await contact(id, { outcome: 'no_answer' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'pending', contactAttempts: 1, lastOutcome: 'no_answer' });
    const wait = Date.parse(first.json().nextContactAt) - started;
    expect(wait).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(wait).toBeLessThan(31 * 60_000);
    expect(first.json().statusHistory.at(-1)).toEqual({
      previousStatus: 'pending',
      status: 'pending',
      changedAt: expect.any(String),
      note: null,
      changedBy: 'sana',
      outcome: 'no_answer',
      nextContactAt: first.json().nextContactAt,
    });
    // The claim went with the call: someone else may take the next try.
    expect((await orderRow(id)).claimedBy).toBeNull();

    const second = (await contact(id, { outcome: 'no_answer' }, 'bilal')).json();
    expect(Date.parse(second.nextContactAt) - Date.now()).toBeGreaterThan(119 * 60_000);
    const third = (await contact(id, { outcome: 'no_answer', note: 'Phone off' })).json();
    expect(third.contactAttempts).toBe(3);
    expect(new Date(third.nextContactAt).toISOString()).toMatch(/T05:00:00\.000Z$/); // 10:00 in Pakistan

    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => [entry.action, entry.actorUsername, entry.after?.outcome])).toEqual([
      ['contact', 'sana', 'no_answer'],
      ['contact', 'bilal', 'no_answer'],
      ['contact', 'sana', 'no_answer'],
    ]);
  });

  it('schedules a call back at the time given, and refuses none, a past one or one too far', async () => {
    const id = await place();
    const missing = await contact(id, { outcome: 'call_back' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(CONFIRM_MESSAGES.callBackRequired);
    const past = await contact(id, {
      outcome: 'call_back',
      callBackAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json().error).toBe(CONFIRM_MESSAGES.callBackPast);
    const far = await contact(id, {
      outcome: 'call_back',
      callBackAt: new Date(Date.now() + 31 * 86_400_000).toISOString(),
    });
    expect(far.json().error).toBe(CONFIRM_MESSAGES.callBackFar);
    expect((await orderRow(id)).contactAttempts).toBe(0);

    const at = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const res = await contact(id, { outcome: 'call_back', callBackAt: at, note: 'After Asr' });
    expect(res.json()).toMatchObject({ status: 'pending', contactAttempts: 1, nextContactAt: at });
  });

  it('confirms an order into processing', async () => {
    const id = await place();
    const res = await contact(id, { outcome: 'confirmed', note: 'Deliver after 5 pm' });
    expect(res.json()).toMatchObject({ status: 'processing', lastOutcome: 'confirmed', nextContactAt: null });
    expect(res.json().statusHistory.at(-1)).toMatchObject({
      previousStatus: 'pending',
      status: 'processing',
      outcome: 'confirmed',
      note: 'Deliver after 5 pm',
      changedBy: 'sana',
    });
    const again = await contact(id, { outcome: 'confirmed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CONFIRM_MESSAGES.notPending);
  });

  it.each(['fake', 'customer_cancelled'] as const)(
    'cancels an order as %s, putting its stock back',
    async (outcome) => {
      const id = await place({}, 3);
      const before = await stock();
      const res = await contact(id, { outcome });
      expect(res.json()).toMatchObject({ status: 'cancelled', lastOutcome: outcome });
      expect(await stock()).toBe(before + 3);
    },
  );

  it.each([
    [
      { outcome: 'maybe' },
      'outcome must be one of confirmed, no_answer, call_back, fake, customer_cancelled',
    ],
    [{ outcome: 'confirmed', note: 'x'.repeat(501) }, CONFIRM_MESSAGES.noteTooLong],
    [{ outcome: 'confirmed', extra: true }, 'Unrecognized key: "extra"'],
  ])('refuses %j with a 400, writing nothing', async (body, message) => {
    const id = await place();
    const res = await contact(id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await orderRow(id)).toMatchObject({ status: 'pending', contactAttempts: 0 });
  });
});

describe('nextTry', () => {
  it('waits 30 minutes, then 2 hours, then until 10:00 the next morning in Pakistan', () => {
    const evening = new Date('2026-11-26T15:00:00Z'); // 20:00 in Pakistan
    expect(nextTry(1, evening).toISOString()).toBe('2026-11-26T15:30:00.000Z');
    expect(nextTry(2, evening).toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(nextTry(3, evening).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    // After midnight the next morning is that day's; at 07:00 it is the day after.
    expect(nextTry(3, new Date('2026-11-26T20:30:00Z')).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(nextTry(4, new Date('2026-11-27T02:00:00Z')).toISOString()).toBe('2026-11-28T05:00:00.000Z');
  });
});
