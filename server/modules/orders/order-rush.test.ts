import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, orderItems, orders, siteSettings } from '../../db/schema';
import { addProduct, stockOf, VALID_CUSTOMER } from '../../testing/test-catalog';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A flash sale through the API: the orders that come together are written together (order-writer.ts)
 * and their mails delivered in shared passes (outbox.ts), and still every shopper gets a true answer,
 * every placed order its mail, once, and its delivery flag.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(siteSettings)
    .values({ siteName: 'Rush Shop', contactEmail: 'orders@rush.example', emailNotificationsEnabled: true });
});
afterAll(() => t.close());

describe('a rush of orders for the last jars', () => {
  it('places exactly as many as there are jars, mails each once and marks it sent', async () => {
    const jar = await addProduct(t.database.db, { name: 'Vitalix', price: '6500.00', stock: 10 });
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: {
            order: { ...VALID_CUSTOMER, customerEmail: '' },
            items: [{ productId: jar.id, quantity: 1 }],
          },
        }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ id: string }>().id);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(14);
    expect(new Set(refused.map((a) => a.json<{ error: string }>().error))).toEqual(
      new Set(['Vitalix is out of stock']),
    );
    expect(await stockOf(t.database.db, jar.id)).toBe(0);

    await t.app.services.outbox.kick();
    await t.app.services.outbox.idle();
    const mails = await t.database.db
      .select({
        orderId: notificationOutbox.orderId,
        sentAt: notificationOutbox.sentAt,
        attempts: notificationOutbox.attempts,
      })
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.orderId, placed));
    expect(mails).toHaveLength(10); // the shop's mail of each placed order, none of a refused one
    expect(mails.every((m) => m.sentAt !== null && m.attempts === 1)).toBe(true);
    const flags = await t.database.db
      .select({ sent: orders.emailNotificationSent, error: orders.notificationError })
      .from(orders)
      .where(inArray(orders.id, placed));
    expect(flags).toEqual(placed.map(() => ({ sent: true, error: null })));
    const lines = await t.database.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.productId, jar.id));
    expect(lines.map((l) => l.orderId).sort()).toEqual([...placed].sort()); // nothing of a refused order
  });
});
