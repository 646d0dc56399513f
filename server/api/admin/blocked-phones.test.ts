import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOCKLIST_MESSAGES } from '../../../common/orders/blocklist-schemas';
import { auditLog, blockedPhones, orders, products } from '../../db/schema';
import { NOT_A_PAKISTANI_PHONE } from '../../modules/phones/pakistani-phone';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * The blocklist of phones (decision 022): staff with order access block a number however it is typed,
 * see the list and unblock it; each change is audited, each refusal changes nothing.
 */
let t: TestApp;
const cookies = {} as Record<'desk' | 'editor' | 'shopper', string>;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'shopper' });
  for (const who of ['desk', 'editor', 'shopper'] as const) cookies[who] = await loginCookie(t, who);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(blockedPhones);
  await t.database.db.delete(auditLog);
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = cookies.desk) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });
const rows = () => t.database.db.select().from(blockedPhones);
const audits = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);

describe('blocking a phone', () => {
  it('blocks the number in its one form, whoever typed it how, and audits it', async () => {
    const res = await call('POST', '/blocked-phones', { phone: '0300-1234567', reason: 'Three fake orders' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      phone: '+923001234567',
      display: '+92 300 1234567',
      reason: 'Three fake orders',
      blockedBy: 'desk',
    });
    expect(await audits()).toMatchObject([
      {
        entity: 'phone_block',
        action: 'create',
        entityId: '+923001234567',
        actorUsername: 'desk',
        before: null,
        after: { phone: '+92 300 1234567', reason: 'Three fake orders' },
      },
    ]);

    // The same phone written another way is the same row.
    const again = await call('POST', '/blocked-phones', { phone: '+92 300 1234567' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BLOCKLIST_MESSAGES.alreadyBlocked);
    expect(await rows()).toHaveLength(1);
    expect(await audits()).toHaveLength(1);
  });

  it('lists the blocked phones for order staff, newest first', async () => {
    await call('POST', '/blocked-phones', { phone: '03001234567' });
    await call('POST', '/blocked-phones', { phone: '0312 7654321', reason: 'Abusive' });
    const res = await call('GET', '/blocked-phones');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((row: { phone: string }) => row.phone)).toEqual(['+923127654321', '+923001234567']);
  });

  it.each([
    [{ phone: '12345' }, NOT_A_PAKISTANI_PHONE],
    [{ phone: '+44 20 7946 0958' }, NOT_A_PAKISTANI_PHONE],
    [{ phone: '' }, BLOCKLIST_MESSAGES.phoneRequired],
    [{}, BLOCKLIST_MESSAGES.phoneRequired],
    [{ phone: '03001234567', reason: 'x'.repeat(201) }, BLOCKLIST_MESSAGES.reasonTooLong],
    [{ phone: '03001234567', reason: 'two\nlines' }, 'Reason must be one line'],
    [{ phone: '03001234567', extra: 1 }, 'Unrecognized key: "extra"'],
  ])('refuses %j with a 400 and stores nothing', async (body, message) => {
    const res = await call('POST', '/blocked-phones', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await rows()).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});

describe('unblocking a phone', () => {
  it('removes it, audited, and answers 404 for a phone not blocked', async () => {
    await call('POST', '/blocked-phones', { phone: '03001234567' });
    const res = await call('POST', '/blocked-phones/unblock', { phone: '+923001234567' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await rows()).toEqual([]);
    expect((await audits()).map((entry) => entry.action)).toEqual(['create', 'delete']);

    const missing = await call('POST', '/blocked-phones/unblock', { phone: '+923001234567' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(BLOCKLIST_MESSAGES.notFound);
    for (const body of [{ phone: '03001234567' }, {}, { phone: '+923001234567', reason: 'x' }]) {
      expect((await call('POST', '/blocked-phones/unblock', body)).statusCode).toBe(400);
    }
    expect(await audits()).toHaveLength(2);
  });

  it('takes the phone in the body only: the address that carried it is gone', async () => {
    await call('POST', '/blocked-phones', { phone: '03001234567' });
    const res = await call('DELETE', `/blocked-phones/${encodeURIComponent('+923001234567')}`);
    expect(res.statusCode).toBe(404);
    expect(await rows()).toHaveLength(1);
  });
});

describe('who may', () => {
  it('refuses visitors (401) and customers (403), and stores nothing', async () => {
    for (const [cookie, status] of [
      ['', 401],
      [cookies.shopper, 403],
    ] as const) {
      expect((await call('GET', '/blocked-phones', undefined, cookie)).statusCode).toBe(status);
      expect((await call('POST', '/blocked-phones', { phone: '03001234567' }, cookie)).statusCode).toBe(
        status,
      );
    }
    expect(await rows()).toEqual([]);
  });

  it('lets every staff role with order access block: content staff too', async () => {
    const res = await call('POST', '/blocked-phones', { phone: '03001234567' }, cookies.editor);
    expect(res.statusCode).toBe(201);
    expect(res.json().blockedBy).toBe('editor');
  });
});

describe('an order from a blocked phone, or from no Pakistani phone', () => {
  const order = async (customerPhone: string) => {
    const product = await addProduct(t.database.db, {
      name: `Honey ${customerPhone}`,
      price: '900.00',
      stock: 5,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        order: { ...VALID_CUSTOMER, customerPhone },
        items: [{ productId: product.id, quantity: 2 }],
      },
    });
    const [left] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    return { res, stock: left!.stock };
  };
  const placed = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

  it('is refused politely, naming the shop phone, and nothing is stored', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      payload: { contactPhone: '0300 0000000' },
      headers: { cookie: cookies.editor },
    });
    expect(saved.statusCode).toBe(200);
    await call('POST', '/blocked-phones', { phone: '0333 4444444', reason: 'Fake orders' });
    const before = await placed();
    const { res, stock } = await order('+92-333-4444444');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      // The shop's number as shoppers read it (saved as +923000000000).
      'We could not place this order online. Please call us on +92 300 0000000 to order.',
    );
    expect(stock).toBe(5);
    expect(await placed()).toBe(before);
  });

  it('refuses a number that cannot be a Pakistani phone, saying so', async () => {
    const before = await placed();
    const { res, stock } = await order('+44 20 7946 0958');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NOT_A_PAKISTANI_PHONE);
    expect(stock).toBe(5);
    expect(await placed()).toBe(before);
  });

  it('takes an order from any other phone', async () => {
    const { res, stock } = await order('0300 1234567');
    expect(res.statusCode).toBe(201);
    expect(stock).toBe(3);
  });
});
