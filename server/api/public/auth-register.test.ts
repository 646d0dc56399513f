import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../../../common/accounts/schemas';
import { users } from '../../db/schema';
import { EMAIL_NOT_VERIFIED } from '../../modules/accounts/accounts.service';
import { VERIFICATION_LINK_INVALID } from '../../modules/accounts/email-verification';
import { hashToken } from '../../modules/accounts/tokens';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { VERIFICATION_RESENT } from './auth';
import {
  latestMail,
  mailCount,
  post,
  registration,
  userRow,
  verificationToken,
  verifiedCustomer,
} from './auth-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example.pk' });
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /api/auth/register', () => {
  it('opens an unverified account, stores the email normalised and mails a hashed token', async () => {
    const res = await post(t, 'register', {
      username: 'Amina.K',
      email: '  Amina.K@Example.PK ',
      password: 'Strong-Pass-1',
      confirmPassword: 'ignored: the confirmation is checked by the form',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      user: { username: 'Amina.K', email: 'amina.k@example.pk', emailVerified: false, role: null },
    });
    expect(res.body).not.toMatch(/hash|token|expiry|password/i);

    const row = (await userRow(t, 'amina.k@example.pk'))!;
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    const mail = (await latestMail(t, 'amina.k@example.pk', 'account-verification'))!;
    expect(mail.text).toContain('https://shop.example.pk/verify-email?token=');
    const token = await verificationToken(t, 'amina.k@example.pk');
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored, with a 24-hour life.
    expect(row.verificationTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const hours = (row.verificationTokenExpiry!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('answers 409 for a username or email already taken, in any case, and stores nothing', async () => {
    await post(t, 'register', registration('Bilal'));
    const before = await userCount();
    const sameName = await post(t, 'register', { ...registration('BILAL'), email: 'other@example.pk' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: USERNAME_TAKEN });
    const sameEmail = await post(t, 'register', { ...registration('bilal2'), email: 'BILAL@example.PK' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: EMAIL_TAKEN });
    expect(await userCount()).toBe(before);
  });

  it('lets only one of two racing registrations of one name through', async () => {
    const [a, b] = await Promise.all([
      post(t, 'register', { ...registration('racer'), email: 'racer-a@example.pk' }),
      post(t, 'register', { ...registration('Racer'), email: 'racer-b@example.pk' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(sql`lower(${users.username}) = 'racer'`);
    expect(row!.n).toBe(1);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'with space' }, 'Username may only contain letters, digits, dots, underscores and hyphens'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: undefined }, 'Password must be at least 8 characters'],
  ])('answers %j with 400 "%s" and stores nothing', async (change, message) => {
    const before = await userCount();
    const res = await post(t, 'register', { ...registration('Valid_Name'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await userCount()).toBe(before);
  });
});

describe('verification', () => {
  it('refuses login until the email is verified, then lets the customer in', async () => {
    const form = registration('Sana');
    await post(t, 'register', form);
    const refused = await post(t, 'login', { emailOrUsername: 'sana', password: form.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(EMAIL_NOT_VERIFIED);
    expect(refused.json().error).toContain('verify your email');
    expect(refused.cookies).toHaveLength(0);

    const verified = await post(t, 'verify-email', { token: await verificationToken(t, form.email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: 'Email verified!' });
    const row = (await userRow(t, form.email))!;
    expect(row).toMatchObject({
      emailVerified: true,
      verificationTokenHash: null,
      verificationTokenExpiry: null,
    });
    const login = await post(t, 'login', { emailOrUsername: 'SANA@example.pk', password: form.password });
    expect(login.statusCode).toBe(200);
  });

  it('accepts a link once: a second use is refused', async () => {
    const form = registration('Once');
    await post(t, 'register', form);
    const token = await verificationToken(t, form.email);
    expect((await post(t, 'verify-email', { token })).statusCode).toBe(200);
    const again = await post(t, 'verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: VERIFICATION_LINK_INVALID });
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const form = registration('Late');
    await post(t, 'register', form);
    const token = await verificationToken(t, form.email);
    await t.database.db
      .update(users)
      .set({ verificationTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, form.email));
    const res = await post(t, 'verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(VERIFICATION_LINK_INVALID);
    expect((await userRow(t, form.email))!.emailVerified).toBe(false);
  });

  it.each([
    [{ token: 'made-up' }, VERIFICATION_LINK_INVALID],
    [{}, 'Verification token is missing'],
    [{ token: 'x'.repeat(500) }, 'Verification token is missing'],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await post(t, 'verify-email', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('answers alike for an unverified, a verified and an unknown email, and mails only the first', async () => {
    const waiting = registration('Waiting');
    await post(t, 'register', waiting);
    const done = await verifiedCustomer(t, 'Done');
    const oldToken = await verificationToken(t, waiting.email);

    const answers = await Promise.all(
      [waiting.email, done.email, 'nobody@example.pk'].map((email) =>
        post(t, 'resend-verification', { email: email.toUpperCase() }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: VERIFICATION_RESENT });
    }
    expect(await mailCount(t, waiting.email)).toBe(2);
    expect(await mailCount(t, done.email)).toBe(1);
    expect(await mailCount(t, 'nobody@example.pk')).toBe(0);

    // The new link replaces the old one.
    const newToken = await verificationToken(t, waiting.email);
    expect(newToken).not.toBe(oldToken);
    expect((await post(t, 'verify-email', { token: oldToken })).statusCode).toBe(400);
    expect((await post(t, 'verify-email', { token: newToken })).statusCode).toBe(200);
  });

  it('asks for an email in the spec words', async () => {
    const res = await post(t, 'resend-verification', { email: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter your email address');
  });
});

describe('GET /api/auth/status', () => {
  it('never shows a hash, token or expiry, even with tokens pending', async () => {
    const form = await verifiedCustomer(t, 'Status');
    await post(t, 'forgot-password', { email: form.email }); // a reset token is now stored too
    const login = await post(t, 'login', { emailOrUsername: form.username, password: form.password });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(status.json().user).sort()).toEqual(
      ['email', 'emailVerified', 'id', 'isAdmin', 'role', 'username'].sort(),
    );
    expect(status.body).not.toMatch(/hash|token|expir|password|scrypt/i);
  });
});
