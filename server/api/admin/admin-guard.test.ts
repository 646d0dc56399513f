import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  super_admin: ['orders', 'catalog', 'users'],
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
      expect.arrayContaining(['orders', 'catalog', 'users']),
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
