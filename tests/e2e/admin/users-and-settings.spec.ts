import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  CHANGE_PASSWORD_MESSAGES,
  PASSWORD_BLOCK_TITLE,
  PASSWORD_HINT_OK,
  USER_MESSAGES,
} from '../../../common/accounts/staff-admin-schemas';
import { DEFAULT_CONFIRMATION_MESSAGES } from '../../../common/orders/confirmation-message';
import { MAINTENANCE_MESSAGES, SETTINGS_MESSAGES } from '../../../common/settings/admin-settings-schemas';
import { adminMenu, expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * Staff accounts, the own password and the shop's settings (decision 018): the super admin gives a new
 * person exactly the access their job needs and takes it away; a staff member changes their own password;
 * maintenance mode closes the shop to visitors and not to staff. Each test removes what it made.
 */

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const STRONG = 'Desk-Pass-2026!';

type Account = { id: string; username: string };

/** A staff account made through the users API (the super admin's request context). */
async function addAccount(
  request: APIRequestContext,
  username: string,
  role: 'cms' | 'order_confirmation',
  password = STRONG,
): Promise<Account> {
  const answer = await request.post('/api/admin/users', {
    data: { username, email: `${username}@example.pk`, password, role },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Account;
}

/** A second browser signed in as someone else, for what that person sees. */
async function signedIn(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { emailOrUsername: username, password, isAdmin: true },
  });
  return { context, page, status: login.status() };
}

test.describe('staff accounts', () => {
  // The search is typed and Edit clicked at once, inside the search's pause: the late commit of the
  // search must not close the dialog the click opened.
  test('the super admin adds an order confirmation member, who sees three menu items, then edits and deletes them', async ({
    page,
    browser,
    isMobile,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const username = `desk-${test.info().project.name}-${Date.now()}`.slice(0, 30);
    await loginAs('super_admin', '/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Users \(\d+\)$/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Email', { exact: true }).fill(`${username}@example.pk`);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('weakpass');
    await expect(
      dialog.getByText('Password must contain: one uppercase letter, one number, one special character'),
    ).toBeVisible();
    await dialog.getByLabel('Role').selectOption('order_confirmation');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, PASSWORD_BLOCK_TITLE)).toBeVisible();
    await expect(dialog).toBeVisible(); // nothing was sent

    await password.fill(STRONG);
    await expect(dialog.getByText(PASSWORD_HINT_OK)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, USER_MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new member signs in and sees Dashboard, Orders and Settings only.
    const member = await signedIn(browser, username, STRONG);
    expect(member.status).toBe(200);
    await open(member.page, '/admin/dashboard');
    const menu = await adminMenu(member.page, isMobile);
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Settings']);
    if (isMobile) await member.page.keyboard.press('Escape');

    // Edit: a new email; the row shows it.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(username);
    const row = page.getByRole('row').filter({ hasText: username });
    await row.getByRole('link', { name: /Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    // The search's late commit lands on the editor's entry and leaves the dialog open. A person then
    // types the new email; a test that saves inside the search's pause would race its commit instead.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${username}(&|$)`));
    await expect(edit).toBeVisible();
    await edit.getByLabel('Email', { exact: true }).fill(`${username}@shop.example.pk`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, USER_MESSAGES.updated)).toBeVisible();
    await expect(row).toContainText(`${username}@shop.example.pk`);

    // Delete, through the confirmation: their session ends at once.
    await row.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: USER_MESSAGES.deleteConfirmTitle });
    await expect(confirm).toContainText(USER_MESSAGES.deleteConfirm);
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(toast(page, USER_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByText(USER_MESSAGES.empty)).toBeVisible();
    expect((await member.page.request.get('/api/admin/profile')).status()).toBe(401);
    await member.context.close();
  });

  test('a staff member changes their own password and signs in with it', async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const username = `editor-${test.info().project.name}-${Date.now()}`.slice(0, 30);
    await loginAs('super_admin', '/admin/users');
    const account = await addAccount(page.request, username, 'cms');
    try {
      const staff = await signedIn(browser, username, STRONG);
      expect(staff.status).toBe(200);
      await open(staff.page, '/admin/settings');
      const profile = staff.page.getByRole('region', { name: 'Admin Profile' });
      await expect(profile).toContainText(username);
      await profile.getByRole('button', { name: 'Change Password' }).click();
      const dialog = staff.page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel('Current password').fill(STRONG);
      await dialog.getByLabel('New password', { exact: true }).fill('Fresh-Pass-2027!');
      await dialog.getByLabel('Confirm new password').fill('Fresh-Pass-2027?');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(toast(staff.page, CHANGE_PASSWORD_MESSAGES.mismatch)).toBeVisible();
      await dialog.getByLabel('Confirm new password').fill('Fresh-Pass-2027!');
      await expectNoSeriousAxeViolations(staff.page);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(toast(staff.page, CHANGE_PASSWORD_MESSAGES.changed)).toBeVisible();
      await expect(dialog).toBeHidden();
      await staff.context.close();

      const old = await signedIn(browser, username, STRONG);
      expect(old.status, 'the old password no longer works').toBe(401);
      await old.context.close();
      const fresh = await signedIn(browser, username, 'Fresh-Pass-2027!');
      expect(fresh.status, 'the new password works').toBe(200);
      await fresh.context.close();
    } finally {
      expect((await page.request.delete(`/api/admin/users/${account.id}`)).status()).toBe(200);
    }
  });
});

