import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema';
import { addProduct, stockOf as stockOfProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Product = Awaited<ReturnType<typeof addProduct>>;
let honey: Product;
let dates: Product;
beforeEach(async () => {
  honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '4500.50', stock: 10 });
  dates = await addProduct(t.database.db, { name: 'Ajwa Dates', price: '1200.00', stock: 3 });
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: payload as object, headers });

const line = (p: Product, quantity: number, price = 1) => ({
  productId: p.id,
  productName: p.name,
  quantity,
  price,
});

const stockOf = (p: Product) => stockOfProduct(t.database.db, p.id);

async function orderCount() {
  return (await t.database.db.select({ id: orders.id }).from(orders)).length;
}

describe('POST /api/orders: the server prices and takes stock', () => {
  it('ignores the prices and total sent, charges its own, takes the stock and writes the first history entry', async () => {
    const res = await post({
      order: { ...VALID_CUSTOMER, total: 1 },
      items: [line(honey, 2, 1), line(dates, 1, 0)],
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({
      total: '10201.00',
      status: 'pending',
      customerEmail: 'ayesha@example.pk',
      city: 'Islamabad',
    });
    expect(order!.statusHistory).toEqual([
      expect.objectContaining({
        previousStatus: null,
        status: 'pending',
        note: 'Order placed',
        changedBy: null,
      }),
    ]);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items.map((i) => [i.productName, i.quantity, i.price]).sort()).toEqual([
      ['Ajwa Dates', 1, '1200.00'],
      ['Sidr Honey', 2, '4500.50'],
    ]);
    expect(await stockOf(honey)).toBe(8);
    expect(await stockOf(dates)).toBe(2);
  });

  it('adds up two lines of one product (two plans) against its stock', async () => {
    const res = await post({ order: VALID_CUSTOMER, items: [line(dates, 2), line(dates, 2)] });
    expect(res.statusCode).toBe(409);
    expect(await stockOf(dates)).toBe(3);
  });

  it('answers 409 naming the product and what is left, and writes nothing', async () => {
    const before = await orderCount();
    const res = await post({ order: VALID_CUSTOMER, items: [line(honey, 1), line(dates, 5)] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Only 3 of Ajwa Dates available, you asked for 5' });
    expect(await stockOf(honey)).toBe(10); // the honey taken before the shortfall was rolled back
    expect(await orderCount()).toBe(before);
  });

  it('says so when a product is sold out', async () => {
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, dates.id));
    const res = await post({ order: VALID_CUSTOMER, items: [line(dates, 1)] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Ajwa Dates is out of stock');
  });
});

describe('POST /api/orders: bad input gets a clear 400 and changes nothing', () => {
  const unknownId = '4f7b8d2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f';
  it.each([
    ['an empty item list', () => ({ order: VALID_CUSTOMER, items: [] }), 'Your cart is empty'],
    [
      'a quantity of 0',
      () => ({ order: VALID_CUSTOMER, items: [line(honey, 0)] }),
      'Quantity must be a whole number of at least 1',
    ],
    [
      'a fractional quantity',
      () => ({ order: VALID_CUSTOMER, items: [line(honey, 1.5)] }),
      'Quantity must be a whole number of at least 1',
    ],
    [
      'a negative quantity',
      () => ({ order: VALID_CUSTOMER, items: [line(honey, -3)] }),
      'Quantity must be a whole number of at least 1',
    ],
    [
      'an unknown product',
      () => ({ order: VALID_CUSTOMER, items: [{ ...line(honey, 1), productId: unknownId }] }),
      'Some products in your cart are no longer available',
    ],
    [
      'a product id that is not one',
      () => ({ order: VALID_CUSTOMER, items: [{ ...line(honey, 1), productId: '1; drop table' }] }),
      'Invalid product id',
    ],
    [
      'a city outside the list',
      () => ({ order: { ...VALID_CUSTOMER, city: 'Atlantis' }, items: [line(honey, 1)] }),
      'Please choose a city from the list',
    ],
    [
      'a short phone number',
      () => ({ order: { ...VALID_CUSTOMER, customerPhone: '0300' }, items: [line(honey, 1)] }),
      'Phone number must be at least 10 digits',
    ],
    ['a missing order', () => ({ items: [line(honey, 1)] }), expect.any(String)],
  ])('refuses %s', async (_case, payload, message) => {
    const before = await orderCount();
    const res = await post(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(message);
    expect(await stockOf(honey)).toBe(10);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a deleted product', async () => {
    await t.database.db.delete(products).where(eq(products.id, dates.id));
    const res = await post({ order: VALID_CUSTOMER, items: [line(honey, 1), line(dates, 1)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([`Unknown product: ${dates.id}`]);
    expect(await stockOf(honey)).toBe(10);
  });

  it('refuses malformed JSON, other content types and bodies over the limit', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: '{"order":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Request body is not valid JSON');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const huge = await post({
      order: { ...VALID_CUSTOMER, shippingAddress: 'x'.repeat(2 * 1024 * 1024) },
      items: [line(honey, 1)],
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await post({ order: VALID_CUSTOMER, items: [line(honey, 1)] }, { 'idempotency-key': 'no' });
    expect(res.statusCode).toBe(400);
    expect(await stockOf(honey)).toBe(10);
  });
});

describe('POST /api/orders: idempotency', () => {
  it('answers a repeated key with the first order, once charged', async () => {
    const headers = { 'idempotency-key': 'checkout-7f3a9c21-retry' };
    const payload = { order: VALID_CUSTOMER, items: [line(honey, 2)] };
    const first = await post(payload, headers);
    const second = await post(payload, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(await stockOf(honey)).toBe(8);
  });

  it('makes one order of a double submit sent at the same moment', async () => {
    const headers = { 'idempotency-key': 'checkout-double-click-0001' };
    const payload = { order: VALID_CUSTOMER, items: [line(honey, 1)] };
    const answers = await Promise.all([
      post(payload, headers),
      post(payload, headers),
      post(payload, headers),
    ]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 200 || s === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await stockOf(honey)).toBe(9);
  });
});
