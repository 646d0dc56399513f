import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../common/accounts/roles';
import { MAINTENANCE_MESSAGES } from '../../common/settings/admin-settings-schemas';
import { buildServer } from '../build-server';
import { notificationOutbox, orderItems, orders } from '../db/schema';
import { addProduct, stockOf, VALID_CUSTOMER } from '../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../testing/test-app';
import { testConfig } from '../testing/test-config';
import { createTestDatabase } from '../testing/test-database';
import { MAINTENANCE_PAGE_CSP } from './maintenance';

/**
 * Maintenance mode (decision 018): while it is on, the shop's pages answer 503 with the maintenance page and
 * orders are refused, except for signed-in staff; the back office, the API, uploads and health keep
 * answering; turning it off reopens everything with the next request.
 */
let t: TestApp;
let cms: string;
let owner: string;
let desk: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  cms = await loginCookie(t, 'editor');
  owner = await loginCookie(t, 'owner');
  desk = await loginCookie(t, 'desk');
  customer = await loginCookie(t, 'shopper');
});
afterAll(() => t.close());

async function setMaintenance(app: FastifyInstance, cookie: string, maintenanceMode: boolean) {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie },
    payload: { maintenanceMode, siteName: 'Hunza & Sons Organics' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function expectMaintenancePage(res: LightMyRequestResponse, { head = false } = {}) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe(String(MAINTENANCE_MESSAGES.retryAfterSeconds));
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['content-security-policy']).toBe(MAINTENANCE_PAGE_CSP);
  if (head) return expect(res.body).toBe('');
  expect(res.body).toMatch(/^<!doctype html>/);
  expect(res.body).toContain(`<h1>${MAINTENANCE_MESSAGES.title}</h1>`);
  expect(res.body).toContain(MAINTENANCE_MESSAGES.body);
  expect(res.body).toContain('Hunza &amp; Sons Organics');
  expect(res.body).not.toMatch(/<script|<link|<img|<form/i);
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function orderFigures(productId: string) {
  const db = t.database.db;
  const [placed] = await db.select({ n: count() }).from(orders);
  const [lines] = await db.select({ n: count() }).from(orderItems);
  const [queued] = await db.select({ n: count() }).from(notificationOutbox);
  return { orders: placed!.n, lines: lines!.n, outbox: queued!.n, stock: await stockOf(db, productId) };
}

const postOrder = (productId: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: cookie ? { cookie } : {},
    payload: { order: VALID_CUSTOMER, items: [{ productId, quantity: 2 }] },
  });

describe('maintenance mode', () => {
  it('closes every shop page to visitors and customers with the maintenance page', async () => {
    await setMaintenance(t.app, cms, true);
    for (const url of ['/', '/products', '/products?category=honey', '/product/vitalix', '/about']) {
      expectMaintenancePage(await get(url));
    }
    // React Router's client navigations: `/_.data` is the home page's data, `/products.data` the list's.
    for (const url of ['/_.data', '/products.data?_routes=routes%2Fshop%2Fproducts', '/checkout/_.data']) {
      expectMaintenancePage(await get(url));
    }
    expectMaintenancePage(await t.app.inject({ method: 'HEAD', url: '/' }), { head: true });
    // A signed-in customer is a visitor too.
    expectMaintenancePage(await get('/', customer));
    expectMaintenancePage(await get('/checkout', customer));
    // The admin prefix does not open a shop page behind it.
    for (const url of ['/admin%2F..%2Fproducts', '/admin%5C..%5Cproducts', '/administrator']) {
      expectMaintenancePage(await get(url));
    }
  });

  it("refuses orders through the API and the checkout page's form, storing nothing and taking no stock", async () => {
    const jar = await addProduct(t.database.db, { name: 'Sidr Honey', price: '2500.00', stock: 10 });
    const before = await orderFigures(jar.id);

    for (const cookie of [undefined, customer]) {
      const refused = await postOrder(jar.id, cookie);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: MAINTENANCE_MESSAGES.orderRefused });
      expect(refused.headers['retry-after']).toBe(String(MAINTENANCE_MESSAGES.retryAfterSeconds));
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // The checkout form's post to its action, with and without JavaScript: the gate answers first.
    const form = `customerName=Ayesha&customerPhone=03001234567&items=${encodeURIComponent(
      JSON.stringify([{ productId: jar.id, quantity: 2 }]),
    )}`;
    for (const url of ['/checkout', '/checkout.data']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
      expectMaintenancePage(res);
    }
    expect(await orderFigures(jar.id)).toEqual(before);
  });

  it('lets signed-in staff see the shop and place a test order', async () => {
    for (const cookie of [cms, owner, desk]) {
      const res = await get('/', cookie);
      expect(res.statusCode).not.toBe(503); // the API-only test server has no page there: 404
      expect((await get('/products.data', cookie)).statusCode).not.toBe(503);
    }
    const jar = await addProduct(t.database.db, { name: 'Walnuts', price: '1200.00', stock: 5 });
    const placed = await postOrder(jar.id, desk);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(t.database.db, jar.id)).toBe(3);
  });

  it('keeps the back office, the API, uploads and what crawlers read open to everyone', async () => {
    for (const url of [
      '/admin',
      '/admin/login',
      '/admin/login.data',
      '/admin/settings',
      '/__manifest?p=%2F',
    ]) {
      expect((await get(url)).statusCode, url).not.toBe(503);
    }
    for (const url of [
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.svg',
      '/uploads/media/logo.webp',
      '/logout',
    ]) {
      expect((await get(url)).statusCode, url).not.toBe(503);
    }
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/settings')).statusCode).toBe(200);
    expect((await get('/api/products')).statusCode).toBe(200);
    expect((await get('/api/auth/status')).statusCode).toBe(200);
    expect((await get('/api/admin/settings', cms)).json()).toMatchObject({ maintenanceMode: true });
    // Staff can still sign in (to turn maintenance off).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'editor', password: 'Correct-Horse-9', isAdmin: true },
    });
    expect(login.statusCode).toBe(200);
  });

  it('reopens the shop with the very next request once turned off', async () => {
    await setMaintenance(t.app, cms, false);
    for (const url of ['/', '/products', '/_.data']) expect((await get(url)).statusCode).toBe(404);
    const jar = await addProduct(t.database.db, { name: 'Almonds', price: '900.00', stock: 4 });
    const placed = await postOrder(jar.id);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(t.database.db, jar.id)).toBe(2);

    // And closes it again just as fast.
    await setMaintenance(t.app, owner, true);
    expectMaintenancePage(await get('/'));
    await setMaintenance(t.app, owner, false);
  });
});

