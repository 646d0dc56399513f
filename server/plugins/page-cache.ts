import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';
import { cacheablePage } from '../lib/public-cache/cacheable-pages';
import type { PageCache, PreparedPage } from '../lib/public-cache/page-cache';
import { headOf, type FastLane, type Head, type LaneSender } from './fast-lane';
import { holdsNulInUrl, isValidHost } from './request-guards';
import { answerSecurityHeaders, newNonce } from './security';

/** The route the pages' catch-all is registered under (ssr.ts). */
export const PAGES_ROUTE = '/*';

/** Clients send a handful of distinct Accept-Encoding values: each is read once. */
const takesGzipFor = new Map<string, boolean>();
const MAX_REMEMBERED = 64;

/** Whether an Accept-Encoding value takes gzip (RFC 9110 §12.5.3: named, or `*`, with a weight above 0). */
export function takesGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const known = takesGzipFor.get(acceptEncoding);
  if (known !== undefined) return known;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    let q = 1;
    for (const param of params) {
      const weight = /^q=([0-9.]+)$/.exec(param);
      if (weight) q = Number(weight[1]) || 0;
    }
    if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  const takes = (gzip ?? any ?? 0) > 0;
  if (takesGzipFor.size < MAX_REMEMBERED) takesGzipFor.set(acceptEncoding, takes);
  return takes;
}

/** Whether a request with these headers gets a kept page's gzip (else the HTML, which others compress). */
export function getsGzippedPage(headers: IncomingHttpHeaders): boolean {
  return headers['x-no-compression'] === undefined && takesGzip(headers['accept-encoding']);
}

/** What a kept page's gzip is sent with, besides its own headers. */
const GZIP_HEADERS = { 'content-encoding': 'gzip', vary: 'Accept-Encoding' };

/** A kept page with a fresh nonce: its CSP header, and its bytes (the gzip made once, or the HTML). */
function withNonce(page: PreparedPage, gzipped: boolean) {
  const nonce = newNonce();
  return { csp: page.contentSecurityPolicy(nonce), body: gzipped ? page.gzipped(nonce) : page.html(nonce) };
}

/**
 * A kept page with a nonce of its own, in its body and its CSP header: the gzip made once when `gzipped`
 * (brotli cannot keep the nonce out of its compressed bytes, decision 021), else the HTML, which
 * @fastify/compress (the pages' route has it) compresses as it would a page. No ETag: a 304 would have the
 * browser run its stored copy with the nonce it had before. The fast lane sends the same (registerPageCache).
 */
export function readyPage(page: PreparedPage, gzipped: boolean) {
  const { csp, body } = withNonce(page, gzipped);
  const headers: Record<string, string> = Object.fromEntries(page.headers);
  headers['content-security-policy'] = csp;
  if (gzipped) Object.assign(headers, GZIP_HEADERS, { 'content-length': String(body.length) });
  return { headers, body };
}

/** Sends a kept page (readyPage). */
export function sendPreparedPage(request: FastifyRequest, reply: FastifyReply, page: PreparedPage) {
  const ready = readyPage(page, getsGzippedPage(request.headers));
  return reply.headers(ready.headers).send(ready.body);
}

/**
 * Kept anonymous pages (decision 021) answered early, as the public answers are (decision 020): a GET of
 * a page the cache holds is answered from the first hooks, before helmet, the cookie parser, the viewer,
 * the maintenance gate and the rate limit, which cost more than sending the bytes. What those would do
 * to such a request is done here: the Host and NUL checks of request-guards.ts (a request they refuse
 * goes on and is refused there) and the security headers of security.ts (the page's CSP made per
 * response). The rest has nothing to do for it: the request carries no session cookie (cacheablePage),
 * the page was rendered while the shop was open and any change of the settings (maintenance mode
 * included) drops every page, and pages have no rate limit. Anything else goes the usual way, to
 * ssr.ts, which renders the page and keeps it. Production only: development renders through Vite,
 * without a nonce.
 */
export function registerPageCache(
  app: FastifyInstance,
  { config, pages, lane }: { config: Config; pages: PageCache; lane?: FastLane },
) {
  if (config.env !== 'production') return;
  const securityHeaders = Object.fromEntries(
    answerSecurityHeaders(config).filter(([name]) => name !== 'content-security-policy'),
  );
  /** The head of each kept page's gzip but for its nonce and length, made once for the fast lane. */
  const heads = new WeakMap<PreparedPage, Head>();
  /** The fast lane's sender for the page kept under `key`: only its gzip, only to a visitor without a session. */
  const laneSender =
    (key: string): LaneSender =>
    (request) => {
      const cookie = request.headers.cookie;
      if (cookie !== undefined && cacheablePage('GET', request.url ?? '', cookie)?.key !== key) return;
      if (!getsGzippedPage(request.headers)) return;
      const kept = pages.peek(key);
      if (!kept) return;
      let head = heads.get(kept);
      if (!head)
        heads.set(kept, (head = headOf(securityHeaders, Object.fromEntries(kept.headers), GZIP_HEADERS)));
      const { csp, body } = withNonce(kept, true);
      const sent = [...head, 'content-security-policy', csp, 'content-length', String(body.length)];
      return { status: 200, head: sent, body };
    };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== PAGES_ROUTE) return done();
    const page = cacheablePage(request.method, request.url, request.headers.cookie);
    if (!page) return done();
    if (!isValidHost(request.host) || holdsNulInUrl(request.url)) return done();
    const kept = pages.peek(page.key);
    if (!kept) return done();
    reply.headers(securityHeaders);
    void sendPreparedPage(request, reply, kept);
    if (getsGzippedPage(request.headers)) lane?.learn(request.url, PAGES_ROUTE, laneSender(page.key));
  });
}
