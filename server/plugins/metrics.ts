import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { PublicAnswerCache } from '../lib/public-cache/answer-cache';
import type { PageCache } from '../lib/public-cache/page-cache';
import { AppError } from '../errors';
import type { AdsReporting } from '../modules/ads/ads-reporting';
import { outboxStats, type OutboxStats } from '../modules/notifications/outbox-stats';
import type { Services } from '../services';
import type { FastLane } from './fast-lane';
import { pageRoutePath } from './private-answers';

/** Why an order was not placed: a small fixed set, so the counter's series stay few. */
export type RefusalReason = 'out_of_stock' | 'invalid' | 'rate_limited' | 'maintenance' | 'other';

/** The route label of a request no route of ours names: the pages' catch-all, the API's 404, files. */
const PAGES_ROUTE = '/*';
const API_NOT_FOUND_ROUTE = '/api/*';

/**
 * Prometheus metrics at GET /metrics (decision 019), only when METRICS_TOKEN is set: then
 * Prometheus sends `Authorization: Bearer <token>`. Nothing is collected or hooked without the token.
 *
 * A request without the right token is not refused: it is routed as if /metrics did not exist (a route
 * constraint, below), so it gets what any unknown address gets, the shop's 404 page or the API's 404.
 * A 401 would tell a scanner that something is there to guess the token of.
 *
 * One registry per server instance, not prom-client's global one: tests build many servers in a process.
 */
