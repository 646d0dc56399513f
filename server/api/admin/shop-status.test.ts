import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * GET /api/admin/shop-status (decision 018): every staff member, whatever their role, may know whether
 * maintenance mode has closed the shop (the back office's banner); a save shows at once.
 */
let t: TestApp;
let cms: string;
let desk: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'editor', role: 'cms' });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  cms = await loginCookie(t, 'editor');
  desk = await loginCookie(t, 'desk');
  customer = await loginCookie(t, 'shopper');
});
afterAll(() => t.close());

const status = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/shop-status', headers: cookie ? { cookie } : {} });
const setMaintenance = async (maintenanceMode: boolean) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie: cms },
    payload: { maintenanceMode },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('GET /api/admin/shop-status', () => {
  it('tells every staff member whether maintenance mode is on, and nothing else of the settings', async () => {
    // Read first, so the settings are kept in memory: the save must drop them.
    expect((await status(desk)).json()).toEqual({ maintenanceMode: false });
    await setMaintenance(true);
    for (const cookie of [desk, cms]) {
      const res = await status(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/private|no-store/);
      expect(res.json()).toEqual({ maintenanceMode: true });
    }
    // An order confirmation member may know, not change it, nor read the settings.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: desk } }))
        .statusCode,
    ).toBe(403);
    await setMaintenance(false);
    expect((await status(desk)).json()).toEqual({ maintenanceMode: false });
  });

  it('is for staff: 401 without a session, 403 for a customer', async () => {
    expect((await status()).statusCode).toBe(401);
    expect((await status(customer)).statusCode).toBe(403);
  });
});
