/**
 * The pieces of a "shop against the bare limit" benchmark (bench/public-reads.ts, bench/pages.ts): the
 * answer recorded exactly as it travels, a bare `node:http` server answering those very bytes from memory
 * in a process of its own, autocannon rounds with their medians, and what compressing a body would cost.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { withShopDatabase } from './bench-database';
import { processCpu } from './cpu-shares';
import { startProductionServer } from './server-process';

export const CONNECTIONS = 32;

/** The machine's load average (1, 5 and 15 minutes): every figure of a shared machine goes with it. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Whether the module at `moduleUrl` is the one node was asked to run (its CLI), not an import. */
export const isMainModule = (moduleUrl: string) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;

/** Headers about the connection or the moment, not the answer: the bare server makes its own. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * autocannon appends every response body to a string (`body += chunk`: a UTF-8 decode of every byte)
 * for features these benches do not use (expectBody, verifyBody, onResponse); on compressed bodies that
 * decode makes the load generator the bottleneck. Counting is left as it is; only the text is not kept.
 */
createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js').prototype.addBody = () => {};

export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** The answer exactly as it travels: the raw (compressed) bytes and the headers, as a browser gets them. */
export function fetchRaw(url: string, requestHeaders: Record<string, string>): Promise<Answer> {
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

export async function startBareServer(port: number, answers: Map<string, Answer>) {
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
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type Load = { perSecond: number; p50: number; p99: number; bad: number };

export async function load(url: string, seconds: number, headers: Record<string, string>): Promise<Load> {
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
export const summary = (runs: Load[]): Load => ({
  perSecond: median(runs.map((r) => r.perSecond)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  bad: runs.reduce((sum, r) => sum + r.bad, 0),
});

/** `load`, with the CPU each answer cost the process `pid` (µs), when there is one. */
async function loadWithCpu(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  pid?: number,
): Promise<Load & { cpuPerAnswerUs?: number }> {
  // CPU per answer holds still where answers a second do not: on this shared VM the bare server's own
  // rounds move by up to 70 % within one run, while the time each answer costs it moves far less.
  const before = pid ? await processCpu(pid) : 0;
  const figures = await load(url, seconds, headers);
  if (!pid) return figures;
  const spent = (await processCpu(pid)) - before;
  return { ...figures, cpuPerAnswerUs: (spent * 1e6) / (figures.perSecond * seconds) };
}

export const row = (label: string, l: Load, runs: Load[]) =>
  `  ${label.padEnd(7)} ${l.perSecond.toFixed(0).padStart(6)} req/s  p50 ${l.p50.toFixed(1).padStart(5)} ms  p99 ${l.p99.toFixed(1).padStart(6)} ms` +
  `   (rounds: ${runs.map((r) => r.perSecond.toFixed(0)).join(', ')})${l.bad ? `   ${l.bad} failed` : ''}`;

/**
 * Warms both servers on `path`, then runs `rounds` rounds of `seconds` on the bare server and on ours in
 * turn, so that whatever else the machine is doing weighs on both alike; prints the medians and the ratio.
 */
export async function compareWithBare(
  target: {
    bareUrl: string;
    serverUrl: string;
    headers: Record<string, string>;
    /** The two processes, to print the CPU each answer costs them. */
    pids?: { bare: number; server: number };
  },
  { rounds, seconds, warmUpSeconds }: { rounds: number; seconds: number; warmUpSeconds: number },
) {
  const { bareUrl, serverUrl, headers, pids } = target;
  await load(bareUrl, warmUpSeconds, headers);
  await load(serverUrl, warmUpSeconds, headers);
  const limits: Array<Awaited<ReturnType<typeof loadWithCpu>>> = [];
  const ours: Array<Awaited<ReturnType<typeof loadWithCpu>>> = [];
  for (let round = 0; round < rounds; round++) {
    limits.push(await loadWithCpu(bareUrl, seconds, headers, pids?.bare));
    ours.push(await loadWithCpu(serverUrl, seconds, headers, pids?.server));
  }
  const limit = summary(limits);
  const served = summary(ours);
  const ratio = served.perSecond / limit.perSecond;
  console.log(row('bare', limit, limits));
  console.log(row('server', served, ours));
  console.log(`  ratio   ${ratio.toFixed(2)}`);
  if (pids) {
    const cpu = (runs: typeof limits) => median(runs.map((run) => run.cpuPerAnswerUs ?? NaN));
    const [bareCpu, ourCpu] = [cpu(limits), cpu(ours)];
    console.log(
      `  CPU per answer: bare ${bareCpu.toFixed(1)} µs, server ${ourCpu.toFixed(1)} µs ` +
        `(rounds: ${limits.map((r) => r.cpuPerAnswerUs?.toFixed(1)).join(', ')}; ${ours.map((r) => r.cpuPerAnswerUs?.toFixed(1)).join(', ')})`,
    );
  }
  return { limit, served, ratio };
}

/** One address measured against the bare server: its recorded answer and both sides' figures. */
export type Compared = { path: string; headers: Record<string, string>; answer: Answer } & Awaited<
  ReturnType<typeof compareWithBare>
>;

/**
 * Records each target's answer from our server (`bareKey` names it on the bare server: one path may be
 * asked with different headers), starts the bare server on `barePort` answering those bytes, and
 * compares the two on every target in turn (`describe` prints a line before each).
 */
export async function measureAgainstBare(
  serverUrl: string,
  barePort: number,
  targets: Array<{ path: string; headers: Record<string, string>; bareKey?: string }>,
  {
    rounds,
    seconds,
    warmUpSeconds,
    describe,
    serverPid,
  }: {
    rounds: number;
    seconds: number;
    warmUpSeconds: number;
    describe: (c: Omit<Compared, 'limit' | 'served' | 'ratio'>) => string;
    /** Our server's process: with it, the CPU per answer of both sides is printed too. */
    serverPid?: number;
  },
): Promise<Compared[]> {
  const answers = new Map<string, Answer>();
  for (const { path, headers, bareKey = path } of targets) {
    const answer = await fetchRaw(serverUrl + path, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    answers.set(bareKey, answer);
  }
  const bare = await startBareServer(barePort, answers);
  const figures: Compared[] = [];
  try {
    console.log(
      `${CONNECTIONS} connections; per address ${warmUpSeconds} s of warm-up each, then ${rounds} rounds of ` +
        `${seconds} s on the bare server and ${seconds} s on ours in turn (medians shown); load average ` +
        loadAverage(),
    );
    for (const { path, headers, bareKey = path } of targets) {
      const answer = answers.get(bareKey)!;
      console.log(`\n${describe({ path, headers, answer })}`);
      const compared = await compareWithBare(
        {
          bareUrl: bare.url + bareKey,
          serverUrl: serverUrl + path,
          headers,
          ...(serverPid && { pids: { bare: bare.pid, server: serverPid } }),
        },
        { rounds, seconds, warmUpSeconds },
      );
      figures.push({ path, headers, answer, ...compared });
    }
  } finally {
    await bare.stop();
  }
  return figures;
}

/** The content coding an answer was sent with. */
export const contentEncoding = (answer: Answer) =>
  answer.headers['content-encoding'] ?? answer.headers['Content-Encoding'] ?? 'identity';

/** A body compressed once at each setting (mean of 20): what compressing it per answer would cost. */
export function compressionCosts(
  label: string,
  body: Buffer,
  { brotli, gzip, text = false }: { brotli: number[]; gzip: number[]; text?: boolean },
) {
  const time = (work: () => Buffer) => {
    work(); // warm
    const runs = 20;
    const started = performance.now();
    let bytes = 0;
    for (let i = 0; i < runs; i++) bytes = work().length;
    return { ms: (performance.now() - started) / runs, bytes };
  };
  console.log(`\nCompressing ${label} (${body.length} bytes) once, mean of 20:`);
  for (const quality of brotli) {
    const params = {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      ...(text && { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT }),
    };
    const { ms, bytes } = time(() => brotliCompressSync(body, { params }));
    console.log(`  brotli q${String(quality).padEnd(2)} ${ms.toFixed(2).padStart(7)} ms  ${bytes} bytes`);
  }
  for (const level of gzip) {
    const { ms, bytes } = time(() => gzipSync(body, { level }));
    console.log(`  gzip ${level}     ${ms.toFixed(2).padStart(7)} ms  ${bytes} bytes`);
  }
}

/**
 * A "shop against the bare limit" run: the production build on `port` over a fresh demo shop (PostgreSQL,
 * or PGlite with BENCH_DB=pglite; `database` names the PostgreSQL one), `work` given its IPv4 address,
 * the server stopped and the load average printed after.
 */
export async function onShopServer<T>(
  { title, database, port }: { title: string; database: string; port: number },
  work: (serverUrl: string, serverPid: number) => Promise<T>,
): Promise<T> {
  return withShopDatabase(database, async (databaseUrl) => {
    const server = await startProductionServer(port, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    try {
      console.log(`${title}; database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${nodeRunning()}`);
      // Both servers on IPv4 loopback: the production server listens on 0.0.0.0.
      const figures = await work(server.url.replace('localhost', '127.0.0.1'), server.pid);
      console.log(`\nload average at the end: ${loadAverage()}`);
      return figures;
    } finally {
      await server.stop();
    }
  });
}

/**
 * The Node the servers run on: every bench starts them, the bare one included, with its own binary. The
 * shop's image runs Node 24 (docs/deploy.md), so its figures are read under it:
 * `npx -y -p node@24 -- npm run bench:…`. On Node 20 and 22 an AsyncLocalStorage in use (React's server
 * renderer keeps one) costs every promise and socket write an async hook, which Node 24 no longer does.
 */
export function nodeRunning(): string {
  return `Node ${process.version}`;
}
