import { eq } from 'drizzle-orm';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, MAX_ORDER_UNITS } from '../../../common/orders/checkout-schema';
import { notificationOutbox, orderItems, orders } from '../../db/schema';
import { CONFIRMATIONS_PER_HOUR } from '../../modules/orders/confirmation-allowance';
import { IDEMPOTENCY_KEY_REUSED } from '../../modules/orders/place-order';
import { INVALID_HOST, NUL_REFUSED } from '../../plugins/request-guards';
import { addProduct, stockOf as stockOfProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/** What an attacker could do through the order path, each refused with a 4xx and nothing kept. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Product = Awaited<ReturnType<typeof addProduct>>;
const newProduct = (fields: Partial<Parameters<typeof addProduct>[1]> = {}) =>
  addProduct(t.database.db, { name: 'Ajwa Dates', price: '1200.00', stock: 500, ...fields });

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: payload as object, headers });

const orderOf = (items: Array<{ productId: string; quantity: number }>, order: object = VALID_CUSTOMER) => ({
  order,
  items,
});

const stockOf = (p: Product) => stockOfProduct(t.database.db, p.id);

async function ordersFor(email: string) {
  return t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerEmail, email));
}

describe('no single anonymous order can empty the shop', () => {
  it('refuses a line above the shop-wide cap, with nothing taken', async () => {
    const dates = await newProduct();
    const res = await post(orderOf([{ productId: dates.id, quantity: MAX_LINE_QUANTITY + 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`Quantity must be at most ${MAX_LINE_QUANTITY}`);
    expect(await stockOf(dates)).toBe(500);
  });

  it('refuses more units in all than one order may hold, spread over many products', async () => {
    const lines = await Promise.all(Array.from({ length: 3 }, () => newProduct()));
    const res = await post(orderOf(lines.map((p) => ({ productId: p.id, quantity: MAX_LINE_QUANTITY }))));
    expect(MAX_LINE_QUANTITY * 3).toBeGreaterThan(MAX_ORDER_UNITS);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`An order may hold at most ${MAX_ORDER_UNITS} items in all`);
    for (const p of lines) expect(await stockOf(p)).toBe(500);
  });

  it("honours a product's own lower cap, across two lines of the same product", async () => {
    const honey = await newProduct({ name: 'Sidr Honey', maxPerOrder: 3 });
    const res = await post(
      orderOf([
        { productId: honey.id, quantity: 2 },
        { productId: honey.id, quantity: 2 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You can order at most 3 of Sidr Honey at a time');
    expect(await stockOf(honey)).toBe(500);
    expect((await post(orderOf([{ productId: honey.id, quantity: 3 }]))).statusCode).toBe(201);
  });
});

describe('fields hold what they say', () => {
  it('a phone needs ten digits, not ten characters', async () => {
    const dates = await newProduct();
    const res = await post(
      orderOf([{ productId: dates.id, quantity: 1 }], {
        ...VALID_CUSTOMER,
        customerPhone: '(((((())))))--++',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Phone number must be at least 10 digits');
  });

  it.each([
    ['customerName', 'Ayesha\nBcc: victim@example.com', 'Name must be a single line of plain text'],
    ['customerPhone', '0300\n1234567', 'Phone number may only contain digits, +, -, spaces and parentheses'],
    ['city', 'Lah\nore', 'Please choose a city from the list'],
    ['shippingAddress', 'House 5\u0007 Street 2', 'Address may not contain control characters'],
  ])('%s refuses line breaks and control characters', async (field, value, message) => {
    const dates = await newProduct();
    const email = `${field.toLowerCase()}@example.pk`;
    const res = await post(
      orderOf([{ productId: dates.id, quantity: 1 }], {
        ...VALID_CUSTOMER,
        customerEmail: email,
        [field]: value,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await ordersFor(email)).toHaveLength(0);
  });

  it('an address keeps its line breaks', async () => {
    const dates = await newProduct();
    const res = await post(
      orderOf([{ productId: dates.id, quantity: 1 }], {
        ...VALID_CUSTOMER,
        shippingAddress: 'House 12\nStreet 4\nF-7/2',
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('bad input never answers 500', () => {
  it('a NUL character in any JSON text field is a 400', async () => {
    const dates = await newProduct();
    const order = await post(
      orderOf([{ productId: dates.id, quantity: 1 }], { ...VALID_CUSTOMER, postalCode: '44000\u0000' }),
    );
    expect(order.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'admin\u0000', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toBe(NUL_REFUSED);
  });

  it('a NUL character in the address is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/vitalix%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NUL_REFUSED);
  });

  it('a missing or invalid Host header is a 400', async () => {
    for (const host of ['bad host', 'evil.com/x', 'a@b', 'x'.repeat(300), 'x:99999', 'x:65536', '[:::::]']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().error).toBe(INVALID_HOST);
    }
    const fine = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: '[::1]:5002' } });
    expect(fine.statusCode).toBe(200);
  });

  it('a request with no Host at all (HTTP/1.0 allows it) is a 400', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /about HTTP/1.0\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.[01] 400 /);
    expect(answer).toContain(INVALID_HOST);
  });

  it('an over-long or strange Idempotency-Key is a 400', async () => {
    const dates = await newProduct();
    for (const key of ['k'.repeat(101), 'key with spaces', 'short']) {
      const res = await post(orderOf([{ productId: dates.id, quantity: 1 }]), { 'idempotency-key': key });
      expect(res.statusCode, key).toBe(400);
    }
    expect(await stockOf(dates)).toBe(500);
  });

  describe('the order desk', () => {
    let cookie: string;
    beforeAll(async () => {
      await addUser(t, { username: 'desk', role: 'order_confirmation' });
      cookie = await loginCookie(t, 'desk');
    });
    const desk = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: { cookie } });
    const cursor = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    it('refuses a tampered cursor with 400 for every sort', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const tampered = [
        ['total', { v: 'abc', id }],
        ['date', { v: 'yesterday', id }],
        ['status', { v: 'lost', id }],
        ['customer', { v: 'A\u0000', id }],
        ['date', { v: '2026-11-23 10:00:00+00', id: '-'.repeat(36) }],
      ] as const;
      for (const [sort, value] of tampered) {
        const res = await desk(`sort=${sort}&cursor=${cursor(value)}`);
        expect(res.statusCode, `${sort} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json().error).toBe('Invalid cursor');
      }
    });

    it('refuses unknown or repeated filters instead of answering an unfiltered list', async () => {
      expect((await desk('status[]=pending')).statusCode).toBe(400);
      expect((await desk('stauts=pending')).statusCode).toBe(400);
      expect((await desk('status=pending&status=shipped')).statusCode).toBe(400);
      expect((await desk('status=pending')).statusCode).toBe(200);
    });
  });
});

describe('an Idempotency-Key means the same request', () => {
  it('refuses the key with another body (422), placing nothing and taking nothing', async () => {
    const dates = await newProduct();
    const key = 'f3b4c1d2-0000-4000-8000-1234567890ab';
    const first = await post(orderOf([{ productId: dates.id, quantity: 1 }]), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const again = await post(orderOf([{ productId: dates.id, quantity: 1 }]), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const other = await post(orderOf([{ productId: dates.id, quantity: 5 }]), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await stockOf(dates)).toBe(499);
  });
});

describe('confirmation mails are limited per recipient and per phone', () => {
  async function confirmationsTo(email: string) {
    const rows = await t.database.db
      .select({ payload: notificationOutbox.payload })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, 'order-confirmation'));
    return rows.filter((row) => row.payload.to === email).length;
  }

  it('mails one address only a few confirmations an hour, whatever phones the orders give', async () => {
    const dates = await newProduct();
    const victim = 'victim@example.com';
    for (let i = 0; i < CONFIRMATIONS_PER_HOUR + 2; i++) {
      const customer = { ...VALID_CUSTOMER, customerEmail: victim, customerPhone: `0300 12345${10 + i}` };
      expect((await post(orderOf([{ productId: dates.id, quantity: 1 }], customer))).statusCode).toBe(201);
    }
    expect(await ordersFor(victim)).toHaveLength(CONFIRMATIONS_PER_HOUR + 2);
    expect(await confirmationsTo(victim)).toBe(CONFIRMATIONS_PER_HOUR);
  });

  it('mails from one phone only a few confirmations an hour, however the phone is written', async () => {
    const dates = await newProduct();
    const spellings = [
      '0333-7654321',
      '+92 333 7654321',
      '(0333) 765-4321',
      '0092 3337654321',
      '333 765 4321',
    ];
    const recipients = spellings.map((_, i) => `drip${i}@example.com`);
    for (const [i, phone] of spellings.entries()) {
      const customer = { ...VALID_CUSTOMER, customerEmail: recipients[i], customerPhone: phone };
      expect((await post(orderOf([{ productId: dates.id, quantity: 1 }], customer))).statusCode).toBe(201);
    }
    const mailed = await Promise.all(recipients.map(confirmationsTo));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(CONFIRMATIONS_PER_HOUR);
  });
});

describe('nothing sells for nothing, and no order outgrows its total', () => {
  /** Every order, line and message: a refused order adds to none of them. */
  async function everything() {
    const db = t.database.db;
    return {
      orders: (await db.select({ id: orders.id }).from(orders)).length,
      lines: (await db.select({ id: orderItems.id }).from(orderItems)).length,
      messages: (await db.select({ id: notificationOutbox.id }).from(notificationOutbox)).length,
    };
  }

  it('refuses a product whose row says 0, whatever price the cart sends, with nothing stored', async () => {
    const dates = await newProduct();
    // Written by other means than the product editor, which refuses such a price (the column refuses < 0).
    const free = await newProduct({ name: 'Free Sample', price: '0.00' });
    const before = await everything();
    const res = await post({
      order: VALID_CUSTOMER,
      items: [
        { productId: dates.id, quantity: 1 },
        { productId: free.id, quantity: 2, price: 1200 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Free Sample has no price yet and cannot be ordered. Please remove it from your cart.',
    );
    expect(await everything()).toEqual(before);
    expect([await stockOf(dates), await stockOf(free)]).toEqual([500, 500]);
  });

  it('refuses (400) an order whose total the orders table cannot hold, rather than fail on it', async () => {
    // Rs 99,999,999.99 is the most numeric(10, 2) holds; two of a product at Rs 60,000,000 are more.
    const gold = await newProduct({ name: 'Gold Leaf Honey', price: '60000000.00' });
    const before = await everything();
    const res = await post(orderOf([{ productId: gold.id, quantity: 2 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'This order comes to more than Rs 99,999,999.99, the most one order can hold. Please order fewer items.',
    );
    expect(await everything()).toEqual(before);
    expect(await stockOf(gold)).toBe(500);
    // One of them fits.
    expect((await post(orderOf([{ productId: gold.id, quantity: 1 }]))).statusCode).toBe(201);
  });
});
