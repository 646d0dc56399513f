import { createHash } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import type { LoadContext } from './load-context';
import { insertDemoData } from './seed/demo-data';
import { registerSsr, type PageRenderer } from './ssr';
import type { TestApp } from './testing/test-app';
import { testConfig } from './testing/test-config';
import { createTestDatabase } from './testing/test-database';

/**
 * Clients that go away in the middle of an answer (a browser closing a tab, Lighthouse ending its run, a
 * media element that has read enough) must leave nothing behind that spoils the next answer: the kept
 * pages and public answers (decisions 020, 021) are shared by everyone, their compressed variants are
 * made once, and kept-alive sockets are reused. A real listening server (inject() has no socket to cut),
 * production hooks and compression, the page cache, and a stand-in for React Router that draws a page of
 * ~150 KB whose text does not compress away, so a reader that stops early really stops mid-body.
 */
let t: TestApp;
let port: number;

/** Text that gzip cannot shrink much: each line a hash of the one before. */
function filler(seed: string, lines: number): string {
  let line = seed;
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    line = createHash('sha256').update(line).digest('hex');
    out.push(`<li>${line}</li>`);
  }
  return out.join('');
}

const standIn: PageRenderer = async (request, context: LoadContext) => {
  const url = new URL(request.url);
  const nonce = context.cspNonce;
  return new Response(
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css" nonce="${nonce}"/></head><body>` +
      `<h1>${url.pathname}</h1><ul>${filler(url.pathname + url.search, 2000)}</ul>` +
      `<script nonce="${nonce}" type="module">import("/entry.js")</script></body></html>`,
    { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
};

beforeAll(async () => {
  // The demo shop: its products list is a public answer large enough to be kept in every coding.
  const database = await createTestDatabase();
  await database.db.transaction((tx) => insertDemoData(tx));
  const config = testConfig({ env: 'production' });
  const app = await buildServer({ config, db: database.db, pages: false });
  await registerSsr(app, { services: app.services, config, pages: app.pageCache, render: standIn });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  t = { app, database, close: () => app.close().then(() => database.close()) };
});
afterAll(() => t?.close());

type CutAt = 'request' | 'headers' | 'body';

/**
 * Asks for `path` on a kept-alive connection and goes away: right after sending the request, once the
 * answer's headers have arrived, or after some of its body (then it stops reading before it closes).
 * Answers how many bytes it had read.
 */
function askAndLeave(path: string, encoding: string, at: CutAt): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let read = 0;
    let head = '';
    socket.on('error', reject);
    socket.on('close', () => resolve(read));
    socket.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (at === 'headers') {
        head += chunk.toString('latin1');
        if (head.includes('\r\n\r\n')) socket.destroy();
      } else if (at === 'body' && read > 4000) {
        socket.pause();
        socket.destroy();
      }
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n` +
        `Accept: text/html,application/json\r\nAccept-Encoding: ${encoding}\r\n\r\n`,
      () => {
        if (at === 'request') socket.destroy();
      },
    );
  });
}

const ENCODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;

/** The whole page or answer, decoded by fetch whatever coding it travelled in; fails if cut short. */
async function whole(path: string, encoding: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': encoding } });
  const body = await res.text();
  return { status: res.status, coding: res.headers.get('content-encoding'), body };
}

async function expectWholePages(paths: readonly string[]) {
  for (const path of paths) {
    for (const encoding of ENCODINGS) {
      const res = await whole(path, encoding);
      expect(res.status, `${path} ${encoding}`).toBe(200);
      expect(res.coding ?? 'identity', `${path} ${encoding}`).toBe(encoding);
      if (path.startsWith('/api/')) expect(() => JSON.parse(res.body), `${path} ${encoding}`).not.toThrow();
      else
        // Kept pages carry no nonce (decision 041); the whole page ends with its last script.
        expect(res.body, `${path} ${encoding}`).toMatch(/<\/ul><script type="module">.*<\/html>$/);
    }
  }
}

describe('a client that goes away mid-answer', () => {
  it('leaves every page and public answer whole for the next client, in every coding', async () => {
    // Kept before anyone leaves: pages from the first hooks, answers with their variants made.
    await expectWholePages(['/product/vitalix', '/', '/api/products', '/api/products/slug/vitalix']);
    let fresh = 0;
    for (const at of ['request', 'headers', 'body'] as const) {
      for (const encoding of ENCODINGS) {
        // Kept pages and answers, and pages rendered for this client (a query nobody asked for yet).
        for (const path of ['/product/vitalix', '/', '/api/products', `/products?q=left-${fresh++}`]) {
          await askAndLeave(path, encoding, at);
        }
        await expectWholePages(['/product/vitalix', '/products?q=left-0', '/api/products']);
      }
    }
    // Kept pages and answers went out by the fast lane as well as through Fastify (decision 040).
    expect(t.app.fastLane.stats().sent).toBeGreaterThan(0);
  }, 60_000);
});
