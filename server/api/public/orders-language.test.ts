import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, orders } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The order remembers the storefront's language it came from (decision 038): `language` is our optional
 * addition to POST /api/orders (the checkout page sets it from its address), `en` or `ur` and nothing
 * else; the shopper's confirmation mail is in it.
 */
let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await addProduct(t.database.db, { name: 'Sidr Honey', price: '4500.50', stock: 100 })).id;
});
afterAll(() => t.close());

const place = (order: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: { ...VALID_CUSTOMER, ...order }, items: [{ productId, quantity: 2 }] },
  });

async function confirmationMail(orderId: string) {
  const [row] = await t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, 'order-confirmation')));
  return row!.payload as { subject: string; text: string; html: string };
}

const languageOf = async (id: string) =>
  (await t.database.db.select({ language: orders.language }).from(orders).where(eq(orders.id, id)))[0]!
    .language;

describe('the language an order remembers', () => {
  it('is English when the order does not say, with the mail as it always was', async () => {
    const res = await place({ customerPhone: '0300 1110001' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(await languageOf(id)).toBe('en');
    const mail = await confirmationMail(id);
    expect(mail.subject).toBe(`Order Confirmed! #${id.slice(0, 8)} - Vitalix Organics`);
    expect(mail.text).toContain('Payment: Cash on Delivery. Please keep Rs 9,001.00 ready');
    expect(mail.html).not.toContain('dir="rtl"');
  });

  it('is Urdu for an order from the Urdu storefront, whose confirmation mail is in Urdu, right to left', async () => {
    const res = await place({ customerPhone: '0300 1110002', language: 'ur' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(await languageOf(id)).toBe('ur');
    const mail = await confirmationMail(id);
    expect(mail.subject).toBe(`آرڈر کی تصدیق ہو گئی! #${id.slice(0, 8)} - Vitalix Organics`);
    expect(mail.text).toContain('السلام علیکم Ayesha Khan،');
    expect(mail.text).toContain('کل رقم: \u200eRs 9,001.00');
    expect(mail.html).toMatch(/^<div lang="ur" dir="rtl"/);
    // The lines keep the shop's own product names; only the mail's words change.
    expect(mail.text).toContain('Sidr Honey x 2');
  });

  it('takes nothing but en or ur, and stores nothing otherwise', async () => {
    const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    for (const language of ['fr', 'UR', '', 7, "ur'; --"]) {
      const res = await place({ customerPhone: '0300 1110003', language });
      expect(res.statusCode, String(language)).toBe(400);
    }
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });
});
