/**
 * Server-rendered pages near the limit (decision 021): the production build against a bare `node:http`
 * server answering the very same bytes and headers from memory, both loaded by the same load generator
 * (autocannon, in this process) at 32 connections, asked as a browser without a session asks (Accept:
 * text/html, Accept-Encoding: br, gzip; no cookie). Per page: a warm-up, then rounds on the bare server
 * and on ours in turn; prints the median req/s, p50 and p99, the ratio ours / bare and the HTML's size
 * (as rendered, and as sent). Then what compressing one page per response would cost, at a few settings
 * (decision 021: why cached pages are compressed once, with the nonce outside the compressed bytes).
 *
 *   flock /tmp/build.lock npm run build && flock /tmp/bench.lock npm run bench:pages
 * The server runs on a fresh PostgreSQL database with the demo shop (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_DB=pglite for the embedded database instead).
 * BENCH_SECONDS (default 5) per round, BENCH_ROUNDS (default 3), BENCH_PATHS (comma-separated).
 * Figures, not pass/fail: record them in docs/performance.md. `runPages` is also run by
 * bench/targets.ts.
 */
import {
  compressionCosts,
  contentEncoding,
  fetchRaw,
  isMainModule,
  measureAgainstBare,
  onShopServer,
  type Load,
} from './bare-limit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const PATHS = (process.env.BENCH_PATHS ?? '/product/vitalix,/,/products').split(',');
/** What a browser sends for a page that changes the answer: it takes HTML, brotli and gzip. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One page's figures: its HTML as rendered and as sent, ours and the bare server's on the same bytes. */
export type PageFigures = {
  path: string;
  htmlBytes: number;
  sentBytes: number;
  encoding: string;
  limit: Load;
  served: Load;
  ratio: number;
};

/** Measures the pages on a fresh demo shop (PostgreSQL, or PGlite with BENCH_DB=pglite). */
export function runPages(paths: string[] = PATHS): Promise<PageFigures[]> {
  return onShopServer(
    { title: 'Pages', database: 'shop_pages', port: 5504 },
    async (serverUrl, serverPid) => {
      const html = new Map<string, Buffer>();
      for (const path of paths) {
        // The first request of a page may render it for the cache; the bare server gets a later one's bytes.
        await fetchRaw(serverUrl + path, BROWSER_HEADERS);
        html.set(path, (await fetchRaw(serverUrl + path, { accept: BROWSER_HEADERS.accept })).body);
      }
      const compared = await measureAgainstBare(
        serverUrl,
        5505,
        paths.map((path) => ({ path, headers: BROWSER_HEADERS })),
        {
          rounds: ROUNDS,
          seconds: SECONDS,
          warmUpSeconds: WARM_UP_SECONDS,
          serverPid,
          describe: ({ path, answer }) =>
            `GET ${path}  Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}  → HTML ${html.get(path)!.length} bytes ` +
            `(${kb(html.get(path)!.length)}), sent ${answer.body.length} bytes ${contentEncoding(answer)}`,
        },
      );
      // What compressing one page per response would cost (decision 021: why kept pages are compressed once).
      compressionCosts(paths[0]!, html.get(paths[0]!)!, {
        brotli: [1, 2, 4, 5, 11],
        gzip: [1, 6],
        text: true,
      });
      return compared.map(({ answer, headers: _, ...figures }) => ({
        ...figures,
        htmlBytes: html.get(figures.path)!.length,
        sentBytes: answer.body.length,
        encoding: contentEncoding(answer),
      }));
    },
  );
}

if (isMainModule(import.meta.url)) await runPages();
