import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { SESSION_END_WORDS } from '../../../common/accounts/session-end';
import { endedSessions } from '../../db/schema';
import { addUser, createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

/**
 * A session ended by a change to its account says why (decision 018): the person's next admin call is
 * a 401 with the words and the reason as `code`, and GET /api/auth/status answers the reason as
 * `sessionEnded`, which the admin login shows. A session that ended otherwise (logout) says nothing.
 */
let t: TestApp;
let owner: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  owner = await loginCookie(t, 'owner');
});
afterAll(() => t.close());

async function staffMember(role: 'cms' | 'order_confirmation' = 'cms') {
  const username = `staff${++serial}`;
  const row = await addUser(t, { username, role });
  return { id: row.id, username, cookie: await loginCookie(t, username) };
}

const dashboard = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });
const status = async (cookie?: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: cookie ? { cookie } : {} })).json();
const asOwner = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: owner }, ...(payload && { payload }) });

describe('a session ended by a change to its account', () => {
  it('answers a role change: 401 with the words and the code, and the status says it', async () => {
    const person = await staffMember('cms');
    expect((await dashboard(person.cookie)).statusCode).toBe(200);
    expect((await asOwner('PATCH', `/users/${person.id}`, { role: 'order_confirmation' })).statusCode).toBe(
      200,
    );

    const refused = await dashboard(person.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: SESSION_END_WORDS['role-changed'].message,
      code: 'role-changed',
    });
    expect(await status(person.cookie)).toEqual({
      authenticated: false,
      user: null,
      sessionEnded: 'role-changed',
    });
    // Signing in again is a new session, with nothing to explain.
    const again = await loginCookie(t, person.username);
    expect(await status(again)).toMatchObject({ authenticated: true, user: { role: 'order_confirmation' } });
  });

  it('answers a deletion, the account gone', async () => {
    const person = await staffMember('order_confirmation');
    expect((await asOwner('DELETE', `/users/${person.id}`)).statusCode).toBe(200);
    const refused = await dashboard(person.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'account-deleted' });
    expect(await status(person.cookie)).toMatchObject({ sessionEnded: 'account-deleted' });
  });

  it("answers a change of the person's own password on their other sessions, the one that changed it kept", async () => {
    const person = await staffMember('cms');
    const elsewhere = await loginCookie(t, person.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: person.cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Honey-42!' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dashboard(person.cookie)).statusCode).toBe(200);
    expect((await dashboard(elsewhere)).json()).toMatchObject({ code: 'password-changed' });
  });

  it('says nothing of a session ended by logging out, nor of a request with no session', async () => {
    const person = await staffMember('cms');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: person.cookie } });
    const refused = await dashboard(person.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Authentication required' });
    expect(await status(person.cookie)).toEqual({ authenticated: false, user: null });
    expect(await status()).toEqual({ authenticated: false, user: null });
  });

  it('forgets the reason once the session would have expired', async () => {
    const person = await staffMember('cms');
    await asOwner('PATCH', `/users/${person.id}`, { role: 'order_confirmation' });
    await t.database.db.update(endedSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await status(person.cookie)).toEqual({ authenticated: false, user: null });
    await t.app.services.sessions.purgeExpiredSessions();
    expect(
      await t.database.db.select().from(endedSessions).where(eq(endedSessions.reason, 'role-changed')),
    ).toEqual([]);
  });
});
