import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { sessions } from '../../db/schema';
import {
  LAST_SEEN_STEP_MS,
  SESSION_TTL_MS,
  STAFF_IDLE_MS,
  STAFF_SESSION_TTL_MS,
} from '../../modules/accounts/sessions.service';
import { hashToken } from '../../modules/accounts/tokens';
import { addUser, createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

/** Staff sessions are short and end when idle (docs/decisions/010-staff-sessions.md); customers' are not. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'boss', id: SUPER_ADMIN_ID, role: 'cms', isAdmin: true });
  await addUser(t, { username: 'shopper' });
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const idOf = (cookie: string) => hashToken(cookie.replace(/^sid=/, ''));

const authenticated = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json()
    .authenticated as boolean;

/** Moves a session into the past, as if it had started and last been used that long ago. */
async function age(cookie: string, ago: { started: number; seen: number }) {
  const now = Date.now();
  await t.database.db
    .update(sessions)
    .set({ createdAt: new Date(now - ago.started), lastSeenAt: new Date(now - ago.seen) })
    .where(eq(sessions.idHash, idOf(cookie)));
}

async function stored(cookie: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, idOf(cookie)));
  return row;
}

describe('staff sessions', () => {
  it('end after 8 idle hours, while a customer session of the same age lives on', async () => {
    const idle = { started: STAFF_IDLE_MS + HOUR, seen: STAFF_IDLE_MS + HOUR };
    const customer = await loginCookie(t, 'shopper');
    await age(customer, idle);
    for (const name of ['desk', 'boss']) {
      const staff = await loginCookie(t, name);
      await age(staff, idle);
      expect(await authenticated(staff)).toBe(false);
      const admin = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders',
        headers: { cookie: staff },
      });
      expect(admin.statusCode).toBe(401);
      expect(await stored(staff)).toBeUndefined();
    }
    expect(await authenticated(customer)).toBe(true);
  });

  it('last a day from login however busy, where a customer gets 30 days', async () => {
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'desk', password: TEST_PASSWORD, isAdmin: true },
    });
    const customerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'shopper', password: TEST_PASSWORD },
    });
    const staffCookie = staffLogin.cookies.find((c) => c.name === 'sid')!;
    const customerCookie = customerLogin.cookies.find((c) => c.name === 'sid')!;
    expect(staffCookie.maxAge).toBeLessThanOrEqual(STAFF_SESSION_TTL_MS / 1000);
    expect(customerCookie.maxAge).toBeGreaterThan(STAFF_SESSION_TTL_MS / 1000);
    expect(customerCookie.maxAge).toBeLessThanOrEqual(SESSION_TTL_MS / 1000);
    const staffRow = (await stored(`sid=${staffCookie.value}`))!;
    expect(staffRow.expiresAt.getTime() - staffRow.createdAt.getTime()).toBeLessThanOrEqual(
      STAFF_SESSION_TTL_MS,
    );

    // Busy all along, but started longer ago than a staff session may last.
    const staff = `sid=${staffCookie.value}`;
    await age(staff, { started: STAFF_SESSION_TTL_MS + HOUR, seen: LAST_SEEN_STEP_MS });
    expect(await authenticated(staff)).toBe(false);
  });

  it('stay open while used, recording the use at most once a minute', async () => {
    const staff = await loginCookie(t, 'desk');
    await age(staff, { started: STAFF_IDLE_MS, seen: STAFF_IDLE_MS - HOUR });
    const before = (await stored(staff))!.lastSeenAt;
    expect(await authenticated(staff)).toBe(true);
    const after = (await stored(staff))!.lastSeenAt;
    expect(after.getTime()).toBeGreaterThan(before.getTime());

    // Seen less than a minute ago: requests read the session and write nothing.
    await age(staff, { started: STAFF_IDLE_MS, seen: LAST_SEEN_STEP_MS / 2 });
    const recent = (await stored(staff))!.lastSeenAt;
    expect(await authenticated(staff)).toBe(true);
    expect(await authenticated(staff)).toBe(true);
    expect((await stored(staff))!.lastSeenAt).toEqual(recent);
  });
});
