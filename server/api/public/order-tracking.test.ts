import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_NOT_FOUND, TRACKING_FIELD_MESSAGES } from '../../../common/orders/order-tracking';
import type { TrackedOrder } from '../../../common/orders/tracking-schemas';
import { courierParcels, orders, parcelEvents } from '../../db/schema';
import { TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import type { Actor } from '../../modules/audit/with-audit';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * GET /api/orders/track (docs/storefront.md, "Tracking an order"): an order found by its number and the
 * phone given at checkout, as its shopper may see it; the same 404 for an unknown number and a wrong
 * phone; limited per client and per order number.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staff: Actor = { id: '00000000-0000-4000-8000-00000000d35c', username: 'desk-sadia' };
const STAFF_NOTES = ['Husband answered, call after six', 'Checked address twice', 'Rider Bilal, Gulberg'];

async function placeOrder(customer: Partial<typeof VALID_CUSTOMER> = {}) {
  const honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '4500.50', stock: 50 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: { ...VALID_CUSTOMER, ...customer }, items: [{ productId: honey.id, quantity: 2 }] },
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json<{ id: string }>();
  return { id, number: id.slice(0, 8) };
}

const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

const track = (order: string, phone: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/track?${new URLSearchParams({ order, phone })}`,
    remoteAddress,
  });

describe('GET /api/orders/track', () => {
  it('shows the order for its number and phone: status in words, lines, total, its placing; kept by no cache', async () => {
    const { number } = await placeOrder();
    const res = await track(`#${number}`, '0300 1234567');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const order = res.json<TrackedOrder>();
    expect(order).toEqual({
      orderNumber: number,
      status: 'pending',
      statusTitle: 'Order received',
      statusDetail: 'We have your order. We will call you to confirm it before it is sent.',
      placedAt: expect.stringMatching(ISO_MOMENT),
      items: [{ productName: 'Sidr Honey', quantity: 2, price: '4500.50', lineTotal: '9001.00' }],
      discount: '0.00',
      codFee: '0.00',
      total: '9001.00',
      shipment: null,
      history: [{ status: 'pending', statusTitle: 'Order received', at: expect.stringMatching(ISO_MOMENT) }],
    });
    // Nothing of the shopper's own details travels back: only what the number and phone unlock.
    expect(res.body).not.toContain(VALID_CUSTOMER.customerName);
    expect(res.body).not.toContain(VALID_CUSTOMER.shippingAddress);
  });

  it('reads the number with or without # in any case, and the phone in any common Pakistani form', async () => {
    const { number } = await placeOrder({ customerPhone: '0300-7654321' });
    const numbers = [number, `#${number}`, `# ${number.toUpperCase()}`, ` ${number} `];
    const phones = [
      '03007654321',
      '0300 7654321',
      '+92 300 7654321',
      '923007654321',
      '3007654321',
      '(0300) 765-4321',
    ];
    for (const typed of numbers) expect((await track(typed, '+923007654321')).statusCode, typed).toBe(200);
    for (const typed of phones) {
      const res = await track(number, typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json<TrackedOrder>().orderNumber).toBe(number);
    }
  });

  it('answers a wrong phone, an unknown number and a foreign phone with the same 404', async () => {
    const { number } = await placeOrder({ customerPhone: '0321 5550001' });
    const unknown = number === 'ffffffff' ? '00000000' : 'ffffffff';
    const answers = [
      await track(number, '0321 5550002'),
      await track(unknown, '0321 5550001'),
      await track(number, '+44 20 7946 0958'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: TRACKING_NOT_FOUND });
    }
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });

  it('refuses a number or phone that cannot be one with 400, naming the field', async () => {
    const short = await track('6fb27f', '0300 1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: TRACKING_FIELD_MESSAGES.order });
    const letters = await track('6fb27fd9', 'call me');
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({ error: TRACKING_FIELD_MESSAGES.phone });
    const missing = await t.app.inject({ method: 'GET', url: '/api/orders/track?order=6fb27fd9' });
    expect(missing.statusCode).toBe(400);
  });

  it('of two orders sharing a number, shows the one whose phone matches', async () => {
    const base = {
      customerName: 'Twin',
      shippingAddress: 'House 1, Street 2',
      city: 'Lahore',
      statusHistory: [],
    };
    await t.database.db.insert(orders).values([
      { ...base, id: 'abcdef12-0000-4000-8000-000000000001', customerPhone: '0301 1111111', total: '100.00' },
      { ...base, id: 'abcdef12-ffff-4000-8000-000000000002', customerPhone: '0302 2222222', total: '200.00' },
    ]);
    expect((await track('abcdef12', '03011111111')).json<TrackedOrder>().total).toBe('100.00');
    expect((await track('#ABCDEF12', '+92 302 2222222')).json<TrackedOrder>().total).toBe('200.00');
    expect((await track('abcdef12', '0303 3333333')).statusCode).toBe(404);
  });

  it('shows the courier, its tracking link and the parcel, and the status changes without staff names, notes or outcomes', async () => {
    const { id, number } = await placeOrder({ customerPhone: '0333 4445556' });
    const { orders: orderService } = t.app.services;
    await orderService.recordContact(id, { outcome: 'no_answer', note: STAFF_NOTES[0] }, staff);
    await orderService.recordContact(id, { outcome: 'confirmed', note: STAFF_NOTES[1] }, staff);
    await orderService.changeOrderStatus(
      id,
      { status: 'shipped', courier: 'postex', trackingNumber: 'PX-20260112', note: STAFF_NOTES[2] },
      staff,
    );
    const at = new Date('2026-01-12T10:04:00Z');
    await t.database.db.insert(courierParcels).values({
      orderId: id,
      courier: 'postex',
      state: 'booked',
      trackingNumber: 'PX-20260112',
      parcelStatus: 'out-for-delivery',
      parcelReason: 'Rider Bilal has it',
      parcelStatusAt: at,
      requestedById: staff.id,
      requestedBy: staff.username,
    });
    await t.database.db.insert(parcelEvents).values({
      orderId: id,
      courier: 'postex',
      trackingNumber: 'PX-20260112',
      status: 'out-for-delivery',
      code: 'OFD',
      description: 'Out for delivery',
      byUsername: staff.username,
      occurredAt: at,
    });

    const res = await track(number, '03334445556');
    expect(res.statusCode).toBe(200);
    const order = res.json<TrackedOrder>();
    expect(order.status).toBe('shipped');
    expect(order.statusTitle).toBe('On its way');
    expect(order.shipment).toEqual({
      courier: 'postex',
      courierName: 'PostEx',
      trackingNumber: 'PX-20260112',
      trackingUrl: 'https://postex.pk/tracking?cn=PX-20260112',
      parcel: { status: 'out-for-delivery', statusText: 'Out for delivery', at: at.toISOString() },
    });
    // The call that reached no one left the status as it was: it is the desk's, not the shopper's.
    expect(order.history.map((step) => step.statusTitle)).toEqual([
      'Order received',
      'Confirmed and being packed',
      'On its way',
    ]);
    for (const secret of [staff.username, ...STAFF_NOTES, 'Rider Bilal', 'no_answer', 'confirmed', 'OFD']) {
      expect(res.body).not.toContain(secret);
    }
  });
});

