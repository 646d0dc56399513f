/**
 * A sale day's mix (decision 030): the anonymous product page under load (autocannon, 32 connections, as
 * a browser without a session asks) alone, then while a steady stream of orders arrives (20 a second by
 * default) for another product, then for the same product. Prints pages/s, p50 and p99 of each phase and
 * the ratio to the page alone; the target is ≥ 0.8 while orders for another product arrive. Both products
 * get plenty of stock first, so the orders never sell out and the shop shows the same stock throughout;
 * then the last phase runs the same-product stream on a product with 40 units left ('Only N left' moves
 * with every order), which shows what a change the shopper sees costs. The first three phases run in
 * BENCH_ROUNDS rounds (default 3), one after the other within each round, and each figure is the median
 * of its rounds: on two shared cores the page alone moves by a third from one 10 s run to the next, which
 * a single run of each phase read as the orders' doing; each round's own ratio is printed too. Before the
 * rounds the page is warmed for 3 s and the order path for BENCH_ORDER_WARM_UP_SECONDS (5) with orders
 * for a third product, as bench:orders-hot warms it, and the orders run alone for a phase, which prints
 * what each costs the server and PostgreSQL in CPU. The server's resident memory and where the two
 * cores went are printed at rest and after each phase. The servers run on the Node that runs the bench
 * (bare-limit.ts's nodeRunning: read the figures under Node 24, as the shop's image runs).
 *
 *   npm run build && flock /tmp/bench.lock npm run bench:mixed
 * On a fresh PostgreSQL database with the demo shop (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres). BENCH_SECONDS
 * (default 10) per phase, BENCH_ROUNDS (3), BENCH_ORDERS_PER_SECOND (20), BENCH_PORT (5520). Figures, not pass/fail:
 * record them in docs/performance.md.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { isMainModule, load, loadAverage, nodeRunning, row, summary, type Load } from './bare-limit';
import { withBenchDatabase } from './bench-database';
import { countCpu, describeShares } from './cpu-shares';
import { loadTest, placeOrder, startProductionServer } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ORDERS_PER_SECOND = Number(process.env.BENCH_ORDERS_PER_SECOND ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 5520);
const ORDER_WARM_UP_SECONDS = Number(process.env.BENCH_ORDER_WARM_UP_SECONDS ?? 5);
const PAGE = '/product/vitalix';
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
};

/** The server process's resident memory, from /proc (Linux), in MB. */
async function residentMb(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)} MB` : 'unknown';
}

type Stream = { placed: number; refused: number; stop: () => Promise<void> };

/** Places one order every 1/rate seconds for `productId` until stopped (no more than 50 at a time). */
function orderStream(url: string, productId: string, rate: number): Stream {
  const stream: Stream = { placed: 0, refused: 0, stop: async () => {} };
  const inFlight = new Set<Promise<void>>();
  let i = 0;
  const timer = setInterval(() => {
    if (inFlight.size >= 50) return;
    const sent = placeOrder(url, productId, i++).then(
      (ok) => void (ok ? stream.placed++ : stream.refused++),
      () => void stream.refused++,
    );
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  }, 1000 / rate);
  stream.stop = async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
  };
  return stream;
}

const METRICS_TOKEN = 'mixed-bench-metrics-token-0123456789';

/** The page cache's renders so far, from the server's /metrics. */
async function pageRenders(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return Number(/^shop_page_cache_renders (\S+)$/m.exec(await res.text())?.[1]);
}

type Server = { url: string; pid: number; database: string };

/**
 * One phase: the page under load for SECONDS, with `stream`'s orders arriving meanwhile. Its note says
 * where the two cores went, and the server's CPU per page: all it spent in the phase, the orders' share
 * included, divided by the pages it sent.
 */
async function phase({ url, pid, database }: Server, stream?: () => Stream) {
  const rendersBefore = await pageRenders(url);
  const counted = await countCpu(pid, database);
  const orders = stream?.();
  const figures = await load(url + PAGE, SECONDS, BROWSER_HEADERS);
  const shares = await counted();
  await orders?.stop();
  const placed = orders ? `orders placed ${orders.placed}, refused ${orders.refused}; ` : '';
  const renders = (await pageRenders(url)) - rendersBefore;
  const perPage = ((shares.server * 1e6) / (figures.perSecond * SECONDS)).toFixed(1);
  return {
    figures,
    note:
      `${placed}pages rendered ${renders}; server memory ${await residentMb(pid)}\n` +
      `          CPU (% of one core): ${describeShares(shares)}; server ${perPage} µs per page`,
  };
}

/**
 * The orders alone, at the phases' rate for SECONDS, no page load: what each costs the server and
 * PostgreSQL in CPU, the share of the two cores the page loses to them in the phases that follow.
 */
async function ordersAlone({ url, pid, database }: Server, productId: string): Promise<string> {
  const counted = await countCpu(pid, database);
  const orders = orderStream(url, productId, ORDERS_PER_SECOND);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  await orders.stop();
  await new Promise((resolve) => setTimeout(resolve, 500)); // the last orders' messages, sent 200 ms after
  const shares = await counted();
  const each = (seconds: number) => `${((seconds * 1000) / Math.max(orders.placed, 1)).toFixed(2)} ms`;
  return (
    `orders alone, ${ORDERS_PER_SECOND}/s for ${SECONDS} s without the page load: ${orders.placed} placed; ` +
    `CPU per order: server ${each(shares.server)}, PostgreSQL ${each(shares.postgres + shares.postgresShared)}`
  );
}

/** A phase's rounds and their medians, as printed. */
function report(label: string, rounds: Array<Awaited<ReturnType<typeof phase>>>): Load {
  const runs = rounds.map((round) => round.figures);
  const median = summary(runs);
  console.log(`${label}\n${row('', median, runs)}`);
  for (const round of rounds) console.log(`          ${round.note}`);
  return median;
}

export async function runMixed() {
  return withBenchDatabase('shop_mixed', async (databaseUrl) => {
    const sql = async (text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Array<Record<string, string>>;
      } finally {
        await client.end();
      }
    };
    // The server installs the demo shop on its empty database as it starts.
    const server = await startProductionServer(PORT, { DATABASE_URL: databaseUrl, METRICS_TOKEN });
    const url = server.url.replace('localhost', '127.0.0.1');
    const on: Server = { url, pid: server.pid, database: new URL(databaseUrl).pathname.slice(1) };
    const ids = Object.fromEntries(
      (
        await sql(
          `SELECT slug, id FROM products WHERE slug IN ('vitalix', 'moringa-capsules', 'shilajit-resin')`,
        )
      ).map((r) => [r.slug, r.id]),
    );
    await sql(`UPDATE products SET stock = 1000000 WHERE id = ANY($1)`, [Object.values(ids)]);
    try {
      console.log(
        `Mixed load; ${SECONDS} s per phase, orders at ${ORDERS_PER_SECOND}/s; GET ${PAGE} at 32 connections; ` +
          nodeRunning(),
      );
      console.log(`server memory at rest ${await residentMb(server.pid)}`);
      await load(url + PAGE, 3, BROWSER_HEADERS); // warm-up
      // The order path warmed as the page is, for a third product: a shop that has been up a while has
      // compiled it (a fresh process spent twice the CPU on each of its first few hundred orders).
      const warm = await loadTest(4, ORDER_WARM_UP_SECONDS * 1000, (i) =>
        placeOrder(url, ids['shilajit-resin']!, i),
      );
      console.log(`order path warmed with ${warm.count} orders for another product`);
      console.log(await ordersAlone(on, ids['moringa-capsules']!));
      const rounds = { alone: [], other: [], same: [] } as Record<
        'alone' | 'other' | 'same',
        Array<Awaited<ReturnType<typeof phase>>>
      >;
      for (let round = 0; round < ROUNDS; round++) {
        rounds.alone.push(await phase(on));
        rounds.other.push(
          await phase(on, () => orderStream(url, ids['moringa-capsules']!, ORDERS_PER_SECOND)),
        );
        rounds.same.push(await phase(on, () => orderStream(url, ids.vitalix!, ORDERS_PER_SECOND)));
      }
      const alone = report('the page alone', rounds.alone);
      const other = report('orders for another product', rounds.other);
      const same = report('orders for this product', rounds.same);
      // Few left: each order changes 'Only N left', and the page is rendered again after each.
      await sql(`UPDATE products SET stock = 40 WHERE id = $1`, [ids.vitalix]);
      const rate = Math.min(ORDERS_PER_SECOND, 35 / SECONDS);
      const low = report('orders for this product, 40 left', [
        await phase(on, () => orderStream(url, ids.vitalix!, rate)),
      ]);
      const ratio = (l: Load) => (l.perSecond / alone.perSecond).toFixed(2);
      // Each round's phases ran one after the other, so a round's own ratio is free of the drift between
      // rounds (the page alone moved by a third from round to round on this shared machine).
      const paired = (phase: 'other' | 'same') => {
        const ratios = rounds[phase].map((r, i) => r.figures.perSecond / rounds.alone[i]!.figures.perSecond);
        const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
        return `${median.toFixed(2)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`;
      };
      console.log(
        `\nratio to the page alone, of the medians: another product ${ratio(other)} (target ≥ 0.8), this product ` +
          `${ratio(same)}, this product with few left ${ratio(low)} (${rate.toFixed(1)} orders/s)\n` +
          `ratio within each round, median: another product ${paired('other')}, this product ${paired('same')}`,
      );
      console.log(`load average at the end: ${loadAverage()}`);
      return { alone, other, same, low };
    } finally {
      await server.stop();
    }
  });
}

if (isMainModule(import.meta.url)) await runMixed();
