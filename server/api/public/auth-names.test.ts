import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../../../common/accounts/schemas';
import { users } from '../../db/schema';
import { hashPassword } from '../../modules/accounts/password';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { post, registration } from './auth-testing';

/**
 * Usernames and emails are one namespace (modules/accounts/login-names.ts): login takes either in one
 * field, so no account may hold as its email what another holds as its username, or the reverse.
 */
const ADMIN = { username: 'owner@shop.pk', email: 'admin@shop.pk', password: 'Super-Admin-Pass-1' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ admin: ADMIN });
  // As main.ts does at first start, from ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD.
  await t.app.services.accounts.ensureSuperAdmin(ADMIN);
});
afterAll(() => t.close());

const adminLogin = () =>
  post(t, 'login', { emailOrUsername: ADMIN.username, password: ADMIN.password, isAdmin: true });

describe('one namespace for usernames and emails', () => {
  it('makes the super admin once when copies of the server start together', async () => {
    await t.database.db.delete(users).where(eq(users.id, 'admin-1'));
    // Each copy checks, finds no owner and goes on to make one: one makes it, the others find it made.
    const starts = await Promise.all(
      Array.from({ length: 3 }, () => t.app.services.accounts.ensureSuperAdmin(ADMIN)),
    );
    expect(starts.filter((start) => start.created)).toHaveLength(1);
    const owners = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, 'admin-1'));
    expect(owners).toHaveLength(1);
    expect((await adminLogin()).statusCode).toBe(200);
  });

  it("refuses to register the super admin's username as an email, and the admin still logs in", async () => {
    for (const email of ['owner@shop.pk', ' OWNER@Shop.PK ']) {
      const res = await post(t, 'register', { ...registration('Impostor'), email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: EMAIL_TAKEN });
    }
    const res = await adminLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: 'admin-1', username: ADMIN.username });
  });

  it('still refuses an email already taken as an email, and a username taken as a username', async () => {
    const sameEmail = await post(t, 'register', { ...registration('Second'), email: ADMIN.email });
    expect(sameEmail.json()).toEqual({ error: EMAIL_TAKEN });
    const form = registration('Zara');
    expect((await post(t, 'register', form)).statusCode).toBe(201);
    const sameName = await post(t, 'register', { ...registration('ZARA'), email: 'zara2@example.pk' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: USERNAME_TAKEN });
  });

  it('logs the username in, not an older account whose email is the same text', async () => {
    // Data from before the rule (or from outside it): a customer whose email is the admin's username.
    await t.database.db.insert(users).values({
      username: 'shadow',
      email: ADMIN.username,
      passwordHash: await hashPassword('Shadow-Pass-1'),
      emailVerified: true,
    });
    const res = await adminLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe('admin-1');
  });

  it('will not create a super admin whose names another account holds', async () => {
    await t.database.db.delete(users).where(eq(users.id, 'admin-1'));
    await expect(t.app.services.accounts.ensureSuperAdmin({ ...ADMIN, username: 'shadow' })).rejects.toThrow(
      `Cannot create the super admin "shadow": ${USERNAME_TAKEN}`,
    );
  });
});
