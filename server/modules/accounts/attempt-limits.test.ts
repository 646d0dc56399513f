import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerRateLimit } from '../../plugins/rate-limit';
import { testConfig } from '../../testing/test-config';
import { attemptLimiterFor } from './attempt-limits';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/**
 * The API routes and the page handler live in different encapsulated contexts of one server; both
 * must count on one set of counters, or a client would get the limit twice, once per door.
 */
async function serverWithTwoDoors(rateLimit: boolean) {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(cookie);
  await registerRateLimit(app, testConfig({ rateLimit }));
  for (const door of ['api', 'pages']) {
    await app.register(async (context) => {
      const limiter = attemptLimiterFor(context);
      context.post(`/${door}/login`, async (request) => {
        await limiter.client(request, 'login');
        await limiter.account(request, 'login', String((request.body as { who: string }).who));
        return { ok: true };
      });
    });
  }
  await app.ready();
  return app;
}

const attempt = (server: FastifyInstance, door: string, who: string) =>
  server.inject({ method: 'POST', url: `/${door}/login`, payload: { who } });

describe('attempt limits', () => {
  it('count the API and the pages together, per client', async () => {
    const server = await serverWithTwoDoors(true);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await attempt(server, i % 2 ? 'api' : 'pages', `user${i}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('are one limiter per server, whichever context asks', async () => {
    let fromChild: unknown;
    app = Fastify();
    await registerRateLimit(app, testConfig({ rateLimit: true }));
    await app.register(async (child) => {
      fromChild = attemptLimiterFor(child);
    });
    await app.ready();
    expect(attemptLimiterFor(app)).toBe(fromChild);
  });

  it('count nothing with RATE_LIMIT=off', async () => {
    const server = await serverWithTwoDoors(false);
    for (let i = 0; i < 15; i++) expect((await attempt(server, 'api', 'same')).statusCode).toBe(200);
  });
});
