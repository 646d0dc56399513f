import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orders, products } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { createTestDatabase } from '../../testing/test-database';
import { placeOrder } from './place-order';

const shop = async () => ({
  siteName: 'Test Shop',
  currencySymbol: 'Rs',
  contactEmail: null,
  contactPhone: null,
  whatsappNumber: null,
  emailNotificationsEnabled: false,
  whatsappNotificationsEnabled: false,
  publicUrl: 'http://localhost',
  whatsappConfigured: false,
});
// No packs in this race: every line is a single jar at the product's price.
const packs = { listHomePricingTiers: async () => [], findFlagshipId: async () => null };

const engines: Array<[string, () => Promise<DatabaseHandle>]> = [
  ['PGlite', () => createTestDatabase({ embedded: true })],
];
if (process.env.TEST_DATABASE_URL) engines.push(['PostgreSQL', () => createTestDatabase()]);

const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

describe.each(engines)('twenty shoppers racing for the last five jars (%s)', (_engine, open) => {
  it('gives exactly five orders, stock 0, and a clear 409 to everyone else', async () => {
    const database = await open();
    opened.push(database);
    const jar = await addProduct(database.db, { name: 'Vitalix', price: '6500.00', stock: 5 });
    const attempts = Array.from({ length: 20 }, () =>
      placeOrder(
        database.db,
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
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, jar.id));
    expect(row!.stock).toBe(0);
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(5);
  });
});

describe.each(engines)('shoppers racing for two products, listed in either order (%s)', (_engine, open) => {
  it('never deadlocks: exactly as many orders as the scarcer product allows, and nothing half taken', async () => {
    const database = await open();
    opened.push(database);
    const honey = await addProduct(database.db, { name: 'Sidr Honey', price: '4500.00', stock: 6 });
    const dates = await addProduct(database.db, { name: 'Ajwa Dates', price: '1200.00', stock: 4 });
    const attempts = Array.from({ length: 20 }, (_, i) => {
      const lines = [
        { productId: honey.id, quantity: 1 },
        { productId: dates.id, quantity: 1 },
      ];
      return placeOrder(
        database.db,
        { order: VALID_CUSTOMER, items: i % 2 ? lines : lines.reverse() },
        { shop, packs },
      ).then(
        () => 'placed',
        (error: { statusCode?: number }) => error.statusCode,
      );
    });
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(4);
    expect(outcomes.filter((o) => o === 409)).toHaveLength(16);
    const stock = await database.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, [honey.id, dates.id]));
    expect(new Map(stock.map((row) => [row.id, row.stock]))).toEqual(
      new Map([
        [honey.id, 2],
        [dates.id, 0],
      ]),
    );
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(4);
  });
});
