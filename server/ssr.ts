import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { languageOfPath } from '../common/i18n/languages';
import type { Config } from './config';
import type { LoadContext } from './load-context';
import { toPublicUser } from './modules/accounts/accounts.service';
import { attemptLimiterFor } from './modules/accounts/attempt-limits';
import { orderLimitFor } from './modules/orders/order-limit';
import { trackingLimitFor } from './modules/orders/tracking-limit';
import { cacheablePage, type CacheablePage } from './lib/public-cache/cacheable-pages';
import { PreparedPage, type PageCache, type RenderedPage } from './lib/public-cache/page-cache';
import { PAGE_METHODS, registerPageBodies } from './page-bodies';
import { appBuildFolder, projectRoot } from './paths';
import { PAGES_ROUTE, sendPreparedPage } from './plugins/page-cache';
import { markPrivatePage } from './plugins/private-answers';
import { newNonce, pageContentSecurityPolicy } from './plugins/security';
import { clearSessionCookieHeader, SESSION_COOKIE, sessionCookieHeader } from './lib/session-cookie';
import type { Services } from './services';

const SERVER_BUILD_ID = 'virtual:react-router/server-build';

/** Headers that govern documents, left off the client build's hashed assets. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Renders a page: React Router's request handler (tests of what surrounds it bring a stand-in). */
export type PageRenderer = (request: Request, context: LoadContext) => Promise<Response>;

/**
 * React Router in the Fastify process: every page under one catch-all route. A page that every visitor
 * without a session sees alike is rendered once for the page cache and answered from it (decision 021).
 */
export async function registerSsr(
  app: FastifyInstance,
  deps: { services: Services; config: Config; pages?: PageCache; render?: PageRenderer },
) {
  const { config, services, pages } = deps;
  const production = config.env === 'production';
  const handle = deps.render ?? (await reactRouterHandler(app, config));

  const limiter = attemptLimiterFor(app);
  const limitOrder = orderLimitFor(app);
  const limitTracking = trackingLimitFor(app);

  /** What loaders and actions get: the services, who asks, and this request's limits and session. */
  function loadContext(
    request: FastifyRequest,
    nonce: string,
    viewer: LoadContext['viewer'],
    path = request.url,
  ): LoadContext {
    return {
      services,
      viewer,
      cspNonce: nonce,
      language: languageOfPath(path.split('?')[0]!),
      publicUrl: config.publicUrl,
      session: {
        token: request.cookies[SESSION_COOKIE],
        cookie: (token, expiresAt) => sessionCookieHeader(config, token, expiresAt),
        clearCookie: () => clearSessionCookieHeader(config),
      },
      limitAttempt: async (action, account) => {
        await limiter.client(request, action);
        await limiter.account(request, action, account);
      },
      limitLogin: async () => {
        await limiter.client(request, 'login');
        return limiter.login(request);
      },
      limitOrder: () => limitOrder(request),
      limitTracking: (orderNumber) => limitTracking(request, orderNumber),
      logError: (error) => request.log.error({ err: error }, 'page failed'),
    };
  }

  /**
   * A page rendered for its key's address that answered a redirect (an old product address, decision
   * 029) sends the visitor on with the query the request had: the key left out the parameters the page
   * does not read, but the next page's analytics do (utm_source, fbclid…).
   */
  function keepQueryOnRedirect(response: Response, requestUrl: string) {
    const location = response.headers.get('location');
    const queryAt = requestUrl.indexOf('?');
    if (!location || location.includes('?') || queryAt < 0) return;
    if (response.status < 300 || response.status > 399) return;
    response.headers.set('location', location + requestUrl.slice(queryAt));
  }

  async function contentSecurityPolicy(nonce: string): Promise<string> {
    const { metaPixelId } = await services.settings.getSettings();
    return pageContentSecurityPolicy(nonce, { metaPixel: !!metaPixelId, s3: config.s3 });
  }

  /**
   * Renders a page for the page cache: for its key's address (the query it does not read left out), for
   * nobody (no session: cacheablePage), whole before it answers, with the placeholder where the nonce
   * goes. Shared by every request waiting for it, so no client's going away stops it. An answer that may
   * not be kept (not a 200 HTML page, one that sets a cookie, or any page while maintenance mode is on)
   * is handed to `notKept`.
   */
  async function renderForCache(
    request: FastifyRequest,
    page: CacheablePage,
    notKept: (response: Response) => void,
  ): Promise<RenderedPage | undefined> {
    const context = {
      ...loadContext(request, PreparedPage.placeholder, null, page.key),
      wholeDocument: true,
    };
    const response = await handle(toWebRequest(request, { url: page.key }), context);
    const html = response.headers.get('content-type')?.startsWith('text/html');
    // A page rendered while the shop is closed got past the maintenance gate (staff see the open shop):
    // kept, it would be sent to everyone from the first hooks, which the gate does not guard.
    const closed = (await services.settings.getKeptSettings()).maintenanceMode;
    if (response.status !== 200 || !html || response.headers.has('set-cookie') || closed) {
      notKept(response);
      return undefined;
    }
    const headers = [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name));
    return {
      html: Buffer.from(await response.arrayBuffer()),
      headers,
      contentSecurityPolicy: await contentSecurityPolicy(PreparedPage.placeholder),
    };
  }

  /**
   * Answers a page from the cache (decision 021), rendering it for the cache first if need be; false
   * when another request's render of it could not be kept (this one is then rendered as usual). The
   * answer of this request's own render that could not be kept is sent with its nonce replaced.
   * (Answers whether it sent: an async function must not return the reply, which is a thenable.)
   */
  async function answerFromPageCache(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CacheablePage,
  ): Promise<boolean> {
    let own: Response | undefined;
    const prepared = await pages!.get(page.key, page, () =>
      renderForCache(request, page, (response) => (own = response)),
    );
    if (prepared) {
      sendPreparedPage(request, reply, prepared);
      return true;
    }
    if (!own) return false;
    const response = own as Response;
    keepQueryOnRedirect(response, request.url);
    markPrivatePage(response, { pathname: page.key.split('?')[0]!, signedIn: false });
    const nonce = newNonce();
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      reply.header('Content-Security-Policy', await contentSecurityPolicy(nonce));
    }
    const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
    response.headers.delete('content-length');
    const withNonce = body.replaceAll(PreparedPage.placeholder, nonce);
    void reply.send(new Response(withNonce, { status: response.status, headers: response.headers }));
    return true;
  }

  await app.register(async (scope) => {
    // Pages read form posts themselves (React Router actions), so they get the raw bytes of a form.
    registerPageBodies(scope);
    scope.route({
      method: [...PAGE_METHODS],
      url: PAGES_ROUTE,
      // A page's form: the checkout places an order (stock, which the database announces per product);
      // the account pages sign in and out. Nothing a staff member changes goes through a page.
      config: { changes: ['public-stock'] },
      handler: async (request, reply) => {
        const cacheable =
          production && pages && cacheablePage(request.method, request.url, request.headers.cookie);
        if (cacheable && (await answerFromPageCache(request, reply, cacheable))) return reply;
        // Development serves no CSP (Vite's client injects inline scripts), so pages get no nonce either: a
        // nonce the browser hides from the DOM would read as a hydration mismatch on dev-only links.
        const nonce = production ? newNonce() : '';
        const viewer = await request.getViewer();
        const context = loadContext(request, nonce, viewer && toPublicUser(viewer));
        const webRequest = toWebRequest(request, { reply });
        const response = await handle(webRequest, context);
        markPrivatePage(response, { pathname: new URL(webRequest.url).pathname, signedIn: viewer !== null });
        if (production && response.headers.get('content-type')?.startsWith('text/html')) {
          reply.header('Content-Security-Policy', await contentSecurityPolicy(nonce));
        } else if (response.headers.get('content-type')?.startsWith('text/html')) {
          reply.removeHeader('Content-Security-Policy'); // Vite's dev client injects inline scripts
        }
        return reply.send(response);
      },
    });
  });
}

