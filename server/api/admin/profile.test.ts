import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProfileSchema } from '../../../common/accounts/admin-schemas';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import {
  emailTakenMessage,
  PROFILE_MESSAGES,
  usernameTakenMessage,
} from '../../../common/accounts/staff-admin-schemas';
import { auditLog, sessions, users } from '../../db/schema';
import { hashPassword } from '../../modules/accounts/password';
import { LIMITS, TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import { addUser, createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

/**
 * The own profile (back-office §3, §5, §7): every staff member reads and edits their card;
 * the edit needs both names and the current password, is audited as 'user', and refusals store nothing.
 */
let t: TestApp;
const cookies = {} as Record<'owner' | 'editor' | 'desk' | 'shopper', string>;
const ids = {} as Record<'editor' | 'desk', string>;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  ids.editor = (await addUser(t, { username: 'editor', role: 'cms' })).id;
  ids.desk = (await addUser(t, { username: 'desk', role: 'order_confirmation' })).id;
  await addUser(t, { username: 'shopper' });
  await t.database.db.insert(users).values({
    username: 'legacy@shop.pk',
    email: 'legacy-owner@shop.pk',
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailVerified: true,
  });
  cookies.owner = await loginCookie(t, 'owner');
  cookies.editor = await loginCookie(t, 'editor');
  cookies.desk = await loginCookie(t, 'desk');
  cookies.shopper = await loginCookie(t, 'shopper');
});
afterAll(() => t.close());

const patch = (payload: object, cookie: string | null) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/admin/profile',
    headers: cookie ? { cookie } : {},
    payload,
  });
const read = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } });

async function snapshot() {
  const db = t.database.db;
  const [audit] = await db.select({ n: count() }).from(auditLog);
  const rows = await db.select().from(users).orderBy(users.id);
  return { audit: audit!.n, rows };
}

const userAudit = (entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

describe('GET /api/admin/profile', () => {
  it("answers the staff member's own card", async () => {
    const res = await read(cookies.desk);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.desk,
      username: 'desk',
      email: 'desk@example.com',
      role: 'order_confirmation',
    });
  });
});

