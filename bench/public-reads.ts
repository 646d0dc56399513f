/**
 * Public reads near the limit (issue 16 §1): the production build against a bare `node:http` server that
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
 * Figures, not pass/fail: record them in docs/performance.md.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { withBenchDatabase } from './bench-database';
import { startProductionServer } from './server-process';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const PATHS = (
  process.env.BENCH_PATHS ?? '/api/products,/api/products/slug/vitalix,/api/settings,/api/content/home'
).split(',');
/** What a browser's fetch sends that changes the answer: it takes brotli and gzip. */
const BROWSER_HEADERS = { accept: '*/*', 'accept-encoding': 'br, gzip' };
/** Headers about the connection or the moment, not the answer: the bare server makes its own. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * autocannon appends every response body to a string (`body += chunk`: a UTF-8 decode of every byte)
 * for features this bench does not use (expectBody, verifyBody, onResponse). On 17 KB of brotli that
 * decode made the load generator the bottleneck: it saturated a core at ~3,000 req/s while the bare server
 * idled at a third of one. Counting is left as it is; only the body's text is no longer kept.
 */
createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js').prototype.addBody = () => {};

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** The answer exactly as it travels: the raw (compressed) bytes and the headers, as a browser gets them. */
function fetchRaw(url: string, requestHeaders: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers: Record<string, string> = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers[name] = res.rawHeaders[i + 1]!;
          }
          // A streamed answer (chunked) gets its length here: the bare server sends it in one piece.
          if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
            headers['content-length'] = String(body.length);
          }
          resolve({ status: res.statusCode ?? 0, headers, body });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The bare limit: node:http answering the recorded bytes from memory, in a process of its own. */
const BARE_SERVER = `
const http = require('node:http');
const { readFileSync } = require('node:fs');
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.ANSWERS_FILE, 'utf8'))).map(([path, a]) => [
    path,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);
http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.statusCode = 404;
      return res.end();
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

async function startBareServer(port: number, answers: Map<string, Answer>) {
  const folder = await mkdtemp(join(tmpdir(), 'bench-bare-'));
  const file = join(folder, 'answers.json');
  const serialised = Object.fromEntries(
    [...answers].map(([path, a]) => [path, { ...a, body: a.body.toString('base64') }]),
  );
  await writeFile(file, JSON.stringify(serialised));
  const child: ChildProcess = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port), ANSWERS_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => data.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

type Load = { perSecond: number; p50: number; p99: number; bad: number };

async function load(url: string, seconds: number, headers: Record<string, string>): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    perSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of each figure over the rounds, and the failures of all of them. */
const summary = (runs: Load[]): Load => ({
  perSecond: median(runs.map((r) => r.perSecond)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  bad: runs.reduce((sum, r) => sum + r.bad, 0),
});

const row = (label: string, l: Load, runs: Load[]) =>
  `  ${label.padEnd(7)} ${l.perSecond.toFixed(0).padStart(6)} req/s  p50 ${l.p50.toFixed(1).padStart(5)} ms  p99 ${l.p99.toFixed(1).padStart(6)} ms` +
  `   (rounds: ${runs.map((r) => r.perSecond.toFixed(0)).join(', ')})${l.bad ? `   ${l.bad} failed` : ''}`;

/** What a rebuild of the products list costs: its JSON compressed at a few settings. */
function compressionCosts(json: Buffer) {
  const time = (work: () => Buffer) => {
    work(); // warm
    const runs = 20;
    const started = performance.now();
    let bytes = 0;
    for (let i = 0; i < runs; i++) bytes = work().length;
    return { ms: (performance.now() - started) / runs, bytes };
  };
  console.log(`\nCompressing the products list (${json.length} bytes of JSON), mean of 20:`);
  for (const quality of [4, 5, 6, 8, 11]) {
    const { ms, bytes } = time(() =>
      brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }),
    );
    console.log(`  brotli q${String(quality).padEnd(2)} ${ms.toFixed(2).padStart(7)} ms  ${bytes} bytes`);
  }
  for (const level of [6, 9]) {
    const { ms, bytes } = time(() => gzipSync(json, { level }));
    console.log(`  gzip ${level}     ${ms.toFixed(2).padStart(7)} ms  ${bytes} bytes`);
  }
}

/** The addresses measured, each with the headers a client sends: a browser's, and none (identity). */
function targets(): Array<{ path: string; headers: Record<string, string> }> {
  return [
    ...PATHS.map((path) => ({ path, headers: BROWSER_HEADERS })),
    { path: '/api/products', headers: { accept: '*/*' } },
  ];
}

async function run(databaseUrl: string | undefined) {
  const server = await startProductionServer(5404, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  // Both servers on IPv4 loopback: the production server listens on 0.0.0.0.
  const serverUrl = server.url.replace('localhost', '127.0.0.1');
  // The bare server answers each address with the bytes our server gave for the same request headers.
  const answers = new Map<string, Answer>();
  const bareKey = (path: string, headers: Record<string, string>) =>
    headers['accept-encoding'] ? path : `/identity${path}`;
  for (const { path, headers } of targets()) {
    const answer = await fetchRaw(serverUrl + path, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    answers.set(bareKey(path, headers), answer);
  }
  const bare = await startBareServer(5405, answers);
  try {
    console.log(
      `${CONNECTIONS} connections; per address ${WARM_UP_SECONDS} s of warm-up each, then ${ROUNDS} rounds of ` +
        `${SECONDS} s on the bare server and ${SECONDS} s on ours in turn (medians shown); database: ` +
        `${databaseUrl ? 'PostgreSQL' : 'PGlite'}; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    for (const { path, headers } of targets()) {
      const key = bareKey(path, headers);
      const answer = answers.get(key)!;
      const encoding = answer.headers['content-encoding'] ?? 'identity';
      console.log(
        `\nGET ${path}  Accept-Encoding: ${headers['accept-encoding'] ?? '(none)'}  → ${answer.body.length} bytes, ${encoding}`,
      );
      await load(bare.url + key, WARM_UP_SECONDS, headers);
      await load(serverUrl + path, WARM_UP_SECONDS, headers);
      const limits: Load[] = [];
      const ours: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        limits.push(await load(bare.url + key, SECONDS, headers));
        ours.push(await load(serverUrl + path, SECONDS, headers));
      }
      const limit = summary(limits);
      const served = summary(ours);
      console.log(row('bare', limit, limits));
      console.log(row('server', served, ours));
      console.log(`  ratio   ${(served.perSecond / limit.perSecond).toFixed(2)}`);
    }
    const list = await fetch(`${serverUrl}/api/products`, { headers: { 'accept-encoding': 'identity' } });
    compressionCosts(Buffer.from(await list.arrayBuffer()));
    console.log(
      `\nload average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await bare.stop();
    await server.stop();
  }
}

if (process.env.BENCH_DB === 'pglite') await run(undefined);
else await withBenchDatabase('shop_public_reads', run);
