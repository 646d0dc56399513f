/**
 * Order engine throughput on the production build and PostgreSQL:
 *  - POST /api/orders from 16 concurrent clients: orders per second, p50 and p99 latency;
 *  - GET /api/admin/orders filtered by status on 100,000 orders: p50 and p99.
 *
 *   npm run build && npm run bench:orders
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; a fresh database is
 * made for the run and dropped after. Figures, not pass/fail: record them in docs/performance.md.
 */
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { installDemoShop } from '../server/seed/install-demo-shop';
import { addSyntheticOrders } from '../server/seed/synthetic-orders';
import { withBenchDatabase } from './bench-database';
import { adminCookie, loadTest, placeOrder, startProductionServer } from './server-process';

const ORDERS_IN_DATABASE = Number(process.env.BENCH_ORDERS ?? 100_000);
const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

await withBenchDatabase('shop_bench', async (databaseUrl) => {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  await database.migrate();
  await installDemoShop(database.db, { dataDir: '/tmp/bench-unused', images: false });
  const seeded = Date.now();
  await addSyntheticOrders(database.db, ORDERS_IN_DATABASE);
  console.log(`Seeded ${ORDERS_IN_DATABASE} orders in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  await database.close();

  const server = await startProductionServer(5403, { DATABASE_URL: databaseUrl });
  try {
    const products = (await (await fetch(`${server.url}/api/products`)).json()) as Array<{
      id: string;
      stock: number;
    }>;
    // Plenty of stock so the benchmark measures placing orders, not refusing them.
    const fresh = new pg.Client({ connectionString: databaseUrl });
    await fresh.connect();
    await fresh.query('UPDATE products SET stock = 100000000');
    await fresh.end();

    const place = await loadTest(CLIENTS, SECONDS * 1000, (i) =>
      placeOrder(server.url, products[i % products.length]!.id, i),
    );
    console.log(
      `POST /api/orders, ${CLIENTS} clients, ${SECONDS} s: ${place.perSecond.toFixed(0)} orders/s, p50 ${place.p50.toFixed(1)} ms, p99 ${place.p99.toFixed(1)} ms, failures ${place.failures}`,
    );

    const cookie = await adminCookie(server.url);
    const statuses = ['pending', 'processing', 'shipped', 'completed', 'cancelled'];
    const list = await loadTest(CLIENTS, SECONDS * 1000, async (i) => {
      const res = await fetch(
        `${server.url}/api/admin/orders?status=${statuses[i % statuses.length]}&limit=50`,
        {
          headers: { cookie },
        },
      );
      await res.arrayBuffer();
      return res.ok;
    });
    console.log(
      `GET /api/admin/orders?status=…, ${ORDERS_IN_DATABASE + place.count} orders: ${list.perSecond.toFixed(0)} req/s, p50 ${list.p50.toFixed(1)} ms, p99 ${list.p99.toFixed(1)} ms, failures ${list.failures}`,
    );
  } finally {
    await server.stop();
  }
});
