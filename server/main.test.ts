import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port';
import { bundleMain } from './testing/main-bundle';

// Run the entry point as production does, bundled and under plain node.
let bundle: string;
beforeAll(() => {
  bundle = bundleMain('main');
});

/**
 * The data folder the first test installed and stopped cleanly, if it did. Installing the demo shop
 * draws its pictures (most of a start's minute), and the crash test needs an installed shop, not a
 * first start, so it starts from a copy of this one; alone, or after a failed first test, it installs.
 */
let installedShop: string | undefined;
function shopToCrash(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  if (installedShop) cpSync(installedShop, dataDir, { recursive: true });
  return dataDir;
}

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
      RATE_LIMIT: 'off',
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
    const port = await freePort();
    const first = start(dataDir, port);
    await first.ready;
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('Admin login: admin');
    const products = await (await fetch(`http://localhost:${port}/api/products`)).json();
    expect(products.length).toBe(23);

    const second = start(dataDir, await freePort());
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
    installedShop = dataDir;
    // Two first starts of a whole server on a busy machine: the guard is for a hang, not for speed.
  }, 240_000);

  it('loses no answered order and half-writes none when killed during a burst of orders', async () => {
    const dataDir = shopToCrash();
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const first = start(dataDir, port);
    await first.ready;
    type Product = { id: string; stock: number };
    // The real stock, as staff see it (the shop shows at most 50: decision 030).
    const staffStock = async () => {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: 'admin', password: 'Start-Test-Pass-1', isAdmin: true }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const products = await fetch(`${base}/api/admin/products`, { headers: { cookie } });
      return { cookie, products: (await products.json()) as Product[] };
    };
    const stocked = (await staffStock()).products.filter((p) => p.stock >= 30);
    const initialStock = new Map(stocked.map((p) => [p.id, p.stock]));

    const answered: string[] = [];
    const burst = Array.from(
      { length: 80 },
      (_, i) =>
        fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            order: {
              customerName: `Crash Test ${i}`,
              customerPhone: '0300 1234567',
              shippingAddress: 'House 1, Street 2',
              city: 'Lahore',
            },
            items: [{ productId: stocked[i % stocked.length]!.id, quantity: 1 + (i % 3) }],
          }),
        })
          .then(async (res) => {
            if (res.status === 201) answered.push(((await res.json()) as { id: string }).id);
          })
          .catch(() => {}), // cut off by the kill
    );
    await expect.poll(() => answered.length, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(5);
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(burst);

    const again = start(dataDir, port);
    await again.ready;
    const { cookie, products: now } = await staffStock();
    const get = async (path: string) => (await fetch(`${base}${path}`, { headers: { cookie } })).json();
    const stored = (await get('/api/admin/orders?limit=200')).orders as Array<{ id: string }>;
    const storedIds = new Set(stored.map((o) => o.id));
    for (const id of answered) expect(storedIds.has(id)).toBe(true);

    // Every stored order is whole: it has its line, and the stock taken matches the lines stored.
    const taken = new Map<string, number>();
    for (const order of stored) {
      const items = (await get(`/api/admin/orders/${order.id}/items`)) as Array<{
        productId: string;
        quantity: number;
      }>;
      expect(items).toHaveLength(1);
      taken.set(items[0]!.productId, (taken.get(items[0]!.productId) ?? 0) + items[0]!.quantity);
    }
    for (const product of now.filter((p) => initialStock.has(p.id))) {
      expect(product.stock).toBe(initialStock.get(product.id)! - (taken.get(product.id) ?? 0));
    }
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 300_000); // a guard against a hang: two starts of the embedded database take minutes on a busy machine
});
