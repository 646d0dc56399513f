import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../accounts/roles';
import { ADMIN_SCREENS, screenForPath, screenLink, visibleScreens } from './screens';

const labels = (viewer: Parameters<typeof visibleScreens>[0]) => visibleScreens(viewer).map((s) => s.label);

describe('the admin menu by profile (back-office §6)', () => {
  it("shows the super admin all thirteen screens: the spec's ten, then Activity, Settlements and Reports", () => {
    expect(labels({ id: SUPER_ADMIN_ID, role: 'cms' })).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Testimonials',
      'Site FAQs',
      'Content',
      'Media',
      'SEO',
      'Settings',
      'Users',
      'Activity',
      'Settlements',
      'Reports',
    ]);
  });

  it('shows order confirmation staff Dashboard, Orders and Settings', () => {
    expect(labels({ id: 'u1', role: 'order_confirmation' })).toEqual(['Dashboard', 'Orders', 'Settings']);
  });

  it('shows other staff everything but Users, Activity, Settlements and Reports, and a customer nothing', () => {
    expect(labels({ id: 'u2', role: 'cms' })).toHaveLength(9);
    expect(labels({ id: 'u2', role: 'cms' })).not.toContain('Users');
    expect(labels({ id: 'u2', role: 'cms' })).not.toContain('Activity');
    expect(labels({ id: 'u2', role: 'cms' })).not.toContain('Settlements');
    expect(labels({ id: 'u2', role: 'cms' })).not.toContain('Reports');
    expect(labels({ id: 'u3', role: null })).toEqual([]);
  });

  it('finds the screen of a path', () => {
    expect(screenForPath('/admin/orders')?.key).toBe('orders');
    expect(screenForPath('/admin/site-faqs/12')?.key).toBe('site-faqs');
    expect(screenForPath('/admin/ordersx')).toBeUndefined();
  });

  it('sends order confirmation staff to the confirmation desk, everyone else to the order desk', () => {
    const orders = ADMIN_SCREENS.find((screen) => screen.key === 'orders')!;
    expect(screenLink(orders, { id: 'u1', role: 'order_confirmation' })).toBe('/admin/orders?view=confirm');
    expect(screenLink(orders, { id: 'u2', role: 'cms' })).toBe('/admin/orders');
    expect(screenLink(ADMIN_SCREENS[0], { id: 'u1', role: 'order_confirmation' })).toBe('/admin/dashboard');
  });
});
