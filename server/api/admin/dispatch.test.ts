import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/** A day's dispatch (decision 022): packing slips for chosen orders, and moving several at once. */
let t: TestApp;
let desk: string;
const placed: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  desk = await loginCookie(t, 'desk');
  const honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 100 });
  const dates = await addProduct(t.database.db, { name: 'Ajwa Dates', price: '900.00', stock: 100 });
  for (let i = 0; i < 4; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        order: { ...VALID_CUSTOMER, customerName: `Customer ${i}`, customerPhone: `0300-123456${i}` },
        items: [
          { productId: honey.id, quantity: 1 + i },
          { productId: dates.id, quantity: 1 },
        ],
      },
    });
    placed.push(res.json().id);
  }
});
afterAll(() => t.close());

const get = (url: string, cookie = desk) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const bulk = (payload: object, cookie = desk) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders/bulk-status', payload, headers: { cookie } });
const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (await t.database.db.select().from(orders).where(inArray(orders.id, ids))).map((o) => [o.id, o.status]),
  );

describe('GET /api/admin/orders/slips', () => {
  it('answers each order asked, in that order, with what a slip prints', async () => {
    const res = await get(`/api/admin/orders/slips?ids=${placed[2]},${placed[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: placed[2],
        customerName: 'Customer 2',
        customerPhone: '0300-1234562',
        phoneDisplay: '+92 300 1234562',
        shippingAddress: VALID_CUSTOMER.shippingAddress,
        city: VALID_CUSTOMER.city,
        postalCode: VALID_CUSTOMER.postalCode,
        total: '5400.00',
        discount: '0.00',
        codFee: '0.00',
        createdAt: expect.any(String),
        courier: null,
        trackingNumber: null,
        lines: [
          { name: 'Ajwa Dates', quantity: 1, packSize: 1 },
          { name: 'Sidr Honey', quantity: 3, packSize: 1 },
        ],
      },
      expect.objectContaining({ id: placed[0], total: '2400.00' }),
    ]);
  });

  it.each([
    ['', 'Choose at least one order'],
    ['?ids=', 'Choose at least one order'],
    ['?ids=nope', 'Invalid order id'],
    [`?ids=${'00000000-0000-4000-8000-000000000000,'.repeat(201)}`, 'At most 200 orders at once'],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await get(`/api/admin/orders/slips${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('is refused to customers', async () => {
    await addUser(t, { username: 'shopper' });
    const res = await get(`/api/admin/orders/slips?ids=${placed[0]}`, await loginCookie(t, 'shopper'));
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/admin/orders/bulk-status', () => {
  it('moves several orders to processing, each audited', async () => {
    const res = await bulk({ orderIds: [placed[0], placed[1]], status: 'processing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: [placed[0], placed[1]], refused: [] });
    expect(await statuses([placed[0]!, placed[1]!])).toEqual({
      [placed[0]!]: 'processing',
      [placed[1]!]: 'processing',
    });
    const trail = await t.database.db.select().from(auditLog).where(inArray(auditLog.entityId, placed));
    expect(trail.map((entry) => entry.action)).toEqual(['change_status', 'change_status']);
  });

  it('ships with one courier and each order its tracking number; an order that may not move is reported', async () => {
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed[3]!));
    const res = await bulk({
      orderIds: [placed[0], placed[3]],
      status: 'shipped',
      courier: 'leopards',
      trackingNumbers: { [placed[0]!]: 'LE-100200', [placed[3]!]: 'LE-100201' },
    });
    expect(res.json()).toEqual({
      changed: [placed[0]],
      refused: [{ id: placed[3], error: 'Cannot change status from cancelled to shipped' }],
    });
    const [shipped] = await t.database.db.select().from(orders).where(eq(orders.id, placed[0]!));
    expect(shipped).toMatchObject({ status: 'shipped', courier: 'leopards', trackingNumber: 'LE-100200' });
  });

  it('ships with the status and a note alone (back-office §2), and with a courier but no tracking number', async () => {
    const res = await bulk({ orderIds: [placed[1]], status: 'shipped', note: 'Collected by the rider' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: [placed[1]], refused: [] });
    const [shipped] = await t.database.db.select().from(orders).where(eq(orders.id, placed[1]!));
    expect(shipped).toMatchObject({ status: 'shipped', courier: null, trackingNumber: null });
    expect(shipped!.statusHistory.at(-1)).toMatchObject({
      previousStatus: 'processing',
      status: 'shipped',
      note: 'Collected by the rider',
    });

    const withCourier = await bulk({ orderIds: [placed[2]], status: 'shipped', courier: 'tcs' });
    expect(withCourier.json()).toEqual({ changed: [placed[2]], refused: [] });
    const [carried] = await t.database.db.select().from(orders).where(eq(orders.id, placed[2]!));
    expect(carried).toMatchObject({ status: 'shipped', courier: 'tcs', trackingNumber: null });
  });

  it("puts a shipped order's courier and tracking number on its slip", async () => {
    const res = await get(`/api/admin/orders/slips?ids=${placed[0]},${placed[1]}`);
    expect(res.json().map((slip: object) => ({ ...slip, lines: undefined }))).toEqual([
      expect.objectContaining({ id: placed[0], courier: 'leopards', trackingNumber: 'LE-100200' }),
      expect.objectContaining({ id: placed[1], courier: null, trackingNumber: null }),
    ]);
  });

  it('answers 200 with every refusal when no order could move, writing nothing', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    const res = await bulk({ orderIds: [placed[3]], status: 'processing' });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toEqual([]);
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });

  it.each([
    [{ orderIds: [], status: 'processing' }, 'Choose at least one order'],
    [{ orderIds: ['x'], status: 'processing' }, 'Invalid order id'],
    [
      {
        orderIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001'],
        status: 'processing',
      },
      'An order is named twice',
    ],
    [
      { orderIds: ['00000000-0000-4000-8000-000000000001'], status: 'completed' },
      'status must be processing or shipped',
    ],
    [
      {
        orderIds: ['00000000-0000-4000-8000-000000000001'],
        status: 'shipped',
        trackingNumbers: { '00000000-0000-4000-8000-000000000001': '771234' },
      },
      'A tracking number is given with its courier: name the courier too',
    ],
    [
      { orderIds: ['00000000-0000-4000-8000-000000000001'], status: 'shipped', courier: 'dhl' },
      'courier must be one of tcs, leopards, postex, trax, mnp, callcourier, other',
    ],
    [
      { orderIds: ['00000000-0000-4000-8000-000000000001'], status: 'processing', courier: 'tcs' },
      'A courier and tracking number are given only when the order ships',
    ],
  ])('refuses %j with a 400', async (body, message) => {
    const res = await bulk(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});
