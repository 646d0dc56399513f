/**
 * The order desk at scale (decision 012): "a customer is on the phone, find the order".
 * For each query: the first request on a freshly started server (cold: empty caches, new connections),
 * one client alone for 2 s (p50: the request's own cost), then CLIENTS concurrent clients for
 * BENCH_SECONDS: p50, p99, requests per second, failures (a failure is an error or a wrong answer: the
 * phone's order missing, a nothing-search that found something). The load average is printed too: the
 * two cores are shared; so is where they went while the clients ran (the server, PostgreSQL, this
 * generator: `countCpu`).
 *
 *   BENCH_ORDERS=1000000 npm run bench:order-desk
 *   BENCH_QUERIES=name,nothing npm run bench:order-desk   # only the queries whose names hold a word
 *
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server. The database
 * (BENCH_DATABASE, default shop_bench_desk_<orders>) is kept between runs, as seeding 1,000,000 orders
 * takes minutes: it is migrated and topped up to BENCH_ORDERS synthetic orders. Figures, not pass/fail:
 * record them in docs/performance.md.
 */
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { installDemoShop } from '../server/seed/install-demo-shop';
import { addSyntheticOrders } from '../server/seed/synthetic-orders';
import { nationalPhone } from '../server/modules/orders/order-search';
import { withDatabase } from '../tests/setup/global-setup';
import { BENCH_PG_URL, keptDatabase } from './bench-database';
import { countCpu, describeShares } from './cpu-shares';
import { adminCookie, getText, loadTest, startApiServer } from './server-process';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DATABASE = process.env.BENCH_DATABASE ?? `shop_bench_desk_${ORDERS}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 4;
const PORT = 5404;
// Kept between runs, unlike bench-database.ts's: seeding 1,000,000 orders takes minutes.
const databaseUrl = withDatabase(BENCH_PG_URL, DATABASE);

type Sample = { id: string; name: string; phone: string; city: string };

/** Creates the database on first use and tops it up to ORDERS orders; answers orders to search for. */
async function prepare(): Promise<Sample[]> {
  await keptDatabase(DATABASE);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    await database.migrate();
    await installDemoShop(database.db, { dataDir: '/tmp/bench-unused', images: false });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      const missing = ORDERS - rows[0]!.n;
      if (missing > 0) {
        const started = Date.now();
        await addSyntheticOrders(database.db, missing, ORDERS);
        console.log(`Seeded ${missing} orders in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
      // What autovacuum does to a running shop's table: index-only scans need its visibility map.
      await client.query('VACUUM ANALYZE orders');
      const sample = await client.query<Sample>(
        `SELECT id, customer_name AS name, customer_phone AS phone, city
           FROM orders TABLESAMPLE SYSTEM (1) REPEATABLE (11) LIMIT 500`,
      );
      return sample.rows;
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

type DeskAnswer = { orders: Array<{ id: string }>; counts: { all: number } };
type Query = {
  name: string;
  /** The request for the i-th call, and whether its answer is right. */
  request: (i: number) => { path: string; check?: (body: DeskAnswer) => boolean };
};

/** A few spellings of one text, so the counts' 5-second cache seldom answers for the database. */
function variants(text: string): string[] {
  const lower = text.toLowerCase();
  const parts = [lower, lower.slice(1), lower.slice(0, -1), lower.slice(1, -1)].filter((p) => p.length >= 4);
  return parts.flatMap((p) => [p, p.toUpperCase(), p[0]!.toUpperCase() + p.slice(1)]);
}
const search = (q: string) => `/api/admin/orders?q=${encodeURIComponent(q)}&limit=50`;
const has = (id: string) => (body: DeskAnswer) => body.orders.some((o) => o.id === id);

function phoneQuery(name: string, form: (n: string) => string, samples: Sample[]): Query {
  return {
    name,
    request: (i) => {
      const sample = samples[i % samples.length]!;
      return { path: search(form(nationalPhone(sample.phone))), check: has(sample.id) };
    },
  };
}

