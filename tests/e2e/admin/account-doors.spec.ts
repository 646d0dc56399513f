import type { Browser, Page } from '@playwright/test';
import { SESSION_END_WORDS } from '../../../common/accounts/session-end';
import { SETTINGS_MESSAGES } from '../../../common/settings/admin-settings-schemas';
import { SETTINGS_PHONE_MESSAGES } from '../../../server/modules/settings/settings-phones';
import { mailTextsTo } from '../mailbox';
import { expect, expectNoSeriousAxeViolations, open, test } from './fixtures';

/**
 * The back office's doors as an owner uses them: the shop's phone numbers checked on the settings
 * screen (and the shop linking only a number that opens a chat), a person signed out by a change to
 * their account told why on the login page (decision 018), and "Forgot password?" on the admin login.
 * Each test removes or restores what it changed.
 */

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const STRONG = 'Desk-Pass-2026!';

type Person = { id: string; username: string; email: string };

/**
 * A new staff account, made by the super admin signed in on `page`, and a browser of its own open at
 * the admin login for `run`; both gone afterwards.
 */
async function withNewStaff(
  { page, browser }: { page: Page; browser: Browser },
  role: 'cms' | 'order_confirmation',
  run: (person: Person, staffPage: Page) => Promise<void>,
) {
  const username = `door-${test.info().project.name}-${Date.now().toString(36)}`.slice(0, 30);
  const email = `${username}@example.pk`;
  const answer = await page.request.post('/api/admin/users', {
    data: { username, email, password: STRONG, role },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staffPage = await context.newPage();
    await open(staffPage, '/admin/login');
    await run({ id, username, email }, staffPage);
  } finally {
    await context.close();
    await page.request.delete(`/api/admin/users/${id}`);
  }
}

async function logInOnTheForm(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

test.describe('the phone numbers in the settings', () => {
  // The refused save is a 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  let saved: { contactPhone: string | null; whatsappNumber: string | null } | undefined;
  test.afterEach(async ({ page }) => {
    if (saved) await page.request.patch('/api/admin/settings', { data: saved });
  });

  test('a landline is refused as the WhatsApp number under its field; a mobile is saved as +92… and the shop opens a chat with it', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await loginAs('cms', '/admin/settings');
    const stored = (await (await page.request.get('/api/admin/settings')).json()) as NonNullable<
      typeof saved
    >;
    saved = { contactPhone: stored.contactPhone ?? '', whatsappNumber: stored.whatsappNumber ?? '' };

    const contact = page.getByRole('region', { name: 'Contact Information' });
    const whatsapp = contact.getByLabel('WhatsApp number');
    // This server sends WhatsApp through the Cloud API's stand-in: no "Not connected" warning.
    await expect(page.getByRole('region', { name: 'Notification Settings' })).toBeVisible();
    await expect(page.getByText('Not connected.')).toHaveCount(0);

    await whatsapp.fill('042 35761234');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const refusal = SETTINGS_PHONE_MESSAGES.whatsappLandline('+92 42 35761234');
    await expect(contact.getByText(refusal)).toBeVisible();
    await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    await expect(whatsapp).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    const unchanged = (await (await page.request.get('/api/admin/settings')).json()) as typeof stored;
    expect(unchanged.whatsappNumber).toBe(stored.whatsappNumber);

    await whatsapp.fill('0300-7654321');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, SETTINGS_MESSAGES.saved)).toBeVisible();
    await expect(whatsapp).toHaveValue('+923007654321');

    await open(page, '/about');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/923007654321\?text=/);
  });
});

test.describe('signed out by a change to the account', () => {
  test('the login page says why after a change of role, and after the account is deleted', async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    await loginAs('super_admin', '/admin/users');
    await withNewStaff({ page, browser }, 'cms', async (person, staffPage) => {
      await logInOnTheForm(staffPage, person.username, STRONG);
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

      const changed = await page.request.patch(`/api/admin/users/${person.id}`, {
        data: { role: 'order_confirmation' },
      });
      expect(changed.status()).toBe(200);
      await staffPage.reload();
      await staffPage.waitForURL('**/admin/login');
      const roleNotice = staffPage.getByRole('status').filter({ hasText: 'Your access was changed.' });
      await expect(roleNotice).toHaveText(
        `${SESSION_END_WORDS['role-changed'].title}. ${SESSION_END_WORDS['role-changed'].message}`,
      );
      await expectNoSeriousAxeViolations(staffPage);

      // Signed in again, with the new access.
      await logInOnTheForm(staffPage, person.username, STRONG);
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

      expect((await page.request.delete(`/api/admin/users/${person.id}`)).status()).toBe(200);
      await staffPage.reload();
      await staffPage.waitForURL('**/admin/login');
      await expect(
        staffPage.getByRole('status').filter({ hasText: SESSION_END_WORDS['account-deleted'].message }),
      ).toBeVisible();
    });
  });
});

test.describe('Forgot password? on the admin login', () => {
  /** The back office reset link the newest mail to `email` holds, once the outbox has delivered it. */
  async function mailedResetLink(email: string): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          for (const text of await mailTextsTo(email)) {
            link = /https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+/.exec(text)?.[0];
            if (link) return link;
          }
          return undefined;
        },
        { message: `a back office reset mail to ${email}` },
      )
      .toBeDefined();
    const url = new URL(link!);
    return `${url.pathname}${url.search}`;
  }

  test('a staff member asks for a link, chooses a new password under the staff rule and logs in with it', async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    await loginAs('super_admin', '/admin/users');
    await withNewStaff({ page, browser }, 'order_confirmation', async (person, staffPage) => {
      await staffPage.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
      await expectNoSeriousAxeViolations(staffPage);

      // An email without an account gets the same answer.
      await staffPage.getByLabel('Email').fill(`nobody-${Date.now()}@example.pk`);
      await staffPage.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
      const answerForNobody = await staffPage.locator('main').innerText();

      await open(staffPage, '/admin/forgot-password');
      await staffPage.getByLabel('Email').fill(person.email);
      await staffPage.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
      expect(await staffPage.locator('main').innerText()).toBe(answerForNobody);

      await open(staffPage, await mailedResetLink(person.email));
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await staffPage.getByLabel('New password', { exact: true }).fill('organic honey');
      await staffPage.getByLabel('Confirm new password').fill('organic honey');
      await staffPage.getByRole('button', { name: 'Reset Password' }).click();
      await expect(
        staffPage.getByText('Password must contain at least one uppercase letter', { exact: true }),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(staffPage);

      await staffPage.getByLabel('New password', { exact: true }).fill('Fresh-Honey-2027!');
      await staffPage.getByLabel('Confirm new password').fill('Fresh-Honey-2027!');
      await staffPage.getByRole('button', { name: 'Reset Password' }).click();
      await expect(
        staffPage.getByRole('heading', { level: 1, name: 'Password Reset Successful' }),
      ).toBeVisible();
      await staffPage.waitForURL('**/admin/login');
      await logInOnTheForm(staffPage, person.username, 'Fresh-Honey-2027!');
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });
  });
});
