import { readFile } from 'node:fs/promises';
import { formatMoney } from '../../../common/money';
import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * Reports (docs/reports.md, decision 035), on a phone: a parcel TCS delivered today shows in the
 * profit and loss and in the rates by courier, the tabs follow the keyboard, and the report in view is
 * exported as a CSV file with the figures the API answers.
 */

type Profit = { total: { delivered: number; revenue: string; profit: string } };
type ByCourier = { rows: Array<{ key: string; label: string; delivered: number; returned: number }> };

test('the owner reads the reports on a phone and exports one as CSV', async ({ page, loginAs, isMobile }) => {
  test.skip(!isMobile, 'the owner reads the figures from a phone');
  const run = uniqueCustomer('Report Buyer', test.info().project.name);
  await loginAs('super_admin');

  const order = await placeStorefrontOrder(page.request, run);
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', courier: 'tcs', trackingNumber: `TCS-${Date.now().toString(36).toUpperCase()}` },
    { status: 'completed' },
  ]) {
    const moved = await page.request.patch(`/api/admin/orders/${order.id}/status`, { data });
    expect(moved.status()).toBe(200);
  }

  await open(page, '/admin/reports');
  await expect(page).toHaveTitle('Reports · Back office');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const from = await page.getByLabel('From', { exact: true }).inputValue();
  const to = await page.getByLabel('To', { exact: true }).inputValue();
  const { currencySymbol } = (await (await page.request.get('/api/settings')).json()) as {
    currencySymbol: string;
  };

  // The profit and loss: its total row is the API's, today's delivery among it.
  const profit = (await (
    await page.request.get(`/api/admin/reports/profit?from=${from}&to=${to}`)
  ).json()) as Profit;
  expect(profit.total.delivered).toBeGreaterThanOrEqual(1);
  const table = page.getByRole('table', { name: 'Profit and loss per day' });
  const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  await expect(total).toContainText(formatMoney(profit.total.revenue, currencySymbol));
  await expect(total).toContainText(formatMoney(profit.total.profit, currencySymbol));
  await expect(page.getByRole('img', { name: /Bar chart of profit per day/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The tabs move with the arrow keys; the rates by courier list TCS with today's parcel.
  await page.getByRole('tab', { name: 'Profit and loss' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'By courier' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/report=couriers/);
  const byCourier = (await (
    await page.request.get(`/api/admin/reports/couriers?from=${from}&to=${to}`)
  ).json()) as ByCourier;
  const tcs = byCourier.rows.find((row) => row.key === 'tcs')!;
  expect(tcs.delivered).toBeGreaterThanOrEqual(1);
  const rates = page.getByRole('table', { name: 'Delivery and return rates per courier' });
  await expect(rates.getByRole('row', { name: /^TCS / })).toContainText(String(tcs.delivered));
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`couriers-${from}-to-${to}.csv`);
  const rows = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe('courier,delivered,returned,delivery_rate_percent,return_rate_percent');
  expect(
    rows
      .find((row) => row.startsWith('TCS,'))
      ?.split(',')
      .slice(1, 3),
  ).toEqual([String(tcs.delivered), String(tcs.returned)]);
  expect(rows.at(-1)).toMatch(/^Total,/);
});
