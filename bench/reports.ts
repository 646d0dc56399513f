/**
 * The reports at scale (docs/reports.md, decision 035): each report over the last 90 days, the first
 * request of a freshly started server (cold), one client alone for 2 s (p50: the request's own cost),
 * then CLIENTS concurrent clients for BENCH_SECONDS: p50, p99, requests per second, failures (an error, or an answer that is not the report's shape). One CSV
 * export is measured the same way. The target is a p99 of 200 ms at 1,000,000 orders.
 *
 *   BENCH_ORDERS=1000000 npm run bench:reports
 *   BENCH_REPORTS=profit,outstanding npm run bench:reports   # only some reports
 *
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server. The database
 * (BENCH_DATABASE, default shop_bench_reports_<orders>) is kept between runs, as seeding 1,000,000 orders
 * takes many minutes: it is migrated (the time the reports' migration took to count the orders already
 * there is printed), topped up to BENCH_ORDERS synthetic orders (delivered and returned parcels with
 * couriers among them), given cost prices and courier rates, and most of the parcels delivered before
 * the last ten days paid, so that cash outstanding has something to follow. Figures, not pass/fail:
 * record them in docs/performance.md.
 */
import pg from 'pg';
import { REPORT_KEYS, REPORT_SCHEMAS, type ReportKey } from '../common/admin/report-schemas';
import { shopDay } from '../common/shop-clock';
import { openDatabase } from '../server/db/client';
import { installDemoShop } from '../server/seed/install-demo-shop';
import { addSyntheticOrders } from '../server/seed/synthetic-orders';
import { withDatabase } from '../tests/setup/global-setup';
import { loadAverage } from './bare-limit';
import { BENCH_PG_URL, keptDatabase } from './bench-database';
import { adminCookie, loadTest, startApiServer } from './server-process';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DATABASE = process.env.BENCH_DATABASE ?? `shop_bench_reports_${ORDERS}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DAYS = 90;
const CLIENTS = 4;
const PORT = 5406;
const ONLY = process.env.BENCH_REPORTS?.split(',');
const databaseUrl = withDatabase(BENCH_PG_URL, DATABASE);

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Creates the database on first use, migrates it and tops it up; the parcels' costs and payments. */
async function prepare() {
  await keptDatabase(DATABASE);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const migrated = Date.now();
    await database.migrate();
    console.log(`Migrated in ${seconds(migrated)} (the reports' migration counts the orders already there)`);
    await installDemoShop(database.db, { dataDir: '/tmp/bench-unused', images: false });
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const missing = ORDERS - rows[0]!.n;
    if (missing > 0) {
      const started = Date.now();
      await addSyntheticOrders(database.db, missing, ORDERS);
      console.log(`Seeded ${missing} orders in ${seconds(started)}`);
    }
    const costed = Date.now();
    // What an owner types once: cost prices, and each courier's rates (each refigures its parcels).
    await client.query('UPDATE products SET cost_price = round(price * 0.45, 2) WHERE cost_price IS NULL');
    const rated = await client.query(`
      INSERT INTO courier_rates (courier, flat_charge, cod_charge_percent, income_tax_percent, sales_tax_percent, updated_by)
      VALUES ('postex', 180, 1.5, 2, 2, 'bench'), ('trax', 165, 1, 2, 2, 'bench'), ('leopards', 150, 1, 2, 2, 'bench'),
        ('tcs', 210, 0, 2, 2, 'bench'), ('mnp', 170, 0.5, 2, 2, 'bench')
      ON CONFLICT (courier) DO NOTHING`);
    // Paid 3 to 7 days after delivery, up to ten days ago: the payments' days in one statement over
    // the outcomes (the totals' trigger counts them at once) instead of one per order.
    await client.query('BEGIN');
    await client.query('ALTER TABLE orders DISABLE TRIGGER report_orders_update');
    const paid = await client.query(`
      UPDATE orders SET settled_at = delivered_at + (3 + (hashtext(id::text) & 3)) * interval '1 day',
        settlement_expected = 0, settled_amount = 0
      WHERE status = 'completed' AND courier IS NOT NULL AND settled_at IS NULL
        AND delivered_at < now() - interval '10 days'`);
    await client.query(`
      UPDATE order_outcomes oc SET paid_day = order_totals_day(o.settled_at)
      FROM orders o WHERE o.id = oc.order_id AND oc.outcome = 'delivered' AND o.settled_at IS NOT NULL
        AND oc.paid_day IS DISTINCT FROM order_totals_day(o.settled_at)`);
    await client.query('ALTER TABLE orders ENABLE TRIGGER report_orders_update');
    await client.query('COMMIT');
    if (rated.rowCount || paid.rowCount) {
      console.log(`Costs, rates and ${paid.rowCount} payments in ${seconds(costed)}`);
    }
    await client.query('VACUUM ANALYZE');
    const sizes = await client.query<{ table: string; n: number }>(`
      SELECT 'orders' AS table, count(*)::int AS n FROM orders
      UNION ALL SELECT 'order_outcomes', count(*)::int FROM order_outcomes
      UNION ALL SELECT 'report_courier_days', count(*)::int FROM report_courier_days
      UNION ALL SELECT 'report_city_days', count(*)::int FROM report_city_days
      UNION ALL SELECT 'report_product_days', count(*)::int FROM report_product_days`);
    console.log(sizes.rows.map((row) => `${row.table} ${row.n.toLocaleString('en')}`).join(', '));
  } finally {
    await client.end();
    await database.close();
  }
}

async function measure() {
  const server = await startApiServer(PORT, { DATABASE_URL: databaseUrl });
  try {
    const cookie = await adminCookie(server.url);
    const to = shopDay(new Date());
    const from = shopDay(new Date(Date.now() - (DAYS - 1) * 86_400_000));
    const range = `from=${from}&to=${to}`;
    console.log(
      `${DAYS} days (${from} to ${to}), ${CLIENTS} clients, ${SECONDS} s each (ms), load average ${loadAverage()}:`,
    );
    console.log('report | cold | alone p50 | p50 | p99 | req/s | failures');
    const reports = REPORT_KEYS.filter((key) => !ONLY || ONLY.includes(key));
    const calls: Array<{ name: string; path: string; right: (res: Response) => Promise<boolean> }> = [
      ...reports.map((key: ReportKey) => ({
        name: `GET /api/admin/reports/${key}`,
        path: `/api/admin/reports/${key}?${range}`,
        right: async (res: Response) => res.ok && REPORT_SCHEMAS[key].safeParse(await res.json()).success,
      })),
      {
        name: 'GET /api/admin/reports/profit/export (CSV)',
        path: `/api/admin/reports/profit/export?${range}`,
        right: async (res: Response) => res.ok && (await res.text()).split('\r\n').length === DAYS + 3,
      },
    ];
    for (const call of calls) {
      const get = async () => call.right(await fetch(`${server.url}${call.path}`, { headers: { cookie } }));
      const started = performance.now();
      const first = await get();
      const cold = performance.now() - started;
      const alone = await loadTest(1, 2000, get);
      const load = await loadTest(CLIENTS, SECONDS * 1000, get);
      console.log(
        `${call.name} | ${cold.toFixed(1)} | ${alone.p50.toFixed(1)} | ${load.p50.toFixed(1)} | ${load.p99.toFixed(1)} | ${load.perSecond.toFixed(0)} | ${load.failures + alone.failures + (first ? 0 : 1)}/${load.count + alone.count + 1}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await prepare();
await measure();
