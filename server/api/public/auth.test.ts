import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS, NOT_STAFF } from '../../modules/accounts/accounts.service';
import { hashToken } from '../../modules/accounts/tokens';
import { addUser, createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'Amina' });
  await addUser(t, { username: 'unverified', emailVerified: false });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

describe('POST /api/auth/login', () => {
  it('logs in by username or email, in any case, with a hardened session cookie', async () => {
    for (const name of ['Amina', 'amina', 'AMINA@example.com']) {
      const res = await login({ emailOrUsername: name, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ username: 'Amina', role: null });
      const cookie = res.cookies.find((c) => c.name === 'sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.value).toMatch(/^[\w-]{43}$/);
    }
  });

  it('says the same for an unknown user and a wrong password', async () => {
    const unknown = await login({ emailOrUsername: 'nobody', password: TEST_PASSWORD });
    const wrong = await login({ emailOrUsername: 'Amina', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: INVALID_CREDENTIALS });
    expect(wrong.json()).toEqual({ error: INVALID_CREDENTIALS });
  });

  it('refuses an unverified customer with a message that offers verification', async () => {
    const res = await login({ emailOrUsername: 'unverified', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(EMAIL_NOT_VERIFIED);
    expect(res.json().error).toMatch(/verify your email/);
  });

  it('lets only staff through the admin login', async () => {
    const customer = await login({ emailOrUsername: 'Amina', password: TEST_PASSWORD, isAdmin: true });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error).toBe(NOT_STAFF);
    const staff = await login({ emailOrUsername: 'desk', password: TEST_PASSWORD, isAdmin: true });
    expect(staff.statusCode).toBe(200);
  });

  it.each([
    [{}, 'Email or username is required'],
    [{ emailOrUsername: '', password: 'x' }, 'Email or username is required'],
    [{ emailOrUsername: 'Amina', password: '' }, 'Password is required'],
    [{ emailOrUsername: 'Amina', password: 42 }, 'Password is required'],
  ])('answers bad input %j with 400 "%s"', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.cookies).toHaveLength(0);
  });

  it('issues a new session id at every login and drops the one sent along', async () => {
    const first = await loginCookie(t, 'Amina');
    const res = await login({ emailOrUsername: 'Amina', password: TEST_PASSWORD }, { cookie: first });
    const second = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie: first } });
    expect(old.json()).toEqual({ authenticated: false, user: null });
  });

  it('stores only a hash of the session id', async () => {
    const cookie = await loginCookie(t, 'Amina');
    const raw = cookie.slice('sid='.length);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.idHash, raw));
    expect(rows).toHaveLength(0);
    const hashed = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(raw)));
    expect(hashed).toHaveLength(1);
  });
});

describe('GET /api/auth/status and POST /api/auth/logout', () => {
  it('shows the signed-in user without secrets, then nothing after logout', async () => {
    const cookie = await loginCookie(t, 'Amina');
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } });
    expect(status.json()).toMatchObject({
      authenticated: true,
      user: { username: 'Amina', emailVerified: true },
    });
    expect(status.body).not.toMatch(/hash|token|expiry|password/i);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    // The session is gone on the server too: replaying the old cookie gets nothing.
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } });
    expect(after.json()).toEqual({ authenticated: false, user: null });
  });
});

describe('expired sessions', () => {
  it('are refused, and purged from the table', async () => {
    const cookie = await loginCookie(t, 'Amina');
    const idHash = hashToken(cookie.slice('sid='.length));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } });
    expect(status.json()).toEqual({ authenticated: false, user: null });
    expect(await t.app.services.sessions.purgeExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
  });
});

describe('login rate limit', () => {
  it('answers 429 after a burst, and a forged X-Forwarded-For does not reset it', async () => {
    const limited = await createTestApp({ rateLimit: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          // A new name each time: this is the per-client limit, not one account's failures.
          payload: { emailOrUsername: `nobody-${i}`, password: 'guess' },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
      expect(res.json().error).toMatch(/^Too many requests/);
    } finally {
      await limited.close();
    }
  });
});
