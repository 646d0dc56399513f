import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { notificationOutbox, orderItems, orders, products } from '../../db/schema';
import { addProduct, stockOf, VALID_CUSTOMER } from '../../testing/test-catalog';
import { NO_PACKS, orderTestEngines, testShop } from '../../testing/order-test-kit';
import { commitOrder, placeOrder, prepareOrder } from './place-order';

// Notifications on, so that a placed order would write outbox rows: a refused one must write none.
const shop = testShop({ contactEmail: 'orders@shop.example', emailNotificationsEnabled: true });
const packs = NO_PACKS;

const engines = orderTestEngines();

async function everything(db: Database) {
  return {
    orders: (await db.select({ id: orders.id }).from(orders)).length,
    lines: (await db.select({ id: orderItems.id }).from(orderItems)).length,
    messages: (await db.select({ id: notificationOutbox.id }).from(notificationOutbox)).length,
  };
}

describe.each(engines)('a refused order writes nothing (%s)', (_engine, open) => {
  it('refuses a shortfall seen when the order is read, and one found under the lock, leaving no trace', async () => {
    const db = await open();
    const honey = await addProduct(db, { name: 'Sidr Honey', price: '4500.50', stock: 10 });
    const dates = await addProduct(db, { name: 'Ajwa Dates', price: '1200.00', stock: 3 });
    const order = {
      order: VALID_CUSTOMER,
      items: [
        { productId: honey.id, quantity: 2 },
        { productId: dates.id, quantity: 2 },
      ],
    };

    // The first order goes through and writes its order, two lines and its two mails.
    await placeOrder(db, order, { shop, packs });
    expect(await everything(db)).toEqual({ orders: 1, lines: 2, messages: 2 });
    expect([await stockOf(db, honey.id), await stockOf(db, dates.id)]).toEqual([8, 1]);
    const before = await everything(db);

    // Short when read: refused before any lock is taken.
    await expect(placeOrder(db, order, { shop, packs })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Only 1 of Ajwa Dates available, you asked for 2',
    });
    expect(await everything(db)).toEqual(before);
    expect([await stockOf(db, honey.id), await stockOf(db, dates.id)]).toEqual([8, 1]);

    // Enough when read, short when its write takes the stock (another shopper took the dates in between):
    // the honey, locked and taken in the same statement, is not taken either.
    await db.update(products).set({ stock: 5 }).where(eq(products.id, dates.id));
    const raced = await prepareOrder(db, order, { shop, packs, idempotency: null });
    await db.update(products).set({ stock: 0 }).where(eq(products.id, dates.id));
    await expect(commitOrder(db, raced)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Ajwa Dates is out of stock',
    });
    expect(await everything(db)).toEqual(before);
    expect([await stockOf(db, honey.id), await stockOf(db, dates.id)]).toEqual([8, 0]);

    // Short of a few under the lock: the 409 says what is left, as read under the lock.
    await db.update(products).set({ stock: 5 }).where(eq(products.id, dates.id));
    const outrun = await prepareOrder(db, order, { shop, packs, idempotency: null });
    await db.update(products).set({ stock: 1 }).where(eq(products.id, dates.id));
    await expect(commitOrder(db, outrun)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Only 1 of Ajwa Dates available, you asked for 2',
    });
    expect(await everything(db)).toEqual(before);

    // A product deleted between the order's reads and its write: out of stock, nothing written.
    await db.update(products).set({ stock: 5 }).where(eq(products.id, dates.id));
    const orphaned = await prepareOrder(db, order, { shop, packs, idempotency: null });
    await db.delete(products).where(eq(products.id, dates.id));
    await expect(commitOrder(db, orphaned)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Ajwa Dates is out of stock',
    });
    expect(await everything(db)).toEqual(before);
    expect(await stockOf(db, honey.id)).toBe(8);

    // The write that goes through writes the order as prepared, its lines and its mails, all at once.
    const placed = await prepareOrder(
      db,
      { ...order, items: [order.items[0]!] },
      {
        shop,
        packs,
        idempotency: null,
      },
    );
    await commitOrder(db, placed);
    expect(await everything(db)).toEqual({
      orders: before.orders + 1,
      lines: before.lines + 1,
      messages: before.messages + 2,
    });
    const [written] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(written).toMatchObject({ total: '9001.00', customerName: VALID_CUSTOMER.customerName });
    expect(await stockOf(db, honey.id)).toBe(6);
  });
});
