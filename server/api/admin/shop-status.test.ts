import { describe, expect, it } from 'vitest';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';

/**
 * GET /api/admin/shop-status (decision 018): every staff member, whatever their role, may know whether
 * maintenance mode has closed the shop (the back office's banner); a save shows at once.
 */
const kit = adminApiTestKit({
  signIn: ['editor', 'desk', 'shopper'],
  watch: [],
  entity: 'settings',
});

const status = (cookie: string | null) => kit.call('GET', '/shop-status', undefined, cookie);
async function setMaintenance(maintenanceMode: boolean) {
  const res = await kit.call('PATCH', '/settings', { maintenanceMode });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/admin/shop-status', () => {
  it('tells every staff member whether maintenance mode is on, and nothing else of the settings', async () => {
    // Read first, so the settings are kept in memory: the save must drop them.
    expect((await status(kit.cookie('desk'))).json()).toEqual({ maintenanceMode: false });
    await setMaintenance(true);
    for (const person of ['desk', 'editor'] as const) {
      const res = await status(kit.cookie(person));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/private|no-store/);
      expect(res.json()).toEqual({ maintenanceMode: true });
    }
    // An order confirmation member may know, not read the settings nor change them.
    expect((await kit.call('GET', '/settings', undefined, kit.cookie('desk'))).statusCode).toBe(403);
    await setMaintenance(false);
    expect((await status(kit.cookie('desk'))).json()).toEqual({ maintenanceMode: false });
  });

  it('is for staff: 401 without a session, 403 for a customer', async () => {
    expect((await status(null)).statusCode).toBe(401);
    expect((await status(kit.cookie('shopper'))).statusCode).toBe(403);
  });
});
