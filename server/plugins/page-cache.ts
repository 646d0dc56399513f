import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Encoding } from '../lib/public-cache/answer-cache';
import { cacheablePage } from '../lib/public-cache/cacheable-pages';
import { matchesIfNoneMatch, negotiatedEncoding } from '../lib/public-cache/http-answer';
import type { PageCache, PreparedPage } from '../lib/public-cache/page-cache';
import { headOf, type FastLane, type Head, type LaneSender } from './fast-lane';
import { holdsNulInUrl, isValidHost } from './request-guards';
import { answerSecurityHeaders } from './security';

/** The route the pages' catch-all is registered under (ssr.ts). */
export const PAGES_ROUTE = '/*';

/**
 * The headers of a kept page in one coding, besides the security headers, all made once (decision 041):
 * with `length`, a 200's; without, a 304's (its tag, what it varies by and its policy: no content).
 */
function pageHeaders(page: PreparedPage, encoding: Encoding, length?: number): Record<string, string> {
  const headers: Record<string, string> = length === undefined ? {} : Object.fromEntries(page.headers);
  headers['content-security-policy'] = page.contentSecurityPolicy;
  headers.etag = page.etag(encoding);
  if (page.bytes.compressible) headers.vary = 'Accept-Encoding';
  if (length === undefined) return headers;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(length);
  return headers;
}

/** Whether a request already holds this page in this coding (If-None-Match names its tag). */
const holds = (ifNoneMatch: string | undefined, page: PreparedPage, encoding: Encoding) =>
  ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, page.etag(encoding));

/**
 * A kept page as a request in `encoding` gets it, the same bytes for everyone: a 304 without a body when
 * the client holds them already, else the bytes; undefined while that coding is still being made.
 */
function readyPage(page: PreparedPage, encoding: Encoding, ifNoneMatch?: string) {
  if (holds(ifNoneMatch, page, encoding)) {
    return { status: 304, headers: pageHeaders(page, encoding), body: undefined };
  }
  if (!page.bytes.ready(encoding)) return undefined;
  const body = page.bytes.variant(encoding) as Buffer;
  return { status: 200, headers: pageHeaders(page, encoding, body.length), body };
}

/**
 * Sends a kept page (readyPage) in the coding the request takes best (brotli for browsers), made by us
 * once: @fastify/compress leaves an answer with a Content-Encoding alone. The fast lane sends the same
 * (registerPageCache).
 */
export function sendPreparedPage(request: FastifyRequest, reply: FastifyReply, page: PreparedPage): void {
  const encoding = negotiatedEncoding(request.headers, page.bytes);
  const ifNoneMatch = request.headers['if-none-match'];
  const send = (ready: NonNullable<ReturnType<typeof readyPage>>) =>
    reply.code(ready.status).headers(ready.headers).send(ready.body);
  const ready = readyPage(page, encoding, ifNoneMatch);
  if (ready) return void send(ready);
  // The first requests after a render wait for its coding (begun with the page, PreparedPage).
  Promise.resolve(page.bytes.variant(encoding)).then(
    () => send(readyPage(page, encoding, ifNoneMatch)!),
    (error: unknown) => reply.send(error),
  );
}

/**
 * Kept anonymous pages (decision 021) answered early, as the public answers are (decision 020): a GET of
 * a page the cache holds is answered from the first hooks, before helmet, the cookie parser, the viewer,
 * the maintenance gate and the rate limit, which cost more than sending the bytes. What those would do
 * to such a request is done here: the Host and NUL checks of request-guards.ts (a request they refuse
 * goes on and is refused there) and the security headers of security.ts (the page's CSP made with
 * the page, decision 041). The rest has nothing to do for it: the request carries no session cookie (cacheablePage),
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
  /** The heads of each kept page's 200 and 304 in each coding, made once for the fast lane. */
  const heads = new WeakMap<PreparedPage, Partial<Record<Encoding | `${Encoding} 304`, Head>>>();
  /** The fast lane's sender for the page kept under `key`, only to a visitor without a session. */
  const laneSender =
    (key: string): LaneSender =>
    (request) => {
      const cookie = request.headers.cookie;
      if (cookie !== undefined && cacheablePage('GET', request.url ?? '', cookie)?.key !== key) return;
      const kept = pages.peek(key);
      if (!kept) return;
      const encoding = negotiatedEncoding(request.headers, kept.bytes);
      let byCoding = heads.get(kept);
      if (!byCoding) heads.set(kept, (byCoding = {}));
      if (holds(request.headers['if-none-match'], kept, encoding)) {
        const head = (byCoding[`${encoding} 304`] ??= headOf(securityHeaders, pageHeaders(kept, encoding)));
        return { status: 304, head, body: undefined };
      }
      if (!kept.bytes.ready(encoding)) return;
      const body = kept.bytes.variant(encoding) as Buffer;
      const head = (byCoding[encoding] ??= headOf(securityHeaders, pageHeaders(kept, encoding, body.length)));
      return { status: 200, head, body };
    };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== PAGES_ROUTE) return done();
    const page = cacheablePage(request.method, request.url, request.headers.cookie);
    if (!page) return done();
    if (!isValidHost(request.host) || holdsNulInUrl(request.url)) return done();
    const kept = pages.peek(page.key);
    if (!kept) return done();
    reply.headers(securityHeaders);
    sendPreparedPage(request, reply, kept);
    lane?.learn(request.url, PAGES_ROUTE, laneSender(page.key));
  });
}
