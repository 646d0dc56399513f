import type { Page } from '@playwright/test';
import { formatMoney } from '../../../common/money';
import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/** The order desk (back-office §2 Order management, §4, §8). */

const orderCard = (page: Page, number: string) => page.getByRole('article', { name: `Order #${number}` });

async function currencySymbol(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/settings')).json()) as { currencySymbol: string })
    .currencySymbol;
}

test.describe('the order desk', () => {
  test('a storefront order is first in Pending, moves to processing with a note, and its history says who and why', async ({
    page,
    loginAs,
  }) => {
    const customer = uniqueCustomer('Desk Shopper', test.info().project.name);
    const placed = await placeStorefrontOrder(page.request, customer);
    // The confirmation team's own role: the desk is theirs.
    await loginAs('order_confirmation', '/admin/orders');
    await expect(page).toHaveTitle('Orders · Back office');
    const symbol = await currencySymbol(page);

    await page.getByRole('tab', { name: /^Pending/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    const pending = (await (await page.request.get('/api/admin/orders?status=pending&limit=1')).json()) as {
      counts: { pending: number };
    };
    await expect(page.getByRole('tab', { name: /^Pending/ })).toContainText(String(pending.counts.pending));

    const first = page.getByRole('article').first();
    await expect(first).toHaveAccessibleName(`Order #${placed.number}`);
    await expect(first).toContainText(customer);
    await expect(first).toContainText('0300 7654321');
    await expect(first).toContainText('Lahore');
    await expect(first).toContainText(formatMoney(placed.product.price, symbol));
    await expect(first).toContainText('Pending');

    // The status dialog: the five statuses and Returned (decision 022), an optional note.
    const changeButton = first.getByRole('button', { name: `Change status of order #${placed.number}` });
    await changeButton.click();
    const dialog = page.getByRole('dialog', { name: 'Change order status' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(6);
    await expect(dialog.getByRole('radio', { name: /Pending/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Update status' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Processing' }).check();
    await dialog.getByLabel(/Note/).fill('Courier TCS, tracking 7723-119');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Update status' }).click();

    await expect(page.getByText('Order updated', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    // It has left the Pending tab, and focus stayed on the page rather than falling to its body.
    await expect(orderCard(page, placed.number)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    await page.getByRole('tab', { name: /^Processing/ }).click();
    const moved = orderCard(page, placed.number);
    await expect(moved).toContainText('Processing');

    // The view dialog: the order's fields, its items, the flags and the history, newest first.
    const viewLink = moved.getByRole('link', { name: `View order #${placed.number}` });
    await viewLink.click();
    await expect(page).toHaveURL(new RegExp(`status=processing&order=${placed.id}$`));
    const view = page.getByRole('dialog', { name: `Order #${placed.number}` });
    await expect(view.getByText('House 12, Street 4, Model Town')).toBeVisible();
    await expect(view.getByText('54700')).toBeVisible();
    const items = view.getByRole('table', { name: `Items of order #${placed.number}` });
    await expect(items.getByRole('row').nth(1)).toContainText(`${placed.product.name} × 1`);
    await expect(view.getByText(/^Email: (sent|not sent)$/)).toBeVisible();
    await expect(view.getByText(/^WhatsApp: (sent|not sent)$/)).toBeVisible();
    const history = view.getByRole('list', { name: 'Status history, newest first' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Pending');
    await expect(history.first()).toContainText('Processing');
    await expect(history.first()).toContainText('by e2e-desk');
    await expect(history.first()).toContainText('Note: Courier TCS, tracking 7723-119');
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
    await expect(viewLink).toBeFocused();

    // The dashboard hears of it too.
    await open(page, '/admin/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Orders' }).getByRole('listitem');
    await expect(recent.filter({ hasText: customer })).toContainText('Processing');
  });

  test.describe('a refused status change', () => {
    // The refusal is a 409, which Chromium logs as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test("shows the spec's words and keeps the dialog open", async ({ page, loginAs }) => {
      const customer = uniqueCustomer('Refused Shopper', test.info().project.name);
      const placed = await placeStorefrontOrder(page.request, customer);
      await loginAs('super_admin', `/admin/orders?q=${placed.number}`);
      const completed = await page.request.patch(`/api/admin/orders/${placed.id}/status`, {
        data: { status: 'completed' },
      });
      expect(completed.status()).toBe(200);
      await page.reload();

      const card = orderCard(page, placed.number);
      await expect(card).toContainText('Completed');
      await card.getByRole('button', { name: /Change status/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Change order status' });
      await dialog.getByRole('radio', { name: 'Pending' }).check();
      await dialog.getByRole('button', { name: 'Update status' }).click();

      await expect(page.getByText('Error', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Invalid status transition. This status change is not allowed.', { exact: true }),
      ).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Update status' })).toBeEnabled();
      await page.keyboard.press('Escape');
      await expect(card).toContainText('Completed');
    });
  });

  test('the view lives in the URL and survives a reload', async ({ page, loginAs }) => {
    await loginAs('super_admin', '/admin/orders');
    // The tabs are one tab stop; the arrow keys move between them.
    await page.getByRole('tab', { name: /^All Orders/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Processing/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^Processing/ })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('Search orders').fill('Lahore');
    await page.getByLabel('Date range').selectOption('30d');
    await page.getByLabel('Sort by').selectOption('total');
    await page.getByRole('button', { name: 'Sort direction: Descending' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=processing&q=Lahore&range=30d&sort=total&dir=asc$/);
    await expect(page.getByRole('status').filter({ hasText: /\d+ orders?$/ })).toBeVisible();

    // The export takes the same filters, and the browser saves the file under the server's name.
    const [request, download] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/admin/orders/export.csv')),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(new URL(request.url()).search).toMatch(
      /^\?status=processing&q=Lahore&from=[^&]+&sort=total&dir=asc$/,
    );
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('tab', { name: /^Processing/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search orders')).toHaveValue('Lahore');
    await expect(page.getByLabel('Date range')).toHaveValue('30d');
    await expect(page.getByLabel('Sort by')).toHaveValue('total');
    await expect(page.getByRole('button', { name: 'Sort direction: Ascending' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ orders?$/ })).toBeVisible();

    // Every status has its tab: the status filter selects Shipped's, and the tabs add up to All Orders.
    await page.getByLabel('Status', { exact: true }).selectOption('shipped');
    await expect(page).toHaveURL(/status=shipped/);
    await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(/^Shipped/);
    const counts = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Number(tab.textContent!.replace(/\D/g, ''))));
    expect(counts[0]).toBe(counts.slice(1).reduce((sum, n) => sum + n, 0));
    await expectNoSeriousAxeViolations(page);
  });

  test('a custom date range takes two days and refuses a backwards one', async ({ page, loginAs }) => {
    const customer = uniqueCustomer('Dated Shopper', test.info().project.name);
    const placed = await placeStorefrontOrder(page.request, customer);
    await loginAs('super_admin', `/admin/orders?q=${placed.number}`);
    await expect(orderCard(page, placed.number)).toBeVisible();

    await page.getByLabel('Date range').selectOption('custom');
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA')); // YYYY-MM-DD, local
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`range=custom&from=${today}&to=${today}`));
    await expect(orderCard(page, placed.number)).toBeVisible();

    await page.getByLabel('From', { exact: true }).fill('2099-01-02');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The From date must be on or before the To date.' }),
    ).toBeVisible();
    await expect(orderCard(page, placed.number)).toHaveCount(0);
  });
});

test.describe('at 375 px', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone width');

  test('the desk and the dashboard have no sideways scroll, dialogs open included', async ({
    page,
    loginAs,
  }) => {
    const customer = uniqueCustomer('Narrow Shopper', test.info().project.name);
    const placed = await placeStorefrontOrder(page.request, customer);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await loginAs('super_admin');
    await expect(page.getByRole('region', { name: 'Total Orders' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Orders and revenue, last 30 days' }).locator('canvas'),
    ).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await open(page, '/admin/orders');
    await expect(orderCard(page, placed.number)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await orderCard(page, placed.number)
      .getByRole('link', { name: /View order/ })
      .click();
    const view = page.getByRole('dialog', { name: `Order #${placed.number}` });
    await expect(view.getByRole('table')).toBeVisible();
    expect(await view.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');

    await orderCard(page, placed.number)
      .getByRole('button', { name: /Change status/ })
      .click();
    const change = page.getByRole('dialog', { name: 'Change order status' });
    await expect(change).toBeVisible();
    expect(await change.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
