import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '../../../common/admin/dashboard-schemas';
import type { OrderStatus } from '../../../common/orders/statuses';
import { orders } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * GET /api/admin/dashboard against a hand-computed fixture (back-office §2 Dashboard): orders in every
 * status on days either side of the shop's midnight, products at 0, 3, 10 and 11 jars.
 */
const DAY = 86_400_000;
const shopDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(ms);
// Midnight today in Pakistan (UTC+5 all year): the fixture's days are counted from it.
const midnight = Date.parse(`${shopDay(Date.now())}T00:00:00+05:00`);

let t: TestApp;
let desk: string;
let honeyId: string;
const ids: Record<string, string> = {};

async function addOrder(name: string, status: OrderStatus, total: string, at: number) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      ...VALID_CUSTOMER,
      customerName: name,
      total,
      status,
      createdAt: new Date(at),
      statusHistory: [],
    })
    .returning({ id: orders.id });
  ids[name] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  desk = await loginCookie(t, 'desk');
  const db = t.database.db;
  await addProduct(db, { name: 'Amla Powder', price: '400.00', stock: 0 });
  await addProduct(db, { name: 'Black Seed Oil', price: '900.00', stock: 3 });
  await addProduct(db, { name: 'Chia Seeds', price: '650.00', stock: 10 });
  await addProduct(db, { name: 'Dates', price: '1500.00', stock: 11 });
  honeyId = (await addProduct(db, { name: 'Sidr Honey', price: '2000.00', stock: 100 })).id;

  await addOrder('Old', 'completed', '9000.00', midnight - 40 * DAY); // outside the chart, in the totals
  await addOrder('Five days', 'shipped', '1200.00', midnight - 5 * DAY + 3_600_000);
  await addOrder('Yesterday early', 'completed', '2500.50', midnight - DAY + 3_600_000);
  await addOrder('Yesterday late', 'processing', '700.00', midnight - DAY + 7_200_000);
  await addOrder('Before midnight', 'pending', '300.00', midnight - 1000); // still yesterday
  await addOrder('After midnight', 'pending', '100.00', midnight + 1000); // today
  await addOrder('Cancelled', 'cancelled', '500.00', midnight + 2000);
  await addOrder('Latest', 'pending', '1000.00', midnight + 3000);
});
afterAll(() => t.close());

const dashboard = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: desk } });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const patchStatus = (id: string, status: OrderStatus) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    payload: { status },
    headers: { cookie: desk },
  });
/** The chart's days that have orders, as [days ago, orders, revenue]. */
const busyDays = (daily: Array<{ date: string; orders: number; revenue: string }>) =>
  daily
    .map((d, i) => [daily.length - 1 - i, d.orders, d.revenue] as const)
    .filter(([, orders]) => orders > 0);

