/**
 * Lighthouse (mobile preset) on the production build: performance score, LCP, TBT, CLS and the
 * JavaScript each page ships, for the storefront's three busiest pages, then where each page's first paint
 * waits (bench/lighthouse-trace.ts). Figures, not pass/fail: record them in docs/performance.md.
 *
 *   npm run build && npm run bench:lighthouse            # starts its own server on a fresh demo shop
 *   BENCH_URL=http://localhost:5002 npm run bench:lighthouse   # or measures a server you run
 *   BENCH_PAGES=/,/products BENCH_RUNS=5 npm run bench:lighthouse
 * `runLighthouseBench` is also run by bench/targets.ts.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { isMainModule, loadAverage } from './bare-limit';
import { formatTrace, readTrace } from './lighthouse-trace';
import { startProductionServer } from './server-process';

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/products', '/product/vitalix'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Debian's Chromium sometimes records a trace without a navigation start; such a run is measured again. */
const ATTEMPTS_PER_RUN = 3;

type Figures = { score: number; lcp: number; tbt: number; cls: number; jsBytes: number; lhr: Result };

async function lighthouseOnce(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.categories.performance?.score != null) return result.lhr;
    const reason = result.lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no score';
    if (attempt === ATTEMPTS_PER_RUN)
      throw new Error(`Lighthouse failed ${attempt} times on ${url}: ${reason}`);
  }
}

async function measure(url: string, port: number): Promise<Figures> {
  const lhr = await lighthouseOnce(url, port);
  const { audits, categories } = lhr;
  const scripts = (
    audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> }
  )?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: scripts?.transferSize ?? 0,
    lhr,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One page's medians over the runs. */
export type PageLighthouse = { path: string } & Omit<Figures, 'lhr'>;

/** Lighthouse on each page (its own server on a fresh demo shop, or BENCH_URL's); answers the medians. */
export async function runLighthouseBench(pages: string[] = PAGES): Promise<PageLighthouse[]> {
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, stop: async () => {} }
    : await startProductionServer(5402);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const traces: string[] = [];
  const figures: PageLighthouse[] = [];
  // Lighthouse's own measure of the machine's CPU speed at each run (higher is faster): the same pages
  // score very differently on a machine that is slower or shared, so it goes beside the figures.
  const benchmarkIndexes: number[] = [];
  try {
    console.log(
      `Lighthouse ${RUNS} run(s) per page, mobile preset, median shown; server ${server.url}; load average ${loadAverage()}`,
    );
    console.log('page                  score   LCP (ms)  TBT (ms)    CLS    JS (KB, compressed)');
    for (const path of pages) {
      await measure(server.url + path, chrome.port); // warm the server's caches
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(server.url + path, chrome.port));
      for (const run of runs) benchmarkIndexes.push(run.lhr.environment.benchmarkIndex);
      const pick = (key: Exclude<keyof Figures, 'lhr'>) => median(runs.map((r) => r[key]));
      const page = {
        path,
        score: pick('score'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        jsBytes: pick('jsBytes'),
      };
      figures.push(page);
      console.log(
        `${path.padEnd(20)} ${String(page.score).padStart(6)} ${page.lcp.toFixed(0).padStart(10)} ${page.tbt.toFixed(0).padStart(9)} ${page.cls.toFixed(3).padStart(7)} ${(page.jsBytes / 1024).toFixed(1).padStart(12)}`,
      );
      const medianRun = runs.find((run) => run.lcp === page.lcp)!;
      const spread = runs.map((run) => `${run.score}/${run.lcp.toFixed(0)}`).join(' ');
      traces.push(
        `${path}: the run with the median LCP (all runs, score/LCP ms: ${spread})\n${formatTrace(readTrace(medianRun.lhr))}`,
      );
    }
    console.log(`\nWhere the first paint waits\n${traces.join('\n\n')}`);
    console.log(
      `\nbenchmarkIndex (Lighthouse's CPU measure, higher is faster): median ${median(benchmarkIndexes).toFixed(0)}, ` +
        `${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}`,
    );
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
  return figures;
}

if (isMainModule(import.meta.url)) await runLighthouseBench();
