/**
 * GET /api/admin/dashboard at scale (decision 014): the first request of a freshly started server
 * (cold), then 4 concurrent clients for BENCH_SECONDS: p50, p99, requests per second, failures.
 *
 *   npm run bench:dashboard                      # 100,000 then 1,000,000 orders
 *   BENCH_ORDERS=100000 npm run bench:dashboard  # one size
 *   BENCH_DATABASE=shop_bench_desk_1000000 BENCH_ORDERS=1000000 npm run bench:dashboard
 *
 * Then what keeping the totals costs the checkout (POST /api/orders with and without their trigger).
 * One fresh PostgreSQL database (BENCH_PG_URL) is seeded up to each size in turn and dropped at the end.
 * With BENCH_DATABASE, a kept database (bench:order-desk's, whose 1,000,000 orders take many minutes to
 * seed) is migrated, topped up to the one size and measured; the checkout's cost is not measured there,
 * as it switches the totals' trigger off and leaves the totals wrong.
 * The API runs from source (no build needed). Figures, not pass/fail: record them in
 * docs/performance.md.
 */
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { installDemoShop } from '../server/seed/install-demo-shop';
import { addSyntheticOrders } from '../server/seed/synthetic-orders';
import { withDatabase } from '../tests/setup/global-setup';
import { BENCH_PG_URL, withBenchDatabase } from './bench-database';
import { loadAverage } from './bare-limit';
import { adminCookie, loadTest, placeOrder, startApiServer } from './server-process';

const SIZES = (process.env.BENCH_ORDERS ?? '100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = 4;
const PORT = 5405;

type Answer = { totalOrders?: number };

/**
 * The dashboard, and for comparison the cheapest admin call (the own profile: the same session check, no
 * data), whose figures are the floor of any admin request on this machine.
 */
const CALLS = [
  { name: 'GET /api/admin/dashboard', path: '/api/admin/dashboard' },
  { name: 'GET /api/admin/profile (floor)', path: '/api/admin/profile' },
];

async function get(url: string, cookie: string): Promise<Answer | null> {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) {
    await res.arrayBuffer();
    return null;
  }
  return (await res.json()) as Answer;
}

async function countOrders(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Seeds the database up to each size in turn and measures the calls at each. */
async function measureSizes(databaseUrl: string, sizes: number[]) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  await database.migrate();
  await installDemoShop(database.db, { dataDir: '/tmp/bench-unused', images: false });
  let seeded = await countOrders(databaseUrl);
  console.log(`${CLIENTS} clients, ${SECONDS} s per call (ms), load average ${loadAverage()}:`);
  console.log('call | orders | cold | p50 | p99 | req/s | failures');
  for (const size of sizes) {
    const started = Date.now();
    if (size > seeded) {
      await addSyntheticOrders(database.db, size - seeded, size);
      console.log(
        `Seeded ${(size - seeded).toLocaleString('en')} orders (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
      seeded = size;
    }
    for (const call of CALLS) await measureCall(databaseUrl, call, seeded);
  }
  await database.close();
}

async function measureCall(databaseUrl: string, call: (typeof CALLS)[number], size: number) {
  const server = await startApiServer(PORT, { DATABASE_URL: databaseUrl });
  try {
    const cookie = await adminCookie(server.url);
    const url = `${server.url}${call.path}`;
    // A right dashboard counts every order seeded: the totals are the triggers' work.
    const right = (body: Answer | null) =>
      body !== null && (body.totalOrders === undefined || body.totalOrders === size);
    const coldStarted = performance.now();
    const first = await get(url, cookie);
    const cold = performance.now() - coldStarted;
    const load = await loadTest(CLIENTS, SECONDS * 1000, async () => right(await get(url, cookie)));
    console.log(
      `${call.name} | ${size.toLocaleString('en')} | ${cold.toFixed(1)} | ${load.p50.toFixed(1)} | ${load.p99.toFixed(1)} | ${load.perSecond.toFixed(0)} | ${load.failures + (right(first) ? 0 : 1)}/${load.count + 1}`,
    );
  } finally {
    await server.stop();
  }
}

const KEPT_DATABASE = process.env.BENCH_DATABASE;
if (KEPT_DATABASE) {
  await measureSizes(withDatabase(BENCH_PG_URL, KEPT_DATABASE), [Math.max(...SIZES)]);
} else {
  await withBenchDatabase('shop_bench_dashboard', async (databaseUrl) => {
    await measureSizes(databaseUrl, SIZES);
    await measureWriteCost(databaseUrl);
  });
}

/**
 * What keeping the totals costs the checkout: POST /api/orders from 16 clients with the totals' trigger
 * and without it, in turns after a warm-up, as one run alone moves with the machine's load (the totals
 * are wrong after this: it runs last, on a database about to go).
 */
async function measureWriteCost(databaseUrl: string) {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  const server = await startApiServer(PORT, { DATABASE_URL: databaseUrl });
  try {
    // Plenty of stock so the benchmark measures placing orders, not refusing them.
    const { rows } = await sql.query<{ id: string }>('UPDATE products SET stock = 100000000 RETURNING id');
    const place = (seconds: number) =>
      loadTest(16, seconds * 1000, (i) => placeOrder(server.url, rows[i % rows.length]!.id, i));
    await place(5);
    console.log('POST /api/orders, 16 clients | orders/s | p50 | p99 | failures');
    for (const turn of ['ENABLE', 'DISABLE', 'ENABLE', 'DISABLE']) {
      await sql.query(`ALTER TABLE orders ${turn} TRIGGER order_totals_insert`);
      const load = await place(SECONDS);
      console.log(
        `totals ${turn === 'ENABLE' ? 'kept' : 'not kept'} | ${load.perSecond.toFixed(0)} | ${load.p50.toFixed(1)} | ${load.p99.toFixed(1)} | ${load.failures}/${load.count}`,
      );
    }
  } finally {
    await server.stop();
    await sql.end();
  }
}
