import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { LISTENER_APPLICATION_NAME } from '../../db/listen';
import { insertDemoData } from '../../seed/demo-data';
import { PUBLIC_STOCK_LIMIT } from '../../../common/catalog/public-stock';
import { TABLE_FAMILIES, type AnswerTag } from '../../lib/public-cache/answer-reads';
import { PUBLIC_ANSWER_CACHE_CONTROL } from '../../lib/public-cache/http-answer';
import { VALID_CUSTOMER } from '../../testing/test-catalog';
import { testConfig } from '../../testing/test-config';
import { createPublicAnswerCache } from '../../lib/public-cache/answer-cache';
import { registerPublicAnswers } from '../../plugins/public-answers';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import { fromAnotherConnection as runFromAnotherConnection } from '../../testing/another-connection';

/**
 * Public answers from memory (decision 020): the same bytes as before, compressed once,
 * revalidated by ETag, and true to the database after any write, on this copy at once and from any other
 * connection through the triggers' notices within a second.
 */
let t: TestApp;
let owner: string;
const log: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line: string) => void log.push(line) } },
  );
  await t.database.db.transaction((tx) => insertDemoData(tx));
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  owner = await loginCookie(t, 'owner');
});
afterAll(() => t?.close());

const BROWSER = { 'accept-encoding': 'br, gzip' };
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const cache = () => t.app.services.publicAnswers;