export function registerMetrics(
  app: FastifyInstance,
  {
    config,
    services,
    db,
    pages,
    lane,
  }: { config: Config; services: Services; db: Database; pages: PageCache; lane?: FastLane },
) {
  const token = config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  // prom-client's standard names (process_*, nodejs_*), which ready-made Node.js dashboards expect.
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const observe = (method: string, route: string | undefined, status: number, ms: number) =>
    duration.observe(
      { method, route: routeLabel(route), status_class: `${Math.floor(status / 100)}xx` },
      ms / 1000,
    );
  // A callback hook: it runs on every answer, and a promise each would cost more than the observation.
  app.addHook('onResponse', (request, reply, done) => {
    observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  lane?.watch((answered) => observe(answered.method, answered.route, answered.status, answered.ms));

  countOrders(app, services, registry);
  registerOutboxGauges(app, db, registry);
  registerPoolGauges(db, registry);
  registerCacheGauges(services.publicAnswers, pages, registry, lane);
  registerAdsGauges(services.ads, registry);

  const expected = digest(token);
  app.addConstraintStrategy({
    name: 'metricsToken',
    storage() {
      const handlers = new Map();
      return {
        get: (value) => handlers.get(value) ?? null,
        set: (value, handler) => void handlers.set(value, handler),
      };
    },
    // Runs for every request, but hashes only when an Authorization header is sent (the shop uses cookies).
    deriveConstraint: (request) => {
      const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      return sent !== undefined && timingSafeEqual(digest(sent), expected) ? 'granted' : undefined;
    },
    // A request with the token still reaches every other route.
    mustMatchWhenDerived: false,
  });
  app.get('/metrics', { constraints: { metricsToken: 'granted' } }, async (_request, reply) => {
    reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The route pattern (`/api/products/slug/:slug`), never the address itself: every label value is a
 * series kept in memory here and in Prometheus, so the set must stay bounded whatever clients send.
 */
function routeLabel(route: string | undefined): string {
  if (route === undefined || route === API_NOT_FOUND_ROUTE) return 'unmatched';
  if (route === PAGES_ROUTE) return 'page';
  if (route.startsWith('/api/') || route === '/metrics') return route;
  // Uploads and the client build (production registers a route per built file): one label for all.
  return 'static';
}

/** Where an order can be placed: the JSON API, and the checkout page's action (the storefront's form). */
function orderDoor(request: FastifyRequest): 'api' | 'page' | undefined {
  if (request.method !== 'POST') return undefined;
  const route = request.routeOptions.url;
  if (route === '/api/orders') return 'api';
  if (route === PAGES_ROUTE && pageRoutePath(request.url.split('?')[0]!) === '/checkout') return 'page';
  return undefined;
}

/**
 * Orders placed and refused. The storefront's checkout places its orders through the page's action, not
 * POST /api/orders, and a replayed Idempotency-Key answers there like a new order (a redirect): so what
 * the order service decides is counted by wrapping `services.orders.placeOrder` (both doors call it per
 * order), which keeps the service itself free of metrics. Refusals that never reach the service are
 * counted at the doors: the rate limit (429) and maintenance mode (503) at both, and the API's own checks
 * of the request (schema, JSON) as `invalid`. The page's form check is not counted: the form checks the
 * same rules in the browser first, so only a forged post meets it.
 */
function countOrders(app: FastifyInstance, services: Services, registry: Registry) {
  const placed = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (a replayed Idempotency-Key is not counted again)',
    registers: [registry],
  });
  const refused = new Counter({
    name: 'shop_orders_refused_total',
    help: 'Orders refused, by reason: out_of_stock, invalid, rate_limited, maintenance, other',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const refuse = (reason: RefusalReason) => refused.inc({ reason });
  // Every reason starts at 0, so a rate() over them works before the first refusal of each.
  for (const reason of ['out_of_stock', 'invalid', 'rate_limited', 'maintenance', 'other'] as const) {
    refused.inc({ reason }, 0);
  }

  const countedByService = new WeakSet<object>();
  const placeOrder = services.orders.placeOrder;
  services.orders.placeOrder = async (...args) => {
    try {
      const order = await placeOrder(...args);
      if (!order.replayed) placed.inc();
      return order;
    } catch (error) {
      const status = error instanceof AppError ? error.statusCode : 500;
      // 409: sold out, or a product or pack no longer offered since the cart was filled.
      refuse(status === 409 ? 'out_of_stock' : status < 500 ? 'invalid' : 'other');
      if (typeof error === 'object' && error !== null) countedByService.add(error);
      throw error;
    }
  };

  app.addHook('onError', async (request, _reply, error) => {
    if (orderDoor(request) !== 'api' || countedByService.has(error)) return;
    const status = error.statusCode ?? 500;
    if (status === 429) return; // counted by onResponse below, like the page's
    refuse(status < 500 ? 'invalid' : 'other');
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (orderDoor(request)) {
      if (reply.statusCode === 429) refuse('rate_limited');
      else if (reply.statusCode === 503) refuse('maintenance');
    }
    done();
  });
}

/**
 * What the caches hold (decisions 020, 021, 030), read at scrape time: the pages and public answers kept
 * (both bounded), pages served from memory and rendered, and builds served unkept because they read a
 * table no change notice covers (by table: such a table belongs in answer-reads.ts with a trigger).
 */
function registerCacheGauges(
  answers: PublicAnswerCache,
  pages: PageCache,
  registry: Registry,
  lane: FastLane | undefined,
) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('shop_page_cache_pages', 'Anonymous pages kept in memory', () => pages.stats().kept);
  gauge('shop_page_cache_hits', 'Pages served from memory since the start', () => pages.stats().hits);
  gauge(
    'shop_page_cache_renders',
    'Pages rendered for the cache since the start',
    () => pages.stats().renders,
  );
  gauge('shop_public_answers_kept', 'Public API answers kept in memory', () => answers.stats().kept);
  gauge(
    'shop_fast_lane_answers',
    'Kept answers and pages sent before Fastify saw the request, since the start',
    () => lane?.stats().sent ?? 0,
  );
  gauge(
    'shop_cache_drops',
    'Drops of kept answers and pages since the start: changes heard, and this copy’s own writes',
    () => answers.stats().drops,
  );
  new Gauge({
    name: 'shop_cache_unkept_reads',
    help: 'Pages and answers served unkept since the start because they read this table',
    labelNames: ['table'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const counts = [pages.stats().unkeptReads, answers.stats().unkeptReads];
      for (const byTable of counts) {
        for (const [table, count] of Object.entries(byTable)) this.inc({ table }, count);
      }
    },
  });
}

/**
 * What this copy told the ads since its start (docs/ads.md), by service (`meta`, `ga4`): events sent,
 * events refused (logged, never retried), and purchases not sent to Meta because the order was delivered
 * past the Conversions API's 7-day limit. Each copy counts its own: aggregate copies with sum().
 */
function registerAdsGauges(ads: AdsReporting, registry: Registry) {
  const byService = (
    name: string,
    help: string,
    read: (stats: ReturnType<AdsReporting['stats']>) => Record<string, number>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['service'] as const,
      registers: [registry],
      collect() {
        for (const [service, count] of Object.entries(read(ads.stats()))) this.set({ service }, count);
      },
    });
  byService('shop_ads_events_sent', 'Ad events sent since the start, by service', (stats) => stats.sent);
  byService(
    'shop_ads_events_refused',
    'Ad events the service refused since the start (not sent again), by service',
    (stats) => stats.refused,
  );
  new Gauge({
    name: 'shop_ads_purchases_too_old',
    help: 'Purchases not sent to Meta since the start: delivered more than 7 days after they were placed',
    registers: [registry],
    collect() {
      this.set(ads.stats().tooOld);
    },
  });
}

/**
 * The outbox read at scrape time, one cheap count (outbox-stats.ts). It is the shared table: every copy
 * of the shop reports the same numbers, so aggregate them with max(), not sum(). A failed read (the
 * database down) reports NaN, "unknown", rather than a reassuring 0 or failing the whole scrape (whose
 * request durations matter most just then).
 */
function registerOutboxGauges(app: FastifyInstance, db: Database, registry: Registry) {
  let reading: Promise<OutboxStats> | undefined;
  // A scrape starts the three gauges' collect() together: one query serves them all.
  const stats = () => (reading ??= outboxStats(db).finally(() => (reading = undefined)));
  const gauge = (name: string, help: string, field: keyof OutboxStats) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set((await stats())[field]);
        } catch (error) {
          this.set(NaN);
          app.log.warn({ err: error }, `metrics: ${name} could not be read`);
        }
      },
    });
  gauge(
    'shop_outbox_backlog',
    'Messages (mails, WhatsApp, tasks) not sent yet and still to be tried',
    'waiting',
  );
  gauge('shop_outbox_retrying', 'Messages waiting whose last attempt failed', 'retrying');
  gauge('shop_outbox_given_up', 'Messages that failed every attempt and will not be sent', 'givenUp');
}

/**
 * The node-postgres pool, read at scrape time. Embedded PGlite has no pool (one in-process connection
 * that queries queue for), so nothing is reported for it rather than numbers that look like a pool's.
 */
function registerPoolGauges(db: Database, registry: Registry) {
  const pool = (db as Database & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  const gauges = [
    ['shop_db_pool_total', 'Connections the pool holds, idle or in use', () => pool.totalCount],
    ['shop_db_pool_idle', 'Connections the pool holds unused', () => pool.idleCount],
    [
      'shop_db_pool_waiting',
      'Queries waiting for a connection (the pool is exhausted)',
      () => pool.waitingCount,
    ],
  ] as const;
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}
