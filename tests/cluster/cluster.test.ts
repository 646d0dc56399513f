import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedUploadSchema, uploadTicketSchema, type MediaAsset } from '../../common/media/media-schemas';
import { newClientAddress, send, sessionCookie } from './http-client';
import { readMail } from './mail';
import { newOrder, orderId, placeOrder, type OrderAttempt } from './shoppers';
import { staffApi, staffSignIn, type AdminProduct } from './staff';
import { startCluster, type Cluster } from './topology';
import { sleep, waitFor } from './wait';

/**
 * The shop as two copies behind nginx on shared PostgreSQL, Redis, an S3-compatible bucket
 * and SMTP (tests/cluster/topology.ts). Run by `npm run test:cluster`, never by `npm test`. The tests run
 * in order on one topology; the last one kills copy A.
 */
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 5700);
const POSTGRES_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The write-to-read delay allowed between copies: every copy learns of a change within a second. */
const PROPAGATION_LIMIT_MS = 1000;

let cluster: Cluster;
/** Figures printed at the end: what took how long. */
const summary: Array<[string, string]> = [];
const ms = (value: number) => `${Math.round(value)} ms`;

beforeAll(async () => {
  cluster = await startCluster({ basePort: BASE_PORT, postgresUrl: POSTGRES_URL, redisUrl: REDIS_URL });
  summary.push(['both copies started together, until both healthy', ms(cluster.copiesStartMs)]);
}, 240_000);

afterAll(async () => {
  if (!cluster) return;
  const errors = [...(await cluster.a.errors()), ...(await cluster.b.errors())];
  if (errors.length) console.log(`Error lines the copies logged:\n${errors.join('\n')}`);
  const width = Math.max(...summary.map(([what]) => what.length));
  console.log(
    `Cluster summary\n${summary.map(([what, value]) => `  ${what.padEnd(width)}  ${value}`).join('\n')}`,
  );
  await cluster.stop();
}, 60_000);

