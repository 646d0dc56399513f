import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import {
  CHANGE_PASSWORD_MESSAGES,
  emailTakenMessage,
  staffUserListSchema,
  staffUserSchema,
  USER_MESSAGES,
  usernameTakenMessage,
  type StaffUser,
} from '../../../common/accounts/staff-admin-schemas';
import { auditLog, mediaAssets, orders, sessions, users } from '../../db/schema';
import { hashPassword } from '../../modules/accounts/password';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

/**
 * User management (back-office §2, §4, §7): the super admin's alone, every write audited as
 * 'user', every refusal leaving nothing behind. The super admin keeps its badge and role and cannot be
 * deleted; a change of rights or a delete signs the person out everywhere.
 */
let t: TestApp;
const cookies = {} as Record<'owner' | 'editor' | 'desk' | 'shopper', string>;
const ids = {} as Record<'editor' | 'desk' | 'shopper', string>;

/** A legacy account whose username looks like an email (the super admin's ADMIN_USERNAME may). */
const EMAIL_LIKE_USERNAME = 'legacy@shop.pk';
const STRONG = 'Strong-Pass-1';

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  ids.editor = (await addUser(t, { username: 'editor', role: 'cms' })).id;
  ids.desk = (await addUser(t, { username: 'desk', role: 'order_confirmation' })).id;
  ids.shopper = (await addUser(t, { username: 'shopper' })).id;
  await t.database.db.insert(users).values({
    username: EMAIL_LIKE_USERNAME,
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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | null = cookies.owner) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

let serial = 0;
/** A fresh account to act on, with a name of its own. */
async function target(options: { role?: 'cms' | 'order_confirmation' | null; emailVerified?: boolean } = {}) {
  const username = `person${++serial}`;
  const row = await addUser(t, { username, ...options });
  return { id: row.id, username, email: row.email };
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: `made${++serial}`,
  email: `made${serial}@shop.pk`,
  password: STRONG,
  ...overrides,
});

async function snapshot() {
  const db = t.database.db;
  const [audit] = await db.select({ n: count() }).from(auditLog);
  const rows = await db.select().from(users).orderBy(users.id);
  const live = await db.select().from(sessions).orderBy(sessions.idHash);
  return { audit: audit!.n, rows, sessions: live.map((s) => s.idHash) };
}

const userAudit = (entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

async function stored(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Whether a session cookie still opens the back office (401 once its session has ended). */
const profileStatus = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie } })).statusCode;
const authenticated = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json<{
    authenticated: boolean;
  }>().authenticated;

