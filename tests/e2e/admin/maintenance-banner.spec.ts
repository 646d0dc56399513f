import { MAINTENANCE_BANNER } from '../../../common/settings/maintenance-banner';
import { adminMenu, expect, expectNoSeriousAxeViolations, open, test } from './fixtures';
import { credentialsOf } from './staff';

/**
 * Maintenance mode's banners (decision 018): across the back office for every staff member, with the
 * way to Settings for who may change it, and on the shop as staff see it (shoppers get the maintenance
 * page instead). The specs run one at a time; each turns maintenance mode off again.
 */
test.describe('maintenance mode', () => {
  test.afterEach(async ({ page }) => {
    // Never leave the shop closed for the specs that follow (the super admin's session).
    await page.request.patch('/api/admin/settings', { data: { maintenanceMode: false } });
  });

  test('shows a banner across the back office and on the shop as staff see it', async ({
    page,
    browser,
    isMobile,
    loginAs,
  }) => {
    await loginAs('super_admin');
    expect(
      (await page.request.patch('/api/admin/settings', { data: { maintenanceMode: true } })).status(),
    ).toBe(200);
    await open(page, '/admin/orders');
    const banner = page.getByRole('status').filter({ hasText: MAINTENANCE_BANNER.title });
    await expect(banner).toContainText(MAINTENANCE_BANNER.backOffice);
    await expectNoSeriousAxeViolations(page);
    // It stays across screens, and leads to the settings.
    const menu = await adminMenu(page, isMobile);
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await banner.getByRole('link', { name: MAINTENANCE_BANNER.change }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();

    // On the shop, staff see the shop and are told shoppers do not.
    const shop = await open(page, '/');
    expect(shop?.status()).toBe(200);
    const notice = page.getByRole('complementary', { name: 'Maintenance mode' });
    await expect(notice).toContainText(MAINTENANCE_BANNER.shop);
    await expect(notice.getByRole('link', { name: MAINTENANCE_BANNER.change })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    await expectNoSeriousAxeViolations(page);

    // Order confirmation staff are told who can turn it off.
    const desk = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const deskPage = await desk.newPage();
    const { username, password } = credentialsOf('order_confirmation');
    await deskPage.request.post('/api/auth/login', {
      data: { emailOrUsername: username, password, isAdmin: true },
    });
    await open(deskPage, '/admin/dashboard');
    const deskBanner = deskPage.getByRole('status').filter({ hasText: MAINTENANCE_BANNER.title });
    await expect(deskBanner).toContainText(MAINTENANCE_BANNER.askSomeone);
    await expect(deskBanner.getByRole('link')).toHaveCount(0);
    await desk.close();

    // Turned off, the banner goes.
    await page.request.patch('/api/admin/settings', { data: { maintenanceMode: false } });
    await open(page, '/admin/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(MAINTENANCE_BANNER.backOffice)).toHaveCount(0);
    await open(page, '/');
    await expect(page.getByRole('complementary', { name: 'Maintenance mode' })).toHaveCount(0);
  });
});
