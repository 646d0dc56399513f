import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import {
  PreparedAnswer,
  type ContentCoding,
  type PreparedBytes,
  type Encoding,
  type PublicAnswerCache,
  type PublicAnswerTopic,
} from './answer-cache';

/**
 * Public answers are the same for everyone and may be stored anywhere, but only to be revalidated before
 * each use (their ETag makes that a 304 without a body): no browser or proxy shows a price staff changed.
 */
export const PUBLIC_ANSWER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Codings in the order we prefer them when a client takes several equally (as @fastify/compress). */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'deflate'];

/** Clients send a handful of distinct Accept-Encoding values: each is read once. */
const chosen = new Map<string, Encoding>();
const MAX_REMEMBERED = 64;

/**
 * The coding to answer in for an Accept-Encoding value (RFC 9110 §12.5.3): the highest weight among the
 * codings we make, `*` standing for those not named, `q=0` meaning "not this one", ties going to
 * br > gzip > deflate; identity when none is taken.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q=([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  if (chosen.size < MAX_REMEMBERED) chosen.set(acceptEncoding, best);
  return best;
}

/** Whether an If-None-Match value names this tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

/** The coding a request with these headers gets the answer in. */
export function negotiatedEncoding(headers: IncomingHttpHeaders, answer: PreparedBytes): Encoding {
  // `x-no-compression` asks @fastify/compress for the plain bytes: it still gets them.
  return answer.compressible && headers['x-no-compression'] === undefined
    ? chooseEncoding(headers['accept-encoding'])
    : 'identity';
}

/** A kept answer as one request gets it: its status, the headers that go with it, and its bytes. */
export type ReadyAnswer = {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | undefined;
};

/**
 * A prepared answer as a request with these headers gets it in `encoding`: a 304 without a body when the
 * client holds these bytes already, else the variant with its length, tag and the public caching rule.
 * Undefined while that variant is still being made (the first request that asks for a coding makes it).
 * Both the early answer in Fastify (sendPreparedAnswer) and the fast lane (plugins/fast-lane.ts) send this.
 */
export function readyAnswer(
  requestHeaders: IncomingHttpHeaders,
  answer: PreparedAnswer,
  encoding: Encoding,
): ReadyAnswer | undefined {
  const etag = answer.etag(encoding);
  const headers: Record<string, string> = { 'cache-control': PUBLIC_ANSWER_CACHE_CONTROL, etag };
  if (answer.compressible) headers.vary = 'Accept-Encoding';
  if (matchesIfNoneMatch(requestHeaders['if-none-match'], etag)) {
    return { status: 304, headers, body: undefined };
  }
  const bytes = answer.ready(encoding) ? answer.variant(encoding) : undefined;
  if (!Buffer.isBuffer(bytes)) return undefined;
  headers['content-type'] = 'application/json; charset=utf-8';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(bytes.length);
  return { status: 200, headers, body: bytes };
}

/**
 * Sends a prepared answer (readyAnswer). The route turns @fastify/compress off (`compress: false`): the
 * bytes are compressed already, once. Sent at once when the bytes are ready (nothing returned), else a
 * promise of the reply once the coding is made (Fastify waits for it to finish).
 */
export function sendPreparedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  encoding: Encoding = negotiatedEncoding(request.headers, answer),
): Promise<FastifyReply> | undefined {
  const ready = readyAnswer(request.headers, answer, encoding);
  if (ready) {
    reply.code(ready.status).headers(ready.headers).send(ready.body);
    return undefined;
  }
  // A thenable: the handler's promise settles when the answer has been sent.
  return Promise.resolve(answer.variant(encoding)).then(() => {
    const made = readyAnswer(request.headers, answer, encoding)!;
    return reply.code(made.status).headers(made.headers).send(made.body);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public answer kept in memory: its family and its key from the route's params and query. The key
     * must come out the same from the raw params and query (the short-circuit in plugins/public-answers.ts
     * reads them before validation) as from the validated ones: normalise what the schema normalises
     * (trim, case), and give a value the schema refuses a key of its own, under which nothing is kept.
     */
    publicAnswer?: PublicAnswerRoute;
  }
}

export type PublicAnswerRoute = {
  topic: PublicAnswerTopic;
  key: (params: Record<string, string>, query: Record<string, unknown>) => string;
};

/** A public route's options: its answer's family and key, and @fastify/compress out (we compress once). */
export function publicAnswerRoute(topic: PublicAnswerTopic, key: PublicAnswerRoute['key']) {
  return { compress: false as const, config: { publicAnswer: { topic, key } } };
}

/** The cache key of a request to a public-answer route, or undefined for any other route. */
export function publicAnswerKey(request: FastifyRequest): [PublicAnswerTopic, string] | undefined {
  const route = request.routeOptions.config.publicAnswer;
  return (
    route && [
      route.topic,
      route.key(request.params as Record<string, string>, (request.query ?? {}) as Record<string, unknown>),
    ]
  );
}

/**
 * A key in the language the query asks for (decision 039): the key itself for English (no `lang`, or
 * `lang=en`, the answer every client had before), `<key>|ur` for Urdu. Any other value (`lang=xx`, a
 * repeated `lang`) gets a key of its own under which nothing is kept, since the route refuses it: an
 * English answer is never sent for another language, nor one language's for the other's.
 */
export function keyInQueryLanguage(key: string, query: Record<string, unknown>): string {
  const lang = query.lang;
  if (lang === undefined || lang === 'en') return key;
  return `${key}|${typeof lang === 'string' ? lang : JSON.stringify(lang)}`;
}

/**
 * A public route's whole handler: the answer from the cache, built by `load` when not kept (its errors, a
 * 404 for instance, become the answer as any handler's do).
 */
export function answerFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicAnswerCache,
  load: () => Promise<unknown>,
): Promise<unknown> | undefined {
  const [topic, key] = publicAnswerKey(request) ?? [];
  if (!topic || key === undefined)
    throw new Error(`${request.routeOptions.url} is not a public-answer route`);
  const answer = cache.get(topic, key, load);
  if (answer instanceof PreparedAnswer) return sendPreparedAnswer(request, reply, answer);
  return answer.then((ready) => sendPreparedAnswer(request, reply, ready) ?? reply);
}
