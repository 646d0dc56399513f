import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SUPER_ADMIN_ID, type Capability } from '../../../common/accounts/roles';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * Walks every /api/admin route the server has, for every kind of person (DESIGN.md §4 role table):
 * a new admin route is covered the moment it is registered.
 */
type Who = 'visitor' | 'customer' | 'order_confirmation' | 'cms' | 'super_admin';
const MAY: Record<Who, Capability[]> = {
  visitor: [],
  customer: [],
  order_confirmation: ['orders'],
  cms: ['orders', 'catalog'],
  super_admin: ['orders', 'catalog', 'users', 'audit', 'settlements', 'reports'],
};

let t: TestApp;
const cookies = {} as Record<Who, string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'shopper' });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  cookies.visitor = undefined;
  cookies.customer = await loginCookie(t, 'shopper');
  cookies.order_confirmation = await loginCookie(t, 'desk');
  cookies.cms = await loginCookie(t, 'editor');
  cookies.super_admin = await loginCookie(t, 'owner');
});
afterAll(() => t.close());

describe('admin guard', () => {
  it('knows every admin route with its capability', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThanOrEqual(3);
    expect(t.app.adminRoutes.map((r) => r.access)).toEqual(
      expect.arrayContaining(['orders', 'catalog', 'users', 'audit', 'settlements']),
    );
  });

  for (const who of Object.keys(MAY) as Who[]) {
    it(`applies the role table to every admin route for ${who}`, async () => {
      for (const route of t.app.adminRoutes) {
        const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: cookies[who] ? { cookie: cookies[who] } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = who === 'visitor' ? 401 : MAY[who].includes(route.access) ? 'allowed' : 403;
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
        expect({ route: `${route.method} ${route.url}`, status: got }).toEqual({
          route: `${route.method} ${route.url}`,
          status: expected,
        });
      }
    });
  }

  it('answers 401 and 403 with a JSON error', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Authentication required' });
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { cookie: cookies.customer! },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error).toMatch(/permission/);
  });

  it('refuses a forged or expired session id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { cookie: 'sid=forged-session-id' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('shows the super admin as admin-1 on the profile', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { cookie: cookies.super_admin! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: SUPER_ADMIN_ID,
      username: 'owner',
      email: 'owner@example.com',
      role: 'cms',
    });
  });

  it('lists users without hashes or tokens', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: cookies.super_admin! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|token|scrypt/i);
    expect(res.json()).toHaveLength(4);
  });
});

/**
 * The response-schema rule (decision 014): every admin answer goes through a schema from common/ that
 * names each field it may carry, so a column added to a query, a row or a service never leaves by
 * accident. Walked over every admin route the server has.
 */
describe('admin response schemas', () => {
  const SECRET = /hash|token|secret|password|idempotency/i;
  // Routes whose answer is not JSON (they say why in config.rawAnswer); every other one needs a schema.
  const RAW = [
    'GET /api/admin/orders/export.csv',
    // The couriers' labels and load sheets, as PDFs (decision 031).
    'GET /api/admin/orders/labels',
    'GET /api/admin/couriers/:courier/load-sheet',
    'GET /api/admin/products/export.csv',
    // A courier's short-paid parcels (decision 033) and each report (decision 035), as CSV files.
    'GET /api/admin/settlements/couriers/:courier/short-paid.csv',
    ...['profit', 'couriers', 'cities', 'products', 'returns', 'outstanding'].map(
      (report) => `GET /api/admin/reports/${report}/export`,
    ),
  ];

  type JsonSchema = { properties?: Record<string, unknown>; additionalProperties?: unknown };
  /** Every object schema inside a JSON Schema, with the path that leads to it. */
  function* objects(node: unknown, path: string): Generator<[string, JsonSchema]> {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) yield* objects(item, `${path}[${i}]`);
      return;
    }
    const schema = node as JsonSchema & Record<string, unknown>;
    if (schema.properties) yield [path, schema];
    for (const [key, value] of Object.entries(schema)) yield* objects(value, `${path}.${key}`);
  }

  const answers = () =>
    t.app.adminRoutes.flatMap((route) =>
      Object.values(route.response).map((schema) => ({
        route: `${route.method} ${route.url}`,
        json: z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' }),
      })),
    );

  it('declares one for every success, except the raw answers', () => {
    const without = t.app.adminRoutes
      .filter((route) => !Object.keys(route.response).some((code) => code.startsWith('2')))
      .map((route) => `${route.method} ${route.url}`);
    expect(without).toEqual(RAW);
  });

  it('names no field that looks like a secret, at any depth', () => {
    const found = answers().flatMap(({ route, json }) =>
      [...objects(json, route)].flatMap(([path, schema]) =>
        Object.keys(schema.properties ?? {})
          .filter((key) => SECRET.test(key))
          .map((key) => `${path}.${key}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('lets no object pass unknown fields through', () => {
    const open = answers().flatMap(({ route, json }) =>
      [...objects(json, route)]
        .filter(([, schema]) => schema.additionalProperties !== false)
        .map(([path]) => path),
    );
    expect(open).toEqual([]);
  });

  it('drops a column a service adds to its answer, such as a password hash', async () => {
    // fastify-type-provider-zod serializes with the schema's parse: an object schema strips what it
    // does not name. This stands in for a service that starts returning whole user rows.
    const rows = await t.app.services.accounts.listUsers();
    const leaky = rows.map((row) => ({
      ...row,
      passwordHash: 'scrypt$leak',
      resetTokenHash: 'token-leak',
      verificationTokenHash: 'token-leak',
    }));
    const spy = vi.spyOn(t.app.services.accounts, 'listUsers').mockResolvedValue(leaky);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { cookie: cookies.super_admin! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/leak|passwordHash|TokenHash/);
      expect(Object.keys(res.json()[0]).sort()).toEqual(
        ['createdAt', 'email', 'emailVerified', 'id', 'isAdmin', 'role', 'username'].sort(),
      );
    } finally {
      spy.mockRestore();
    }
  });
});

describe('admin writes', () => {
  // Writing routes that change no shop data; they say why in config.audit.exempt. The bytes of an upload
  // URL are staged, and recorded when the upload is completed (audited there); the product generators
  // only suggest a free SKU or slug.
  const EXEMPT: string[] = [
    // An order edit's figures before saving (decision 022): worked out, never written.
    'POST /api/admin/orders/:id/edit-preview',
    // Who is calling a customer (the confirmation desk): the call's outcome is audited, the claim is not.
    'POST /api/admin/orders/:id/claim',
    'DELETE /api/admin/orders/:id/claim',
    // Asking a courier where its parcels are (decision 031): what it says is kept in their histories.
    'POST /api/admin/couriers/:courier/tracking',
    'POST /api/admin/products/generate-sku',
    'POST /api/admin/products/generate-slug',
    'PUT /api/objects/upload/:id',
  ];

  it('declare the entity they audit, every one of them', () => {
    const writes = t.app.adminRoutes.filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    const name = (route: (typeof writes)[number]) => `${route.method} ${route.url}`;
    expect(writes.filter((route) => !route.audit).map(name)).toEqual([]);
    expect(writes.filter((route) => route.audit && 'exempt' in route.audit).map(name)).toEqual(EXEMPT);
  });
});