/**
 * With a stand-in for the pages' catch-all (ssr.ts registers React Router under `/*`): the gate answers
 * before the page handler runs, and lets it run for staff and once maintenance is off.
 */
describe('the gate in front of the pages', () => {
  async function serverWithPages(env: 'test' | 'production') {
    const database = await createTestDatabase();
    const app = await buildServer({ config: testConfig({ env }), db: database.db, pages: false });
    const rendered: string[] = [];
    await app.register(async (pages) => {
      pages.route({
        method: ['GET', 'HEAD', 'POST'],
        url: '/*',
        config: { changes: [] },
        handler: async (request) => {
          rendered.push(request.url);
          return 'the shop';
        },
      });
    });
    await app.ready();
    return { app, database, rendered };
  }

  let page: Awaited<ReturnType<typeof serverWithPages>>;
  let staff: string;
  beforeAll(async () => {
    page = await serverWithPages('test');
    await addUser(
      { app: page.app, database: page.database, close: async () => {} },
      {
        username: 'editor',
        role: 'cms',
      },
    );
    staff = await loginCookie({ app: page.app, database: page.database, close: async () => {} }, 'editor');
  });
  afterAll(async () => {
    await page.app.close();
    await page.database.close();
  });

  it('answers before the page handler while on, and hands over to it for staff and once off', async () => {
    await setMaintenance(page.app, staff, true);
    expectMaintenancePage(await page.app.inject({ url: '/products' }));
    expect(page.rendered).toEqual([]);

    const asStaff = await page.app.inject({ url: '/products', headers: { cookie: staff } });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.body).toBe('the shop');
    // The back office and, in development, Vite's modules and public files reach the pages' handler.
    for (const url of ['/admin/login', '/app/root.tsx', '/@vite/client', '/favicon.svg']) {
      expect((await page.app.inject({ url })).statusCode, url).toBe(200);
    }
    expect(page.rendered).toEqual([
      '/products',
      '/admin/login',
      '/app/root.tsx',
      '/@vite/client',
      '/favicon.svg',
    ]);

    await setMaintenance(page.app, staff, false);
    expect((await page.app.inject({ url: '/products' })).body).toBe('the shop');
  });

  it('judges the path React Router will be given, dot segments resolved, over a real connection', async () => {
    // inject() resolves `..` itself; a browser does too, but a raw client sends it as it likes.
    const address = await page.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}` } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    await setMaintenance(page.app, staff, true);
    try {
      for (const path of [
        '/admin/../products',
        '/admin/%2e%2E/checkout',
        '/ADMIN/./../about',
        '/admin/..\\products',
      ]) {
        const res = await raw(path);
        expect(res.status, path).toBe(503);
        expect(res.body).toContain(MAINTENANCE_MESSAGES.title);
      }
      expect((await raw('/admin/./login')).status).toBe(200);
    } finally {
      await setMaintenance(page.app, staff, false);
    }
  });

  it('keeps an address that looks like a file closed in production, where files have routes of their own', async () => {
    const production = await serverWithPages('production');
    try {
      const harness = { app: production.app, database: production.database, close: async () => {} };
      await addUser(harness, { username: 'editor', role: 'cms' });
      await setMaintenance(production.app, await loginCookie(harness, 'editor'), true);
      for (const url of ['/app/root.tsx', '/no-such-file.png', '/products']) {
        expectMaintenancePage(await production.app.inject({ url }));
      }
      expect((await production.app.inject({ url: '/admin/login' })).statusCode).toBe(200);
      expect(production.rendered).toEqual(['/admin/login']);
    } finally {
      await production.app.close();
      await production.database.close();
    }
  });
});
