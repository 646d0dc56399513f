import type { Page } from '@playwright/test';
import type { PackingSlip } from '../../../common/orders/slip-schemas';
import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * Packing slips (decision 022, bulk work) as staff print them: the courier and tracking number, the shop's
 * address as the sender, and a long order on labels marked 1/2, 2/2. Chromium prints the page to PDF,
 * and the PDF's pages are counted: a sheet that overflowed its paper would print as one page more.
 */

/** The pages of the PDF Chromium prints of the page, on the paper its CSS asks for. */
async function printedPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  return pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

test('a shipped order prints with its courier, tracking number and the shop as the sender', async ({
  page,
  loginAs,
}) => {
  const customer = uniqueCustomer('Slip Buyer', test.info().project.name);
  const placed = await placeStorefrontOrder(page.request, customer);
  await loginAs('order_confirmation');
  const tracking = `TCS-${Date.now().toString().slice(-9)}`;
  const shipped = await page.request.patch(`/api/admin/orders/${placed.id}/status`, {
    data: { status: 'shipped', courier: 'tcs', trackingNumber: tracking },
  });
  expect(shipped.status()).toBe(200);
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    siteName: string;
    address: string;
    contactPhone: string;
  };

  await open(page, `/admin/orders/slips?ids=${placed.id}&size=label`);
  const slip = page.getByRole('article', { name: `Packing slip for order #${placed.number}` });
  await expect(slip).toContainText(customer);
  await expect(slip.locator('[data-field="courier"]')).toHaveText('TCS');
  await expect(slip.locator('[data-field="tracking"]')).toHaveText(tracking);
  await expect(slip.locator('[data-field="sender"]')).toHaveText(
    `${settings.siteName} · ${settings.address} · ${settings.contactPhone}`,
  );
  await expectNoSeriousAxeViolations(page);
  expect(await printedPages(page)).toBe(1);
});

test('a 30-line order prints on two labels marked 1/2 and 2/2, or on one A4 sheet', async ({
  page,
  loginAs,
}) => {
  const id = '00000030-0000-4000-8000-000000000000';
  const slip: PackingSlip = {
    id,
    customerName: 'Muhammad Abdullah Khan Niazi',
    customerPhone: '0300-1234567',
    phoneDisplay: '+92 300 1234567',
    shippingAddress:
      'House 1234, Street 56, Sector G-11/3, near the big mosque and the water tank, Islamabad',
    city: 'Islamabad',
    postalCode: '44000',
    total: '123456.00',
    discount: '500.00',
    codFee: '0.00',
    createdAt: new Date().toISOString(),
    courier: null,
    trackingNumber: null,
    lines: Array.from({ length: 30 }, (_, i) => ({
      name: `Herbal tea blend no. ${i + 1}`,
      quantity: 2,
      packSize: 1,
    })),
  };
  // No order can hold 30 lines (the checkout takes 20): the slips' answer is this one, as old orders have.
  await page.route('**/api/admin/orders/slips?*', (route) => route.fulfill({ json: [slip] }));
  await loginAs('order_confirmation');

  await open(page, `/admin/orders/slips?ids=${id}&size=label`);
  const article = page.getByRole('article', { name: 'Packing slip for order #00000030' });
  const sheets = article.locator('[data-sheet]');
  await expect(sheets).toHaveCount(2);
  await expect(sheets.nth(0)).toContainText('Label 1/2');
  await expect(sheets.nth(0)).toContainText('Items continue on label 2/2.');
  await expect(sheets.nth(1)).toContainText('Label 2/2');
  await expect(sheets.nth(1)).toContainText('Herbal tea blend no. 30');
  await expectNoSeriousAxeViolations(page);
  expect(await printedPages(page)).toBe(2);

  await page.getByLabel('Paper').selectOption('a4');
  await expect(sheets).toHaveCount(1);
  await expect(sheets.first()).toHaveAttribute('data-type', 'small');
  expect(await printedPages(page)).toBe(1);
});
