/**
 * Orders on a hot product (decision 023), on the production build and PostgreSQL:
 *  (a) a flash sale: every order from 16 concurrent clients is for the flagship (`vitalix`), which has
 *      plenty of stock, so every order queues on the same products row;
 *  (b) the same load spread over every product of the demo shop;
 *  (c) exactly k orders for k units: the flagship's stock set to 50, 200 orders of one jar at once, and
 *      exactly 50 must be placed (201), the other 150 refused (409), and the stock left at 0.
 * Each run prints orders/s, p50, p99 and failures, and where the two cores went: the server process, the
 * PostgreSQL backends of the bench's database, PostgreSQL's shared processes (WAL writer, checkpointer …),
 * this load generator, and what else ran meanwhile (other databases' backends, the machine's load), which
 * a shared machine needs to read the throughput.
 *
 *   npm run build && npm run bench:orders-hot
 * BENCH_SECONDS (default 15) per run; BENCH_CLIENTS (16); BENCH_PORT (5816) for the server; BENCH_WARM_UP
 * (2000) orders placed before the runs, not counted; BENCH_ORDERS (0) synthetic orders seeded first,
 * which matters for the order desk's figures (bench:orders), not for placing orders; BENCH_EMAIL=1 gives
 * every order its own email and phone, so the confirmation mail and its hourly allowance are part of it;
 * BENCH_NOTIFY=off turns the shop's notification mail off, so nothing is delivered in the background.
 * BENCH_SERVER_NODE_OPTIONS passes options to the server's node: `--perf-basic-prof` lets `perf record -g
 * -p <server pid>` name the JavaScript it samples (CPU time only, unlike the inspector's profiler, which
 * counts time the process waited for a core on a busy machine as time in the call it was in); NODE_OPTIONS
 * refuses --cpu-prof, but a module given to --import can start the inspector's profiler. A fresh database
 * on BENCH_PG_URL is made for the run and dropped after. BENCH_CPU_PROFILE=<file> writes the server's CPU
 * profile over run (a) to that file (bench/cpu-profile.mjs; `npx tsx bench/cpu-profile-top.ts <file>`
 * prints its top functions). The requests go over node:http with kept-alive
 * connections (fetch costs the generator several times the CPU per request). `runOrdersHot` is also run
 * by bench/targets.ts.
 */
import { Agent } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { installDemoShop } from '../server/seed/install-demo-shop';
import { addSyntheticOrders } from '../server/seed/synthetic-orders';
import { isMainModule, loadAverage } from './bare-limit';
import { withBenchDatabase } from './bench-database';
import { countCpu, describeShares } from './cpu-shares';
import { postJson, startProductionServer, type TextAnswer } from './server-process';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ORDERS_IN_DATABASE = Number(process.env.BENCH_ORDERS ?? 0);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 2000);
const WITH_EMAIL = process.env.BENCH_EMAIL === '1';
const NOTIFY = process.env.BENCH_NOTIFY !== 'off';
const PORT = Number(process.env.BENCH_PORT ?? 5816);
/** A file for the server's CPU profile over the hot run (a): bench/cpu-profile.mjs. */
const PROFILE = process.env.BENCH_CPU_PROFILE;
const LAST_UNITS = 50;
const RACERS = 200;

/** POST /api/orders over a kept-alive connection of `agent`. */
const post = (agent: Agent, body: string): Promise<TextAnswer> =>
  postJson(`http://127.0.0.1:${PORT}/api/orders`, body, { agent, host: `localhost:${PORT}` });

/** A one-line order as the checkout sends it. */
function orderBody(productId: string, i: number): string {
  const digits = String(1_000_000 + (i % 9_000_000)).padStart(7, '0');
  return JSON.stringify({
    order: {
      customerName: `Bench ${i}`,
      // With BENCH_EMAIL every order has its own shopper, as in a real sale: the allowance check counts
      // each one's last hour, which a phone shared by thousands of orders would make a long count.
      ...(WITH_EMAIL
        ? { customerEmail: `shopper${i}@example.pk`, customerPhone: `0301 ${digits}` }
        : { customerPhone: '0300 1234567' }),
      shippingAddress: 'House 1, Street 2',
      city: 'Lahore',
    },
    items: [{ productId, quantity: 1 }],
  });
}

/** Runs `clients` loops of orders for `seconds`; answers throughput, latencies, failures and CPU shares. */
async function run(
  label: string,
  { serverPid, database }: { serverPid: number; database: string },
  productFor: (i: number) => string,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let counter = 0;
  const counted = await countCpu(serverPid, database);
  const startedAt = performance.now();
  const end = startedAt + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const i = counter++;
        const started = performance.now();
        const answer = await post(agent, orderBody(productFor(i), i)).catch((error: Error) => ({
          status: 0,
          body: error.message,
        }));
        latencies.push(performance.now() - started);
        if (answer.status !== 201) {
          const key = `${answer.status} ${answer.body.slice(0, 80)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const shares = await counted();
  const ours = shares.server + shares.postgres + shares.postgresShared + shares.generator;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${label}: ${CLIENTS} clients, ${SECONDS} s: ${(latencies.length / elapsed).toFixed(0)} orders/s, ` +
      `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, failures ${failed}`,
  );
  const perOrder = (seconds: number) => `${((seconds / latencies.length) * 1000).toFixed(2)} ms`;
  console.log(
    `  CPU per order: server ${perOrder(shares.server)}, PostgreSQL ${perOrder(shares.postgres)} ` +
      `(its backends for this database) + ${perOrder(shares.postgresShared)} (WAL writer, checkpointer …), ` +
      `generator ${perOrder(shares.generator)}: ${perOrder(ours)} in all`,
  );
  console.log(`  CPU over the run, of one core (2 cores = 200 %): ${describeShares(shares)}`);
  for (const [key, n] of failures) console.log(`  ${n} × ${key}`);
  return { perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), failed };
}

