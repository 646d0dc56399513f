import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * A real listening server (timeouts are the HTTP server's, which inject() never meets) with limits of a
 * second, and clients that send far slower than that: each test ends when the server closes the socket.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    timeouts: { requestMs: 1000, headersMs: 1000, keepAliveMs: 1000, idleMs: 5000 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Sends `head` at once, then `trickle` one byte every 200 ms (as long as the socket stays open), and
 * answers everything the server wrote once it has closed the connection.
 */
function sendSlowly(head: string, trickle = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
    }, 200);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.write(head);
  });
}

describe('slow clients', () => {
  it('a body sent a byte at a time gets 408 and the connection closed', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\n\r\n';
    const answer = await sendSlowly(head, ' '.repeat(100)); // 20 s of body against a 1 s limit
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('headers that never end get 408 and the connection closed', async () => {
    const answer = await sendSlowly(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
      'a'.repeat(100),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('a kept-alive connection left unused is closed after its answer', async () => {
    const answer = await sendSlowly(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nConnection: keep-alive\r\n/i);
  }, 15_000);
});
