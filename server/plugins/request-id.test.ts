import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * One id per request (decision 019): in its log lines (`reqId`), in the X-Request-Id answer header, and
 * in a 500's body. A proxy's id is kept when it is a safe token, replaced otherwise.
 */
function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
const log = captureLog();
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
});
afterAll(() => t.close());

/** The request line (logging.ts) written for the answer carrying this id. */
const requestLine = (id: unknown) => log.entries().find((e) => e.msg === 'request' && e.reqId === id);

describe('the request id', () => {
  it("keeps a proxy's safe X-Request-Id: echoed in the answer and written in the request's log line", async () => {
    const id = 'edge-7f3a.b2_C9';
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    expect(requestLine(id)).toMatchObject({ url: '/api/settings', status: 200 });
  });

  it.each([
    ['with spaces and quotes', 'id "forged" line'],
    ['too long', 'a'.repeat(65)],
    ['with markup', '<script>alert(1)</script>'],
    ['with a path', '../../etc/passwd'],
  ])('replaces one %s with a fresh id, and never logs what was sent', async (_case, sent) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { 'x-request-id': sent },
    });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(requestLine(id)).toBeDefined();
    expect(log.text()).not.toContain(sent);
  });

  it('is a fresh UUID for each request that brings none', async () => {
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
      ids.push(res.headers['x-request-id']);
    }
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('is on refusals too, whose bodies stay as they were (the 4xx says what is wrong)', async () => {
    const notFound = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toMatch(UUID);
    expect(notFound.json()).toEqual({ error: 'No API route for GET /api/no-such-route' });

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-request-id': 'bad-json-1' },
      payload: '{"emailOrUsername":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['x-request-id']).toBe('bad-json-1');
    expect(badJson.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('leaves lines written outside a request without one', () => {
    t.app.log.info('outside any request');
    const line = log.entries().find((e) => e.msg === 'outside any request');
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('reqId');
  });
});

describe('a 500', () => {
  it("carries the request's id in its body, the header and the log line of the failure", async () => {
    const failing = captureLog();
    const broken = await createTestApp({ logLevel: 'info' }, { logStream: failing.stream });
    try {
      await broken.database.close(); // every query now fails
      const res = await broken.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { 'x-request-id': 'lb-req-500' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('lb-req-500');
      expect(res.json()).toEqual({ error: 'Internal server error', requestId: 'lb-req-500' });
      const failure = failing.entries().find((e) => e.msg === 'request failed');
      expect(failure).toMatchObject({ reqId: 'lb-req-500', level: 50 });

      const fresh = await broken.app.inject({ method: 'GET', url: '/api/products' });
      expect(fresh.statusCode).toBe(500);
      expect(fresh.json().requestId).toMatch(UUID);
      expect(fresh.json().requestId).toBe(fresh.headers['x-request-id']);
    } finally {
      await broken.app.close();
    }
  });
});