/** One run's figures: orders a second, latencies in ms, failed orders. */
export type OrderRun = Awaited<ReturnType<typeof run>>;
export type OrdersHot = { hot: OrderRun; spread: OrderRun; exactK: boolean; loadAverage: string };

/** The three runs on a fresh PostgreSQL database with the demo shop; answers their figures. */
export function runOrdersHot(): Promise<OrdersHot> {
  return withBenchDatabase('shop_hot', measure);
}

async function measure(databaseUrl: string): Promise<OrdersHot> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  await database.migrate();
  await installDemoShop(database.db, { dataDir: '/tmp/bench-unused', images: false });
  if (ORDERS_IN_DATABASE > 0) {
    const seeded = Date.now();
    await addSyntheticOrders(database.db, ORDERS_IN_DATABASE);
    console.log(`Seeded ${ORDERS_IN_DATABASE} orders in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  }
  await database.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // the database is dropped under it if the run fails
  await client.connect();
  // Plenty of stock (and no lower cap per order) so the runs measure placing orders, not refusing them.
  await client.query('UPDATE products SET stock = 100000000, max_per_order = NULL');
  if (!NOTIFY) await client.query('UPDATE site_settings SET email_notifications_enabled = false');
  const { rows } = await client.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM products ORDER BY created_at, id',
  );
  const flagship = rows.find((row) => row.slug === 'vitalix');
  if (!flagship) throw new Error('The demo shop has no product with the slug vitalix');
  const all = rows.map((row) => row.id);

  const nodeOptions = [
    process.env.BENCH_SERVER_NODE_OPTIONS,
    PROFILE && `--import=${fileURLToPath(new URL('./cpu-profile.mjs', import.meta.url))}`,
  ].filter(Boolean);
  const server = await startProductionServer(PORT, {
    DATABASE_URL: databaseUrl,
    ...(nodeOptions.length && { NODE_OPTIONS: nodeOptions.join(' ') }),
    ...(PROFILE && { CPU_PROFILE_FILE: resolve(PROFILE) }),
  });
  try {
    console.log(
      `${all.length} products; ${ORDERS_IN_DATABASE} synthetic orders; orders ${WITH_EMAIL ? 'with their own email and phone' : 'without email'}; ` +
        `shop notification mail ${NOTIFY ? 'on (written to DATA_DIR/mail by the outbox worker)' : 'off'}`,
    );
    console.log(`Load average before: ${loadAverage()}`);
    // Warm-up, not counted: connections, PostgreSQL's caches and prepared statements, and the JIT, which
    // optimises the order path only after a few thousand orders (a short warm-up charged the first run
    // twice the server CPU per order of the second).
    const warm = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    let warmed = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (warmed < WARM_UP) {
          const i = warmed++;
          await post(warm, orderBody(all[i % all.length]!, i));
        }
      }),
    );
    warm.destroy();

    const measured = { serverPid: server.pid, database: new URL(databaseUrl).pathname.slice(1) };

    if (PROFILE) process.kill(server.pid, 'SIGUSR2'); // bench/cpu-profile.mjs: start
    const hot = await run('(a) hot: every order for vitalix', measured, () => flagship.id);
    if (PROFILE) {
      process.kill(server.pid, 'SIGUSR2'); // stop, and write the profile
      console.log(
        `  CPU profile of the server over (a): ${PROFILE} (npx tsx bench/cpu-profile-top.ts ${PROFILE})`,
      );
    }
    const spread = await run(`(b) spread over ${all.length} products`, measured, (i) => all[i % all.length]!);
    const loadAfter = loadAverage();
    console.log(`Load average after the runs: ${loadAfter}`);

    // (c) k units, many more shoppers: exactly k orders.
    await client.query('UPDATE products SET stock = $1 WHERE id = $2', [LAST_UNITS, flagship.id]);
    const before = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM order_items WHERE product_id = $1',
      [flagship.id],
    );
    const racers = new Agent({ keepAlive: true, maxSockets: RACERS });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => post(racers, orderBody(flagship.id, 10_000_000 + i))),
    );
    racers.destroy();
    const placed = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409).length;
    const messages = new Set(answers.filter((a) => a.status === 409).map((a) => a.body));
    const after = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM order_items WHERE product_id = $1',
      [flagship.id],
    );
    const [stock] = (
      await client.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [flagship.id])
    ).rows;
    const lines = Number(after.rows[0]!.n) - Number(before.rows[0]!.n);
    const ok = placed === LAST_UNITS && refused === RACERS - LAST_UNITS && stock!.stock === 0;
    console.log(
      `(c) ${RACERS} orders at once for the last ${LAST_UNITS} jars: ${placed} placed, ${refused} refused (409), ` +
        `${lines} new order lines, stock left ${stock!.stock}; 409 answers: ${[...messages].join(' | ')} ` +
        `→ ${ok && lines === LAST_UNITS ? 'OK' : 'WRONG'}`,
    );
    return { hot, spread, exactK: ok && lines === LAST_UNITS, loadAverage: loadAfter };
  } finally {
    await client.end();
    await server.stop();
  }
}

if (isMainModule(import.meta.url) && !(await runOrdersHot()).exactK) process.exitCode = 1;