describe('GET /api/admin/dashboard', () => {
  it('answers the cards, lists and chart of the fixture', async () => {
    const body = await dashboard();
    expect(body).toMatchObject({
      totalOrders: 8,
      pendingOrders: 3,
      // Everything but the cancelled 500.00.
      totalRevenue: '14800.50',
      // The completed orders only, 'Old' 9000.00 and 'Yesterday early' 2500.50: the cash collected.
      deliveredRevenue: '11500.50',
      products: 5,
      lowStock: 2, // 3 and 10; 0 is out of stock, 11 is not low
      outOfStock: 1,
    });
    expect(body.recentOrders).toEqual(
      ['Latest', 'Cancelled', 'After midnight', 'Before midnight', 'Yesterday late'].map((name) => ({
        id: ids[name],
        customerName: name,
        createdAt: expect.stringMatching(/Z$/),
        total: expect.stringMatching(/^\d+\.\d\d$/),
        status: expect.any(String),
      })),
    );
    expect(body.recentOrders[0]).toMatchObject({ total: '1000.00', status: 'pending' });
    expect(body.inventoryAlerts.map((p: { name: string; stock: number }) => [p.name, p.stock])).toEqual([
      ['Amla Powder', 0],
      ['Black Seed Oil', 3],
      ['Chia Seeds', 10],
    ]);
    expect(body.inventoryAlerts[0]).toEqual({
      id: expect.any(String),
      name: 'Amla Powder',
      slug: expect.stringMatching(/^amla-powder-/),
      stock: 0,
    });

    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1).date).toBe(shopDay(Date.now()));
    expect(body.daily[0].date).toBe(shopDay(midnight - 29 * DAY + 3_600_000));
    expect(busyDays(body.daily)).toEqual([
      [5, 1, '1200.00'],
      [1, 3, '3500.50'],
      [0, 3, '1100.00'], // the cancelled order is counted, its 500.00 is not
    ]);
    expect(body.daily[10]).toEqual({ date: expect.any(String), orders: 0, revenue: '0.00' });
  });

  it('answers the Cash-on-Delivery figures of the last 30 days', async () => {
    const { cod } = await dashboard();
    // Within 30 days: 3 pending, 1 processing, 1 shipped, 1 completed, 1 cancelled ('Old' is 40 days old).
    expect(cod).toEqual({
      awaitingConfirmation: 3,
      decided: 4,
      confirmationRate: 0.75,
      delivered: 1,
      returned: 0,
      returnRate: 0,
      returnsByCity: [{ city: 'Islamabad', delivered: 1, returned: 0, returnRate: 0 }],
      withCouriers: 1,
      cashWithCouriers: '1200.00',
    });
  });

  it('stays right through an order placed, moved on and cancelled', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { order: VALID_CUSTOMER, items: [{ productId: honeyId, quantity: 2 }] },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id;
    let body = await dashboard();
    expect(body).toMatchObject({ totalOrders: 9, pendingOrders: 4, totalRevenue: '18800.50' });
    expect(body.recentOrders[0]).toMatchObject({ id: orderId, total: '4000.00', status: 'pending' });
    expect(busyDays(body.daily).at(-1)).toEqual([0, 4, '5100.00']);

    expect((await patchStatus(orderId, 'processing')).statusCode).toBe(200);
    body = await dashboard();
    expect(body).toMatchObject({ totalOrders: 9, pendingOrders: 3, totalRevenue: '18800.50' });

    expect((await patchStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect((await patchStatus(ids['Yesterday late']!, 'cancelled')).statusCode).toBe(200);
    body = await dashboard();
    expect(body).toMatchObject({ totalOrders: 9, pendingOrders: 3, totalRevenue: '14100.50' });
    expect(busyDays(body.daily)).toEqual([
      [5, 1, '1200.00'],
      [1, 3, '2800.50'],
      [0, 4, '1100.00'],
    ]);
    // A refused change moves nothing.
    expect((await patchStatus(orderId, 'pending')).statusCode).toBe(409);
    expect(await dashboard()).toEqual(body);
  });

  it('leaves a returned order out of the revenue, as a cancelled one', async () => {
    expect((await patchStatus(ids['Five days']!, 'returned')).statusCode).toBe(200);
    const body = await dashboard();
    expect(body).toMatchObject({ totalOrders: 9, totalRevenue: '12900.50' });
    expect(busyDays(body.daily)[0]).toEqual([5, 1, '0.00']);
    expect(body.cod).toMatchObject({
      delivered: 1,
      returned: 1,
      returnRate: 0.5,
      returnsByCity: [{ city: 'Islamabad', delivered: 1, returned: 1, returnRate: 0.5 }],
      withCouriers: 0,
      cashWithCouriers: '0.00',
    });
  });

  it('is open to every staff role and to no one else', async () => {
    await addUser(t, { username: 'shopper' });
    const customer = await loginCookie(t, 'shopper');
    const get = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: cookie ? { cookie } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(customer)).statusCode).toBe(403);
    expect((await get(desk)).statusCode).toBe(200); // order_confirmation sees the dashboard (§6)
  });
});
