/**
 * Lighthouse (mobile preset) on the production build: performance score, LCP, TBT, CLS and the
 * JavaScript each page ships, for the storefront's three busiest pages. Figures, not pass/fail: record
 * them in docs/performance.md.
 *
 *   npm run build && npm run bench:lighthouse            # starts its own server on a fresh demo shop
 *   BENCH_URL=http://localhost:5002 npm run bench:lighthouse   # or measures a server you run
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './server-process';

const PAGES = ['/', '/products', '/product/vitalix'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Figures = { score: number; lcp: number; tbt: number; cls: number; jsBytes: number };

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const scripts = (
    audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> }
  )?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: scripts?.transferSize ?? 0,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, stop: async () => {} }
    : await startProductionServer(5402);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(`Lighthouse ${RUNS} run(s) per page, mobile preset, median shown; server ${server.url}`);
    console.log('page                  score   LCP (ms)  TBT (ms)    CLS    JS (KB, compressed)');
    for (const path of PAGES) {
      await measure(server.url + path, chrome.port); // warm the server's caches
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(server.url + path, chrome.port));
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
      console.log(
        `${path.padEnd(20)} ${String(pick('score')).padStart(6)} ${pick('lcp').toFixed(0).padStart(10)} ${pick('tbt').toFixed(0).padStart(9)} ${pick('cls').toFixed(3).padStart(7)} ${(pick('jsBytes') / 1024).toFixed(1).padStart(12)}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
