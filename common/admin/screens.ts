import { can, type Capability, type Viewer } from '../accounts/roles';

/**
 * The back office's screens in sidebar order (back-office §2 Sidebar), each with the capability its API
 * needs (common/accounts/roles.ts). The menu shows a screen only to someone who may use it, and the
 * screen refuses anyone else, so what the menu offers and what the API allows never drift apart:
 * the super admin sees all thirteen (Activity, decision 022, Settlements, decision 033, and Reports,
 * decision 035, after the spec's ten); order_confirmation sees Dashboard, Orders and Settings (its own
 * profile); any other staff sees everything but Users, Activity, Settlements and Reports (back-office §6).
 */
export const ADMIN_SCREENS = [
  { key: 'dashboard', label: 'Dashboard', path: '/admin/dashboard', capability: 'orders' },
  { key: 'orders', label: 'Orders', path: '/admin/orders', capability: 'orders' },
  { key: 'products', label: 'Products', path: '/admin/products', capability: 'catalog' },
  { key: 'testimonials', label: 'Testimonials', path: '/admin/testimonials', capability: 'catalog' },
  { key: 'site-faqs', label: 'Site FAQs', path: '/admin/site-faqs', capability: 'catalog' },
  { key: 'content', label: 'Content', path: '/admin/content', capability: 'catalog' },
  { key: 'media', label: 'Media', path: '/admin/media', capability: 'catalog' },
  { key: 'seo', label: 'SEO', path: '/admin/seo', capability: 'catalog' },
  { key: 'settings', label: 'Settings', path: '/admin/settings', capability: 'orders' },
  { key: 'users', label: 'Users', path: '/admin/users', capability: 'users' },
  { key: 'activity', label: 'Activity', path: '/admin/activity', capability: 'audit' },
  { key: 'settlements', label: 'Settlements', path: '/admin/settlements', capability: 'settlements' },
  { key: 'reports', label: 'Reports', path: '/admin/reports', capability: 'reports' },
] as const satisfies ReadonlyArray<{ key: string; label: string; path: string; capability: Capability }>;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];
export type AdminScreenKey = AdminScreen['key'];

export function visibleScreens(viewer: Viewer): AdminScreen[] {
  return ADMIN_SCREENS.filter((screen) => can(viewer, screen.capability));
}

/** The screen a path belongs to (`/admin/orders?status=pending` → orders), if any. */
export function screenForPath(pathname: string): AdminScreen | undefined {
  return ADMIN_SCREENS.find((screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`));
}

/**
 * Where a screen's menu link goes for this person: order-confirmation staff land on the confirmation
 * desk of the orders screen (decision 022), everyone else on the screen itself.
 */
export function screenLink(screen: AdminScreen, viewer: Viewer): string {
  return screen.key === 'orders' && viewer.role === 'order_confirmation'
    ? `${screen.path}?view=confirm`
    : screen.path;
}
