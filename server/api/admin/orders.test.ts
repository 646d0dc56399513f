import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import { notificationOutbox, orders, products } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

let t: TestApp;
let desk: string; // an order_confirmation staff member's cookie
let honeyId: string;
const placed: string[] = [];

const customers = [
  { customerName: 'Ayesha Khan', city: 'Islamabad', customerPhone: '0300 1111111' },
  { customerName: 'Bilal Ahmed', city: 'Lahore', customerPhone: '0321 2222222' },
  { customerName: 'Sana Malik', city: 'Karachi', customerPhone: '0333 3333333' },
  { customerName: 'Umar Farooq', city: 'Lahore', customerPhone: '0345 4444444' },
  { customerName: '=HYPERLINK("x")', city: 'Multan', customerPhone: '+92 300 5555555' },
];

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  desk = await loginCookie(t, 'desk');
  const honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '1000.00', stock: 100 });
  honeyId = honey.id;
  for (const [i, customer] of customers.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        order: { ...VALID_CUSTOMER, ...customer },
        items: [{ productId: honey.id, quantity: i + 1 }],
      },
    });
    placed.push(res.json().id);
  }
});
afterAll(() => t.close());

const get = (url: string, cookie = desk) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const patchStatus = (id: string, payload: object, cookie = desk) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, payload, headers: { cookie } });

async function stock() {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, honeyId));
  return row!.stock;
}

describe('GET /api/admin/orders', () => {
  it('lists orders with all their fields, newest first, with counts per status', async () => {
    const res = await get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orders.map((o: { id: string }) => o.id)).toEqual([...placed].reverse());
    expect(body.orders[0]).toMatchObject({
      customerName: customers[4]!.customerName,
      total: '5000.00',
      status: 'pending',
      emailNotificationSent: expect.any(Boolean),
      whatsappNotificationSent: false,
      statusHistory: [expect.objectContaining({ status: 'pending' })],
    });
    expect(body.orders[0]).not.toHaveProperty('idempotencyKey');
    expect(body.counts).toMatchObject({ all: 5, pending: 5, processing: 0 });
    expect(body.nextCursor).toBeNull();
  });

  it('searches name, phone and city, case-insensitively, and by the order number', async () => {
    const names = async (q: string) =>
      (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`))
        .json()
        .orders.map((o: { customerName: string }) => o.customerName);
    expect(await names('lahore')).toEqual(['Umar Farooq', 'Bilal Ahmed']);
    expect(await names('2222')).toEqual(['Bilal Ahmed']);
    expect(await names(placed[2]!.slice(0, 8))).toEqual(['Sana Malik']);
    expect(await names('100%')).toEqual([]); // a literal %, not a wildcard
  });

  it('sorts by any field both ways and pages with a cursor without gaps or repeats', async () => {
    const byTotal = (await get('/api/admin/orders?sort=total&dir=asc')).json();
    expect(byTotal.orders.map((o: { total: string }) => o.total)).toEqual([
      '1000.00',
      '2000.00',
      '3000.00',
      '4000.00',
      '5000.00',
    ]);
    const seen: string[] = [];
    let url = '/api/admin/orders?sort=customer&dir=asc&limit=2';
    for (let page = 0; page < 5; page++) {
      const body = (await get(url)).json();
      seen.push(...body.orders.map((o: { customerName: string }) => o.customerName));
      if (!body.nextCursor) break;
      url = `/api/admin/orders?sort=customer&dir=asc&limit=2&cursor=${body.nextCursor}`;
    }
    expect(seen).toEqual([...customers.map((c) => c.customerName)].sort());
  });

  it('filters by date range; a date alone covers that whole day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/orders?from=${today}&to=${today}`)).json().counts.all).toBe(5);
    expect((await get('/api/admin/orders?to=2020-01-01')).json().counts.all).toBe(0);
  });

  it.each([
    ['status=lost', 'Invalid status'],
    ['sort=price', 'sort must be one of date, total, status, customer'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=5000', 'limit must be at most 200'],
    ['from=yesterday', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['to=2026-13-45', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['from=2026-02-30', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['from=99999-01-01', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['from=0000-01-01', 'must be a date between 1900-01-01 and 9998-12-31'],
    ['to=9999-12-31', 'must be a date between 1900-01-01 and 9998-12-31'],
    ['from=2026-02-01&to=2026-01-01', 'from must not be after to'],
    ['cursor=bm90LWEtY3Vyc29y', 'Invalid cursor'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await get(`/api/admin/orders?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it.each([
    ['from=0000-01-01', 'must be a date between 1900-01-01 and 9998-12-31'],
    ['to=9999-12-31T23:59:59.999-14:00', 'must be a date between 1900-01-01 and 9998-12-31'],
    ['to=2026-02-30', 'must be a date (YYYY-MM-DD) or an ISO date-time'],
  ])('refuses a CSV export for %s with a 400, not a file', async (query, message) => {
    const res = await get(`/api/admin/orders/export.csv?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json().error).toBe(message);
  });
});

describe('GET /api/admin/orders/{id}/items', () => {
  it('lists the lines as charged', async () => {
    const res = await get(`/api/admin/orders/${placed[1]}/items`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        productId: honeyId,
        productName: 'Sidr Honey',
        quantity: 2,
        price: '1000.00',
        packSize: 1,
      },
    ]);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await get('/api/admin/orders/4f7b8d2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f/items')).statusCode).toBe(404);
    const bad = await get('/api/admin/orders/abc/items');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid order id');
  });
});

