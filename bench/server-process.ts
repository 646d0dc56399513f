import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';

/** A server started for a benchmark; `pid` lets a bench read its memory (/proc/<pid>/status). */
export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/** The super admin's password on every bench server; `adminCookie` signs in with it. */
const ADMIN_PASSWORD = 'Bench-Admin-Pass-1';

/**
 * Starts the production build (`npm run build` first) on its own port and data folder, and waits until
 * it answers. Extra environment (DATABASE_URL, …) passes through.
 */
export function startProductionServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServerProcess(['build/server/main.js'], port, env);
}

/**
 * Starts the API alone from source (bench/order-desk-server.ts: no pages, so no build), on the database
 * DATABASE_URL names. A fresh process: its first request is a cold one.
 */
export function startApiServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  return startServerProcess(['--import', 'tsx', 'bench/order-desk-server.ts'], port, env);
}

async function startServerProcess(
  args: string[],
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (attempt > 600) throw new Error('The server did not start within 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the bench server's super admin ('admin'); answers the Cookie header to send. */
export async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: 'admin', password: ADMIN_PASSWORD, isAdmin: true }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** A one-line order of one jar, as the checkout sends it. */
export const benchOrder = (productId: string, i: number) => ({
  order: {
    customerName: `Bench ${i}`,
    customerPhone: '0300 1234567',
    shippingAddress: 'House 1, Street 2',
    city: 'Lahore',
  },
  items: [{ productId, quantity: 1 }],
});

/** An answer's status and its body as text (`requestText`). */
export type TextAnswer = { status: number; body: string };

/** Kept-alive connections for `placeOrder`, which the benches' servers close as they stop. */
const ordersAgent = new Agent({ keepAlive: true });

/**
 * One request over node:http with kept-alive connections of `agent`, answering the status and the body
 * as text, decoded from the coding the server chose (br or gzip, when the request took them). Not fetch:
 * it costs a load generator several times the CPU per request, and the generator shares the server's two
 * cores (and, in bench:mixed, its own event loop with the page load).
 */
function requestText(
  url: string,
  {
    method,
    body,
    headers,
    agent,
  }: { method: string; body?: string; headers: Record<string, string | number>; agent: Agent },
): Promise<TextAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          const bytes = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          const plain =
            coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;
          resolve({ status: res.statusCode ?? 0, body: plain.toString('utf8') });
        } catch (error) {
          reject(error as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** POSTs a JSON body (`requestText`). `host` is the Host header, when not the URL's. */
export function postJson(
  url: string,
  body: string,
  { agent = ordersAgent, host }: { agent?: Agent; host?: string } = {},
): Promise<TextAnswer> {
  return requestText(url, {
    method: 'POST',
    body,
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      ...(host ? { host } : {}),
    },
  });
}

/**
 * GETs `url` (`requestText`) with `headers`: a session's cookie, and the Accept-Encoding a browser
 * sends, so the server compresses its answer as it would for staff.
 */
export function getText(url: string, headers: Record<string, string>, agent: Agent): Promise<TextAnswer> {
  return requestText(url, { method: 'GET', agent, headers });
}

/** Places a one-line order as the checkout sends it; answers whether it was placed. */
export async function placeOrder(url: string, productId: string, i: number): Promise<boolean> {
  const answer = await postJson(`${url}/api/orders`, JSON.stringify(benchOrder(productId, i)));
  return answer.status === 201;
}

/** Runs `task` from `clients` concurrent loops for `durationMs`; answers latencies in ms and failures. */
export async function loadTest(clients: number, durationMs: number, task: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  let counter = 0;
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const ok = await task(counter++).catch(() => false);
        latencies.push(performance.now() - started);
        if (!ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    count: latencies.length,
    perSecond: latencies.length / (durationMs / 1000),
    p50: at(0.5),
    p99: at(0.99),
    failures,
  };
}
