import { TRACKING_NOT_FOUND } from '../../common/orders/order-tracking';
import { checkoutWith, inStockProduct, placeOrderAs } from './checkout-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * Tracking an order without an account (docs/storefront.md, "Tracking an order"): from the order
 * confirmation's link, and by the form without JavaScript, at 375 px and on a desktop (the projects).
 */
test.describe('order tracking', () => {
  // A lookup that finds nothing answers 404, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the confirmation links to the order just placed, which shows its status, lines and history', async ({
    page,
    request,
    isMobile,
  }) => {
    const product = await inStockProduct(request);
    const phone = isMobile ? '0300 7654321' : '0301 7654321';
    await checkoutWith(page, product, 1);
    await placeOrderAs(page, {
      name: 'Tracking Shopper',
      phone,
      address: 'House 5, Street 2, Model Town',
      city: 'Lahore',
    });
    await expect(page).toHaveURL(/\/order-confirmation\?order=[0-9a-f]{8}$/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;

    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' });
    await expect(footerLink).toHaveAttribute('href', '/track');
    const trackLink = page.getByRole('main').getByRole('link', { name: 'Track your order' });
    const national = phone.replace(' ', '');
    await expect(trackLink).toHaveAttribute('href', `/track?order=${orderNumber}&phone=${national}`);
    await trackLink.click();

    await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderNumber}&phone=${national}$`));
    const order = page.getByRole('region', { name: `Order #${orderNumber}` });
    await expect(order.getByText('Order received', { exact: true }).first()).toBeVisible();
    await expect(order.getByText('We will call you to confirm it before it is sent.')).toBeVisible();
    await expect(order.getByText(`${product.name} x 1`)).toBeVisible();
    await expect(order.getByText('Total (cash on delivery)')).toBeVisible();
    await expect(order.getByRole('list').last().getByRole('listitem')).toHaveText([/^Order received/]);
    await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue(orderNumber);
    await expectNoSeriousAxeViolations(page);

    // Another phone: the same "not found" an unknown number gets, read out as an alert.
    await page.locator('html[data-hydrated]').waitFor();
    const phoneField = page.getByRole('textbox', { name: 'Phone used at checkout' });
    await phoneField.fill('0300 0000001');
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('alert')).toHaveText(TRACKING_NOT_FOUND);
    await expect(order).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // Found again from the form, the order takes the focus, so a screen reader reads it at once.
    await phoneField.fill(`+92 ${phone.slice(1)}`);
    await phoneField.press('Enter');
    await expect(order.getByRole('heading', { name: `Order #${orderNumber}` })).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form finds an order by its number as printed and any form of its phone; a wrong phone is not found', async ({
      page,
      request,
    }) => {
      const product = await inStockProduct(request);
      const placed = await request.post('/checkout', {
        form: {
          customerName: 'No Script Tracker',
          customerEmail: '',
          customerPhone: '0312-5550199',
          shippingAddress: 'House 9, Street 4, Saddar',
          city: 'Karachi',
          postalCode: '',
          items: JSON.stringify([{ productId: product.id, quantity: 2 }]),
          idempotencyKey: `tracking-${test.info().project.name}-${Date.now()}`,
        },
        maxRedirects: 0,
      });
      expect(placed.status()).toBe(302);
      const orderNumber = /order=([0-9a-f]{8})$/.exec(placed.headers()['location']!)![1]!;

      await page.goto('/track');
      // By keyboard: the fields in order, Enter sends the form.
      await page.getByRole('textbox', { name: 'Order number' }).focus();
      await page.keyboard.type(`#${orderNumber.toUpperCase()}`);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Phone used at checkout' })).toBeFocused();
      await page.keyboard.type('+92 312 5550199');
      await page.keyboard.press('Enter');
      const order = page.getByRole('region', { name: `Order #${orderNumber}` });
      await expect(order.getByText(`${product.name} x 2`)).toBeVisible();
      await expect(order.getByText('Order received', { exact: true }).first()).toBeVisible();

      await page.getByRole('textbox', { name: 'Phone used at checkout' }).fill('0312 5550198');
      await page.getByRole('button', { name: 'Track order' }).click();
      await expect(page.getByRole('alert')).toHaveText(TRACKING_NOT_FOUND);
      await expect(page.getByRole('region', { name: /^Order #/ })).toHaveCount(0);
    });
  });
});