describe('who may manage users', () => {
  const refusals = [
    ['anonymous', null, 401],
    ['a customer', 'shopper', 403],
    ['order_confirmation', 'desk', 403],
    ['cms', 'editor', 403],
  ] as const;

  for (const [who, name, status] of refusals) {
    it(`refuses every users call for ${who} (${status}) and changes nothing`, async () => {
      const victim = await target({ emailVerified: false });
      const before = await snapshot();
      const cookie = name ? cookies[name] : null;
      const answers = [
        await call('GET', '/users', undefined, cookie),
        await call('POST', '/users', newUser(), cookie),
        await call('PATCH', `/users/${victim.id}`, { role: 'cms' }, cookie),
        await call('DELETE', `/users/${victim.id}`, undefined, cookie),
        await call('PATCH', `/users/${victim.id}/verify`, undefined, cookie),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([status, status, status, status, status]);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('lets the super admin make every call', async () => {
    const victim = await target({ emailVerified: false });
    const other = await target();
    const answers = [
      await call('GET', '/users'),
      await call('POST', '/users', newUser()),
      await call('PATCH', `/users/${victim.id}`, { role: 'cms' }),
      await call('PATCH', `/users/${victim.id}/verify`),
      await call('DELETE', `/users/${other.id}`),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 201, 200, 200, 200]);
  });
});

describe('GET /api/admin/users', () => {
  it('lists staff and customers with their role, newest first, without secrets', async () => {
    const res = await call('GET', '/users');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|token|scrypt/i);
    const list = staffUserListSchema.parse(res.json());
    const byName = new Map(list.map((u) => [u.username, u]));
    expect(byName.get('owner')).toMatchObject({ id: SUPER_ADMIN_ID, role: 'cms', isAdmin: true });
    expect(byName.get('desk')).toMatchObject({ id: ids.desk, role: 'order_confirmation', isAdmin: false });
    expect(byName.get('shopper')).toMatchObject({ id: ids.shopper, role: null });
    const times = list.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['createdAt', 'email', 'emailVerified', 'id', 'isAdmin', 'role', 'username'].sort(),
    );
  });
});

describe('POST /api/admin/users', () => {
  it('creates a verified staff account with the default role cms, audited once', async () => {
    const body = newUser({ email: '  New.Person@Shop.PK ' });
    const res = await call('POST', '/users', body);
    expect(res.statusCode, res.body).toBe(201);
    const user = staffUserSchema.parse(res.json());
    expect(user).toEqual({
      id: expect.any(String),
      username: body.username,
      email: 'new.person@shop.pk',
      emailVerified: true,
      isAdmin: false,
      role: 'cms',
      createdAt: expect.any(String),
    });
    const row = (await stored(user.id))!;
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(STRONG);
    const audit = await userAudit(user.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: SUPER_ADMIN_ID,
        actorUsername: 'owner',
        action: 'create',
        before: null,
        after: {
          username: body.username,
          email: 'new.person@shop.pk',
          role: 'cms',
          isAdmin: false,
          emailVerified: true,
        },
      }),
    ]);
    // The administrator vouched for the account: it reaches the back office at once.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: body.username, password: STRONG, isAdmin: true },
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes the role order_confirmation when given', async () => {
    const res = await call('POST', '/users', newUser({ role: 'order_confirmation' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe('order_confirmation');
  });

  it('refuses a weak password with the rule it breaks, storing nothing', async () => {
    const before = await snapshot();
    const cases: [string | undefined, string][] = [
      [undefined, CHANGE_PASSWORD_MESSAGES.length],
      ['Ab1!', 'Password must be at least 8 characters long'],
      ['lower-case-1', 'Password must contain at least one uppercase letter'],
      ['UPPER-CASE-1', 'Password must contain at least one lowercase letter'],
      ['No-Digits-Here', 'Password must contain at least one number'],
      ['NoSpecial123', 'Password must contain at least one special character'],
    ];
    for (const [password, message] of cases) {
      const res = await call('POST', '/users', newUser({ password }));
      expect({ password, status: res.statusCode, error: res.json().error }).toEqual({
        password,
        status: 400,
        error: message,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a bad role, a bad email and unknown fields', async () => {
    const before = await snapshot();
    const role = await call('POST', '/users', newUser({ role: 'admin' }));
    expect(role.statusCode).toBe(400);
    expect(role.json().error).toBe('Role must be one of cms, order_confirmation');
    const email = await call('POST', '/users', newUser({ email: 'not-an-email' }));
    expect(email.json().error).toBe('Invalid email address');
    const extra = await call('POST', '/users', newUser({ isAdmin: true }));
    expect(extra.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a taken username or email with 409 naming it, in the one namespace of login names', async () => {
    const before = await snapshot();
    const username = await call('POST', '/users', newUser({ username: 'EDITOR' }));
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({ error: usernameTakenMessage('EDITOR') });
    const email = await call('POST', '/users', newUser({ email: 'Desk@Example.com' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: emailTakenMessage('desk@example.com') });
    // An email that is another account's username would make one login name mean two accounts.
    const crossed = await call('POST', '/users', newUser({ email: EMAIL_LIKE_USERNAME }));
    expect(crossed.statusCode).toBe(409);
    expect(crossed.json()).toEqual({ error: emailTakenMessage(EMAIL_LIKE_USERNAME) });
    // The reverse (a username equal to an email) cannot be asked for: usernames hold no '@'.
    const atSign = await call('POST', '/users', newUser({ username: 'editor@example.com' }));
    expect(atSign.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('changes names, the flag and the verification, audited with before and after', async () => {
    const person = await target({ role: 'cms', emailVerified: false });
    const res = await call('PATCH', `/users/${person.id}`, {
      username: `${person.username}-renamed`,
      email: `${person.username}@new.pk`,
      emailVerified: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffUserSchema.parse(res.json())).toMatchObject({
      id: person.id,
      username: `${person.username}-renamed`,
      email: `${person.username}@new.pk`,
      emailVerified: true,
      isAdmin: false,
      role: 'cms',
    });
    const audit = await userAudit(person.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { username: person.username, email: person.email, emailVerified: false },
      after: { username: `${person.username}-renamed`, email: `${person.username}@new.pk` },
    });
    expect(Object.keys(audit[0]!.after!).sort()).toEqual(
      ['email', 'emailVerified', 'isAdmin', 'role', 'username'].sort(),
    );
  });

  it('never marks a verified email unverified (back-office §4), and changes nothing when asked to', async () => {
    const person = await target({ role: 'cms', emailVerified: true });
    const res = await call('PATCH', `/users/${person.id}`, { emailVerified: false, isAdmin: true });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(USER_MESSAGES.cannotUnverify);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ emailVerified: true, isAdmin: false });
    expect(await userAudit(person.id)).toHaveLength(0);

    // A new address is not verified yet: it may start unverified.
    const moved = await call('PATCH', `/users/${person.id}`, {
      email: `${person.username}@moved.pk`,
      emailVerified: false,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ email: `${person.username}@moved.pk`, emailVerified: false });
  });

  it('accepts the dialog resending the same values, keeping the sessions', async () => {
    const person = await target({ role: 'cms' });
    const cookie = await loginCookie(t, person.username);
    const res = await call('PATCH', `/users/${person.id}`, {
      username: person.username.toUpperCase(),
      email: person.email,
      emailVerified: true,
      isAdmin: false,
      role: 'cms',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().username).toBe(person.username.toUpperCase());
    expect(await profileStatus(cookie)).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for an empty body, changing nothing', async () => {
    const before = await snapshot();
    const missing = await call('PATCH', '/users/no-such-user', { role: 'cms' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: USER_MESSAGES.notFound });
    const empty = await call('PATCH', `/users/${ids.desk}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Nothing to change: send at least one field');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses taken names with 409 naming them, storing nothing and signing nobody out', async () => {
    const person = await target({ role: 'cms' });
    const cookie = await loginCookie(t, person.username);
    const before = await snapshot();
    const username = await call('PATCH', `/users/${person.id}`, { username: 'Desk', role: null });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({ error: usernameTakenMessage('Desk') });
    const email = await call('PATCH', `/users/${person.id}`, { email: 'editor@example.com', isAdmin: true });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: emailTakenMessage('editor@example.com') });
    const crossed = await call('PATCH', `/users/${person.id}`, { email: EMAIL_LIKE_USERNAME });
    expect(crossed.statusCode).toBe(409);
    expect(crossed.json()).toEqual({ error: emailTakenMessage(EMAIL_LIKE_USERNAME) });
    expect(await snapshot()).toEqual(before);
    expect(await profileStatus(cookie)).toBe(200);
  });

  it('never takes the badge or the role from the super admin, but renames it', async () => {
    const before = await snapshot();
    for (const patch of [{ isAdmin: false }, { role: 'order_confirmation' }, { role: null }]) {
      const res = await call('PATCH', `/users/${SUPER_ADMIN_ID}`, patch);
      expect({ patch, status: res.statusCode, body: res.json() }).toEqual({
        patch,
        status: 403,
        body: { error: USER_MESSAGES.superAdminDemote },
      });
    }
    expect(await snapshot()).toEqual(before);

    const renamed = await call('PATCH', `/users/${SUPER_ADMIN_ID}`, {
      username: 'owner',
      email: 'boss@shop.pk',
      isAdmin: true,
      role: 'cms',
      emailVerified: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: SUPER_ADMIN_ID, email: 'boss@shop.pk', isAdmin: true });
    // Its own session was not ended: nothing about its rights changed.
    expect(await profileStatus(cookies.owner)).toBe(200);
  });

  it('signs the person out everywhere when the role changes', async () => {
    const person = await target({ role: 'cms' });
    const first = await loginCookie(t, person.username);
    const second = await loginCookie(t, person.username);
    const res = await call('PATCH', `/users/${person.id}`, { role: 'order_confirmation' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('order_confirmation');
    expect(await profileStatus(first)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect(await authenticated(first)).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    // Signing in again gives the new rights.
    const again = await loginCookie(t, person.username);
    const card = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie: again } });
    expect(card.json().role).toBe('order_confirmation');
  });

  it('signs the person out when made a customer (role null) and when the badge changes', async () => {
    const staff = await target({ role: 'order_confirmation' });
    const staffCookie = await loginCookie(t, staff.username);
    expect((await call('PATCH', `/users/${staff.id}`, { role: null })).statusCode).toBe(200);
    expect(await profileStatus(staffCookie)).toBe(401);
    expect(await authenticated(staffCookie)).toBe(false);

    const badge = await target({ role: 'cms' });
    const badgeCookie = await loginCookie(t, badge.username);
    const res = await call('PATCH', `/users/${badge.id}`, { isAdmin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(true);
    expect(await profileStatus(badgeCookie)).toBe(401);
  });

  it('kills links mailed to the old address when the email changes', async () => {
    const person = await target({ emailVerified: false });
    await t.database.db
      .update(users)
      .set({
        resetTokenHash: 'reset-hash',
        resetTokenExpiry: new Date(Date.now() + 3_600_000),
        verificationTokenHash: 'verification-hash',
        verificationTokenExpiry: new Date(Date.now() + 3_600_000),
      })
      .where(eq(users.id, person.id));
    expect((await call('PATCH', `/users/${person.id}`, { email: 'moved@shop.pk' })).statusCode).toBe(200);
    expect(await stored(person.id)).toMatchObject({
      email: 'moved@shop.pk',
      resetTokenHash: null,
      verificationTokenHash: null,
    });
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('never deletes the super admin, and nobody deletes their own account', async () => {
    const before = await snapshot();
    const res = await call('DELETE', `/users/${SUPER_ADMIN_ID}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: USER_MESSAGES.superAdminDelete });
    // Only the super admin reaches this route today; the service holds the rule for anyone.
    await expect(
      t.app.services.accounts.deleteUser(ids.editor, { id: ids.editor, username: 'editor' }),
    ).rejects.toMatchObject({ statusCode: 403, message: USER_MESSAGES.selfDelete });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown user, writing nothing', async () => {
    const before = await snapshot();
    const res = await call('DELETE', '/users/no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: USER_MESSAGES.notFound });
    expect(await snapshot()).toEqual(before);
  });

  it('deletes the account and its sessions; its orders, media and audit trail stay', async () => {
    const person = await target({ role: 'cms' });
    const cookie = await loginCookie(t, person.username);
    // Work the person did: an audited profile change, an upload, an order in the shop.
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/profile',
      headers: { cookie },
      payload: { username: person.username, email: person.email, currentPassword: TEST_PASSWORD },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [asset] = await t.database.db
      .insert(mediaAssets)
      .values({
        fileName: 'jar.webp',
        fileUrl: '/uploads/media/jar.webp',
        fileType: 'image/webp',
        fileSize: 1000,
        category: 'image',
        uploadedBy: person.id,
      })
      .returning();
    const honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '1000.00', stock: 10 });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { order: VALID_CUSTOMER, items: [{ productId: honey.id, quantity: 1 }] },
    });
    expect(order.statusCode, order.body).toBe(201);

    const res = await call('DELETE', `/users/${person.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await stored(person.id)).toBeUndefined();
    expect(await profileStatus(cookie)).toBe(401);
    expect(await authenticated(cookie)).toBe(false);

    const [kept] = await t.database.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset!.id));
    expect(kept!.uploadedBy).toBeNull();
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.id, order.json().id));
    expect(placed).toBeDefined();
    const trail = await userAudit(person.id);
    expect(trail.map((e) => [e.actorUsername, e.action])).toEqual([
      [person.username, 'update'],
      ['owner', 'delete'],
    ]);
    expect(trail[1]!.before).toEqual({
      username: person.username,
      email: person.email,
      role: 'cms',
      isAdmin: false,
      emailVerified: true,
    });
    expect(trail[1]!.after).toBeNull();
  });
});

describe('PATCH /api/admin/users/{id}/verify', () => {
  it('verifies an email once: 200, then 409 without a second audit entry', async () => {
    const person = await target({ emailVerified: false });
    await t.database.db
      .update(users)
      .set({ verificationTokenHash: 'pending', verificationTokenExpiry: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, person.id));
    const res = await call('PATCH', `/users/${person.id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    const user: StaffUser = staffUserSchema.parse(res.json());
    expect(user).toMatchObject({ id: person.id, emailVerified: true });
    expect(await stored(person.id)).toMatchObject({ emailVerified: true, verificationTokenHash: null });
    expect(await userAudit(person.id)).toEqual([
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({ emailVerified: false }),
        after: expect.objectContaining({ emailVerified: true }),
      }),
    ]);

    const before = await snapshot();
    const again = await call('PATCH', `/users/${person.id}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: USER_MESSAGES.alreadyVerified });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call('PATCH', '/users/no-such-user/verify');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: USER_MESSAGES.notFound });
  });
});

describe('the audit trail of users', () => {
  it('never holds a password or a hash', async () => {
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'user'));
    expect(trail.length).toBeGreaterThan(5);
    expect(JSON.stringify(trail)).not.toMatch(/password|hash|scrypt|token/i);
  });
});
