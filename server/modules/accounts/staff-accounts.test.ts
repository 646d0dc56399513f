import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addStaffAccount } from './staff-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (emailOrUsername: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername, password, isAdmin: true },
  });

describe('staff accounts from the command line (npm run db:add-staff)', () => {
  it('opens a verified account with its role that can log in to the back office', async () => {
    const { id } = await addStaffAccount(t.database.db, {
      username: 'amina',
      email: 'Amina@Shop.pk',
      password: 'Desk-Pass-2024',
      role: 'order_confirmation',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: 'amina@shop.pk',
      emailVerified: true,
      isAdmin: false,
      role: 'order_confirmation',
    });
    expect(row!.passwordHash).not.toContain('Desk-Pass-2024');

    const answer = await login('amina', 'Desk-Pass-2024');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user).toMatchObject({ username: 'amina', role: 'order_confirmation' });
  });

  it('refuses a name another account holds, as username or email', async () => {
    await expect(
      addStaffAccount(t.database.db, {
        username: 'amina@shop.pk',
        email: 'other@shop.pk',
        password: 'Desk-Pass-2024',
        role: 'cms',
      }),
    ).rejects.toThrow();
    await expect(
      addStaffAccount(t.database.db, {
        username: 'AMINA',
        email: 'new@shop.pk',
        password: 'Desk-Pass-2024',
        role: 'cms',
      }),
    ).rejects.toThrow('This username is already taken');
  });

  it('refuses a short password or an unknown role before touching the database', async () => {
    await expect(
      addStaffAccount(t.database.db, {
        username: 'bilal',
        email: 'b@shop.pk',
        password: 'short',
        role: 'cms',
      }),
    ).rejects.toThrow('Password must be at least 8 characters');
    await expect(
      addStaffAccount(t.database.db, {
        username: 'bilal',
        email: 'b@shop.pk',
        password: 'Long-Enough-1',
        role: 'owner' as 'cms',
      }),
    ).rejects.toThrow('Role must be one of cms, order_confirmation');
  });
});
