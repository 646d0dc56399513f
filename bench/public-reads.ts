/**
 * Public reads near the limit (decision 020): the production build against a bare `node:http` server that
 * answers the very same bytes and headers from memory, both loaded by the same load generator
 * (autocannon, in this process) at 32 connections. For each address: a warm-up, then rounds on the bare
 * server and on ours in turn, so that whatever else the machine is doing weighs on both alike; prints the
 * median req/s, p50 and p99 of the rounds and the ratio ours / bare. The addresses are asked as a browser
 * asks (Accept-Encoding: br, gzip), and the products list also with no Accept-Encoding (63 KB as it is).
 * Then what brotli and gzip cost on the products list at a few settings.
 *
 *   npm run build && npm run bench:public-reads
 * The server runs on a fresh PostgreSQL database with the demo shop (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_DB=pglite for the embedded database instead).
 * BENCH_SECONDS (default 5) per round, BENCH_ROUNDS (default 3), BENCH_PATHS (comma-separated).
 * Figures, not pass/fail: record them in docs/performance.md. `runPublicReads` is also run by
 * bench/targets.ts.
 */
import {
  compressionCosts,
  contentEncoding,
  isMainModule,
  measureAgainstBare,
  onShopServer,
  type Load,
} from './bare-limit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const PATHS = (
  process.env.BENCH_PATHS ?? '/api/products,/api/products/slug/vitalix,/api/settings,/api/content/home'
).split(',');
/** What a browser's fetch sends that changes the answer: it takes brotli and gzip. */
const BROWSER_HEADERS = { accept: '*/*', 'accept-encoding': 'br, gzip' };

/** One address's figures: ours and the bare server's on the same bytes. */
export type PublicRead = {
  path: string;
  acceptEncoding: string;
  bytes: number;
  encoding: string;
  limit: Load;
  served: Load;
  ratio: number;
};

/** The addresses measured, each with the headers a client sends: a browser's, and none (identity). */
function targets(paths: string[]): Array<{ path: string; headers: Record<string, string> }> {
  return [
    ...paths.map((path) => ({ path, headers: BROWSER_HEADERS })),
    { path: '/api/products', headers: { accept: '*/*' } },
  ];
}

/** Measures the public reads on a fresh demo shop (PostgreSQL, or PGlite with BENCH_DB=pglite). */
export function runPublicReads(paths: string[] = PATHS): Promise<PublicRead[]> {
  const server = { title: 'Public reads', database: 'shop_public_reads', port: 5404 };
  return onShopServer(server, async (serverUrl, serverPid) => {
    const compared = await measureAgainstBare(
      serverUrl,
      5405,
      targets(paths).map(({ path, headers }) => ({
        path,
        headers,
        // The bare server answers each address with the bytes our server gave for the same headers.
        bareKey: headers['accept-encoding'] ? path : `/identity${path}`,
      })),
      {
        rounds: ROUNDS,
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
        serverPid,
        describe: ({ path, headers, answer }) =>
          `GET ${path}  Accept-Encoding: ${headers['accept-encoding'] ?? '(none)'}  → ${answer.body.length} bytes, ${contentEncoding(answer)}`,
      },
    );
    const list = await fetch(`${serverUrl}/api/products`, { headers: { 'accept-encoding': 'identity' } });
    compressionCosts('the products list', Buffer.from(await list.arrayBuffer()), {
      brotli: [4, 5, 6, 8, 11],
      gzip: [6, 9],
    });
    return compared.map(({ headers, answer, ...figures }) => ({
      ...figures,
      acceptEncoding: headers['accept-encoding'] ?? '(none)',
      bytes: answer.body.length,
      encoding: contentEncoding(answer),
    }));
  });
}

if (isMainModule(import.meta.url)) await runPublicReads();