describe('a customer’s own orders', () => {
  it('lists the orders placed with the account’s email, newest first, and opens only those', async () => {
    const first = await placeOrder({ customerEmail: 'zainab@example.pk' });
    const second = await placeOrder({ customerEmail: 'Zainab@Example.pk' });
    const other = await placeOrder({ customerEmail: 'someone@example.pk' });
    const tracking = t.app.services.orderTracking;

    const mine = await tracking.listCustomerOrders('ZAINAB@example.pk');
    expect(mine.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({
      orderNumber: second.number,
      statusTitle: 'Order received',
      total: '9001.00',
    });

    expect((await tracking.customerOrder('zainab@example.pk', first.id))?.orderNumber).toBe(first.number);
    expect(await tracking.customerOrder('zainab@example.pk', other.id)).toBeNull();
    expect(await tracking.customerOrder('zainab@example.pk', 'not-an-order')).toBeNull();
  });

  it('gives the confirmation page the tracking query of an order just placed', async () => {
    const placed = await placeOrder({ customerPhone: '+92 345 6667778' });
    expect(await t.app.services.orderTracking.trackingQueryOf(placed.id)).toEqual({
      order: placed.number,
      phone: '03456667778',
    });
  });
});

describe('GET /api/orders/track rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true });
  });
  afterAll(() => limited.close());

  const lookup = (order: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'GET',
      url: `/api/orders/track?${new URLSearchParams({ order, phone: '0300 1234567' })}`,
      remoteAddress,
    });

  it('counts each order number from every address: the 11th lookup of one number is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await lookup('1234abcd', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    const refused = await lookup('#1234ABCD', '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another number from a fresh address is still answered.
    expect((await lookup('5678abcd', '203.0.113.201')).statusCode).toBe(404);
  });

  it('counts each address over every number: the 21st lookup from one client is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await lookup(`${String(i).padStart(2, '0')}00beef`, '198.51.100.7')).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(404), 429]);
  });
});
