import { checkoutWith, inStockProduct, placeOrderAs } from './checkout-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test.describe('checkout', () => {
  test('a guest fixes a field message, places the order and staff see it', async ({ page, request }) => {
    const product = await inStockProduct(request);
    await checkoutWith(page, product, 2);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText(`${product.name} x 2`)).toBeVisible();
    await expect(page.getByText('Cash on Delivery', { exact: true })).toBeVisible();

    await page.getByLabel('Full Name').fill('Playwright Shopper');
    await page.getByLabel('Phone').fill('0300');
    await page.getByLabel('Address').fill('House 7, Street 9, Gulberg III');
    await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
    await page.getByLabel('Phone').fill('0300 1234567');
    await expect(page.getByText('Phone number must be at least 10 digits')).toBeHidden();
    await page.getByLabel('City').selectOption('Lahore');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=[0-9a-f]{8}$/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText(`#${orderNumber}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart-items'))).toBe('[]');
    // The shop reports purchases when delivered unless the owner chooses otherwise (docs/ads.md): the
    // confirmation sends the pixel no Purchase, the pages' own events went.
    const events = await page.evaluate(() => window.__adPixelEvents?.map((e) => e.event));
    expect(events).toContain('PageView');
    expect(events).not.toContain('Purchase');

    const login = await request.post('/api/auth/login', {
      data: { emailOrUsername: 'admin', password: 'E2e-Admin-Pass-1', isAdmin: true },
    });
    expect(login.status()).toBe(200);
    const found = await (await request.get(`/api/admin/orders?q=${orderNumber}`)).json();
    expect(found.orders).toHaveLength(1);
    expect(found.orders[0]).toMatchObject({
      customerName: 'Playwright Shopper',
      city: 'Lahore',
      total: (Number(product.price) * 2).toFixed(2),
      status: 'pending',
    });
  });

  test('the form post works without JavaScript', async ({ request }) => {
    const product = await inStockProduct(request);
    const response = await request.post('/checkout', {
      form: {
        customerName: 'No Script',
        customerEmail: '',
        customerPhone: '03001234567',
        shippingAddress: 'House 1, Street 2',
        city: 'Karachi',
        postalCode: '',
        items: JSON.stringify([{ productId: product.id, quantity: 1 }]),
        idempotencyKey: `no-js-${Date.now()}`,
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/^\/order-confirmation\?order=[0-9a-f]{8}$/);
  });

  test('a number that cannot be a Pakistani phone is refused beside the phone field', async ({ request }) => {
    const product = await inStockProduct(request);
    const response = await request.post('/checkout', {
      form: {
        customerName: 'Overseas Shopper',
        customerEmail: '',
        customerPhone: '+44 20 7946 0958',
        shippingAddress: 'House 1, Street 2',
        city: 'Karachi',
        postalCode: '',
        items: JSON.stringify([{ productId: product.id, quantity: 1 }]),
        idempotencyKey: `overseas-${Date.now()}`,
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(
      'Enter a Pakistani phone number, for example 0300 1234567 or +92 300 1234567',
    );
  });

  test('an empty cart says so', async ({ page }) => {
    await page.goto('/checkout');
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });
  test.describe('a blocked phone', () => {
    // The refusal is a 403, which Chromium logs as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 403/] });
    test('a blocked phone is told beside the form how to order instead, and the message stays', async ({
      page,
      request,
      isMobile,
    }) => {
      // Each project its own number, so the parallel projects never unblock each other's.
      const phone = isMobile ? '0346 5553333' : '0346 5554444';
      const login = await request.post('/api/auth/login', {
        data: { emailOrUsername: 'admin', password: 'E2e-Admin-Pass-1', isAdmin: true },
      });
      expect(login.status()).toBe(200);
      const blocked = await request.post('/api/admin/blocked-phones', {
        data: { phone, reason: 'Fake orders' },
      });
      expect(blocked.status()).toBe(201);
      try {
        await checkoutWith(page, await inStockProduct(request), 1);
        await placeOrderAs(page, {
          name: 'Blocked Shopper',
          phone,
          address: 'House 3, Street 9, Gulberg',
          city: 'Lahore',
        });
        const alert = page.getByRole('alert').filter({ hasText: 'We could not place this order online' });
        await expect(alert).toHaveText(
          /^We could not place this order online\. Please (call us on .+|contact us) to order\.$/,
        );
        await expect(page).toHaveURL(/\/checkout$/);
        // The toast says it too (storefront §8). The toaster loads on its first toast, so axe waits for it:
        // a toast that mounts while axe reads the page is measured mid-fade.
        await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Order failed' })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      } finally {
        await request.post('/api/admin/blocked-phones/unblock', { data: { phone } });
      }
    });
  });
});
