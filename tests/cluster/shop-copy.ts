import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor } from './wait';

export const SERVER_BUNDLE = join(process.cwd(), 'build/server/main.js');

export type ShopCopy = {
  name: string;
  url: string;
  pid: number;
  /** Resolves when the process has ended, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr (pino's JSON lines and the start-up banner). */
  output(): Promise<string>;
  /** Its log lines at error level or worse (pino level ≥ 50). */
  errors(): Promise<string[]>;
  /** SIGKILL: the process dies at once, in the middle of whatever it was doing. */
  kill(): Promise<void>;
  /** SIGTERM (finish in-flight requests, server/main.ts), then SIGKILL if it takes over 20 s. */
  stop(): Promise<void>;
};

/**
 * Starts one copy of the production build (build/server/main.js, as `npm run serve` runs it) with exactly
 * the given environment plus PATH and HOME: nothing of the caller's environment (a DATABASE_URL, S3_*)
 * leaks in. Output goes to `<logDir>/<name>.log`.
 */
export function startCopy(name: string, port: number, env: Record<string, string>, logDir: string): ShopCopy {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(
      `${SERVER_BUNDLE} is missing: run \`npm run build\` (npm run test:cluster does, unless CLUSTER_SKIP_BUILD=1)`,
    );
  }
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const output = () => readFile(logFile, 'utf8').catch(() => '');
  const running = () => child.exitCode === null && child.signalCode === null;

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    exited,
    output,
    async errors() {
      return (await output()).split('\n').filter((line) => {
        if (!line.startsWith('{')) return false;
        try {
          return (JSON.parse(line) as { level?: number }).level! >= 50;
        } catch {
          return false;
        }
      });
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until the copy answers 200 on /api/health; fails with the end of its output if it exits. */
export async function waitUntilHealthy(copy: ShopCopy, timeoutMs: number): Promise<void> {
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void copy.exited.then((how) => (ended = how));
  try {
    await waitFor(
      `${copy.name} to be healthy`,
      timeoutMs,
      async () => {
        if (ended) throw new Error(`${copy.name} exited (${ended.signal ?? `code ${ended.code}`})`);
        const res = await fetch(`${copy.url}/api/health`).catch(() => null);
        return res?.status === 200;
      },
      100,
    );
  } catch (error) {
    const tail = (await copy.output()).split('\n').slice(-30).join('\n');
    throw new Error(`${(error as Error).message}; its last output:\n${tail}`, { cause: error });
  }
}
