import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../common/accounts/roles';
import { addUser, createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { isPrivatePage, pageRoutePath } from './private-answers';

describe('pageRoutePath', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/checkout.data', '/checkout'],
    ['/checkout/', '/checkout'],
    ['/checkout/_.data', '/checkout'],
    ['/Checkout', '/checkout'],
    ['/%63heckout', '/checkout'],
    ['/_.data', '/'],
    ['/', '/'],
    ['/product/vitalix.data', '/product/vitalix'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    // The Urdu storefront's pages are the same pages (decision 038).
    ['/ur/checkout', '/checkout'],
    ['/UR/Checkout/_.data', '/checkout'],
    ['/ur', '/'],
    ['/ur.data', '/'],
    ['/ur/_.data', '/'],
    ['/urdu-honey', '/urdu-honey'],
    ['/ur/admin', '/ur/admin'],
  ])('reads %s as %s', (pathname, route) => {
    expect(pageRoutePath(pathname)).toBe(route);
  });
});

describe('isPrivatePage', () => {
  const anonymous = { signedIn: false, setsCookie: false };

  it.each([
    '/checkout',
    '/checkout.data',
    '/order-confirmation',
    '/track',
    '/track.data',
    '/login',
    '/register.data',
    '/forgot-password',
    '/reset-password',
    '/reset-password/_.data',
    '/verify-email',
    '/logout',
    '/LOGIN/',
    '/ur/checkout',
    '/ur/track.data',
    '/ur/order-confirmation',
  ])('keeps %s private for anyone', (pathname) => {
    expect(isPrivatePage({ pathname, ...anonymous })).toBe(true);
  });

  it.each(['/', '/_.data', '/products', '/products.data', '/product/vitalix', '/about', '/no-such-page'])(
    'lets %s be cached for a visitor who is not signed in',
    (pathname) => {
      expect(isPrivatePage({ pathname, ...anonymous })).toBe(false);
    },
  );

  it('keeps every page private for a signed-in person, and any answer that sets a cookie', () => {
    expect(isPrivatePage({ pathname: '/products', signedIn: true, setsCookie: false })).toBe(true);
    expect(isPrivatePage({ pathname: '/_.data', signedIn: true, setsCookie: false })).toBe(true);
    expect(isPrivatePage({ pathname: '/', signedIn: false, setsCookie: true })).toBe(true);
  });
});

describe('API answers', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
    owner = await loginCookie(t, 'owner');
  });
  afterAll(() => t.close());

  const cacheControl = (res: { headers: Record<string, unknown> }) => res.headers['cache-control'];

  it('of /api/auth are private, refusals and errors included', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie: owner } }),
      await t.app.inject({ method: 'GET', url: '/api/auth/status' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: 'owner', password: TEST_PASSWORD },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: 'owner', password: 'Wrong-Password-1' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@b.pk' } }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 400, 200]);
    for (const res of answers) expect(cacheControl(res)).toBe('private, no-store');
  });

  it('of every /api/admin route are private, for a visitor and for the super admin', async () => {
    for (const route of t.app.adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const cookie of [undefined, owner]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect({ route: `${route.method} ${route.url}`, cacheControl: cacheControl(res) }).toEqual({
          route: `${route.method} ${route.url}`,
          cacheControl: 'private, no-store',
        });
      }
    }
  });

  it('of public reads are not made private', async () => {
    for (const url of ['/api/products', '/api/settings']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: owner } });
      expect(res.statusCode).toBe(200);
      expect(cacheControl(res) ?? '').not.toContain('no-store');
    }
  });
});
