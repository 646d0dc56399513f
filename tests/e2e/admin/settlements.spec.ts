import { readFile } from 'node:fs/promises';
import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * Settlements (docs/settlements.md, decision 033), on a phone: two parcels M&P delivered, its payment
 * report imported, one line settled and one paid Rs 100 short, the preview applied after the question,
 * and the short-paid parcel listed and exported for a claim.
 */

/** A parcel's expected net with M&P's rates as nobody has set them: no charges, 2 % + 2 % withheld. */
function expectedNet(total: string): string {
  const paisa = Math.round(Number(total) * 100);
  const withheld = 2 * Math.floor((paisa * 200 + 5000) / 10_000);
  return ((paisa - withheld) / 100).toFixed(2);
}

test('a courier’s payment report is imported on a phone, its short-paid parcel seen and exported', async ({
  page,
  loginAs,
  isMobile,
}) => {
  test.skip(!isMobile, 'the owner reconciles from a phone');
  // An import, its preview, the apply and the export, with two axe scans of a long screen.
  test.setTimeout(90_000);
  const run = uniqueCustomer('Settlement Buyer', test.info().project.name);
  const tag = Date.now().toString(36).toUpperCase();
  await loginAs('super_admin');

  // Two parcels M&P delivered (staff accepted the deliveries).
  const parcels: Array<{ tracking: string; total: string }> = [];
  for (const index of [1, 2]) {
    const order = await placeStorefrontOrder(page.request, `${run} ${index}`);
    const tracking = `MNP-${tag}-${index}`;
    for (const data of [
      { status: 'processing' },
      { status: 'shipped', courier: 'mnp', trackingNumber: tracking },
      { status: 'completed' },
    ]) {
      const moved = await page.request.patch(`/api/admin/orders/${order.id}/status`, { data });
      expect(moved.status()).toBe(200);
    }
    parcels.push({ tracking, total: order.product.price });
  }
  const [paid, short] = parcels as [(typeof parcels)[0], (typeof parcels)[0]];
  const shortPays = (Number(expectedNet(short.total)) - 100).toFixed(2);
  const report = `tracking_number,amount,date\n${paid.tracking},${expectedNet(paid.total)},2026-07-14\n${short.tracking},${shortPays},2026-07-14\n`;

  await open(page, '/admin/settlements');
  await expect(page.getByRole('heading', { level: 1, name: 'Settlements' })).toBeVisible();
  await page.getByLabel('Courier', { exact: true }).selectOption('mnp');
  await page
    .getByLabel('Payment report (CSV or XLSX)', { exact: true })
    .setInputFiles({ name: `mnp-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(report) });
  await page.getByRole('button', { name: 'Preview', exact: true }).click();

  const preview = page.getByRole('region', { name: 'M&P payment report: preview' });
  await expect(preview).toBeVisible();
  const lines = preview.getByRole('list', { name: 'Lines of the file' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: paid.tracking })).toContainText('Settled');
  await expect(lines.filter({ hasText: short.tracking })).toContainText('Short');
  await expect(lines.filter({ hasText: short.tracking })).toContainText('−Rs 100.00');
  await expectNoSeriousAxeViolations(page);

  // Applying is final: it asks first.
  await preview.getByRole('button', { name: 'Apply settlement' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Apply this settlement?' });
  await expect(ask).toContainText('cannot be undone');
  await ask.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Settlement applied', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'M&P payment report, applied' })).toBeVisible();

  // M&P's card lists the short-paid parcel; its export is the claim.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'M&P', exact: true }) });
  const shortList = card.getByRole('list', { name: 'Parcels paid short' });
  await expect(shortList).toContainText(short.tracking);
  await expect(shortList).toContainText('short Rs 100.00');
  await expect(shortList).not.toContainText(paid.tracking);
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Export M&P short-paid CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mnp-short-paid-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = csv.trim().split('\r\n');
  expect(rows[0]).toBe(
    'tracking_number,order_number,cod_amount,expected,received,short_by,delivered_on,paid_on',
  );
  const claim = rows.find((row) => row.startsWith(`${short.tracking},`));
  expect(claim?.split(',').slice(2, 6)).toEqual([
    Number(short.total).toFixed(2),
    expectedNet(short.total),
    shortPays,
    '100.00',
  ]);
});
