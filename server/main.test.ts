import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// Run the entry point as production does, bundled and under plain node (a TypeScript loader would put
// its own signal handlers between us and SIGTERM).
const bundle = join(process.cwd(), 'build/test/main.js');
beforeAll(() => {
  buildSync({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: bundle,
    logLevel: 'warning',
  });
});

/** Starts the real entry point on embedded PGlite and waits for its banner. */
function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Start-Test-Pass-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Shop:')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

describe('the server process', () => {
  it('installs the demo shop, stops cleanly on SIGTERM, refuses a second process and keeps its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
    const port = 5300 + Math.floor(Math.random() * 500);
    const first = start(dataDir, port);
    await first.ready;
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('Admin login: admin');
    const products = await (await fetch(`http://localhost:${port}/api/products`)).json();
    expect(products.length).toBe(23);

    const second = start(dataDir, port + 1);
    await expect(second.ready).rejects.toThrow(/in use by another process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db', '.lock'))).toBe(false);

    const again = start(dataDir, port);
    await again.ready;
    expect(again.output()).toContain('password as set at first start');
    const afterRestart = await (await fetch(`http://localhost:${port}/api/products`)).json();
    expect(afterRestart.map((p: { id: string }) => p.id)).toEqual(products.map((p: { id: string }) => p.id));
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
