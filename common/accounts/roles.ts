/** Staff roles (back-office §6). Customers have no role. */
export const STAFF_ROLES = ['cms', 'order_confirmation'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The super admin's fixed id (back-office §3 "Id 'admin-1' is the super admin"). */
export const SUPER_ADMIN_ID = 'admin-1';

/**
 * What a signed-in person may reach (DESIGN.md §4). `orders` covers orders, the dashboard and the own
 * profile; `catalog` covers products, content, media, SEO, testimonials, FAQs and site settings;
 * `users` (staff accounts), `audit` (the trail of staff changes), `settlements` (what couriers pay
 * and keep of the shop's cash, decision 033) and `reports` (the shop's profit and loss, its delivery and
 * return rates, decision 035) are the super admin's alone.
 */
export type Capability = 'orders' | 'catalog' | 'users' | 'audit' | 'settlements' | 'reports';
export type Viewer = { id: string; role: StaffRole | null };

export function isStaff(viewer: Viewer): boolean {
  return viewer.id === SUPER_ADMIN_ID || viewer.role !== null;
}

export function can(viewer: Viewer, capability: Capability): boolean {
  if (viewer.id === SUPER_ADMIN_ID) return true;
  switch (capability) {
    case 'orders':
      return viewer.role !== null;
    case 'catalog':
      return viewer.role === 'cms';
    case 'users':
    case 'audit':
    case 'settlements':
    case 'reports':
      return false;
  }
}