describe('PATCH /api/admin/orders/{id}/status', () => {
  it('moves an order forward and records who, when and why', async () => {
    const res = await patchStatus(placed[0]!, {
      status: 'shipped',
      note: 'Handed over at the Gulberg counter',
      courier: 'tcs',
      trackingNumber: ' 771234 ',
    });
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed[0]!));
    expect(order!.status).toBe('shipped');
    expect(order).toMatchObject({ courier: 'tcs', trackingNumber: '771234' });
    expect(order!.statusHistory.at(-1)).toEqual({
      previousStatus: 'pending',
      status: 'shipped',
      changedAt: expect.any(String),
      note: 'Handed over at the Gulberg counter',
      changedBy: 'desk',
      courier: 'tcs',
      trackingNumber: '771234',
    });
    const listed = (await get('/api/admin/orders?status=shipped')).json().orders;
    expect(listed).toMatchObject([{ id: placed[0], courier: 'tcs', trackingNumber: '771234' }]);
  });

  it('refuses changes the rules forbid, and unknown statuses, changing nothing', async () => {
    const back = await patchStatus(placed[0]!, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('Cannot change status from shipped to pending');
    const cancelShipped = await patchStatus(placed[0]!, { status: 'cancelled' });
    expect(cancelShipped.json().error).toBe('Cannot change status from shipped to cancelled');
    const unknown = await patchStatus(placed[0]!, { status: 'lost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Invalid status');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed[0]!));
    expect(order!.status).toBe('shipped');
    expect(order!.statusHistory).toHaveLength(2);
  });

  it('returns the stock when an order is cancelled, once', async () => {
    const before = await stock();
    const countsBefore = (await get('/api/admin/orders')).json().counts; // now cached
    const cancel = await patchStatus(placed[2]!, { status: 'cancelled', note: 'Customer called' });
    expect(cancel.statusCode).toBe(200);
    expect(await stock()).toBe(before + 3);
    // The tabs' counts follow this process's own change at once, cache or not.
    const countsAfter = (await get('/api/admin/orders')).json().counts;
    expect(countsAfter.cancelled).toBe(countsBefore.cancelled + 1);
    expect(countsAfter.pending).toBe(countsBefore.pending - 1);
    expect((await patchStatus(placed[2]!, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stock()).toBe(before + 3);
  });

  it('is refused to visitors (401) and customers (403)', async () => {
    await addUser(t, { username: 'shopper' });
    const customer = await loginCookie(t, 'shopper');
    expect((await patchStatus(placed[1]!, { status: 'processing' }, '')).statusCode).toBe(401);
    expect((await patchStatus(placed[1]!, { status: 'processing' }, customer)).statusCode).toBe(403);
    expect((await get('/api/admin/orders', customer)).statusCode).toBe(403);
  });
});

