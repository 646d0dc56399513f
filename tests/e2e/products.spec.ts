import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test.describe('products listing', () => {
  test('arrives rendered from the server with names and prices', async ({ request }) => {
    const res = await request.get('/products');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
    const html = await res.text();
    expect(html).toContain('Vitalix');
    expect(html).toContain('Rs 6,500.00');
  });

  test('is compressed and its hashed assets are cached for good', async ({ request }) => {
    const res = await request.get('/products', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toMatch(/br|gzip/);
    const script = (await res.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('hydrates without console errors and passes axe', async ({ page, isMobile }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(23);
    await expect(page.getByText('Out of Stock').first()).toBeVisible();

    if (isMobile) {
      // The menu toggle only answers once React has hydrated the page.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).waitFor();
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
    await expectNoSeriousAxeViolations(page);
  });

  test('opens a product card link from the list', async ({ page }) => {
    await page.goto('/products');
    const link = page.getByRole('link', { name: /Sidr/ }).first();
    await expect(link).toHaveAttribute('href', '/product/sidr-honey');
  });
});

test.describe('not found', () => {
  // Chromium reports the 404 document itself as a failed resource: that is the point of this page.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('answers 404 with the spec text', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
