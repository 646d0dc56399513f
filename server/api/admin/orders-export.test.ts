import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { LIMITS } from '../../lib/rate-limits';
import { auditLog } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * The orders CSV carries every customer's name, phone and address: each download is recorded in the audit
 * trail (who, when, with which filters) and counted per staff member, with the other rate limits.
 */
let t: TestApp;
let desk: string;
let otherDesk: string;
let deskId: string;
let owner: string;

beforeAll(async () => {
  // On the rate limits' shared store: Redis where TEST_REDIS_URL names one, else in process.
  t = await createTestApp({ rateLimit: true, redisUrl: process.env.TEST_REDIS_URL });
  deskId = (await addUser(t, { username: 'desk', role: 'order_confirmation' })).id;
  await addUser(t, { username: 'desk2', role: 'order_confirmation' });
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  owner = await loginCookie(t, 'owner');
  desk = await loginCookie(t, 'desk');
  otherDesk = await loginCookie(t, 'desk2');
  const honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '1000.00', stock: 100 });
  await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: VALID_CUSTOMER, items: [{ productId: honey.id, quantity: 1 }] },
  });
});
afterAll(() => t.close());

const exportCsv = (query: string, cookie = desk) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/export.csv${query}`, headers: { cookie } });

const exports = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.action, 'export')))
    .orderBy(auditLog.id);

describe('GET /api/admin/orders/export.csv', () => {
  it('records who downloaded customer data, when and with which filters, on the activity screen', async () => {
    const before = Date.now();
    const res = await exportCsv('?status=pending&q=lahore&from=2026-01-01&sort=customer&dir=asc');
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await exports();
    expect(entry).toMatchObject({
      actorId: deskId,
      actorUsername: 'desk',
      entityId: 'all',
      before: null,
      after: {
        format: 'csv',
        status: 'pending',
        q: 'lahore',
        from: '2026-01-01',
        to: null,
        sort: 'customer',
        dir: 'asc',
      },
    });
    expect(entry!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The activity screen reads the trail through the audit API.
    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=order',
      headers: { cookie: owner },
    });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().entries[0]).toMatchObject({
      action: 'export',
      actorUsername: 'desk',
      entityId: 'all',
    });
  });

  it('a refused export (bad filters) records nothing', async () => {
    const recorded = (await exports()).length;
    expect((await exportCsv('?from=0000-01-01')).statusCode).toBe(400);
    expect(await exports()).toHaveLength(recorded);
  });

  it('counts downloads per staff member: over the limit a 429 that says so, with nothing recorded', async () => {
    const { max } = LIMITS.customerExport;
    const done = (await exports()).filter((entry) => entry.actorUsername === 'desk').length;
    for (let i = done; i < max; i++) expect((await exportCsv('')).statusCode).toBe(200);
    const recorded = (await exports()).length;
    const refused = await exportCsv('');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: LIMITS.customerExport.message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(await exports()).toHaveLength(recorded);
    // Another staff member has their own count.
    expect((await exportCsv('', otherDesk)).statusCode).toBe(200);
  });
});