describe('shipping with a courier, and returns', () => {
  it.each([
    [
      { status: 'shipped', trackingNumber: 'LE-7712' },
      'A tracking number is given with its courier: name the courier too',
    ],
    [
      { status: 'shipped', courier: 'leopards', trackingNumber: 'LE 77' },
      'Tracking number must be 4 to 40 letters, digits or dashes',
    ],
    [
      { status: 'shipped', courier: 'dhl', trackingNumber: '771234' },
      'courier must be one of tcs, leopards, postex, trax, mnp, callcourier, other',
    ],
    [
      { status: 'shipped', note: 'TCS 123456', courier: 'TCS' },
      'courier must be one of tcs, leopards, postex, trax, mnp, callcourier, other',
    ],
    [
      { status: 'processing', courier: 'tcs', trackingNumber: '771234' },
      'A courier and tracking number are given only when the order ships',
    ],
  ])('refuses %j with a 400, changing nothing', async (body, message) => {
    const res = await patchStatus(placed[3]!, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed[3]!));
    expect(order).toMatchObject({ status: 'pending', courier: null, trackingNumber: null });
  });

  it('ships with Other and no tracking number', async () => {
    const res = await patchStatus(placed[3]!, { status: 'shipped', courier: 'other' });
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed[3]!));
    expect(order).toMatchObject({ status: 'shipped', courier: 'other', trackingNumber: null });
  });

  it('marks a shipped order returned, once, with its stock back; it is final', async () => {
    const before = await stock();
    const res = await patchStatus(placed[3]!, { status: 'returned', note: 'Refused at the door' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('returned');
    expect(await stock()).toBe(before + 4);
    for (const status of ['returned', 'completed', 'cancelled', 'shipped']) {
      const again = await patchStatus(placed[3]!, {
        status,
        ...(status === 'shipped' ? { courier: 'other' } : {}),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(`Cannot change status from returned to ${status}`);
    }
    expect(await stock()).toBe(before + 4);
    expect((await get('/api/admin/orders?status=returned')).json().counts.returned).toBe(1);
  });

  it('refuses a return of an order that never shipped', async () => {
    const res = await patchStatus(placed[4]!, { status: 'returned' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Cannot change status from pending to returned');
  });

  it('mails the shopper when the order ships, with the tracking link', async () => {
    const res = await patchStatus(placed[4]!, {
      status: 'shipped',
      courier: 'trax',
      trackingNumber: 'TX-55123',
    });
    expect(res.statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, 'order-shipped'), eq(notificationOutbox.orderId, placed[4]!)));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.payload as { to: string; subject: string; text: string; html: string };
    expect(mail.to).toBe(VALID_CUSTOMER.customerEmail);
    expect(mail.subject).toMatch(new RegExp(`^Your order #${placed[4]!.slice(0, 8)} has shipped - `));
    expect(mail.text).toContain('Your parcel is with Trax, tracking number TX-55123.');
    expect(mail.text).toContain('Track it here: https://trax.pk/tracking?cn=TX-55123');
    expect(mail.text).toContain('Please keep Rs 5,000.00 ready');
    expect(mail.html).toContain('href="https://trax.pk/tracking?cn=TX-55123"');
    // Other has no tracking page: the mail names the courier only.
    const other = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, 'order-shipped'), eq(notificationOutbox.orderId, placed[3]!)));
    expect((other[0]!.payload as { text: string }).text).not.toContain('Track it here');
  });
});

