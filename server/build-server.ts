import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { DestinationStream } from 'pino';
import { registerApi } from './api/register-api';
import type { Config, Timeouts } from './config';
import type { Database } from './db/client';
import type { AdminRouteList } from './plugins/admin-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { FastLane, laneServerFactory } from './plugins/fast-lane';
import { loggerOptions, registerRequestLog } from './plugins/logging';
import { registerMaintenanceGate } from './plugins/maintenance';
import { registerMetrics } from './plugins/metrics';
import { registerPageCache } from './plugins/page-cache';
import { registerPublicAnswers } from './plugins/public-answers';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRequestGuards } from './plugins/request-guards';
import { genReqId, registerRequestId } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { registerViewer } from './plugins/viewer';
import { createPageCache, type PageCache } from './lib/public-cache/page-cache';
import { createServices, type Services } from './services';
import { registerSsr } from './ssr';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    adminRoutes: AdminRouteList;
    pageCache: PageCache;
    fastLane: FastLane;
  }
}

export type BuildOptions = {
  config: Config;
  db: Database;
  /** Tests of the API leave the pages out: no Vite, no build needed. */
  pages?: boolean;
  /** Where log lines go instead of stdout: tests read them. */
  logStream?: DestinationStream;
};

/** The composition root: services, plugins, the API and the pages, in one Fastify instance. */
export async function buildServer({
  config,
  db,
  pages = true,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  // Kept answers and pages are sent before Fastify sees the request once its hooks have taught the lane
  // their address (plugins/fast-lane.ts, decision 040).
  const lane = new FastLane();
  const app = Fastify({
    serverFactory: laneServerFactory(lane),
    logger: loggerOptions(config.logLevel, logStream),
    // Fastify's own two lines per request are replaced by our one (registerRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId, // a proxy's X-Request-Id when it is safe, else a fresh id (plugins/request-id.ts)
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...timeoutOptions(config.timeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON is a request body here: text/plain would let a cross-site form post past CORS.
  app.removeContentTypeParser('text/plain');

  registerRequestId(app);
  registerRequestLog(app, lane);
  app.addHook('preClose', (done) => {
    lane.close(); // closing: every request goes to Fastify, which answers 503
    done();
  });

  const services = createServices(db, config, (level, message) => app.log[level](message));
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    services.couriers.stop();
    await services.outbox.stop(); // a delivery pass in flight finishes before the mailer closes
    await services.videoJobs.stop(); // kills a running ffmpeg; its video waits for the next start
    services.mailer.close();
  });
  // Ready means ready for the owner and the order desk too: the dashboard's statement planned, and the
  // desk's kept sample and trigram frequencies read, before the first visit (at once, each on a
  // connection of the pool, which keeps two of them open). A database that cannot answer yet only
  // costs that visit the work, so a failure here is not fatal.
  app.addHook('onReady', async () => {
    await Promise.all([
      services.dashboard.prepare().catch((error: unknown) => {
        app.log.warn({ err: error }, 'the dashboard statement could not be prepared at start');
      }),
      services.orders.prepareDesk().catch((error: unknown) => {
        app.log.warn({ err: error }, "the order desk's kept sample could not be read at start");
      }),
    ]);
  });
  const pageCache = createPageCache(services.publicAnswers); // dropped with the public answers
  registerMetrics(app, { config, services, db, pages: pageCache, lane }); // before the routes: /metrics needs its route constraint
  registerPublicAnswers(app, { db, config, cache: services.publicAnswers, lane }); // kept answers sent early
  app.decorate('pageCache', pageCache);
  app.decorate('fastLane', lane);
  registerPageCache(app, { config, pages: pageCache, lane }); // kept anonymous pages sent early

  registerErrorHandler(app);
  registerRequestGuards(app); // before any hook that reads the Host or a body
  await registerSecurity(app, config);
  await app.register(cookie);
  registerViewer(app, services);
  // Before every route's own hooks (the order limit) and the pages' handler: needs the cookie and the viewer.
  registerMaintenanceGate(app, { services, development: config.env !== 'production' });
  await registerRateLimit(app, config);
  // Flush after each chunk so streamed pages reach the browser as they render.
  await app.register(compress, {
    threshold: 1024,
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const uploadsRoot = resolve(join(config.dataDir, 'uploads'));
  mkdirSync(uploadsRoot, { recursive: true });
  // Shown in the page (an <img>, a <video>, an HLS player); anything else is a download.
  const inlineUploads = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'mp4', 'webm', 'ogv', 'mov']);
  const hlsTypes: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    // Writes in progress are `.name.partial` files (disk-storage.ts): a dot in any part answers 404.
    dotfiles: 'ignore',
    // staging/ holds the bytes of uploads in progress, not yet checked: never served.
    allowedPath: (pathname) => !/^\/staging(?:\/|$)/i.test(pathname),
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      // An uploaded file is data, never a page: nothing in it may run, and its type is the one we send.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      reply.header('X-Content-Type-Options', 'nosniff');
      const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
      if (hlsTypes[extension]) reply.header('Content-Type', hlsTypes[extension]);
      else if (!inlineUploads.has(extension)) reply.header('Content-Disposition', 'attachment');
      if (!reply.getHeader('Content-Type')) reply.header('Content-Type', 'application/octet-stream');
    },
  });

  const adminRoutes = await registerApi(app, { services, config, db });
  app.decorate('adminRoutes', adminRoutes);
  if (pages) await registerSsr(app, { services, config, pages: pageCache });
  return app;
}

/**
 * A client that sends its request slowly (a byte at a time, or headers that never end) gets 408 and its
 * connection closed instead of holding a socket and a request for as long as it likes; so does one that
 * stops reading our answer (idle), and a kept-alive connection that stays unused.
 */
function timeoutOptions(timeouts: Timeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      // Node checks the two limits above on this interval (30 s by default, which would let a 30 s limit
      // run to a minute); once a second is cheap and keeps the limits close to what they say.
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs / 2),
    },
  };
}
