/** The shop's pages in the header's menus, desktop and phone, by their words in the `shop` section. */
export const NAV = [
  { to: '/', label: 'home' },
  { to: '/products', label: 'products' },
  { to: '/about', label: 'about' },
] as const;

/** A signed-in customer's orders, each in the tracking page's view (docs/storefront.md). */
export const MY_ORDERS = '/account/orders';

export const accountLinkClass = 'rounded px-3 py-2 text-sm font-medium text-stone-700 hover:text-brand-700';

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-stone-700 hover:text-brand-700'}`;
