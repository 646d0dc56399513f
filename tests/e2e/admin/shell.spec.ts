import type { APIRequestContext } from '@playwright/test';
import { mailTextsTo } from '../mailbox';
import { adminMenu, expect, expectNoSeriousAxeViolations, open, test } from './fixtures';
import { E2E_ADMIN } from './staff';

/**
 * The back office's frame (back-office §2, decision 013): login, session gate, sidebar by role, shell,
 * 404, phone width.
 */

const SUPER_ADMIN_MENU = [
  'Dashboard',
  'Orders',
  'Products',
  'Testimonials',
  'Site FAQs',
  'Content',
  'Media',
  'SEO',
  'Settings',
  'Users',
  'Activity',
  'Settlements',
  'Reports',
];

test.describe('signing in', () => {
  // A wrong password answers 401, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a visitor is sent from /admin/dashboard to the login, which has no shop chrome', async ({ page }) => {
    await open(page, '/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page).toHaveTitle('Admin Login · Back office');
    // Back-office §2: no store header, no WhatsApp button on admin paths.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectNoSeriousAxeViolations(page);
  });

  test('the super admin logs in and sees all thirteen screens', async ({ page, isMobile }) => {
    await open(page, '/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const menu = await adminMenu(page, isMobile);
    await expect(menu.getByRole('link')).toHaveText(SUPER_ADMIN_MENU);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the menu by role', () => {
  // The refused catalog call in the page logs its 403.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('order confirmation staff see three screens and cannot reach the others', async ({
    page,
    isMobile,
    loginAs,
  }) => {
    await loginAs('order_confirmation');
    const menu = await adminMenu(page, isMobile);
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Settings']);
    if (isMobile) await page.keyboard.press('Escape');

    // The API refuses them the catalog and the users (back-office §6), whatever the page shows.
    expect((await page.request.get('/api/admin/settings')).status()).toBe(403);
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
    expect((await page.request.get('/api/admin/dashboard')).status()).toBe(200);

    // A screen outside their role is not shown, even by its address.
    await open(page, '/admin/products');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toHaveCount(0);
  });

  test('other staff see everything but Users, Activity, Settlements and Reports', async ({
    page,
    isMobile,
    loginAs,
  }) => {
    await loginAs('cms');
    const menu = await adminMenu(page, isMobile);
    await expect(menu.getByRole('link')).toHaveText(
      SUPER_ADMIN_MENU.filter((label) => !['Users', 'Activity', 'Settlements', 'Reports'].includes(label)),
    );
  });
});

test.describe('the shell', () => {
  // The 404 document is reported by Chromium as a failed resource: that is the page's point.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the dashboard shell, a screen and the 404 pass axe', async ({ page, loginAs }) => {
    await loginAs('super_admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await open(page, '/admin/site-faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Site FAQs' })).toBeVisible();
    await expect(page).toHaveTitle('Site FAQs · Back office');
    await expectNoSeriousAxeViolations(page);

    const response = await open(page, '/admin/no-such-screen');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached(); // inside the shell
    await expectNoSeriousAxeViolations(page);

    // /admin itself is the dashboard.
    await open(page, '/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('Ctrl+B collapses the sidebar and the state survives a reload', async ({ page, loginAs }) => {
    test.skip(
      test.info().project.use.isMobile === true,
      'the sidebar collapses from 768 px; below it is a sheet',
    );
    await loginAs('super_admin');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(sidebar).toHaveCSS('width', '256px'); // 16rem
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveCSS('width', '48px'); // 3rem
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'admin_sidebar');
    expect(cookie?.value).toBe('collapsed');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000); // 7 days

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCSS('width', '48px');
    // Collapsed, every item keeps its name.
    await expect(sidebar.getByRole('link', { name: 'Orders' })).toBeVisible();

    await page.keyboard.press('Meta+b');
    await expect(sidebar).toHaveCSS('width', '256px');
  });

  test('logout returns to the login with its toast', async ({ page, isMobile, loginAs }) => {
    await loginAs('super_admin');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const container = isMobile
      ? page.getByRole('dialog', { name: 'Menu' })
      : page.getByRole('complementary', { name: 'Sidebar' });
    await container.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been logged out successfully')).toBeVisible();

    await open(page, '/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('at 375 px', () => {
  test.skip(({ isMobile }) => !isMobile, 'the sheet is the sidebar below 768 px');

  test('no sideways scroll; the sheet opens and closes by keyboard', async ({ page, loginAs }) => {
    await loginAs('super_admin', '/admin/orders');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS('width', '288px'); // 18rem
    // While the sheet is open the rest of the page is hidden from assistive technology (modal).
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sheet.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Choosing a screen in the sheet goes there and closes it.
    await page.keyboard.press('Enter');
    await sheet.getByRole('link', { name: 'Site FAQs' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/site-faqs$/);
    await expect(sheet).toBeHidden();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await open(page, '/admin/login');
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

/** A verified customer, through the storefront's own register and mailed link. */
async function verifiedCustomer(request: APIRequestContext, project: string) {
  const username = `admin-e2e-${project}-${Date.now().toString(36)}`;
  const email = `${username}@example.pk`;
  const password = 'Organic-Honey-7';
  expect((await request.post('/api/auth/register', { data: { username, email, password } })).status()).toBe(
    201,
  );
  let token: string | null = null;
  await expect
    .poll(async () => {
      for (const text of await mailTextsTo(email)) {
        token = /verify-email\?token=([\w-]+)/.exec(text)?.[1] ?? null;
        if (token) return token;
      }
      return null;
    })
    .not.toBeNull();
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  return { username, password };
}

test.describe('a customer at the back office door', () => {
  // The admin login (isAdmin true) refuses a customer with 403 before the normal login lets them in.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('is signed in, shown no back office, and can log out', async ({ page }, testInfo) => {
    const customer = await verifiedCustomer(page.request, testInfo.project.name);
    await open(page, '/admin/login');
    await page.getByLabel('Username').fill(customer.username);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'No access to the back office' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
