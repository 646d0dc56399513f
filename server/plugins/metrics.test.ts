import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server';
import { openDatabase } from '../db/client';
import { notificationOutbox, siteSettings } from '../db/schema';
import { MAX_ATTEMPTS } from '../modules/notifications/outbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { addProduct, VALID_CUSTOMER } from '../testing/test-catalog';
import { testConfig } from '../testing/test-config';

/**
 * /metrics (decision 019): Prometheus's text format, only for a request carrying the token;
 * without it /metrics is routed like any unknown address.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };
const FASTIFY_NOT_FOUND = { message: 'Route GET:/metrics not found', error: 'Not Found', statusCode: 404 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The value of one series in a scrape (`name{labels} value`); undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Runs a change of the settings row and waits until this server has dropped the settings it kept. */
async function changeSettings(change: () => Promise<unknown>): Promise<void> {
  const heard = new Promise<void>((resolve) => {
    const stop = t.app.services.publicAnswers.onDrop((topics) => {
      if (topics.includes('settings')) resolve(stop());
    });
  });
  await change();
  await heard;
}

const placed = 'shop_orders_placed_total';
const refused = (reason: string) => `shop_orders_refused_total{reason="${reason}"}`;

describe('GET /metrics is closed to the public', () => {
  it('does not exist without METRICS_TOKEN, whatever is sent', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(FASTIFY_NOT_FOUND);
    } finally {
      await plain.close();
    }
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-for-tests-0123456780' }],
    ['the token cut short', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token under another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answers %s as an unknown address (404, not 401)', async (_case, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(FASTIFY_NOT_FOUND);
    expect(res.body).not.toContain('shop_');
  });

  it("answers Prometheus's text format to the token, the scheme in any case", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    // prom-client's default process metrics, under their standard names.
    expect(valueOf(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(res.body).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  it('lets a request with the token reach every other route as usual', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('request durations', () => {
  it('are labelled with the route pattern, never the address asked for', async () => {
    const product = await addProduct(t.database.db, { name: 'Metrics Honey', price: '100.00', stock: 5 });
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/products/slug/:slug",status_class="2xx"}';
    const before = valueOf(await scrape(), series) ?? 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/slug/${product.slug}` });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/products/slug/no-such-product-1234' });

    const text = await scrape();
    expect(valueOf(text, series)).toBe(before + 1);
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/products/slug/:slug",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(product.slug);
    expect(text).not.toContain('no-such-product-1234');
  });

  it('put every address no route names under one label', async () => {
    for (const url of ['/no-such-page-1', '/no-such-page-2', '/api/no-such-route-3']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const text = await scrape();
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/no-such-(page|route)/);
  });
});

describe('orders', () => {
  const order = (productId: string, quantity: number) => ({
    order: VALID_CUSTOMER,
    items: [{ productId, productName: 'Metrics Dates', quantity, price: 1 }],
  });
  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload, headers });

  it('counts an order placed once, not again when its Idempotency-Key is replayed', async () => {
    const dates = await addProduct(t.database.db, { name: 'Metrics Dates', price: '1200.00', stock: 10 });
    const before = valueOf(await scrape(), placed) ?? 0;
    const headers = { 'idempotency-key': 'metrics-test-order-0001' };

    expect((await post(order(dates.id, 1), headers)).statusCode).toBe(201);
    expect(valueOf(await scrape(), placed)).toBe(before + 1);

    expect((await post(order(dates.id, 1), headers)).statusCode).toBe(200);
    expect(valueOf(await scrape(), placed)).toBe(before + 1);
  });

  it('counts refusals by reason: out of stock, invalid, maintenance', async () => {
    const dates = await addProduct(t.database.db, { name: 'Metrics Dates', price: '1200.00', stock: 1 });
    const start = await scrape();
    for (const reason of ['out_of_stock', 'invalid', 'rate_limited', 'maintenance', 'other']) {
      expect(valueOf(start, refused(reason)), reason).toBeDefined();
    }
    const count = (text: string, reason: string) => valueOf(text, refused(reason))!;

    expect((await post(order(dates.id, 2))).statusCode).toBe(409);
    let now = await scrape();
    expect(count(now, 'out_of_stock')).toBe(count(start, 'out_of_stock') + 1);

    // Refused by the route's schema, before the order service sees it.
    expect((await post({ order: VALID_CUSTOMER, items: [] })).statusCode).toBe(400);
    now = await scrape();
    expect(count(now, 'invalid')).toBe(count(start, 'invalid') + 1);

    // Switched by SQL: the gate keeps the settings until the database's notice of the change is heard.
    await changeSettings(() =>
      t.database.db
        .insert(siteSettings)
        .values({ siteName: 'Metrics shop', maintenanceMode: true })
        .onConflictDoUpdate({ target: siteSettings.id, set: { maintenanceMode: true } }),
    );
    try {
      expect((await post(order(dates.id, 1))).statusCode).toBe(503);
    } finally {
      await changeSettings(() => t.database.db.update(siteSettings).set({ maintenanceMode: false }));
    }
    now = await scrape();
    expect(count(now, 'maintenance')).toBe(count(start, 'maintenance') + 1);

    // Each refusal counted once, and none as an order.
    expect(count(now, 'out_of_stock')).toBe(count(start, 'out_of_stock') + 1);
    expect(count(now, 'invalid')).toBe(count(start, 'invalid') + 1);
    expect(count(now, 'other')).toBe(count(start, 'other'));
    expect(count(now, 'rate_limited')).toBe(count(start, 'rate_limited'));
    expect(valueOf(now, placed)).toBe(valueOf(start, placed));
  });
});

describe('the outbox and the database', () => {
  it('report the messages waiting, retrying and given up, read from the outbox at scrape time', async () => {
    const read = async () => {
      await t.app.services.outbox.idle(); // no delivery pass changes the rows between the two reads
      const text = await scrape();
      return ['shop_outbox_backlog', 'shop_outbox_retrying', 'shop_outbox_given_up'].map((name) =>
        valueOf(text, name),
      );
    };
    const [waiting = NaN, retrying = NaN, givenUp = NaN] = await read();
    const later = new Date(Date.now() + 3_600_000); // not due: the worker leaves them alone
    const mail = { to: 'someone@example.pk', subject: 'Hello', text: 'Hello' };
    await t.database.db.insert(notificationOutbox).values([
      { channel: 'email', kind: 'test', payload: mail, nextAttemptAt: later },
      { channel: 'email', kind: 'test', payload: mail, nextAttemptAt: later },
      {
        channel: 'email',
        kind: 'test',
        payload: mail,
        nextAttemptAt: later,
        attempts: 2,
        lastError: 'refused',
      },
      { channel: 'email', kind: 'test', payload: mail, attempts: MAX_ATTEMPTS, lastError: 'refused' },
      { channel: 'email', kind: 'test', payload: mail, sentAt: new Date() },
    ]);
    expect(await read()).toEqual([waiting + 3, retrying + 1, givenUp + 1]);
  });

  it("report the PostgreSQL pool's connections, and nothing for embedded PGlite (no pool)", async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(valueOf(text, 'shop_db_pool_total')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'shop_db_pool_idle')).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'shop_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('shop_db_pool');
    }
  });

  it('report a PostgreSQL pool that cannot connect, and the outbox as unknown rather than fail the scrape', async () => {
    // Nothing listens on port 1: every query fails at once, and the pool holds no connection.
    const unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://shop@127.0.0.1:1/shop' });
    const app = await buildServer({
      config: testConfig({ metricsToken: TOKEN }),
      db: unreachable.db,
      pages: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(res.statusCode).toBe(200);
      expect(valueOf(res.body, 'shop_db_pool_total')).toBe(0);
      expect(valueOf(res.body, 'shop_db_pool_idle')).toBe(0);
      expect(valueOf(res.body, 'shop_db_pool_waiting')).toBe(0);
      expect(valueOf(res.body, 'shop_outbox_backlog')).toBeNaN();
      expect(valueOf(res.body, 'shop_outbox_given_up')).toBeNaN();
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