/** Headers of a rendered page that are not kept with it: its length and coding change per answer. */
const UNKEPT_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie']);

/**
 * React Router's request handler for this environment. Production serves the built client (hashed
 * assets immutable) and the built server bundle; development runs Vite in middleware mode for hot
 * reload on one origin.
 */
async function reactRouterHandler(app: FastifyInstance, config: Config): Promise<PageRenderer> {
  let loadBuild: () => Promise<ServerBuild>;
  if (config.env === 'production') {
    const buildPath = join(appBuildFolder, 'server/index.js');
    const build = (await import(/* @vite-ignore */ buildPath)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: join(appBuildFolder, 'client'),
      wildcard: false,
      decorateReply: false,
      // `npm run build` writes .br and .gz copies at top quality (scripts/precompress.mjs).
      preCompressed: true,
      lastModified: false, // the ETag says it all; hashed assets never change anyway
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join('client', 'assets')}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // Headers that govern documents (framing, referrers, CSP…) mean nothing on a script or a style
        // sheet, and a page loads some twenty of these: on a phone the bytes add up. nosniff and CORP stay.
        if (immutable) for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
      },
    });
  } else {
    const { createServer } = await import('vite');
    const devServer: ViteDevServer = await createServer({
      root: projectRoot,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    loadBuild = () => devServer.ssrLoadModule(SERVER_BUILD_ID) as Promise<ServerBuild>;
    app.addHook('onClose', () => devServer.close());
    // Vite answers its own requests (modules, HMR, public files); the rest falls through to our routes.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) return;
      await new Promise<void>((resolve) => devServer.middlewares(request.raw, reply.raw, () => resolve()));
      if (reply.raw.writableEnded || reply.raw.headersSent) reply.hijack();
    });
  }
  const handle = createRequestHandler(loadBuild, config.env === 'production' ? 'production' : 'development');
  return (request, context) => handle(request, context);
}

/**
 * The request as React Router reads it: at `url` when given (a page rendered for the cache, at its key),
 * aborted when `reply`'s client goes away (React Router stops rendering a page nobody waits for).
 */
function toWebRequest(
  request: FastifyRequest,
  { reply, url: path }: { reply?: FastifyReply; url?: string },
): Request {
  const url = new URL(path ?? request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  const controller = new AbortController();
  reply?.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
    signal: controller.signal,
  });
}
