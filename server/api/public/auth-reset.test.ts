import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { INVALID_CREDENTIALS } from '../../modules/accounts/accounts.service';
import { RESET_LINK_INVALID } from '../../modules/accounts/password-reset';
import { hashToken } from '../../modules/accounts/tokens';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RESET_REQUESTED } from './auth';
import {
  mailCount,
  NEW_PASSWORD,
  post,
  registration,
  resetToken,
  userRow,
  verifiedCustomer,
} from './auth-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example.pk' });
});
afterAll(() => t.close());

async function sessionCookie(emailOrUsername: string, password: string) {
  const res = await post(t, 'login', { emailOrUsername, password });
  expect(res.statusCode).toBe(200);
  return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
}

const status = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json();

describe('POST /api/auth/forgot-password', () => {
  it('answers alike for a known and an unknown email, and mails a 1-hour link only to the known one', async () => {
    const known = await verifiedCustomer(t, 'Farah');
    const mailsBefore = await mailCount(t, known.email);
    const forKnown = await post(t, 'forgot-password', { email: ' FARAH@example.pk ' });
    const forUnknown = await post(t, 'forgot-password', { email: 'ghost@example.pk' });
    for (const res of [forKnown, forUnknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: RESET_REQUESTED });
    }
    expect(forKnown.body).toBe(forUnknown.body);
    expect(await mailCount(t, known.email)).toBe(mailsBefore + 1);
    expect(await mailCount(t, 'ghost@example.pk')).toBe(0);

    const token = await resetToken(t, known.email);
    const row = (await userRow(t, known.email))!;
    expect(row.resetTokenHash).toBe(hashToken(token));
    const minutes = (row.resetTokenExpiry!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('asks for a valid email', async () => {
    const res = await post(t, 'forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a valid email address');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, kills the old one, and ends every session of the account', async () => {
    const form = await verifiedCustomer(t, 'Hamza');
    const onPhone = await sessionCookie(form.username, form.password);
    const onLaptop = await sessionCookie(form.email, form.password);
    const other = await verifiedCustomer(t, 'Bystander');
    const othersSession = await sessionCookie(other.username, other.password);

    await post(t, 'forgot-password', { email: form.email });
    const res = await post(t, 'reset-password', {
      token: await resetToken(t, form.email),
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successful' });

    // Each says why it ended (decision 018).
    const ended = { authenticated: false, user: null, sessionEnded: 'password-changed' };
    expect(await status(onPhone)).toEqual(ended);
    expect(await status(onLaptop)).toEqual(ended);
    expect((await status(othersSession)).authenticated).toBe(true);

    const old = await post(t, 'login', { emailOrUsername: form.username, password: form.password });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: INVALID_CREDENTIALS });
    expect(
      (await post(t, 'login', { emailOrUsername: form.username, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('accepts a link once', async () => {
    const form = await verifiedCustomer(t, 'Iqra');
    await post(t, 'forgot-password', { email: form.email });
    const token = await resetToken(t, form.email);
    expect((await post(t, 'reset-password', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await post(t, 'reset-password', { token, newPassword: 'Another-Pass-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: RESET_LINK_INVALID });
    expect((await post(t, 'login', { emailOrUsername: 'Iqra', password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired link and keeps the old password', async () => {
    const form = await verifiedCustomer(t, 'Junaid');
    await post(t, 'forgot-password', { email: form.email });
    const token = await resetToken(t, form.email);
    await t.database.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, form.email));
    const res = await post(t, 'reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RESET_LINK_INVALID);
    expect((await post(t, 'login', { emailOrUsername: 'Junaid', password: form.password })).statusCode).toBe(
      200,
    );
  });

  it('kills an older link when a newer one is asked for', async () => {
    const form = await verifiedCustomer(t, 'Kiran');
    await post(t, 'forgot-password', { email: form.email });
    const first = await resetToken(t, form.email);
    await post(t, 'forgot-password', { email: form.email });
    const second = await resetToken(t, form.email);
    expect(second).not.toBe(first);
    expect((await post(t, 'reset-password', { token: first, newPassword: NEW_PASSWORD })).statusCode).toBe(
      400,
    );
    expect((await post(t, 'reset-password', { token: second, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('verifies the email of an account that never did: the reset link proved the mailbox', async () => {
    const form = registration('Laila');
    await post(t, 'register', form);
    await post(t, 'forgot-password', { email: form.email });
    await post(t, 'reset-password', { token: await resetToken(t, form.email), newPassword: NEW_PASSWORD });
    expect((await userRow(t, form.email))!).toMatchObject({
      emailVerified: true,
      verificationTokenHash: null,
    });
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'Reset token is missing'],
    [{ token: 'made-up', newPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ token: 'made-up', newPassword: NEW_PASSWORD }, RESET_LINK_INVALID],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const res = await post(t, 'reset-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});