test.describe('site settings', () => {
  test.afterEach(async ({ page }) => {
    // Never leave the shop closed for the specs that follow.
    await page.request.patch('/api/admin/settings', { data: { maintenanceMode: false } });
  });

  test('maintenance mode shows visitors the maintenance page and staff the shop, until it is turned off', async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await loginAs('super_admin', '/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Turn on maintenance mode?' });
    await confirm.getByRole('button', { name: 'Turn on and save' }).click();
    await expect(toast(page, SETTINGS_MESSAGES.saved)).toBeVisible();

    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitorPage = await visitor.newPage();
    const closed = await visitorPage.goto('/');
    expect(closed?.status()).toBe(503);
    expect(closed?.headers()['retry-after']).toBe(String(MAINTENANCE_MESSAGES.retryAfterSeconds));
    await expect(visitorPage.getByRole('heading', { name: MAINTENANCE_MESSAGES.title })).toBeVisible();
    const order = await visitorPage.request.post('/api/orders', { data: {} });
    expect(order.status()).toBe(503);

    // Staff still see the shop as it is.
    const shop = await page.goto('/');
    expect(shop?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(MAINTENANCE_MESSAGES.title);

    await open(page, '/admin/settings');
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, SETTINGS_MESSAGES.saved)).toBeVisible();
    const reopened = await visitorPage.goto('/');
    expect(reopened?.status()).toBe(200);
    await visitor.close();
  });

  test('the confirmation messages are reworded on a phone, previewed, used by the desk and reset', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs('super_admin', '/admin/settings');
    const card = page.getByRole('region', { name: 'Confirmation messages' });
    const english = card.getByLabel('English message');
    await expect(english).toHaveValue(DEFAULT_CONFIRMATION_MESSAGES.en);
    await expect(card.getByLabel('Urdu message')).toHaveAttribute('dir', 'rtl');

    await english.fill('Salam {name}, order {order} for {total}.');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(card.getByText(/unknown placeholder \{order\}/)).toBeVisible();
    await expect(english).toBeFocused();
    await english.fill('Salam {name}, order #{orderNumber} for {total}.');
    await expect(card.getByText('Salam Ayesha Khan, order #6f1c2a9e for')).toBeVisible(); // the preview
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, SETTINGS_MESSAGES.saved)).toBeVisible();
    const desk = await (await page.request.get('/api/admin/orders/to-confirm')).json();
    expect(desk.messages.en).toBe('Salam {name}, order #{orderNumber} for {total}.');

    // Back to the built-in message, with the keyboard.
    await card.getByRole('button', { name: 'Use the built-in message (English message)' }).focus();
    await page.keyboard.press('Enter');
    await expect(english).toHaveValue(DEFAULT_CONFIRMATION_MESSAGES.en);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, SETTINGS_MESSAGES.saved).last()).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/admin/settings')).json()).confirmationMessageEn)
      .toBeNull();
    // Nothing wider than the phone: the card scrolls with the page, not sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
  });

  test('order confirmation staff see only their profile, and the settings calls refuse them', async ({
    page,
    loginAs,
  }) => {
    await loginAs('order_confirmation', '/admin/settings');
    await expect(page.getByRole('region', { name: 'Admin Profile' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Site settings' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/settings')).status()).toBe(403);
    expect((await page.request.patch('/api/admin/settings', { data: { siteName: 'X' } })).status()).toBe(403);
    await expectNoSeriousAxeViolations(page);
  });
});