function queries(samples: Sample[]): Query[] {
  const names = [...new Set(samples.flatMap((s) => variants(s.name)))];
  const firstNames = [...new Set(samples.flatMap((s) => variants(s.name.split(' ')[0]!)))];
  const cities = [...new Set(samples.flatMap((s) => variants(s.city)))];
  const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length]!;
  return [
    { name: 'GET /api/admin/dashboard', request: () => ({ path: '/api/admin/dashboard' }) },
    {
      name: 'Pending tab, first page + counts',
      request: () => ({ path: '/api/admin/orders?status=pending' }),
    },
    // Sorted by status (the workflow's order, its own index): the whole desk, a tab, and a later page.
    {
      name: 'All orders by status, first page + counts',
      request: () => ({ path: '/api/admin/orders?sort=status&dir=asc' }),
    },
    {
      name: 'Shipped tab by status, first page + counts',
      request: () => ({ path: '/api/admin/orders?status=shipped&sort=status&dir=desc' }),
    },
    phoneQuery("phone '0300 1234567'", (n) => `0${n.slice(0, 3)} ${n.slice(3)}`, samples),
    phoneQuery("phone '03001234567'", (n) => `0${n}`, samples),
    phoneQuery("phone '+92 300 1234567'", (n) => `+92 ${n.slice(0, 3)} ${n.slice(3)}`, samples),
    phoneQuery("phone '300-1234567'", (n) => `${n.slice(0, 3)}-${n.slice(3)}`, samples),
    {
      name: 'order number (8 characters)',
      request: (i) => {
        const sample = samples[i % samples.length]!;
        return { path: search(sample.id.slice(0, 8)), check: has(sample.id) };
      },
    },
    {
      name: 'customer name, partial',
      request: (i) => ({ path: search(pick(names, i)), check: (b) => b.orders.length > 0 }),
    },
    {
      name: 'customer first name',
      request: (i) => ({ path: search(pick(firstNames, i)), check: (b) => b.orders.length > 0 }),
    },
    { name: 'city', request: (i) => ({ path: search(pick(cities, i)), check: (b) => b.orders.length > 0 }) },
    {
      name: 'a word that matches nothing',
      request: (i) => ({
        path: search(`qxz${(i * 7919).toString(36).replace(/[0-9]/g, 'v')}`),
        check: (b) => b.orders.length === 0 && b.counts.all === 0,
      }),
    },
  ];
}

/** What a browser takes: the server compresses the desk's answers for staff as it would here. */
const BROWSER_CODINGS = 'br, gzip';

/**
 * One call as the desk's screen makes it, over node:http with kept-alive connections (`getText`): the
 * clients are staff's browsers on other machines, and fetch would take several times the CPU from the
 * two cores the server and PostgreSQL share with this process.
 */
async function call(url: string, cookie: string, query: Query, i: number, agent: Agent) {
  const { path, check } = query.request(i);
  const res = await getText(`${url}${path}`, { cookie, 'accept-encoding': BROWSER_CODINGS }, agent);
  if (res.status !== 200) return res.status === 404 ? 'missing' : false;
  const body = JSON.parse(res.body) as DeskAnswer;
  return check ? check(body) : true;
}

const load = () => loadavg()[0]!.toFixed(1);
const samples = await prepare();
console.log(
  `Order desk, ${ORDERS.toLocaleString('en')} orders, ${CLIENTS} clients, ${SECONDS} s per query (ms); load average ${load()}:`,
);
console.log('query | cold | p50 | p99 | req/s | failures | p50, 1 client');
// BENCH_QUERIES=name,nothing runs only the queries whose name contains one of those words.
const only = process.env.BENCH_QUERIES?.split(',');
const shares: string[] = [];
const chosen = queries(samples).filter((q) => !only || only.some((word) => q.name.includes(word)));
for (const query of chosen) {
  // A fresh server for each call: its first request is a cold one.
  const server = await startApiServer(PORT, { DATABASE_URL: databaseUrl });
  const agent = new Agent({ keepAlive: true });
  try {
    const cookie = await adminCookie(server.url);
    const started = performance.now();
    const first = await call(server.url, cookie, query, 0, agent);
    const cold = performance.now() - started;
    if (first === 'missing') {
      console.log(`${query.name} | not on this server`);
      continue;
    }
    // One client alone: the request's own cost, without the others' queueing for the two cores.
    const alone = await loadTest(
      1,
      2000,
      async (i) => (await call(server.url, cookie, query, i + 1, agent)) === true,
    );
    const counted = await countCpu(server.pid, DATABASE);
    const run = await loadTest(
      CLIENTS,
      SECONDS * 1000,
      async (i) => (await call(server.url, cookie, query, i + 1_000, agent)) === true,
    );
    shares.push(`${query.name}: ${describeShares(await counted())}`);
    console.log(
      `${query.name} | ${cold.toFixed(1)} | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${run.perSecond.toFixed(0)} | ${run.failures + (first ? 0 : 1)}/${run.count + 1} | ${alone.p50.toFixed(1)}`,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}
// Where the two cores went while the clients ran: the server, PostgreSQL, this generator (% of one core).
for (const line of shares) console.log(`CPU, ${line}`);
console.log(`Load average at the end: ${load()}`);
