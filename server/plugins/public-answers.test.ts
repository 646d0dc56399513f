import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createPublicAnswerCache } from '../lib/public-cache/answer-cache';
import { noteRead } from '../lib/public-cache/answer-reads';
import { answerFromCache, publicAnswerRoute } from '../lib/public-cache/http-answer';
import { createTestDatabase } from '../testing/test-database';
import { testConfig } from '../testing/test-config';
import { registerPublicAnswers } from './public-answers';
import { answerSecurityHeaders } from './security';

/**
 * The early answer (decision 020): a kept answer is sent from the first hooks, and only then; everything
 * else goes on to the hooks registered after it and to the route, as before.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
const cache = createPublicAnswerCache();
/** Requests that reached the hooks registered after registerPublicAnswers (security, the gate…). */
let laterHooks = 0;
let loads = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  registerPublicAnswers(app, { db: database.db, config: testConfig(), cache });
  app.addHook('onRequest', async () => {
    laterHooks++;
  });
  // Read from the catalogue, as its queries would note it (answer-reads.ts).
  const load = async () => {
    noteRead('catalog');
    return { n: ++loads, text: 'honey '.repeat(500) };
  };
  app.get(
    '/answer/:id',
    publicAnswerRoute('catalog', ({ id }) => `answer:${id!.toLowerCase()}`),
    (request, reply) => answerFromCache(request, reply, cache, load),
  );
  const limited = publicAnswerRoute('catalog', () => 'limited');
  app.get(
    '/limited',
    { ...limited, config: { ...limited.config, rateLimit: { max: 1000, timeWindow: '1 minute' } } },
    (request, reply) => answerFromCache(request, reply, cache, load),
  );
  await app.ready(); // starts listening for notices: answers may be kept from now on
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const BR = { 'accept-encoding': 'br' };
/** GETs `url` and answers whether it reached the later hooks (false: it was answered early). */
async function reachedLaterHooks(
  url: string,
  headers: Record<string, string> = BR,
  method: 'GET' | 'HEAD' = 'GET',
) {
  const before = laterHooks;
  const res = await app.inject({ method, url, headers });
  return { res, later: laterHooks > before };
}

describe('public answers sent early', () => {
  it('are sent from the first hooks once kept and compressed, with the same bytes and the security headers', async () => {
    const first = await reachedLaterHooks('/answer/A');
    expect(first.later).toBe(true); // built by the route
    const second = await reachedLaterHooks('/answer/a'); // the same key: ids are kept whatever their case
    expect(second.later).toBe(false);
    expect(second.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(second.res.rawPayload).toString()).n).toBe(1);
    expect(loads).toBe(1);
    for (const name of [
      'content-type',
      'content-encoding',
      'content-length',
      'etag',
      'cache-control',
      'vary',
    ]) {
      expect(second.res.headers[name], name).toBe(first.res.headers[name]);
    }
    for (const [name, value] of answerSecurityHeaders(testConfig())) {
      expect(second.res.headers[name], name).toBe(value);
    }
    const notModified = await reachedLaterHooks('/answer/a', {
      ...BR,
      'if-none-match': first.res.headers.etag!,
    });
    expect(notModified.later).toBe(false);
    expect(notModified.res.statusCode).toBe(304);
  });

  it('leave a coding not made yet to the route, which makes it once', async () => {
    expect((await reachedLaterHooks('/answer/a', { 'accept-encoding': 'gzip' })).later).toBe(true);
    expect((await reachedLaterHooks('/answer/a', { 'accept-encoding': 'gzip' })).later).toBe(false);
    expect((await reachedLaterHooks('/answer/a', {})).later).toBe(false); // the plain bytes are always ready
  });

  it('leave to the usual path what its hooks refuse or treat apart', async () => {
    await reachedLaterHooks('/answer/b');
    await reachedLaterHooks('/answer/b');
    expect((await reachedLaterHooks('/answer/b')).later).toBe(false);
    expect((await reachedLaterHooks('/answer/b', { ...BR, host: 'not a host' })).later).toBe(true);
    expect((await reachedLaterHooks('/answer/b?q=%00')).later).toBe(true);
    expect((await reachedLaterHooks('/answer/b', BR, 'HEAD')).later).toBe(true);
    // A route with a rate limit has its hooks run, kept answer or not.
    await reachedLaterHooks('/limited');
    await reachedLaterHooks('/limited');
    expect((await reachedLaterHooks('/limited')).later).toBe(true);
  });

  it('stop once the answers are dropped, and while change notices are not heard', async () => {
    expect((await reachedLaterHooks('/answer/a')).later).toBe(false);
    cache.drop(['catalog']);
    expect((await reachedLaterHooks('/answer/a')).later).toBe(true);
    await reachedLaterHooks('/answer/a');
    expect((await reachedLaterHooks('/answer/a')).later).toBe(false);
    cache.trust(false);
    try {
      expect((await reachedLaterHooks('/answer/a')).later).toBe(true);
      expect((await reachedLaterHooks('/answer/a')).later).toBe(true);
    } finally {
      cache.trust(true);
    }
  });
});