describe('PATCH /api/admin/profile', () => {
  const valid = { username: 'desk', email: 'desk@example.com', currentPassword: TEST_PASSWORD };

  it('is for staff: 401 without a session, 403 for a customer', async () => {
    const before = await snapshot();
    expect((await patch(valid, null)).statusCode).toBe(401);
    const customer = await patch(
      { ...valid, username: 'shopper', email: 'shopper@example.com' },
      cookies.shopper,
    );
    expect(customer.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('needs both names and the current password, with the spec’s words', async () => {
    const before = await snapshot();
    const cases: [object, string][] = [
      [{ email: valid.email, currentPassword: TEST_PASSWORD }, PROFILE_MESSAGES.required],
      [{ username: valid.username, currentPassword: TEST_PASSWORD }, PROFILE_MESSAGES.required],
      [{ ...valid, username: '  ' }, PROFILE_MESSAGES.required],
      [{ ...valid, email: '' }, PROFILE_MESSAGES.required],
      [{ username: valid.username, email: valid.email }, PROFILE_MESSAGES.currentRequired],
      [{ ...valid, currentPassword: '' }, PROFILE_MESSAGES.currentRequired],
    ];
    for (const [body, message] of cases) {
      const res = await patch(body, cookies.desk);
      expect({ body, status: res.statusCode, error: res.json().error }).toEqual({
        body,
        status: 400,
        error: message,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a wrong current password, storing nothing', async () => {
    const before = await snapshot();
    const res = await patch(
      { ...valid, username: 'desk-renamed', currentPassword: 'Wrong-Pass-1' },
      cookies.desk,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PROFILE_MESSAGES.wrongCurrent });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses names another account holds, naming them, storing nothing', async () => {
    const before = await snapshot();
    const username = await patch({ ...valid, username: 'Editor' }, cookies.desk);
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({ error: usernameTakenMessage('Editor') });
    const email = await patch({ ...valid, email: 'owner@example.com' }, cookies.desk);
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: emailTakenMessage('owner@example.com') });
    // Usernames and emails are one namespace: another account's username is no free email.
    const crossed = await patch({ ...valid, email: 'legacy@shop.pk' }, cookies.desk);
    expect(crossed.statusCode).toBe(409);
    expect(crossed.json()).toEqual({ error: emailTakenMessage('legacy@shop.pk') });
    expect(await snapshot()).toEqual(before);
  });

  it('saves new names, answers the new card, and writes one audit entry', async () => {
    const res = await patch(
      { username: 'desk-lead', email: ' Desk.Lead@Shop.PK ', currentPassword: TEST_PASSWORD },
      cookies.desk,
    );
    expect(res.statusCode, res.body).toBe(200);
    const card = adminProfileSchema.parse(res.json());
    expect(card).toEqual({
      id: ids.desk,
      username: 'desk-lead',
      email: 'desk.lead@shop.pk',
      role: 'order_confirmation',
    });
    expect((await read(cookies.desk)).json()).toEqual(card);
    expect(await userAudit(ids.desk)).toEqual([
      expect.objectContaining({
        actorId: ids.desk,
        actorUsername: 'desk',
        action: 'update',
        before: {
          username: 'desk',
          email: 'desk@example.com',
          role: 'order_confirmation',
          isAdmin: false,
          emailVerified: true,
        },
        after: {
          username: 'desk-lead',
          email: 'desk.lead@shop.pk',
          role: 'order_confirmation',
          isAdmin: false,
          emailVerified: true,
        },
      }),
    ]);
    // The new username signs in; the old one is free of this account.
    await loginCookie(t, 'desk-lead');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'desk', password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('accepts the names unchanged (the dialog sends both), for the super admin too', async () => {
    const res = await patch(
      { username: 'OWNER', email: 'owner@example.com', currentPassword: TEST_PASSWORD },
      cookies.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: SUPER_ADMIN_ID,
      username: 'OWNER',
      email: 'owner@example.com',
      role: 'cms',
    });
    expect(await userAudit(SUPER_ADMIN_ID)).toHaveLength(1);
  });

  it('keeps every session: a profile edit changes no rights', async () => {
    const second = await loginCookie(t, 'editor');
    const res = await patch(
      { username: 'editor', email: 'editor@shop.pk', currentPassword: TEST_PASSWORD },
      cookies.editor,
    );
    expect(res.statusCode).toBe(200);
    expect((await read(second)).statusCode).toBe(200);
    expect((await read(cookies.editor)).statusCode).toBe(200);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, ids.editor));
    expect(live).toHaveLength(2);
  });
});

describe('wrong current passwords', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true });
    await addUser(limited, { username: 'clerk', role: 'order_confirmation' });
  });
  afterAll(() => limited.close());

  it('count as failed logins on the account: the client is slowed down, the right password too', async () => {
    const cookie = await loginCookie(limited, 'clerk');
    const body = { username: 'clerk', email: 'clerk@example.com' };
    const edit = (currentPassword: string) =>
      limited.app.inject({
        method: 'PATCH',
        url: '/api/admin/profile',
        headers: { cookie },
        payload: { ...body, currentPassword },
      });
    for (let i = 0; i < LIMITS.loginFailures.perClient; i++) {
      const res = await edit(`Wrong-Guess-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: PROFILE_MESSAGES.wrongCurrent });
    }
    const refused = await edit(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same bucket as the login form: this client cannot go on guessing there either.
    const login = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'clerk', password: 'Another-Guess-1' },
    });
    expect(login.statusCode).toBe(429);
    const [audit] = await limited.database.db.select({ n: count() }).from(auditLog);
    expect(audit!.n).toBe(0);
  });
});
