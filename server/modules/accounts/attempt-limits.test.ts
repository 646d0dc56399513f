import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../lib/rate-limits';
import { rateLimitedServer } from '../../testing/rate-limited-server';
import { attemptLimiterFor, mailboxKey } from './attempt-limits';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/**
 * The API routes and the page handler live in different encapsulated contexts of one server; both
 * must count on one set of counters, or a client would get the limits twice, once per door.
 */
async function serverWithTwoDoors(rateLimit: boolean) {
  app = await rateLimitedServer({ rateLimit });
  for (const door of ['api', 'pages']) {
    await app.register(async (context) => {
      const limiter = attemptLimiterFor(context);
      context.post(`/${door}/login`, async (request) => {
        const { who, right } = request.body as { who: string; right?: boolean };
        await limiter.client(request, 'login');
        return { ok: await limiter.login(request)(who, async () => right === true) };
      });
    });
  }
  await app.ready();
  return app;
}

const attempt = (server: FastifyInstance, door: string, who: string, right = false) =>
  server.inject({ method: 'POST', url: `/${door}/login`, payload: { who, right } });

describe('attempt limits', () => {
  it('count the API and the pages together, per client', async () => {
    const server = await serverWithTwoDoors(true);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await attempt(server, i % 2 ? 'api' : 'pages', `user${i}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("count one account's login failures together, whichever door they came through", async () => {
    const server = await serverWithTwoDoors(true);
    const { perClient } = LIMITS.loginFailures;
    for (let i = 0; i < perClient; i++) {
      const res = await attempt(server, i % 2 ? 'api' : 'pages', 'same');
      expect(res.json()).toEqual({ ok: false });
    }
    expect((await attempt(server, 'api', 'same', true)).statusCode).toBe(429);
    expect((await attempt(server, 'pages', 'same', true)).statusCode).toBe(429);
    expect((await attempt(server, 'pages', 'another', true)).json()).toEqual({ ok: true });
  });

  it('count nothing with RATE_LIMIT=off', async () => {
    const server = await serverWithTwoDoors(false);
    for (let i = 0; i < 15; i++) expect((await attempt(server, 'api', 'same')).statusCode).toBe(200);
  });
});

describe('mailboxKey', () => {
  it.each([
    ['a@x.com', 'a@x.com'],
    [' A+1@X.com ', 'a@x.com'],
    ['a+2+3@x.com', 'a@x.com'],
    ['+tag@x.com', '+tag@x.com'],
    ['not-an-address', 'not-an-address'],
  ])('reads %s as the mailbox %s', (email, mailbox) => {
    expect(mailboxKey(email)).toBe(mailbox);
  });
});
