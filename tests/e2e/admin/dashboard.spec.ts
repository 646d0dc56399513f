import type { Page } from '@playwright/test';
import { formatMoney } from '../../../common/money';
import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/** The dashboard (back-office §2): its cards, lists and chart, all from GET /api/admin/dashboard. */

type DashboardAnswer = {
  totalOrders: number;
  pendingOrders: number;
  totalRevenue: string;
  deliveredRevenue: string;
  products: number;
  lowStock: number;
  outOfStock: number;
  recentOrders: Array<{ id: string; customerName: string }>;
  inventoryAlerts: Array<{ name: string; stock: number }>;
  daily: Array<{ date: string; orders: number; revenue: string }>;
};

const count = (n: number) => n.toLocaleString('en-US');

async function expectCard(page: Page, title: string, value: string, note: string) {
  const card = page.getByRole('region', { name: title });
  await expect(card.getByText(value, { exact: true })).toBeVisible();
  await expect(card.getByText(note, { exact: true })).toBeVisible();
}

test.describe('the dashboard', () => {
  test('its cards and lists match GET /api/admin/dashboard', async ({ page, loginAs }) => {
    await loginAs('super_admin');
    await expect(page).toHaveTitle('Dashboard · Back office');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total Orders' })).toBeVisible();

    // Nothing else places orders while this test runs (one worker), so the page and the API agree.
    const dashboard: DashboardAnswer = await (await page.request.get('/api/admin/dashboard')).json();
    const { currencySymbol } = (await (await page.request.get('/api/settings')).json()) as {
      currencySymbol: string;
    };

    await expectCard(
      page,
      'Total Orders',
      count(dashboard.totalOrders),
      `${count(dashboard.pendingOrders)} pending`,
    );
    await expectCard(page, 'Total Revenue', formatMoney(dashboard.totalRevenue, currencySymbol), 'All time');
    await expectCard(
      page,
      'Delivered Revenue',
      formatMoney(dashboard.deliveredRevenue, currencySymbol),
      'All time',
    );
    await expectCard(page, 'Products', count(dashboard.products), `${count(dashboard.lowStock)} low stock`);
    await expectCard(page, 'Stock Alerts', count(dashboard.outOfStock), 'Out of stock');

    const recent = page.getByRole('region', { name: 'Recent Orders' });
    if (dashboard.recentOrders.length === 0) {
      await expect(recent.getByText('No orders yet')).toBeVisible();
    } else {
      await expect(recent.getByRole('listitem')).toHaveCount(dashboard.recentOrders.length);
    }

    const alerts = page.getByRole('region', { name: 'Inventory Alerts' });
    if (dashboard.inventoryAlerts.length === 0) {
      await expect(alerts.getByText('All products in stock')).toBeVisible();
    } else {
      const items = alerts.getByRole('listitem');
      await expect(items).toHaveCount(dashboard.inventoryAlerts.length);
      for (const [index, product] of dashboard.inventoryAlerts.entries()) {
        await expect(items.nth(index)).toContainText(product.name);
        await expect(items.nth(index)).toContainText(
          product.stock === 0 ? 'Out of Stock' : `${product.stock} left`,
        );
      }
    }

    // The chart has a name, and its figures are a table for whoever cannot see it.
    const chart = page.getByRole('region', { name: 'Orders and revenue, last 30 days' });
    await expect(chart.getByRole('img', { name: /orders per day/ })).toBeVisible();
    await expect(chart.locator('canvas')).toBeVisible(); // uPlot, loaded with the dashboard only
    await chart.getByText('Show the figures as a table').click();
    const rows = chart
      .getByRole('table', { name: 'Orders and revenue per day, last 30 days' })
      .getByRole('row');
    await expect(rows).toHaveCount(dashboard.daily.length + 1);
    const today = dashboard.daily.at(-1)!;
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      String(today.orders),
      formatMoney(today.revenue, currencySymbol),
    ]);
    await expectNoSeriousAxeViolations(page);
  });

  test('an order placed on the storefront comes first in Recent Orders', async ({ page, loginAs }) => {
    await loginAs('order_confirmation');
    const customer = uniqueCustomer('Dashboard Shopper', test.info().project.name);
    const placed = await placeStorefrontOrder(page.request, customer);

    await open(page, '/admin/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Orders' });
    const first = recent.getByRole('listitem').first();
    await expect(first).toContainText(customer);
    await expect(first).toContainText('Pending');

    // Each recent order is a link to its view on the order desk.
    await first.getByRole('link', { name: new RegExp(customer) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?order=${placed.id}$`));
    await expect(page.getByRole('dialog', { name: `Order #${placed.number}` })).toBeVisible();
  });

  test('the chart library is not loaded by the order desk', async ({ page, loginAs }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await loginAs('super_admin', '/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ orders?$/ })).toBeVisible();
    expect(scripts.filter((url) => /uplot/i.test(url))).toEqual([]);
  });
});
