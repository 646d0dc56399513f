import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../build-server';
import { products } from '../db/schema';
import type { LoadContext } from '../load-context';
import { insertDemoData } from '../seed/demo-data';
import { registerSsr, type PageRenderer } from '../ssr';
import type { TestApp } from '../testing/test-app';
import { testConfig } from '../testing/test-config';
import { createTestDatabase } from '../testing/test-database';
import { FastLane, MAX_LANE_ADDRESSES, type LaneAnswered } from './fast-lane';

/**
 * Kept answers sent before Fastify sees the request (decision 040), on a real listening server (inject()
 * goes around the HTTP server, and so around the lane): the production hooks, the demo shop's public
 * answers, and pages drawn by a stand-in for React Router with the nonce where React Router puts it.
 */
let t: TestApp;
let port: number;
const log: string[] = [];
const METRICS_TOKEN = 'metrics-token-for-the-fast-lane-0123456789';

const standIn: PageRenderer = async (request, context: LoadContext) => {
  const url = new URL(request.url);
  const nonce = context.cspNonce;
  const slug = /^\/product\/([^/]+)$/.exec(url.pathname)?.[1];
  const product = slug ? await context.services.catalog.getProductBySlug(slug).catch(() => null) : null;
  return new Response(
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css" nonce="${nonce}"/></head><body>` +
      `<header>${context.viewer ? `Hello ${context.viewer.username}` : 'Sign in'}</header>` +
      `<h1>${product?.name ?? url.pathname}</h1><p>${'organic '.repeat(400)}</p>` +
      `<script nonce="${nonce}" type="module">import("/entry.js")</script></body></html>`,
    { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
};

beforeAll(async () => {
  const database = await createTestDatabase();
  await database.db.transaction((tx) => insertDemoData(tx));
  const config = testConfig({ env: 'production', logLevel: 'info', metricsToken: METRICS_TOKEN });
  const app = await buildServer({
    config,
    db: database.db,
    pages: false,
    logStream: { write: (line: string) => void log.push(line) },
  });
  await registerSsr(app, { services: app.services, config, pages: app.pageCache, render: standIn });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  t = { app, database, close: () => app.close().then(() => database.close()) };
});
afterAll(() => t?.close());

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A request as a client sends it, and the answer as it came: status, headers and the undecoded bytes. */
function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const sent = () => t.app.fastLane.stats().sent;

/**
 * Asks until the lane answers: the first request builds the answer (or a coding of it), the next is
 * Fastify's early answer, which teaches the lane the address. Answers Fastify's last and the lane's first.
 */
async function throughFastifyThenLane(path: string, headers: Record<string, string>) {
  const before = sent();
  let fastify = await ask(path, headers);
  expect(sent(), `${path} was answered by the lane before Fastify answered it`).toBe(before);
  for (let tries = 0; tries < 3; tries++) {
    const next = await ask(path, headers);
    if (sent() > before) return { fastify, lane: next };
    fastify = next;
  }
  throw new Error(`the lane never answered ${path}`);
}

/** The headers that must be the same whoever sent the answer. */
function sameEverywhere(headers: IncomingHttpHeaders) {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

describe('a kept public answer', () => {
  // Each coding at an address of its own: the lane knows an address once Fastify has answered it early.
  it.each([
    ['br', '/api/products', 'br, gzip', brotliDecompressSync],
    ['gzip', '/api/products?lang=en', 'gzip', gunzipSync],
    ['identity', '/api/products?lang=ur', 'identity', (bytes: Buffer) => bytes],
  ] as const)(
    'is sent by the lane in %s as Fastify sent it',
    async (_coding, path, acceptEncoding, decode) => {
      const { fastify, lane } = await throughFastifyThenLane(path, {
        'accept-encoding': acceptEncoding,
      });
      expect(lane.status).toBe(200);
      expect(sameEverywhere(lane.headers)).toEqual(sameEverywhere(fastify.headers));
      expect(lane.body.equals(fastify.body)).toBe(true);
      const list = JSON.parse(decode(lane.body).toString());
      expect(Array.isArray(list) ? list : (list.products ?? list.items)).toBeDefined();
      expect(lane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lane.headers['x-request-id']).not.toBe(fastify.headers['x-request-id']);
    },
  );

  it("answers 304 to a client holding the bytes, and keeps a proxy's safe request id only", async () => {
    const { lane } = await throughFastifyThenLane('/api/settings', {});
    const before = sent();
    const again = await ask('/api/settings', {
      'if-none-match': lane.headers.etag!,
      'x-request-id': 'edge-42',
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(lane.headers.etag);
    expect(again.headers['x-request-id']).toBe('edge-42');
    const forged = await ask('/api/settings', { 'x-request-id': 'a forged id!' });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent()).toBe(before + 2);
  });

  it('leaves to Fastify a HEAD, a bad Host and an answer the cache dropped, and sends what changed', async () => {
    const path = '/api/products/slug/vitalix';
    const { lane } = await throughFastifyThenLane(path, { 'accept-encoding': 'br' });
    const before = sent();
    const head = await ask(path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(lane.headers.etag);
    expect((await ask(path, { host: 'shop.example:99999' })).status).toBe(400);
    expect((await ask(path, { 'x-forwarded-host': 'bad host' })).status).toBe(200);
    expect(sent()).toBe(before);

    await t.database.db.update(products).set({ name: 'Vitalix Gold' }).where(eq(products.slug, 'vitalix'));
    await vi.waitFor(async () => {
      const changed = await ask(path, { 'accept-encoding': 'br' });
      expect(JSON.parse(brotliDecompressSync(changed.body).toString()).name).toBe('Vitalix Gold');
    });
    // The lane finds the address's answer in the cache on every request: the new one, once it is kept.
    const known = sent();
    const renewed = await ask(path, { 'accept-encoding': 'br' });
    expect(sent()).toBe(known + 1);
    expect(JSON.parse(brotliDecompressSync(renewed.body).toString()).name).toBe('Vitalix Gold');
    expect(renewed.headers.etag).not.toBe(lane.headers.etag);
  });
});

describe('a kept anonymous page', () => {
  it.each([
    ['br', 'br, gzip', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['identity', '', (bytes: Buffer) => bytes],
  ] as const)(
    'is sent by the lane in %s as Fastify sent it, the same bytes',
    async (coding, accept, decode) => {
      const path = `/product/moringa-capsules?coding=${coding}`;
      const { fastify, lane } = await throughFastifyThenLane(path, {
        accept: 'text/html',
        'accept-encoding': accept,
      });
      expect(lane.status).toBe(200);
      expect(sameEverywhere(lane.headers)).toEqual(sameEverywhere(fastify.headers));
      expect(lane.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(lane.body.equals(fastify.body)).toBe(true);
      expect(decode(lane.body).toString()).toContain('<h1>Moringa');
    },
  );

  it('is answered 304 by the lane to a browser holding it', async () => {
    const { lane } = await throughFastifyThenLane('/product/moringa-capsules', BROWSER);
    const before = sent();
    const held = await ask('/product/moringa-capsules', { ...BROWSER, 'if-none-match': lane.headers.etag! });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe(lane.headers.etag);
    expect(held.headers['content-security-policy']).toBe(lane.headers['content-security-policy']);
    expect(sent()).toBe(before + 1);
  });

  it('goes to Fastify for a visitor with a session', async () => {
    await throughFastifyThenLane('/product/vitalix', BROWSER);
    const before = sent();
    const signedIn = await ask('/product/vitalix', { ...BROWSER, cookie: 'sid=not-a-live-session' });
    expect(signedIn.status).toBe(200);
    expect(sent()).toBe(before);
    // A cookie that names no session changes nothing the page shows: the lane sends it.
    await ask('/product/vitalix', { ...BROWSER, cookie: 'lang=en; cart_hint=1' });
    expect(sent()).toBe(before + 1);
  });
});

describe("the lane's answers are counted and logged as Fastify's are", () => {
  it('writes the request line with its id, and counts the answer under its route', async () => {
    await throughFastifyThenLane('/api/content/home', { 'accept-encoding': 'br' });
    const answer = await ask('/api/content/home', { 'accept-encoding': 'br', 'x-request-id': 'lane-line-1' });
    await vi.waitFor(() => expect(log.some((line) => line.includes('"lane-line-1"'))).toBe(true));
    const line = JSON.parse(log.find((entry) => entry.includes('"lane-line-1"'))!);
    expect(answer.headers['x-request-id']).toBe('lane-line-1');
    expect(line).toMatchObject({ reqId: 'lane-line-1', method: 'GET', status: 200, msg: 'request' });
    expect(line.url).toBe('/api/content/home');

    const metrics = await ask('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    const text = metrics.body.toString();
    expect(text).toMatch(new RegExp(`shop_fast_lane_answers ${sent()}\\b`));
    const count =
      /http_request_duration_seconds_count\{method="GET",route="\/api\/content\/:page",status_class="2xx"\} (\d+)/.exec(
        text,
      );
    // Four answers: the one that built it, Fastify's early one, and the lane's two.
    expect(Number(count?.[1])).toBe(4);
  });
});

describe('FastLane', () => {
  /** A request as node:http hands it over, and a response that records what was written to it. */
  const request = (url: string) =>
    ({ method: 'GET', url, headers: { host: 'shop.example' } }) as unknown as IncomingMessage;
  const response = () => {
    const written: unknown[] = [];
    const res = {
      writeHead: (status: number, head: unknown) => void written.push(status, head),
      end: (body: unknown) => void written.push(body),
    };
    return { written, res: res as unknown as ServerResponse };
  };

  it('keeps a bounded list of addresses, and answers nothing once closed', () => {
    const lane = new FastLane();
    const send = () => ({ status: 200, head: ['etag', '"x"'], body: Buffer.from('x') });
    for (let i = 0; i < MAX_LANE_ADDRESSES; i++) lane.learn(`/api/products?page=${i}`, '/api/products', send);
    expect(lane.stats().addresses).toBe(MAX_LANE_ADDRESSES);
    lane.learn('/api/settings', '/api/settings', send);
    expect(lane.stats().addresses).toBe(1);
    const seen: LaneAnswered[] = [];
    lane.watch((answered) => seen.push(answered));

    const open = response();
    expect(lane.answer(request('/api/settings'), open.res)).toBe(true);
    expect(open.written[0]).toBe(200);
    expect(open.written[1]).toEqual([
      'etag',
      '"x"',
      'x-request-id',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(seen).toMatchObject([
      { method: 'GET', url: '/api/settings', route: '/api/settings', status: 200 },
    ]);
    // An address it never learned (the list started again past its bound) is Fastify's.
    expect(lane.answer(request('/api/products?page=0'), response().res)).toBe(false);

    lane.close();
    lane.learn('/api/products', '/api/products', send);
    expect(lane.stats().addresses).toBe(0);
    const closed = response();
    expect(lane.answer(request('/api/settings'), closed.res)).toBe(false);
    expect(closed.written).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

describe('closing', () => {
  it('empties the lane as the server closes (preClose), leaving what still comes to Fastify', async () => {
    expect(t.app.fastLane.stats().addresses).toBeGreaterThan(0);
    await t.app.close();
    t.close = () => t.database.close();
    expect(t.app.fastLane.stats().addresses).toBe(0);
  });
});
