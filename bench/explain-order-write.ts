/**
 * What PostgreSQL does for one write of orders together (order-write.ts, decision 023): EXPLAIN (ANALYZE,
 * BUFFERS) of the batched statement for BATCH orders of the flagship, on a fresh database with the demo
 * shop, after a warm-up, with the time each trigger took (order totals, the public-stock notice of
 * migration 0023) as PostgreSQL reports it. Nothing is kept: each explained write is rolled back.
 *
 *   npx tsx bench/explain-order-write.ts     (BENCH_PG_URL, BATCH: orders per write, 16)
 */
import pg from 'pg';
import { placeOrderSchema } from '../common/orders/checkout-schema';
import { openDatabase, type Database } from '../server/db/client';
import { prepareOrder } from '../server/modules/orders/place-order';
import { writeOrders, type OrderToWrite } from '../server/modules/orders/order-write';
import { installDemoShop } from '../server/seed/install-demo-shop';
import { withBenchDatabase } from './bench-database';
import { benchOrder } from './server-process';

const BATCH = Number(process.env.BATCH ?? 16);

const shop = {
  siteName: 'Bench',
  currencySymbol: 'Rs',
  contactEmail: 'shop@example.pk',
  contactPhone: '+92 300 1234567',
  whatsappNumber: null,
  emailNotificationsEnabled: true,
  whatsappNotificationsEnabled: false,
  whatsappShippingUpdates: false,
  publicUrl: 'http://localhost',
  whatsappConfigured: false,
  whatsappTemplateNames: {},
  whatsappLanguage: 'en' as const,
};
const packs = { listHomePricingTiers: async () => [], findFlagshipId: async () => null };

/** The statement and its values exactly as writeOrders sends them, caught instead of run. */
async function statementFor(batch: OrderToWrite[]) {
  let caught: { text: string; values: unknown[] } | undefined;
  const catcher = {
    _: {
      session: {
        prepareQuery: (query: { sql: string; params: Array<{ name: string }> }) => ({
          execute: async (values: Record<string, unknown>) => {
            caught = { text: query.sql, values: query.params.map((p) => values[p.name]) };
            return { rows: [{ placed: [], stock: {} }] };
          },
        }),
      },
    },
  } as unknown as Database;
  await writeOrders(catcher, batch);
  return caught!;
}

await withBenchDatabase('shop_explain', async (url) => {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await database.migrate();
  await installDemoShop(database.db, { dataDir: '/tmp/bench-unused', images: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('UPDATE products SET stock = 100000000, max_per_order = NULL');
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM products WHERE slug = 'vitalix'`);
    const productId = rows[0]!.id;
    const orders = (n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          prepareOrder(database.db, placeOrderSchema.parse(benchOrder(productId, i)), {
            idempotency: null,
            shop: async () => shop,
            packs,
          }),
        ),
      );
    // Warm-up: some orders already there, statistics and caches as on a running shop.
    for (let i = 0; i < 50; i++) await writeOrders(database.db, await orders(BATCH));
    await client.query('ANALYZE');
    for (const n of [1, BATCH]) {
      const { text, values } = await statementFor(await orders(n));
      await client.query('BEGIN');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, TIMING) ${text}`,
        values,
      );
      await client.query('ROLLBACK');
      console.log(`\n=== ${n} order(s) in one write ===`);
      for (const row of plan.rows) console.log(row['QUERY PLAN']);
    }
  } finally {
    await client.end();
    await database.close();
  }
});