describe('shipping as back-office §2 writes it: a status and an optional note, no courier', () => {
  /** A fresh pending order of `jars` jars of honey, placed by a shopper who gave an email. */
  async function placeOrder(jars: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { order: VALID_CUSTOMER, items: [{ productId: honeyId, quantity: jars }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }
  const readOrder = async (id: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const cod = async () => (await get('/api/admin/dashboard')).json().cod;

  it('ships with {status, note}: the note is in the history, no courier anywhere, the shopper is told', async () => {
    const id = await placeOrder(2);
    const res = await patchStatus(id, { status: 'shipped', note: 'TCS 123456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusHistory.at(-1)).toEqual({
      previousStatus: 'pending',
      status: 'shipped',
      changedAt: expect.any(String),
      note: 'TCS 123456',
      changedBy: 'desk',
    });
    expect(await readOrder(id)).toMatchObject({ status: 'shipped', courier: null, trackingNumber: null });
    // The Shipped tab lists it like any other, with no courier to show.
    const shippedTab = (await get('/api/admin/orders?status=shipped')).json().orders;
    expect(shippedTab.find((order: { id: string }) => order.id === id)).toMatchObject({
      status: 'shipped',
      courier: null,
      trackingNumber: null,
    });
    // The shipping mail says it shipped, without a courier or tracking line (and no "undefined").
    const [mail] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, 'order-shipped'), eq(notificationOutbox.orderId, id)));
    const { text, html } = mail!.payload as { text: string; html: string };
    expect(text).toContain(`Your order #${id.slice(0, 8)} has been shipped.\n`);
    expect(text).toContain('Please keep Rs 2,000.00 ready');
    for (const body of [text, html]) {
      expect(body).not.toMatch(/undefined|null|tracking|Your parcel is with/i);
    }
  });

  it('ships several with {status, note} in bulk, each with the note and no courier', async () => {
    const ids = [await placeOrder(1), await placeOrder(1)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      payload: { orderIds: ids, status: 'shipped', note: 'Handed to the rider' },
      headers: { cookie: desk },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: ids, refused: [] });
    for (const id of ids) {
      const order = await readOrder(id);
      expect(order).toMatchObject({ status: 'shipped', courier: null, trackingNumber: null });
      expect(order.statusHistory.at(-1)).toMatchObject({ status: 'shipped', note: 'Handed to the rider' });
      expect(order.statusHistory.at(-1)).not.toHaveProperty('courier');
    }
  });

  it('counts such an order in the cash with couriers, and a return of it puts the stock back', async () => {
    const id = await placeOrder(3);
    const before = await cod();
    const stockBefore = await stock();
    expect((await patchStatus(id, { status: 'shipped', note: 'M&P 99881' })).statusCode).toBe(200);
    const shipped = await cod();
    expect(shipped.withCouriers).toBe(before.withCouriers + 1);
    expect(Number(shipped.cashWithCouriers)).toBeCloseTo(Number(before.cashWithCouriers) + 3000, 2);

    const returned = await patchStatus(id, { status: 'returned', note: 'Refused at the door' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await stock()).toBe(stockBefore + 3);
    const after = await cod();
    expect(after.withCouriers).toBe(before.withCouriers);
    expect(after.cashWithCouriers).toBe(before.cashWithCouriers);
    expect(after.returned).toBe(before.returned + 1);
  });

  it('takes a courier without a tracking number, and null for either as none given', async () => {
    const named = await placeOrder(1);
    expect((await patchStatus(named, { status: 'shipped', courier: 'leopards' })).statusCode).toBe(200);
    expect(await readOrder(named)).toMatchObject({ courier: 'leopards', trackingNumber: null });
    const nulls = await placeOrder(1);
    const res = await patchStatus(nulls, { status: 'shipped', courier: null, trackingNumber: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readOrder(nulls)).toMatchObject({ status: 'shipped', courier: null, trackingNumber: null });
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('streams the filtered orders as CSV, defusing spreadsheet formulas', async () => {
    const res = await get('/api/admin/orders/export.csv?q=lahore&sort=customer&dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Order ID,Date (Asia/Karachi),Status,Customer,Email,Phone,Address,City,Postal Code,Items,Discount,COD Fee,Total,Courier,Tracking Number,Email Sent,WhatsApp Sent',
    );
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['Bilal Ahmed', 'Umar Farooq']);
    // The shop's own clock (UTC+5), what it holds, and how it was sent.
    const [bilal] = await t.database.db.select().from(orders).where(eq(orders.customerName, 'Bilal Ahmed'));
    const local = new Date(bilal!.createdAt.getTime() + 5 * 3600_000).toISOString().slice(0, 16);
    const bilalItems = customers.findIndex((c) => c.customerName === 'Bilal Ahmed') + 1;
    expect(lines[1]).toContain(`,${local.replace('T', ' ')},`);
    expect(lines[1]).toContain(`,Sidr Honey × ${bilalItems},0.00,0.00,${bilal!.total},,,`);

    const all = await get('/api/admin/orders/export.csv');
    expect(all.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(all.body).toContain("'+92 300 5555555");
  });
});

describe('sorting by status (back-office §9)', () => {
  it('follows the workflow, then the date, through the pages and in the CSV', async () => {
    type Listed = { id: string; status: OrderStatus; createdAt: string };
    const everyOrder: Listed[] = (await get('/api/admin/orders?limit=200')).json().orders;
    const statuses = new Set(everyOrder.map((order) => order.status));
    // The orders above left at least four statuses, among them the alphabet's first and last.
    expect(statuses.size).toBeGreaterThanOrEqual(4);
    expect([...statuses]).toEqual(expect.arrayContaining(['pending', 'returned', 'shipped']));
    const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);
    const workflow = [...everyOrder]
      .sort(
        (a, b) =>
          rank(a.status) - rank(b.status) ||
          Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
          (a.id < b.id ? -1 : 1),
      )
      .map((order) => order.id);

    const seen: Listed[] = [];
    let url = '/api/admin/orders?sort=status&dir=asc&limit=3';
    for (let page = 0; page < 20; page++) {
      const body = (await get(url)).json();
      seen.push(...body.orders);
      if (!body.nextCursor) break;
      url = `/api/admin/orders?sort=status&dir=asc&limit=3&cursor=${body.nextCursor}`;
    }
    expect(seen.map((order) => order.id)).toEqual(workflow);
    // Not the alphabet: pending comes before cancelled, shipped before returned.
    expect(seen[0]!.status).toBe('pending');
    expect(seen.at(-1)!.status).toBe('returned');

    const desc = (await get('/api/admin/orders?sort=status&dir=desc&limit=200')).json();
    expect(desc.orders.map((order: Listed) => order.id)).toEqual([...workflow].reverse());

    const csv = (await get('/api/admin/orders/export.csv?sort=status&dir=asc')).body;
    const ids = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(ids).toEqual(workflow);
  });

  it('refuses a cursor of another sort with a clear 400', async () => {
    const byTotal = (await get('/api/admin/orders?sort=total&limit=1')).json();
    const res = await get(`/api/admin/orders?sort=status&cursor=${byTotal.nextCursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid cursor');
  });
});
