import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Config } from './config';
import type { LoadContext } from './load-context';
import { toPublicUser } from './modules/accounts/accounts.service';
import { attemptLimiterFor } from './modules/accounts/attempt-limits';
import { orderLimitFor } from './modules/orders/order-limit';
import { PAGE_METHODS, registerPageBodies } from './page-bodies';
import { appBuildFolder, projectRoot } from './paths';
import { markPrivatePage } from './plugins/private-answers';
import { newNonce, pageContentSecurityPolicy } from './plugins/security';
import { clearSessionCookieHeader, SESSION_COOKIE, sessionCookieHeader } from './plugins/viewer';
import type { Services } from './services';

const SERVER_BUILD_ID = 'virtual:react-router/server-build';

/**
 * React Router in the Fastify process. Production serves the built client (hashed assets immutable)
 * and the built server bundle; development runs Vite in middleware mode for hot reload on one origin.
 */
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

export async function registerSsr(app: FastifyInstance, deps: { services: Services; config: Config }) {
  const { config } = deps;
  let loadBuild: () => Promise<ServerBuild>;
  let vite: ViteDevServer | undefined;

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
    vite = await createServer({ root: projectRoot, server: { middlewareMode: true }, appType: 'custom' });
    const devServer = vite;
    loadBuild = () => devServer.ssrLoadModule(SERVER_BUILD_ID) as Promise<ServerBuild>;
    app.addHook('onClose', () => devServer.close());
    // Vite answers its own requests (modules, HMR, public files); the rest falls through to our routes.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) return;
      await new Promise<void>((resolve) => devServer.middlewares(request.raw, reply.raw, () => resolve()));
      if (reply.raw.writableEnded || reply.raw.headersSent) reply.hijack();
    });
  }

  const limiter = attemptLimiterFor(app);
  const limitOrder = orderLimitFor(app);
  const handle = createRequestHandler(loadBuild, config.env === 'production' ? 'production' : 'development');

  await app.register(async (pages) => {
    // Pages read form posts themselves (React Router actions), so they get the raw bytes of a form.
    registerPageBodies(pages);
    pages.route({
      method: [...PAGE_METHODS],
      url: '/*',
      handler: async (request, reply) => {
        // Development serves no CSP (Vite's client injects inline scripts), so pages get no nonce either: a
        // nonce the browser hides from the DOM would read as a hydration mismatch on dev-only links.
        const nonce = config.env === 'production' ? newNonce() : '';
        const viewer = await request.getViewer();
        const context: LoadContext = {
          services: deps.services,
          viewer: viewer && toPublicUser(viewer),
          cspNonce: nonce,
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
          logError: (error) => request.log.error({ err: error }, 'page failed'),
        };
        const webRequest = toWebRequest(request, reply);
        const response = await handle(webRequest, context);
        markPrivatePage(response, { pathname: new URL(webRequest.url).pathname, signedIn: viewer !== null });
        if (config.env === 'production' && response.headers.get('content-type')?.startsWith('text/html')) {
          const { metaPixelId } = await deps.services.settings.getSettings();
          reply.header(
            'Content-Security-Policy',
            pageContentSecurityPolicy(nonce, { metaPixel: !!metaPixelId, s3: config.s3 }),
          );
        } else if (response.headers.get('content-type')?.startsWith('text/html')) {
          reply.removeHeader('Content-Security-Policy'); // Vite's dev client injects inline scripts
        }
        return reply.send(response);
      },
    });
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  // Aborting lets React Router stop rendering for a client that went away.
  const controller = new AbortController();
  reply.raw.once('close', () => {
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
