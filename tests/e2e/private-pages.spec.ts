import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Nothing personal is cacheable (the decision is `isPrivatePage` in server/plugins/private-answers.ts,
 * unit-tested there): the checkout and account pages and their single-fetch `.data` twins for anyone,
 * every page for a signed-in person; public pages keep their caching. HTTP checks, no browser.
 */
const PRIVATE = 'private, no-store';

async function cacheControlOf(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBeLessThan(500);
  return { path, cacheControl: res.headers()['cache-control'] };
}

test.describe('page caching', () => {
  test('the checkout and account pages, and their .data twins, are private for anyone', async ({
    request,
  }) => {
    const paths = [
      '/checkout',
      '/checkout.data',
      '/login',
      '/login.data',
      '/register',
      '/forgot-password',
      '/reset-password?token=not-a-real-token',
      '/reset-password.data?token=not-a-real-token',
      '/verify-email?token=not-a-real-token',
      '/logout',
    ];
    for (const path of paths) {
      expect(await cacheControlOf(request, path)).toEqual({ path, cacheControl: PRIVATE });
    }
  });

  test('public pages keep their caching for a visitor', async ({ request }) => {
    for (const path of ['/', '/_.data', '/products', '/products.data', '/product/vitalix', '/about']) {
      const { cacheControl } = await cacheControlOf(request, path);
      expect({ path, cacheControl }).not.toEqual({ path, cacheControl: PRIVATE });
    }
  });

  test('every page is private for a signed-in person, and so is logging out', async ({
    playwright,
    baseURL,
  }) => {
    const signedIn = await playwright.request.newContext({ baseURL });
    try {
      const login = await signedIn.post('/api/auth/login', {
        data: { emailOrUsername: 'admin', password: 'E2e-Admin-Pass-1' },
      });
      expect(login.status()).toBe(200);
      for (const path of ['/', '/_.data', '/products', '/products.data', '/product/vitalix', '/about']) {
        expect(await cacheControlOf(signedIn, path)).toEqual({ path, cacheControl: PRIVATE });
      }
      const logout = await signedIn.post('/logout', { form: { logout: '1' }, maxRedirects: 0 });
      expect(logout.headers()['set-cookie']).toContain('sid=;');
      expect(logout.headers()['cache-control']).toBe(PRIVATE);
      expect(logout.headers()['location']).toBe('/');
      // From an Urdu page, back to the Urdu home page; a language the shop does not have is English.
      await signedIn.post('/api/auth/login', {
        data: { emailOrUsername: 'admin', password: 'E2e-Admin-Pass-1' },
      });
      const urdu = await signedIn.post('/logout', { form: { language: 'ur' }, maxRedirects: 0 });
      expect(urdu.headers()['location']).toBe('/ur');
      const odd = await signedIn.post('/logout', { form: { language: '//evil.example' }, maxRedirects: 0 });
      expect(odd.headers()['location']).toBe('/');
    } finally {
      await signedIn.dispose();
    }
  });
});
