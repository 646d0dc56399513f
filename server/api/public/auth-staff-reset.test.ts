import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { CHANGE_PASSWORD_MESSAGES } from '../../../common/accounts/staff-admin-schemas';
import { LIMITS, TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import { verifyPassword } from '../../modules/accounts/password';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import { RESET_REQUESTED } from './auth';
import { latestMail, mailCount, post, userRow } from './auth-testing';

/**
 * Forgot password for staff (the admin login's "Forgot password?", decision 018): the shop's one reset
 * flow, with its limits and its answer that never tells whether an account exists. A staff account's
 * link opens the back office's reset page, and its new password must meet the staff rule there and on
 * the shop's page alike.
 */
let t: TestApp;
let limited: TestApp;
let nextClient = 1;
const freshClient = () => ({ 'x-forwarded-for': `203.0.113.${nextClient++}` });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example.pk' });
  limited = await createTestApp({ rateLimit: true, trustProxy: true });
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  await addUser(t, { username: 'sana', role: 'cms' });
  await addUser(t, { username: 'amina', role: 'order_confirmation' });
  await addUser(t, { username: 'farah' });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

/** The token of the link a reset mail holds, and the page it opens. */
async function resetLinkOf(email: string) {
  const mail = await latestMail(t, email, 'account-password-reset');
  if (!mail) throw new Error(`no reset mail to ${email}`);
  const match = /(https:\/\/shop\.example\.pk\/[\w/-]*)\?token=([\w-]+)/.exec(mail.text)!;
  return { subject: mail.subject, page: match[1], token: match[2]! };
}

describe('forgot password for staff', () => {
  it('mails staff a link to the back office, answering exactly as for an unknown email', async () => {
    const forStaff = await post(t, 'forgot-password', { email: 'Sana@Example.com' });
    const forNobody = await post(t, 'forgot-password', { email: 'nobody@example.com' });
    for (const res of [forStaff, forNobody]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: RESET_REQUESTED });
    }
    expect(forStaff.body).toBe(forNobody.body);
    expect(await mailCount(t, 'nobody@example.com')).toBe(0);

    const link = await resetLinkOf('sana@example.com');
    expect(link.page).toBe('https://shop.example.pk/admin/reset-password');
    expect(link.subject).toBe('Reset your Vitalix Organics back office password');
  });

  it('mails the super admin the back office link too, and a customer the shop’s', async () => {
    await post(t, 'forgot-password', { email: 'owner@example.com' });
    expect((await resetLinkOf('owner@example.com')).page).toBe(
      'https://shop.example.pk/admin/reset-password',
    );
    await post(t, 'forgot-password', { email: 'farah@example.com' });
    expect((await resetLinkOf('farah@example.com')).page).toBe('https://shop.example.pk/reset-password');
  });

  it("holds a staff member's new password to the staff rule, changing nothing when it is weak", async () => {
    await post(t, 'forgot-password', { email: 'amina@example.com' });
    const { token } = await resetLinkOf('amina@example.com');
    const before = (await userRow(t, 'amina@example.com'))!;

    // Long enough for a customer, not strong enough for staff.
    const weak = await post(t, 'reset-password', { token, newPassword: 'organic honey' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: CHANGE_PASSWORD_MESSAGES.upper,
      details: [`newPassword: ${CHANGE_PASSWORD_MESSAGES.upper}`],
    });
    expect(await userRow(t, 'amina@example.com')).toEqual(before);

    const oldSession = await loginCookie(t, 'amina');
    const strong = await post(t, 'reset-password', { token, newPassword: 'Organic-Honey-7' });
    expect(strong.statusCode).toBe(200);
    const after = (await userRow(t, 'amina@example.com'))!;
    expect(await verifyPassword('Organic-Honey-7', after.passwordHash)).toBe(true);
    expect(after.resetTokenHash).toBeNull();
    // Signed out everywhere, and told why.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { cookie: oldSession },
    });
    expect(status.json()).toMatchObject({ authenticated: false, sessionEnded: 'password-changed' });
    expect(await loginCookie(t, 'amina', 'Organic-Honey-7')).toMatch(/^sid=/);
  });

  it('limits staff requests as every other: three an hour per email, known or not', async () => {
    await addUser(limited, { username: 'zara', role: 'cms' });
    for (const email of ['zara@example.com', 'ghost-staff@example.com']) {
      for (let i = 0; i < LIMITS.accountMailPerAccount.max; i++) {
        const res = await post(limited, 'forgot-password', { email }, freshClient());
        expect(res.statusCode).toBe(200);
      }
      const refused = await post(limited, 'forgot-password', { email }, freshClient());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
    }
  });
});
