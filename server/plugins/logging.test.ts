import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { serializeError } from '../lib/safe-errors';
import { redactUrl } from './logging';

/** A pino destination that keeps every line written, to read what the log would hold. */
function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('redactUrl', () => {
  it('keeps the path and harmless parameters, and hides every other value', () => {
    expect(redactUrl('/products?category=honey&sort=price-asc&q=sidr')).toBe(
      '/products?category=honey&sort=price-asc&q=[redacted]',
    );
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/x?password=p&client_secret=s&api_key=k&code=c&signature=g')).toBe(
      '/x?password=[redacted]&client_secret=[redacted]&api_key=[redacted]&code=[redacted]&signature=[redacted]',
    );
    expect(redactUrl('/products')).toBe('/products');
  });

  it('hides a parameter name that looks like a value sent on its own', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0';
    expect(redactUrl(`/verify-email?${token}`)).toBe('/verify-email?[redacted]=[redacted]');
  });
});

describe('the log', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it('never holds a mailed token, a search for a customer or another secret from a URL', async () => {
    const urls = [
      '/reset-password?token=reset-token-1111',
      '/reset-password.data?token=reset-token-2222',
      '/verify-email/_.data?token=verify-token-3333',
      '/api/admin/orders?status=pending&q=0300-7654321&cursor=secret-cursor-4444',
      '/login?password=typed-in-the-address-5555',
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });

    const requests = log.entries().filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => entry.url)).toEqual([
      '/reset-password?token=[redacted]',
      '/reset-password.data?token=[redacted]',
      '/verify-email/_.data?token=[redacted]',
      '/api/admin/orders?status=pending&q=[redacted]&cursor=[redacted]',
      '/login?password=[redacted]',
    ]);
    // Whole secrets: their digits alone may turn up in a timestamp or a response time.
    for (const secret of [
      'reset-token-1111',
      'reset-token-2222',
      'verify-token-3333',
      '0300-7654321',
      '7654321',
      'secret-cursor-4444',
      'typed-in-the-address-5555',
    ]) {
      expect(log.text()).not.toContain(secret);
    }
  });

  it('censors credentials in any headers object logged', () => {
    t.app.log.info({ headers: { cookie: 'sid=session-6666', authorization: 'Bearer bearer-7777' } }, 'x');
    expect(log.text()).not.toContain('session-6666');
    expect(log.text()).not.toContain('bearer-7777');
  });
});

describe('the request line', () => {
  it('is written at info with the method, address and status, and not at warn', async () => {
    for (const [logLevel, lines] of [
      ['info', 1],
      ['warn', 0],
    ] as const) {
      const log = captureLog();
      const t = await createTestApp({ logLevel }, { logStream: log.stream });
      try {
        const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(answer.statusCode).toBe(200);
        const requests = log.entries().filter((entry) => entry.msg === 'request');
        expect(requests, logLevel).toHaveLength(lines);
        if (lines) expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/health', status: 200 });
      } finally {
        await t.close();
      }
    }
  });
});

describe('a failing database query', () => {
  it('is logged with its statement and code but without its parameters (customer data)', async () => {
    const log = captureLog();
    const t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    try {
      await t.database.close(); // every query now fails, with Drizzle's "Failed query: …\nparams: …"
      const email = 'private.person@example.com';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: email, password: 'Some-Password-8' },
      });
      expect(res.statusCode).toBe(500);

      const failure = log.entries().find((entry) => entry.msg === 'request failed');
      const err = failure?.err as { message: string; query: string; stack: string };
      expect(err.message).toBe('Failed query');
      expect(err.query).toMatch(/^select .+ where .*\$1/i);
      expect(err.stack).toMatch(/\n\s+at /);
      expect(log.text()).not.toContain(email);
    } finally {
      await t.app.close();
    }
  });

  it('from the driver keeps the SQLSTATE and drops the value PostgreSQL quotes', async () => {
    const database = await createTestDatabase();
    try {
      const error = await database.db.execute(sql`select ${'card-4111-1111'}::int`).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(Error);
      const logged = serializeError(error!);
      expect(JSON.stringify(logged)).not.toContain('card-4111-1111');
      expect(logged).toMatchObject({ message: 'Failed query', cause: { code: '22P02' } });
      expect((logged.cause as { message: string }).message).toContain(
        'invalid input syntax for type integer',
      );
    } finally {
      await database.close();
    }
  });

  it('leaves other errors as pino logs them', () => {
    const error = Object.assign(new Error('plain failure'), { statusCode: 502 });
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'plain failure', statusCode: 502 });
  });
});
