/**
 * Every performance target in one run, side by side with what was measured: public reads
 * (bench/public-reads.ts), pages (bench/pages.ts), the page while orders arrive (bench/mixed.ts), orders
 * on a hot product (bench/orders-hot.ts) and Lighthouse (bench/lighthouse.ts), one after the other (each
 * starts its own server on a fresh demo shop), then one summary table. The order desk and the dashboard
 * at 1,000,000 orders have their own benches (bench/order-desk.ts, bench/dashboard.ts), whose kept
 * database takes minutes to seed. Each part prints its own details first, as its own command does.
 *
 *   npm run build && npm run bench:targets
 * Each part reads its own settings (BENCH_SECONDS, BENCH_ROUNDS, BENCH_RUNS …; BENCH_PATHS is not passed
 * on: each part measures the addresses its targets name). BENCH_SKIP=lighthouse,orders leaves parts out
 * (names: reads, pages, mixed, orders, lighthouse). Figures, not pass/fail: record them in docs/performance.md
 * with the machine, the date and the load average this prints.
 */
import { loadAverage, nodeRunning, type Load } from './bare-limit';
import { runLighthouseBench, type PageLighthouse } from './lighthouse';
import { runMixed } from './mixed';
import { runOrdersHot, type OrdersHot } from './orders-hot';
import { runPages, type PageFigures } from './pages';
import { runPublicReads, type PublicRead } from './public-reads';

const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));

type Row = { section: string; figure: string; measured: string; target: string; met?: boolean };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function readsRows(reads: PublicRead[]): Row[] {
  return reads.map((read) => ({
    section: 'public reads',
    figure: `GET ${read.path} (${read.acceptEncoding === '(none)' ? 'identity' : read.encoding})`,
    measured: `${read.served.perSecond.toFixed(0)} req/s, ${read.ratio.toFixed(2)} of bare, p99 ${ms(read.served.p99)}`,
    ...(read.path === '/api/products' && read.acceptEncoding !== '(none)'
      ? { target: '≥ 0.9 of bare', met: read.ratio >= 0.9 }
      : { target: '' }),
  }));
}

function pagesRows(pages: PageFigures[]): Row[] {
  return pages.flatMap((page) => {
    const product = page.path.startsWith('/product/');
    const rows: Row[] = [
      {
        section: 'pages',
        figure: `GET ${page.path}`,
        measured: `${page.served.perSecond.toFixed(0)} pages/s, ${page.ratio.toFixed(2)} of bare, p99 ${ms(page.served.p99)}`,
        ...(product
          ? { target: '≥ 0.9 of bare, p99 ≤ 100 ms', met: page.ratio >= 0.9 && page.served.p99 <= 100 }
          : { target: '' }),
      },
    ];
    rows.push({
      section: 'pages',
      figure: `${page.path} HTML`,
      measured: `${kb(page.htmlBytes)} (${kb(page.sentBytes)} ${page.encoding})`,
      ...(page.path === '/products'
        ? { target: '≤ 100 KB before compression', met: page.htmlBytes <= 100 * 1024 }
        : { target: '' }),
    });
    return rows;
  });
}

function mixedRows({ alone, other, same }: Awaited<ReturnType<typeof runMixed>>): Row[] {
  const measured = (load: Load) =>
    `${load.perSecond.toFixed(0)} pages/s, ${(load.perSecond / alone.perSecond).toFixed(2)} of the page alone, p99 ${ms(load.p99)}`;
  return [
    {
      section: 'mixed',
      figure: 'product page, orders for another product',
      measured: measured(other),
      target: '≥ 0.8 of the page alone',
      met: other.perSecond / alone.perSecond >= 0.8,
    },
    { section: 'mixed', figure: 'product page, orders for it', measured: measured(same), target: '' },
  ];
}

function lighthouseRows(pages: PageLighthouse[]): Row[] {
  return pages.flatMap((page) => [
    {
      section: 'phones',
      figure: `Lighthouse ${page.path}`,
      measured: `score ${page.score}, LCP ${ms(page.lcp)}, CLS ${page.cls.toFixed(3)}, TBT ${ms(page.tbt)}`,
      target: '≥ 97, LCP ≤ 2,000 ms, CLS 0',
      met: page.score >= 97 && page.lcp <= 2000 && page.cls === 0,
    },
    {
      section: 'phones',
      figure: `JavaScript ${page.path}`,
      measured: `${kb(page.jsBytes)} compressed`,
      target: '≤ 110 KB',
      met: page.jsBytes <= 110 * 1024,
    },
  ]);
}

function ordersRows(orders: OrdersHot): Row[] {
  const { hot, spread } = orders;
  return [
    {
      section: 'orders',
      figure: 'hot product, 16 clients, PostgreSQL',
      measured: `${hot.perSecond.toFixed(0)} orders/s, p99 ${ms(hot.p99)}, ${hot.failed} failed`,
      target: '≥ 800 orders/s, p99 ≤ 60 ms',
      met: hot.perSecond >= 800 && hot.p99 <= 60 && hot.failed === 0,
    },
    {
      section: 'orders',
      figure: 'spread over every product',
      measured: `${spread.perSecond.toFixed(0)} orders/s, p99 ${ms(spread.p99)}, ${spread.failed} failed`,
      target: '',
    },
    {
      section: 'orders',
      figure: 'k units left, 200 orders at once',
      measured: orders.exactK ? 'exactly k placed' : 'WRONG count',
      target: 'exactly k',
      met: orders.exactK,
    },
  ];
}

function printTable(rows: Row[]) {
  const header = { section: 'part', figure: 'figure', measured: 'measured', target: 'target', met: 'met' };
  const cells = rows.map((row) => ({
    ...row,
    met: row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  }));
  const width = (key: keyof typeof header) => Math.max(...[header, ...cells].map((row) => row[key].length));
  const line = (row: typeof header) =>
    (['section', 'figure', 'measured', 'target', 'met'] as const)
      .map((key) => row[key].padEnd(width(key)))
      .join('  ');
  console.log(line(header));
  for (const row of cells) console.log(line(row));
}

const rows: Row[] = [];
const loads: string[] = [`start ${loadAverage()}`];
const part = async (name: string, title: string, work: () => Promise<Row[]>) => {
  if (SKIP.has(name)) return;
  console.log(`\n===== ${title} =====`);
  rows.push(...(await work()));
  loads.push(`after ${name} ${loadAverage()}`);
};

// BENCH_PATHS belongs to one part's command; here each part measures the addresses its targets name.
delete process.env.BENCH_PATHS;
await part('reads', 'Public reads (bench/public-reads.ts)', async () => readsRows(await runPublicReads()));
await part('pages', 'Pages (bench/pages.ts)', async () => pagesRows(await runPages()));
await part('mixed', 'The page while orders arrive (bench/mixed.ts)', async () => mixedRows(await runMixed()));
await part('orders', 'Orders on a hot product (bench/orders-hot.ts)', async () =>
  ordersRows(await runOrdersHot()),
);
await part('lighthouse', 'Phones (bench/lighthouse.ts)', async () =>
  lighthouseRows(await runLighthouseBench()),
);

console.log(`\n===== Performance targets, ${new Date().toISOString()}, ${nodeRunning()} =====`);
printTable(rows);
console.log(`load average (1, 5, 15 min): ${loads.join('; ')}`);
