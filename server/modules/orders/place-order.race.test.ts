import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { NO_PACKS, orderTestEngines, testShop } from '../../testing/order-test-kit';
import { placeOrder } from './place-order';
import { createOrderWriter } from './order-writer';

const shop = testShop(); // No packs in this race: every line is a single jar at the product's price.
const packs = NO_PACKS;

const engines = orderTestEngines();

describe.each(engines)('twenty shoppers racing for the last five jars (%s)', (_engine, open) => {
  it('gives exactly five orders, stock 0, and a clear 409 to everyone else', async () => {
    const db = await open();
    const jar = await addProduct(db, { name: 'Vitalix', price: '6500.00', stock: 5 });
    const attempts = Array.from({ length: 20 }, () =>
      placeOrder(
        db,
        { order: VALID_CUSTOMER, items: [{ productId: jar.id, quantity: 1 }] },
        { shop, packs },
      ).then(
        () => 'placed',
        (error: { statusCode?: number }) => error.statusCode,
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 409)).toHaveLength(15);
    const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, jar.id));
    expect(row!.stock).toBe(0);
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(5);
  });
});

describe.each(engines)('shoppers racing for two products, listed in either order (%s)', (_engine, open) => {
  // Each order written alone, and orders written together by one writer (order-writer.ts, decision 023).
  it.each([
    ['each alone', false],
    ['written together', true],
  ])(
    'never deadlocks (%s): exactly as many orders as the scarcer product allows, and nothing half taken',
    async (_how, together) => {
      const db = await open();
      const writer = together ? createOrderWriter(db) : undefined;
      const honey = await addProduct(db, { name: 'Sidr Honey', price: '4500.00', stock: 6 });
      const dates = await addProduct(db, { name: 'Ajwa Dates', price: '1200.00', stock: 4 });
      const attempts = Array.from({ length: 20 }, (_, i) => {
        const lines = [
          { productId: honey.id, quantity: 1 },
          { productId: dates.id, quantity: 1 },
        ];
        return placeOrder(
          db,
          { order: VALID_CUSTOMER, items: i % 2 ? lines : lines.reverse() },
          { shop, packs, writer },
        ).then(
          () => 'placed',
          (error: { statusCode?: number }) => error.statusCode,
        );
      });
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((o) => o === 'placed')).toHaveLength(4);
      expect(outcomes.filter((o) => o === 409)).toHaveLength(16);
      const stock = await db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(inArray(products.id, [honey.id, dates.id]));
      expect(new Map(stock.map((row) => [row.id, row.stock]))).toEqual(
        new Map([
          [honey.id, 2],
          [dates.id, 0],
        ]),
      );
      expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(4);
    },
  );
});