describe('two copies behind nginx', () => {
  it('migrated the empty database once while both copies started together', async () => {
    const journal = JSON.parse(
      await readFile(join(process.cwd(), 'server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const { rows } = await cluster.sql.query<{ hash: string; n: number }>(
      'SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);

    // The first-start work behind its own locks happened once too: one owner, one demo catalogue.
    const owners = await cluster.sql.query('SELECT id FROM users WHERE username = $1', [
      cluster.admin.username,
    ]);
    expect(owners.rowCount).toBe(1);
    const media = await cluster.sql.query(
      'SELECT file_url FROM media_assets GROUP BY file_url HAVING count(*) > 1',
    );
    expect(media.rows).toEqual([]);
    const products = await cluster.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(products.rows[0]!.n).toBeGreaterThan(0);

    expect(await cluster.a.errors()).toEqual([]);
    expect(await cluster.b.errors()).toEqual([]);
  });

  it('a staff session made on copy A works on copy B, and signing out on B ends it on A', async () => {
    const { a, b, admin } = cluster;
    const cookie = await staffSignIn(a.url, admin.username, admin.password);

    const status = await send(`${b.url}/api/auth/status`, { headers: { cookie } });
    expect(status.json()).toMatchObject({ authenticated: true, user: { username: admin.username } });
    expect((await send(`${b.url}/api/admin/products`, { headers: { cookie } })).status).toBe(200);
    expect((await send(`${b.url}/api/admin/products`)).status).toBe(401);

    // Through nginx, which hands the requests to both copies in turn: every one is signed in.
    const viaNginx = await Promise.all(
      Array.from({ length: 6 }, () =>
        send(`${cluster.nginx.url}/api/admin/products`, { headers: { cookie } }),
      ),
    );
    expect(viaNginx.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(viaNginx.map((r) => r.headers['x-request-id']));
    const upstreams = (await cluster.nginx.accessLog())
      .filter((line) => ids.has(line.request_id))
      .map((line) => line.upstream);
    expect(new Set(upstreams)).toEqual(new Set([new URL(a.url).host, new URL(b.url).host]));

    expect((await send(`${b.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(
      200,
    );
    expect((await send(`${a.url}/api/auth/status`, { headers: { cookie } })).json()).toMatchObject({
      authenticated: false,
    });
  });

  it('a customer registers on copy A, verifies and signs in on copy B, and is signed in on A', async () => {
    const { a, b } = cluster;
    const customer = {
      username: 'cluster-shopper',
      email: 'cluster-shopper@cluster.test',
      password: 'long-enough-1',
    };
    const registered = await send(`${a.url}/api/auth/register`, {
      method: 'POST',
      body: customer,
      from: newClientAddress(),
    });
    expect(registered.status).toBe(201);

    let token: string | undefined;
    await waitFor('the verification mail', 15_000, () => {
      const mail = cluster.smtp.received.map(readMail).find((m) => m.to.includes(customer.email));
      token = mail?.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
      return token !== undefined;
    });
    const verified = await send(`${b.url}/api/auth/verify-email`, { method: 'POST', body: { token } });
    expect(verified.status).toBe(200);

    const login = await send(`${b.url}/api/auth/login`, {
      method: 'POST',
      body: { emailOrUsername: customer.email, password: customer.password },
      from: newClientAddress(),
    });
    expect(login.status).toBe(200);
    const status = await send(`${a.url}/api/auth/status`, { headers: { cookie: sessionCookie(login) } });
    expect(status.json()).toMatchObject({ authenticated: true, user: { username: customer.username } });
  });

  it('the login rate limit counts one client across both copies (Redis)', async () => {
    // 10 a minute per client (LIMITS.login), counted before the body is read: empty bodies count too.
    const client = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const copy = i % 2 === 0 ? cluster.a : cluster.b;
      const res = await send(`${copy.url}/api/auth/login`, { method: 'POST', body: {}, from: client });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // With a counter per copy, each would have allowed 10 (20 in all).
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429, 429]);
    // Another client is not affected.
    const other = await send(`${cluster.b.url}/api/auth/login`, {
      method: 'POST',
      body: {},
      from: newClientAddress(),
    });
    expect(other.status).toBe(400);
  });

  it('through nginx, the order limit counts each shopper by the address nginx forwards', async () => {
    // 5 orders a minute per client (LIMITS.placeOrder). nginx hands the requests to both copies in turn
    // and names the shopper in X-Forwarded-For, which the copies believe from nginx alone (TRUST_PROXY).
    const { id } = (await send(`${cluster.nginx.url}/api/products/slug/vitalix`)).json<{ id: string }>();
    const shopper = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await placeOrder(cluster.nginx.url, { ...newOrder(id, 1), from: shopper })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await placeOrder(cluster.nginx.url, newOrder(id, 1))).status).toBe(201);
  });

  it("a price changed on one copy shows in the other copy's kept product answer within a second", async () => {
    const cookie = await staffSignIn(cluster.a.url, cluster.admin.username, cluster.admin.password);
    const rounds = [
      { writer: cluster.a, reader: cluster.b },
      { writer: cluster.b, reader: cluster.a },
      { writer: cluster.a, reader: cluster.b },
    ];
    let product = await staffApi(cluster.a.url, cookie).product('vitalix');
    const delays: number[] = [];
    for (const { writer, reader } of rounds) {
      const url = `${reader.url}/api/products/slug/vitalix`;
      // The reader keeps the answer in memory (decision 020): 304 on its ETag shows it is kept.
      const before = await send(url);
      expect(before.json()).toMatchObject({ price: product.price });
      expect((await send(url, { headers: { 'if-none-match': before.headers.etag! } })).status).toBe(304);

      const price = (Number(product.price) + 100).toFixed(2);
      const sent = performance.now();
      product = await staffApi(writer.url, cookie).patchProduct(product, { price: Number(price) });
      expect(product.price).toBe(price);
      await waitFor(
        `${reader.name} to show the new price`,
        5_000,
        async () => (await send(url)).json<{ price: string }>().price === price,
        5,
      );
      delays.push(performance.now() - sent);
    }
    summary.push(['write on one copy → read on the other (3 rounds)', delays.map((d) => ms(d)).join(', ')]);
    for (const delay of delays) expect(delay).toBeLessThan(PROPAGATION_LIMIT_MS);
  });

  it('the outbox mails every message of 20 orders exactly once with both copies delivering', async () => {
    const cookie = await staffSignIn(cluster.b.url, cluster.admin.username, cluster.admin.password);
    const product = await staffApi(cluster.b.url, cookie).product('vitalix');
    const orders = Array.from({ length: 20 }, () => newOrder(product.id, 1));
    const ids = (await Promise.all(orders.map((o) => placeOrder(cluster.nginx.url, o)))).map(orderId);

    type Row = { to: string; subject: string; attempts: number; sent: boolean };
    const outbox = async () =>
      (
        await cluster.sql.query<Row>(
          `SELECT payload->>'to' AS to, payload->>'subject' AS subject, attempts, sent_at IS NOT NULL AS sent
             FROM notification_outbox WHERE order_id = ANY($1::uuid[]) AND channel = 'email'`,
          [ids],
        )
      ).rows;
    // Each order: the shopper's confirmation and the shop's new-order mail (the demo shop has both on).
    expect(await outbox()).toHaveLength(40);
    const started = performance.now();
    await waitFor('every message to be sent', 30_000, async () => (await outbox()).every((r) => r.sent), 100);
    summary.push(['20 orders → 40 mails delivered', ms(performance.now() - started)]);
    // Longer than the outbox's polling interval (5 s): each copy has looked for due messages again.
    await sleep(6_000);

    const rows = await outbox();
    expect(rows.filter((r) => r.attempts !== 1)).toEqual([]);
    const expected = new Set(rows.map((r) => `${r.to} | ${r.subject}`));
    const received = cluster.smtp.received
      .map(readMail)
      .flatMap((mail) => mail.to.map((to) => `${to} | ${mail.subject}`))
      .filter((key) => expected.has(key));
    expect(received.toSorted()).toEqual([...expected].toSorted());
  });

  it('keeps every shop page after one render, and an order that leaves the stock shown as it was drops none on either copy', async () => {
    const pages = ['/', '/products', '/product/vitalix', '/product/moringa-capsules', '/about', '/terms'];
    const browser = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
    /** A copy's cache figures from its /metrics (decision 030). */
    const figures = async (copy: Cluster['a']) => {
      const text = (
        await send(`${copy.url}/metrics`, { headers: { authorization: `Bearer ${cluster.metricsToken}` } })
      ).text();
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      const unkept = text.split('\n').filter((line) => line.startsWith('shop_cache_unkept_reads{'));
      return {
        pages: value('shop_page_cache_pages'),
        renders: value('shop_page_cache_renders'),
        drops: value('shop_cache_drops'),
        unkept,
      };
    };
    // Plenty of vitalix: the shop shows 50 before and after an order of one.
    await cluster.sql.query(`UPDATE products SET stock = 500 WHERE slug = 'vitalix'`);
    await waitFor(
      'the new stock on both copies',
      5_000,
      async () => {
        const shown = await Promise.all(
          [cluster.a, cluster.b].map(async (copy) =>
            (await send(`${copy.url}/api/products/slug/vitalix`)).json(),
          ),
        );
        return shown.every((product) => (product as { stock: number }).stock === 50);
      },
      20,
    );
    for (const copy of [cluster.a, cluster.b]) {
      for (const round of [1, 2]) {
        for (const page of pages)
          expect((await send(copy.url + page, { headers: browser })).status, `${page} ${round}`).toBe(200);
      }
      const kept = await figures(copy);
      expect(kept.pages, copy.name).toBeGreaterThanOrEqual(pages.length);
      expect(kept.unkept, copy.name).toEqual([]);
    }
    const before = await Promise.all([figures(cluster.a), figures(cluster.b)]);
    const cookie = await staffSignIn(cluster.a.url, cluster.admin.username, cluster.admin.password);
    const vitalix = await staffApi(cluster.a.url, cookie).product('vitalix');
    orderId(await placeOrder(cluster.nginx.url, newOrder(vitalix.id, 1)));
    // A notice naming a product no page shows, sent after the order committed: notices arrive in commit
    // order, so once a copy has heard one more, it has heard whatever the order sent.
    await cluster.sql.query(
      `SELECT pg_notify('public_answers', 'stock:00000000-0000-4000-8000-000000000000')`,
    );
    for (const [i, copy] of [cluster.a, cluster.b].entries()) {
      await waitFor(
        `${copy.name} to hear the marker`,
        5_000,
        async () => (await figures(copy)).drops > before[i]!.drops,
        20,
      );
      for (const page of pages) await send(copy.url + page, { headers: browser });
      expect((await figures(copy)).renders, copy.name).toBe(before[i]!.renders);
    }
  });

  it('an upload through copy A is stored in the bucket and served to anyone through nginx', async () => {
    const { a, b, nginx, s3 } = cluster;
    const cookie = await staffSignIn(a.url, cluster.admin.username, cluster.admin.password);
    const bucketUrl = `${nginx.url}/shop-media/`;

    // An image sent whole to copy A: its variants are made there and written to the bucket.
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a7' } })
      .jpeg()
      .toBuffer();
    const direct = await send(`${a.url}/api/objects/upload`, {
      method: 'POST',
      headers: { cookie },
      body: {
        fileName: 'cluster-photo.jpg',
        fileData: photo.toString('base64'),
        contentType: 'image/jpeg',
        fileSize: photo.length,
      },
    });
    expect(direct.status).toBe(200);
    const image = storedUploadSchema.parse(direct.json()).asset;
    expect(image.fileUrl.startsWith(bucketUrl)).toBe(true);
    const library = await send(`${b.url}/api/admin/media`, { headers: { cookie } });
    expect(library.json<MediaAsset[]>().map((m) => m.id)).toContain(image.id);
    for (const url of [image.fileUrl, ...Object.values(image.optimizedUrls)]) {
      const served = await send(url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      // Byte for byte what the bucket holds.
      const stored = await send(url.replace(bucketUrl, `${s3.endpoint}/shop-media/`));
      expect(served.body.equals(stored.body)).toBe(true);
    }
    expect((await sharp((await send(image.fileUrl)).body).metadata()).width).toBe(900);

    // A PDF by upload URL: the ticket from copy A, the bytes PUT to the bucket through nginx (pre-signed
    // for that address), completed on copy B, which checks and moves what A's ticket staged.
    const pdf = Buffer.from(
      '%PDF-1.4\n% cluster test\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    const opened = await send(`${a.url}/api/objects/upload`, {
      method: 'POST',
      headers: { cookie },
      body: { fileName: 'price-list.pdf', contentType: 'application/pdf', fileSize: pdf.length },
    });
    expect(opened.status).toBe(200);
    const ticket = uploadTicketSchema.parse(opened.json());
    expect(ticket.uploadURL.startsWith(bucketUrl)).toBe(true);
    const put = await send(ticket.uploadURL, { method: 'PUT', headers: ticket.headers, body: pdf });
    expect(put.status).toBe(200);
    const completed = await send(`${b.url}${ticket.completeURL}`, {
      method: 'POST',
      headers: { cookie },
      body: {},
    });
    expect(completed.status).toBe(200);
    const document = storedUploadSchema.parse(completed.json());
    const served = await send(document.fileUrl);
    expect(served.status).toBe(200);
    expect(served.body.equals(pdf)).toBe(true);
  });

  it('killing copy A mid-burst loses no acknowledged order, and stock matches the orders', async () => {
    const { nginx, sql } = cluster;
    const cookie = await staffSignIn(cluster.b.url, cluster.admin.username, cluster.admin.password);
    const staff = staffApi(cluster.b.url, cookie);
    const target = (await staff.products()).find((p) => p.slug !== 'vitalix')!;
    // Enough stock that no order of the burst is refused for want of it.
    const product: AdminProduct = await staff.patchProduct(target, {
      stock: 2000,
      stockLoaded: target.stock,
    });
    const stockOf = async () =>
      (await sql.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product.id])).rows[0]!
        .stock;
    const stockBefore = await stockOf();
    expect(stockBefore).toBe(2000);

    const attempts = Array.from({ length: 240 }, (_, i) => newOrder(product.id, (i % 3) + 1));
    const answers = new Map<OrderAttempt, number | string>();
    let acknowledged = 0;
    let killedAt: number | undefined;
    let acknowledgedAfterKill = 0;
    const queue = [...attempts];
    const started = performance.now();
    const shopper = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const reply = await placeOrder(nginx.url, next).catch((error: Error) => error.message);
        answers.set(next, typeof reply === 'string' ? reply : reply.status);
        if (typeof reply !== 'string' && reply.status === 201) {
          acknowledged++;
          if (killedAt !== undefined) acknowledgedAfterKill++;
        }
        if (acknowledged >= 60 && killedAt === undefined) {
          killedAt = answers.size;
          void cluster.a.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, shopper));
    const burstMs = performance.now() - started;
    expect(killedAt).toBeDefined();
    expect((await cluster.a.exited).signal).toBe('SIGKILL');

    const acked = attempts.filter((o) => answers.get(o) === 201);
    const lost = attempts.filter((o) => answers.get(o) !== 201);
    // Only requests in flight on copy A when it died may fail, with nginx's 502 (a POST that reached a
    // copy is never sent to the other); nginx sent every later one to copy B.
    expect(lost.map((o) => answers.get(o)).filter((s) => s !== 502)).toEqual([]);
    expect(acknowledgedAfterKill).toBeGreaterThan(0);
    summary.push([
      `burst of 240 orders, copy A killed after answer ${killedAt}`,
      `${acked.length} acknowledged (${acknowledgedAfterKill} after the kill), ` +
        `${lost.length} lost in flight (502), ${ms(burstMs)}`,
    ]);

    type Line = { key: string; quantity: number };
    const lines = async () =>
      (
        await sql.query<Line>(
          `SELECT o.idempotency_key AS key, i.quantity
             FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = $1`,
          [product.id],
        )
      ).rows;
    const sum = (rows: Array<{ quantity: number }>) => rows.reduce((n, r) => n + r.quantity, 0);

    // Every acknowledged order is there, with its line; whatever else is there took its stock too.
    const stored = new Map((await lines()).map((l) => [l.key, l.quantity]));
    for (const order of acked) expect(stored.get(order.key), order.key).toBe(order.quantity);
    expect(stored.size).toBeGreaterThanOrEqual(acked.length);
    expect(stored.size).toBeLessThanOrEqual(attempts.length);
    expect(await stockOf()).toBe(stockBefore - sum([...stored.values()].map((quantity) => ({ quantity }))));

    // The shopper's retry with the same Idempotency-Key (what the checkout does) settles the rest:
    // 200 for an order that was made after all, 201 for one that was not; never a second order.
    for (const order of lost) {
      const again = await placeOrder(nginx.url, order);
      expect([200, 201]).toContain(again.status);
      expect(again.status === 200).toBe(stored.has(order.key));
    }
    const all = await lines();
    expect(all.map((l) => l.key).toSorted()).toEqual(attempts.map((o) => o.key).toSorted());
    expect(await stockOf()).toBe(stockBefore - sum(attempts));
  });
});
