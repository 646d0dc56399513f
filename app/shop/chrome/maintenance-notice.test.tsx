// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import type { LoadContext } from '../../../server/load-context';
import { loader } from '../routes/layout';
import { MaintenanceNotice } from './maintenance-notice';

afterEach(cleanup);

describe("the staff's maintenance notice on the shop (decision 018)", () => {
  it('tells staff the shop is closed to shoppers, with the way to Settings for who may change it', () => {
    render(<MaintenanceNotice canChange />);
    const notice = screen.getByRole('complementary', { name: 'Maintenance mode' });
    expect(notice.textContent).toBe(
      'Maintenance mode is on. The shop is closed to shoppers, who see the maintenance page and cannot order. You see it because you are signed in as staff. Turn it off in Settings',
    );
    expect(within(notice).getByRole('link', { name: 'Turn it off in Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
  });

  it('tells the others who can turn it off, without a link', () => {
    render(<MaintenanceNotice canChange={false} />);
    const notice = screen.getByRole('complementary', { name: 'Maintenance mode' });
    expect(notice.textContent).toMatch(/Someone with access to Settings can turn it off\.$/);
    expect(within(notice).queryByRole('link')).toBeNull();
  });
});

describe("the shop layout's loader", () => {
  function context(
    viewer: { id: string; role: 'cms' | 'order_confirmation' | null } | null,
    maintenanceMode: boolean,
  ) {
    const getKeptSettings = vi.fn(async () => ({ maintenanceMode }));
    const services = {
      settings: { getPublicSettings: async () => ({ siteName: 'Shop' }), getKeptSettings },
      catalog: { listProducts: async () => [] },
    };
    const user = viewer && { ...viewer, username: 'someone', email: 'someone@example.pk' };
    return {
      getKeptSettings,
      args: {
        context: {
          services,
          viewer: user,
          publicUrl: 'http://shop.test',
          language: 'en',
        } as unknown as LoadContext,
      },
    };
  }
  const load = (c: ReturnType<typeof context>) =>
    loader({ ...c.args, request: new Request('http://shop.test/'), params: {} } as Parameters<
      typeof loader
    >[0]);

  it('gives staff the notice while maintenance mode is on, saying whether they may change it', async () => {
    expect((await load(context({ id: SUPER_ADMIN_ID, role: 'cms' }, true))).maintenance).toEqual({
      canChange: true,
    });
    expect((await load(context({ id: 'u-2', role: 'cms' }, true))).maintenance).toEqual({ canChange: true });
    expect((await load(context({ id: 'u-3', role: 'order_confirmation' }, true))).maintenance).toEqual({
      canChange: false,
    });
    expect((await load(context({ id: 'u-2', role: 'cms' }, false))).maintenance).toBeNull();
  });

  it('never reads the setting for a shopper or a customer, who never get it', async () => {
    for (const viewer of [null, { id: 'u-9', role: null }]) {
      const c = context(viewer, true);
      expect((await load(c)).maintenance).toBeNull();
      expect(c.getKeptSettings).not.toHaveBeenCalled();
    }
  });
});