/** The answer's JSON text, whatever coding it travelled in. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(raw).toString();
  if (coding === 'gzip') return gunzipSync(raw).toString();
  if (coding === 'deflate') return inflateSync(raw).toString();
  expect(coding).toBeUndefined();
  return raw.toString();
}

type Listed = { id: string; slug: string; price: string; stock: number };
const vitalixIn = async (headers: Record<string, string> = BROWSER) =>
  (JSON.parse(decoded(await get('/api/products', headers))) as Listed[]).find((p) => p.slug === 'vitalix')!;

const fromAnotherConnection = (statement: string) => runFromAnotherConnection(t.database, statement);

/** Hears the channel as another copy of the server would (its own connection on PostgreSQL). */
async function listenAsAnotherCopy() {
  const notices: string[] = [];
  if (t.database.kind === 'pglite') {
    const client = (t.database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen('public_answers', (payload) => void notices.push(payload));
    return { notices, stop: () => unlisten() };
  }
  const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  const other = new pg.Client({ connectionString: pool.options.connectionString });
  await other.connect();
  other.on('notification', (message) => void notices.push(message.payload ?? ''));
  await other.query('LISTEN public_answers');
  return { notices, stop: () => other.end() };
}

/** Waits until `check` passes, asking every 20 ms; fails if it has not within `ms`. */
const within = (ms: number, check: () => Promise<void>) => vi.waitFor(check, { timeout: ms, interval: 20 });

/** Resolves once this copy drops `tag` on hearing a notice. */
function heard(tag: AnswerTag): Promise<void> {
  return new Promise((resolve) => {
    const stop = cache().onDrop((dropped) => {
      if (dropped === 'everything' || !dropped.includes(tag)) return;
      stop();
      resolve();
    });
  });
}

const setTrigger = (table: string, on: boolean) =>
  t.database.db.execute(
    sql.raw(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER public_answers_notify`),
  );

describe('public answers from memory', () => {
  it('are the bytes Fastify serialized before, in every coding', async () => {
    const s = t.app.services;
    const vitalix = await s.catalog.getProductBySlug('vitalix');
    const reads: Array<[string, () => Promise<unknown>]> = [
      ['/api/products', () => s.catalog.listProducts()],
      ['/api/products/slug/vitalix', () => s.catalog.getProductBySlug('vitalix')],
      [`/api/products/${vitalix.id}/reviews`, () => s.catalog.listReviews(vitalix.id)],
      [`/api/products/${vitalix.id.toUpperCase()}/faqs`, () => s.catalog.listFaqs(vitalix.id)],
      ['/api/supplement-facts', () => s.catalog.listSupplementFacts()],
      ['/api/settings', () => s.settings.getPublicSettings()],
      ['/api/content/home', () => s.content.listPublishedSections('home')],
      ['/api/testimonials', () => s.community.listPublishedTestimonials()],
      ['/api/site-faqs', () => s.community.listPublishedFaqs()],
    ];
    for (const [url, service] of reads) {
      // Fastify's serializer for a route without a response schema is JSON.stringify.
      const expected = JSON.stringify(await service());
      for (const accept of ['br, gzip', 'gzip, deflate', 'deflate', 'identity', '']) {
        const res = await get(url, accept ? { 'accept-encoding': accept } : {});
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(decoded(res), `${url} ${accept}`).toBe(expected);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control']).toBe(PUBLIC_ANSWER_CACHE_CONTROL);
        expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      }
    }
  });

  it('are compressed once by us and not again by @fastify/compress', async () => {
    const br = await get('/api/products', BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    // One brotli layer: decoding once gives the JSON.
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toBeInstanceOf(Array);
    expect(br.rawPayload.length).toBeLessThan(decoded(br).length / 3);
    const gzip = await get('/api/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toBeInstanceOf(Array);
    // The plain bytes for a client that asks for no compression (as @fastify/compress honoured).
    const plain = await get('/api/products', { ...BROWSER, 'x-no-compression': '1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toBeInstanceOf(Array);
    // Small answers travel as they are, as under the compression threshold before.
    const settings = await get('/api/settings', BROWSER);
    expect(settings.headers['content-encoding']).toBeUndefined();
    expect(settings.headers.vary).toBeUndefined();
  });

  it('answer a known ETag with 304, no body, and the headers of the full answer', async () => {
    const full = await get('/api/products', BROWSER);
    const etag = full.headers.etag as string;
    expect(etag).toMatch(/-br"$/);
    const again = await get('/api/products', { ...BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    const answerHeaders = (res: LightMyRequestResponse) => {
      const {
        date: _d,
        'content-length': _l,
        'content-type': _t,
        'content-encoding': _e,
        ...rest
      } = res.headers;
      const { 'x-request-id': _id, ...stable } = rest;
      return stable;
    };
    expect(answerHeaders(again)).toEqual(answerHeaders(full));
    // The security headers every API answer carries, on the cached 200 and the 304 alike.
    const health = await get('/api/health');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
    ]) {
      expect(health.headers[name], name).toBeDefined();
      expect(full.headers[name], name).toBe(health.headers[name]);
      expect(again.headers[name], name).toBe(health.headers[name]);
    }
    // A tag from another coding or an older answer gets the full answer.
    const gzipTag = (await get('/api/products', { 'accept-encoding': 'gzip' })).headers.etag as string;
    expect((await get('/api/products', { ...BROWSER, 'if-none-match': gzipTag })).statusCode).toBe(200);
    expect((await get('/api/products', { ...BROWSER, 'if-none-match': '"stale"' })).statusCode).toBe(200);
    expect(
      (await get('/api/products', { ...BROWSER, 'if-none-match': `"stale", W/${etag}` })).statusCode,
    ).toBe(304);
  });

  it('still log one line per request, 304s included', async () => {
    log.length = 0;
    const etag = (await get('/api/settings')).headers.etag as string;
    await get('/api/settings', { 'if-none-match': etag });
    const lines = log.map((line) => JSON.parse(line) as { msg: string; url?: string; status?: number });
    const requests = lines.filter((line) => line.msg === 'request' && line.url === '/api/settings');
    expect(requests.map((line) => line.status)).toEqual([200, 304]);
  });

  it('keep 404s out: an unknown product is looked up each time and answered as before', async () => {
    const missing = await get('/api/products/slug/no-such-product', BROWSER);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Product not found' });
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

describe('public answers follow every write', () => {
  it("show a staff save at once on this copy, without waiting for the database's notice", async () => {
    const before = await vitalixIn();
    const product = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/products/${before.id}`,
        headers: { cookie: owner },
      })
    ).json<{ version: number; stock: number }>();
    await get('/api/products/slug/vitalix', BROWSER);
    expect(cache().size('catalog')).toBeGreaterThanOrEqual(2);
    // With the notice switched off, only this copy's own drop after a successful write can show it.
    await setTrigger('products', false);
    try {
      const saved = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${before.id}`,
        headers: { cookie: owner },
        payload: {
          version: product.version,
          price: '7123.00',
          stock: product.stock,
          stockLoaded: product.stock,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await vitalixIn()).price).toBe('7123.00');
      expect(JSON.parse(decoded(await get('/api/products/slug/vitalix', BROWSER))).price).toBe('7123.00');
    } finally {
      await setTrigger('products', true);
    }
  });

  it('show a settings save at once', async () => {
    expect(JSON.parse(decoded(await get('/api/settings'))).siteName).not.toBe('Cached Honey Co');
    expect(cache().size('settings')).toBe(1);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: owner },
      payload: { siteName: 'Cached Honey Co' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.parse(decoded(await get('/api/settings'))).siteName).toBe('Cached Honey Co');
  });

  it("show an order's stock when it changes what the shop shows, and keep the answer when not", async () => {
    const { id } = await vitalixIn();
    const order = (quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          order: { ...VALID_CUSTOMER, total: 1 },
          items: [{ productId: id, productName: 'ignored', quantity, price: 1 }],
        },
      });
    // Plenty in stock: the shop shows 50 (the most one order may hold) before and after an order.
    await fromAnotherConnection(`UPDATE products SET stock = 500 WHERE slug = 'vitalix'`);
    await within(1000, async () => expect((await vitalixIn()).stock).toBe(PUBLIC_STOCK_LIMIT));
    const kept = cache().peek('catalog', 'products');
    expect(kept).toBeDefined();
    expect((await order(2)).statusCode).toBe(201);
    expect(cache().peek('catalog', 'products')).toBe(kept);
    // Low stock: every unit shows ('Only N left'), through the database's notice for this product.
    await fromAnotherConnection(`UPDATE products SET stock = 12 WHERE slug = 'vitalix'`);
    await within(1000, async () => expect((await vitalixIn()).stock).toBe(12));
    expect((await order(2)).statusCode).toBe(201);
    await within(1000, async () => expect((await vitalixIn()).stock).toBe(10));
  });

  it('announce to every copy the products whose shown stock an order changed, and only those', async () => {
    const vitalix = await vitalixIn();
    await fromAnotherConnection(`UPDATE products SET stock = 500 WHERE slug = 'vitalix'`);
    const copy = await listenAsAnotherCopy();
    try {
      await fromAnotherConnection(`UPDATE products SET stock = 60 WHERE slug = 'vitalix'`);
      await fromAnotherConnection(`UPDATE products SET stock = 55 WHERE slug = 'vitalix'`); // shows 50 still
      await fromAnotherConnection(`UPDATE products SET stock = 50 WHERE slug = 'vitalix'`); // shows 50 still
      await fromAnotherConnection(`UPDATE products SET stock = 49 WHERE slug = 'vitalix'`);
      const marker = heard('community');
      await fromAnotherConnection(`SELECT pg_notify('public_answers', 'community')`);
      await marker;
      // 500 → 60 (shown 50 → 50) and 60 → 55 → 50 notify nothing; 50 → 49 names the product.
      expect(copy.notices.filter((notice) => notice.startsWith('stock:'))).toEqual([`stock:${vitalix.id}`]);
    } finally {
      await copy.stop();
    }
  });

  it('refuse to start a route that writes without saying what it changes of the shop', async () => {
    const app = Fastify();
    registerPublicAnswers(app, { db: t.database.db, config: testConfig(), cache: createPublicAnswerCache() });
    expect(() => app.post('/api/anything', async () => ({}))).toThrow(
      'Route POST /api/anything writes but declares no public changes (config.changes)',
    );
    expect(() => app.delete('/api/declared', { config: { changes: [] } }, async () => ({}))).not.toThrow();
    expect(() => app.get('/api/read', async () => ({}))).not.toThrow();
    await app.close();
  });

  it('have a change notice for every table a public answer may read (decision 030)', async () => {
    const { rows } = (await t.database.db.execute(sql`
      SELECT c.relname AS "table", encode(t.tgargs, 'escape') AS family
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = 'public_answers_notify'`)) as unknown as {
      rows: Array<{ table: string; family: string }>;
    };
    const triggers = Object.fromEntries(rows.map((row) => [row.table, row.family.replace(/\\000$/, '')]));
    expect(triggers).toEqual(TABLE_FAMILIES);
  });

  /** The columns of `table` whose UPDATE its notice trigger leaves out. */
  async function unwatchedColumns(table: string) {
    // Both drivers answer { rows } (PGlite and node-postgres).
    const { rows: list } = (await t.database.db.execute(sql`
      SELECT a.attname AS name, a.attnum = ANY (t.tgattr::int2[]) AS watched
      FROM pg_attribute a
      JOIN pg_trigger t ON t.tgrelid = a.attrelid AND t.tgname = 'public_answers_notify'
      WHERE a.attrelid = ${table}::regclass AND a.attnum > 0 AND NOT a.attisdropped`)) as unknown as {
      rows: Array<{ name: string; watched: boolean }>;
    };
    expect(list.length).toBeGreaterThan(15);
    return list.filter((column) => !column.watched).map((column) => column.name);
  }

  it("notify every change of products but a stock-only one (an order's), which would serialize orders", async () => {
    // A column added to products must be added to the trigger's UPDATE OF list (a new migration), unless
    // the shop never shows it: the cost price is the back office's alone (docs/settlements.md).
    expect(await unwatchedColumns('products')).toEqual(['stock', 'cost_price']);
  });

  it("notify every change of the media library but a video's processing lease, which the worker polls", async () => {
    expect((await unwatchedColumns('media_assets')).toSorted()).toEqual([
      'lease_until',
      'processing_attempts',
    ]);
  });

  it('keep serving from memory what the database no longer says, when no notice comes', async () => {
    // The control for the test below: the cache really answers from memory.
    const before = await vitalixIn();
    await setTrigger('products', false);
    try {
      await fromAnotherConnection(`UPDATE products SET price = price + 1 WHERE slug = 'vitalix'`);
      // Notices arrive in the order their transactions committed: once one sent after the update is
      // heard, any the update itself had sent would have been heard before it.
      const marker = heard('community');
      await fromAnotherConnection(`SELECT pg_notify('public_answers', 'community')`);
      await marker;
      expect((await vitalixIn()).price).toBe(before.price);
    } finally {
      await setTrigger('products', true);
      cache().drop();
    }
  });

  it('learn of a change made by another connection within a second, through its notice', async () => {
    const before = await vitalixIn();
    await vitalixIn(); // kept now
    expect(cache().size('catalog')).toBeGreaterThanOrEqual(1);
    await fromAnotherConnection(`UPDATE products SET price = '4321.00' WHERE slug = 'vitalix'`);
    expect(before.price).not.toBe('4321.00');
    await within(1000, async () => expect((await vitalixIn()).price).toBe('4321.00'));
    // And each family hears its own tables.
    await get('/api/content/home');
    await get('/api/testimonials');
    expect(cache().size('content')).toBe(1);
    await fromAnotherConnection(
      `UPDATE site_testimonials SET customer_name = 'Notice Test' WHERE is_published`,
    );
    await within(1000, async () =>
      expect(decoded(await get('/api/testimonials', BROWSER))).toContain('Notice Test'),
    );
    expect(cache().size('content')).toBe(1); // untouched by another family's notice
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reconnect a lost listening connection and drop what may have missed a notice',
    async () => {
      const listenerPid = async () => {
        const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
        const { rows } = await pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
          [LISTENER_APPLICATION_NAME],
        );
        return rows.map((row) => row.pid);
      };
      const [first] = await listenerPid();
      expect(first).toBeDefined();
      await vitalixIn();
      expect(cache().size('catalog')).toBeGreaterThanOrEqual(1);

      await fromAnotherConnection(`SELECT pg_terminate_backend(${first})`);
      // Gone before the change below: its notice reaches no listener of this copy, unless one is back.
      await within(2000, async () => expect(await listenerPid()).not.toContain(first));
      await fromAnotherConnection(`UPDATE products SET price = '5555.00' WHERE slug = 'vitalix'`);
      await within(1000, async () => expect((await vitalixIn()).price).toBe('5555.00'));

      // Listening again on a new connection: answers are kept again and notices heard.
      await within(5000, async () => expect(await listenerPid()).toHaveLength(1));
      const [second] = await listenerPid();
      expect(second).not.toBe(first);
      await within(1000, async () => {
        await vitalixIn();
        expect(cache().size('catalog')).toBeGreaterThan(0);
      });
      await fromAnotherConnection(`UPDATE products SET price = '6666.00' WHERE slug = 'vitalix'`);
      await within(1000, async () => expect((await vitalixIn()).price).toBe('6666.00'));
      expect(log.some((line) => line.includes('change notices lost'))).toBe(true);
    },
  );
});
