import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { notificationOutbox, orderItems, orders } from '../../db/schema';
import { addProduct, stockOf, VALID_CUSTOMER } from '../../testing/test-catalog';
import { NO_PACKS, orderTestEngines, testShop } from '../../testing/order-test-kit';
import { placeOrder, prepareOrder } from './place-order';
import { writeOrders } from './order-write';
import { createOrderWriter } from './order-writer';

// Notifications on: each placed order writes its shop mail, and a refused one must write none.
const shop = testShop({ contactEmail: 'orders@shop.example', emailNotificationsEnabled: true });
const packs = NO_PACKS;
const noShopperMail = { ...VALID_CUSTOMER, customerEmail: undefined };

const engines = orderTestEngines();

const order = (items: PlaceOrderInput['items']): PlaceOrderInput => ({ order: noShopperMail, items });

async function rowsOf(db: Database, ids: string[]) {
  const count = async (table: typeof orders | typeof orderItems | typeof notificationOutbox) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(inArray(table === orders ? orders.id : (table as typeof orderItems).orderId, ids))
    ).length;
  return {
    orders: await count(orders),
    lines: await count(orderItems),
    messages: await count(notificationOutbox),
  };
}

describe.each(engines)('orders written together (%s)', (_engine, engine) => {
  it('places the orders in turn while their stock lasts, and writes nothing of the first that does not fit nor of those after it', async () => {
    const db = await engine();
    const honey = await addProduct(db, { name: 'Sidr Honey', price: '4500.00', stock: 10 });
    const dates = await addProduct(db, { name: 'Ajwa Dates', price: '1200.00', stock: 3 });
    const prepare = (items: PlaceOrderInput['items']) =>
      prepareOrder(db, order(items), { shop, packs, idempotency: null });
    const batch = [
      await prepare([{ productId: honey.id, quantity: 2 }]),
      await prepare([
        { productId: honey.id, quantity: 1 },
        { productId: dates.id, quantity: 3 },
      ]),
      await prepare([{ productId: dates.id, quantity: 1 }]), // the dates are gone: the run ends here
      await prepare([{ productId: honey.id, quantity: 1 }]), // would fit, but comes after: decided alone
    ];

    const verdict = await writeOrders(db, batch);
    expect(verdict.placed).toEqual([true, true, false, false]);
    expect(verdict.stock).toEqual({ [honey.id]: 10, [dates.id]: 3 }); // as locked, before the take
    expect([await stockOf(db, honey.id), await stockOf(db, dates.id)]).toEqual([7, 0]);
    expect(await rowsOf(db, [batch[0]!.id, batch[1]!.id])).toEqual({ orders: 2, lines: 3, messages: 2 });
    expect(await rowsOf(db, [batch[2]!.id, batch[3]!.id])).toEqual({ orders: 0, lines: 0, messages: 0 });
    const [second] = await db.select().from(orders).where(eq(orders.id, batch[1]!.id));
    expect(second).toMatchObject({ total: '8100.00', status: 'pending' });
  });

  it('gives exactly k orders for the last k jars when many come at once, several to a write', async () => {
    const db = await engine();
    const jar = await addProduct(db, { name: 'Vitalix', price: '6500.00', stock: 10 });
    const sizes: number[] = [];
    const writer = createOrderWriter(db, {
      writeTogether: (d, batch) => (sizes.push(batch.length), writeOrders(d, batch)),
    });
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () =>
        placeOrder(db, order([{ productId: jar.id, quantity: 1 }]), { shop, packs, writer }).then(
          (placed) => placed.id,
          (error: { statusCode?: number; message: string }) => `${error.statusCode} ${error.message}`,
        ),
      ),
    );
    // Every refusal is the stock's, the last jar is sold, and then the count: a failure says which broke.
    const outcomesSeen = JSON.stringify(outcomes);
    expect(new Set(outcomes.filter((o) => o.startsWith('409'))), outcomesSeen).toEqual(
      new Set(['409 Vitalix is out of stock']),
    );
    expect(await stockOf(db, jar.id), outcomesSeen).toBe(0);
    const placed = outcomes.filter((o) => !o.startsWith('409'));
    expect(placed, outcomesSeen).toHaveLength(10);
    expect(await rowsOf(db, placed)).toEqual({ orders: 10, lines: 10, messages: 10 });
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(10);
    expect(Math.max(...sizes)).toBeGreaterThan(1); // written together, not one by one
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(30 * 2);
  });

  it('writes the others of a failed write alone, and gives the order that failed it its own error', async () => {
    const db = await engine();
    const jar = await addProduct(db, { name: 'Vitalix', price: '6500.00', stock: 10 });
    const prepared = await Promise.all(
      ['first', 'taken', 'third'].map((key) =>
        prepareOrder(db, order([{ productId: jar.id, quantity: 1 }]), {
          shop,
          packs,
          idempotency: { key: `key-${key}`, print: 'print' },
        }),
      ),
    );
    // Another copy placed an order with the second one's key since it was read.
    await db.insert(orders).values({
      customerName: 'Elsewhere',
      customerPhone: '+92 300 7654321',
      shippingAddress: 'House 1, Street 2',
      city: 'Lahore',
      total: '1.00',
      idempotencyKey: 'key-taken',
      idempotencyFingerprint: 'print',
    });
    const sizes: number[] = [];
    const writer = createOrderWriter(db, {
      writeTogether: (d, batch) => (sizes.push(batch.length), writeOrders(d, batch)),
    });
    // Two orders of another product take both writes under way, so the three wait and go together.
    const other = await addProduct(db, { name: 'Ajwa Dates', price: '1200.00', stock: 10 });
    const first = await Promise.all(
      [1, 2].map(() =>
        prepareOrder(db, order([{ productId: other.id, quantity: 1 }]), { shop, packs, idempotency: null }),
      ),
    );
    const outcomes = await Promise.allSettled([...first, ...prepared].map((p) => writer.write(p))).then(
      (all) => all.slice(2),
    );
    expect(sizes.slice(0, 3)).toEqual([1, 1, 3]); // the write of three failed on the taken key…
    expect(sizes.slice(3)).toEqual([1, 1, 1]); // …so each of them was written alone
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: expect.objectContaining({ placed: true }) });
    expect(outcomes[2]).toEqual({ status: 'fulfilled', value: expect.objectContaining({ placed: true }) });
    expect(outcomes[1]!.status).toBe('rejected');
    expect(
      isUniqueViolation((outcomes[1] as PromiseRejectedResult).reason, 'orders_idempotency_key_key'),
    ).toBe(true);
    expect(await stockOf(db, jar.id)).toBe(8);
    expect(await rowsOf(db, [prepared[1]!.id])).toEqual({ orders: 0, lines: 0, messages: 0 });
  });
});
