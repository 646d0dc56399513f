import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordResultSchema,
} from '../../../common/accounts/staff-admin-schemas';
import { auditLog, sessions, users } from '../../db/schema';
import { verifyPassword } from '../../modules/accounts/password';
import { LIMITS, TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import { addUser, createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

/**
 * POST /api/auth/change-password (back-office §5, §7): anyone signed in changes their own
 * password with the current one; the new one must be strong; every other session of the account ends
 * and the one that asked stays. Rate limited like login; wrong current passwords count as failed logins.
 */
const NEW_PASSWORD = 'Brand-New-Pass-7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  await addUser(t, { username: 'keeper', role: 'cms' });
});
afterAll(() => t.close());

const change = (payload: object, cookie: string | null, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: cookie ? { cookie } : {},
    payload,
  });
const login = (emailOrUsername: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrUsername, password } });
const authenticated = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json<{
    authenticated: boolean;
  }>().authenticated;
const profileStatus = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } })).statusCode;

async function hashOf(username: string) {
  const [row] = await t.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, username));
  return row!.passwordHash;
}
async function auditCount() {
  const [row] = await t.database.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

describe('refusals', () => {
  it('answers 401 to someone signed out, whatever they send', async () => {
    for (const body of [{ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, {}]) {
      const res = await change(body, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required' });
    }
    expect((await change({}, 'sid=forged-session')).statusCode).toBe(401);
  });

  it('asks for the current password and a strong new one, with the spec’s words', async () => {
    const cookie = await loginCookie(t, 'keeper');
    const hash = await hashOf('keeper');
    const cases: [object, string][] = [
      [{ newPassword: NEW_PASSWORD }, CHANGE_PASSWORD_MESSAGES.currentRequired],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, CHANGE_PASSWORD_MESSAGES.currentRequired],
      [{ currentPassword: TEST_PASSWORD }, CHANGE_PASSWORD_MESSAGES.length],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'Ab1!' },
        'Password must be at least 8 characters long',
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'lower-case-1' },
        'Password must contain at least one uppercase letter',
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'UPPER-CASE-1' },
        'Password must contain at least one lowercase letter',
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'No-Digits-Here' },
        'Password must contain at least one number',
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'NoSpecial123' },
        'Password must contain at least one special character',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await change(body, cookie);
      expect({ body, status: res.statusCode, error: res.json().error }).toEqual({
        body,
        status: 400,
        error: message,
      });
    }
    expect(await hashOf('keeper')).toBe(hash);
  });

  it('refuses a wrong current password and changes nothing, ending no session', async () => {
    const mine = await loginCookie(t, 'keeper');
    const other = await loginCookie(t, 'keeper');
    const hash = await hashOf('keeper');
    const res = await change({ currentPassword: 'Not-The-Password-1', newPassword: NEW_PASSWORD }, mine);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: CHANGE_PASSWORD_MESSAGES.wrongCurrent });
    expect(await hashOf('keeper')).toBe(hash);
    expect(await authenticated(other)).toBe(true);
    expect((await login('keeper', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a change', () => {
  it("ends every other session of a staff member, keeps the changer's, and swaps the passwords", async () => {
    const mine = await loginCookie(t, 'desk');
    const laptop = await loginCookie(t, 'desk');
    const phone = await loginCookie(t, 'desk');
    const ownerCookie = await loginCookie(t, 'owner');
    const audits = await auditCount();

    const res = await change({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, mine);
    expect(res.statusCode, res.body).toBe(200);
    expect(changePasswordResultSchema.parse(res.json())).toEqual({ success: true });

    expect(await profileStatus(laptop)).toBe(401);
    expect(await authenticated(phone)).toBe(false);
    expect(await profileStatus(mine)).toBe(200);
    expect(await authenticated(mine)).toBe(true);
    // Another person's session is none of this change's business.
    expect(await profileStatus(ownerCookie)).toBe(200);

    const hash = await hashOf('desk');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(NEW_PASSWORD);
    expect(await verifyPassword(NEW_PASSWORD, hash)).toBe(true);
    expect((await login('desk', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('desk', NEW_PASSWORD)).statusCode).toBe(200);
    // Under /api/auth, outside the admin guard that makes audit actors: no entry.
    expect(await auditCount()).toBe(audits);
  });

  it('works for a customer, and kills a pending reset link', async () => {
    const mine = await loginCookie(t, 'shopper');
    const other = await loginCookie(t, 'shopper');
    await t.database.db
      .update(users)
      .set({ resetTokenHash: 'pending-reset', resetTokenExpiry: new Date(Date.now() + 3_600_000) })
      .where(eq(users.username, 'shopper'));
    const res = await change({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, mine);
    expect(res.statusCode, res.body).toBe(200);
    expect(await authenticated(other)).toBe(false);
    expect(await authenticated(mine)).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'shopper'));
    expect(row!.resetTokenHash).toBeNull();
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(live).toHaveLength(1);
    expect((await login('shopper', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true, trustProxy: true });
    await addUser(limited, { username: 'guesser', role: 'cms' });
    await addUser(limited, { username: 'spammer' });
  });
  afterAll(() => limited.close());

  const from = (client: string, cookie: string, payload: object) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie, 'x-forwarded-for': client },
      payload,
    });

  it('count a wrong current password as a failed login: 429 once the client has failed enough', async () => {
    const cookie = await loginCookie(limited, 'guesser');
    for (let i = 0; i < LIMITS.loginFailures.perClient; i++) {
      const res = await from('198.51.100.1', cookie, {
        currentPassword: `Wrong-Guess-${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
    const refused = await from('198.51.100.1', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A client that has not failed still reaches the check (decision 009): the owner is never locked out.
    const owner = await from('198.51.100.2', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('limit every call per client, as login does', async () => {
    const cookie = await loginCookie(limited, 'spammer');
    for (let i = 0; i < LIMITS.login.max; i++) {
      expect((await from('198.51.100.9', cookie, {})).statusCode).toBe(400);
    }
    const refused = await from('198.51.100.9', cookie, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
  });
});
