/**
 * The back office's query keys, one place for all screens: a write on one screen invalidates what it
 * changed on another (a status change refreshes the order list, its counts and the dashboard) without
 * one feature importing another. Keys are arrays from general to specific, so invalidating a prefix
 * (`adminKeys.orders`) refreshes every query under it.
 */
export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  orders: ['admin', 'orders'] as const,
  orderList: (filters: Record<string, string>) => ['admin', 'orders', 'list', filters] as const,
  orderItems: (orderId: string) => ['admin', 'orders', 'items', orderId] as const,
  orderById: (orderId: string) => ['admin', 'orders', 'one', orderId] as const,
  /** The confirmation desk's queue (decision 022), under orders: a status change refreshes it too. */
  confirmQueue: ['admin', 'orders', 'to-confirm'] as const,
  /** The phones orders are refused from (decision 022, the blocklist), managed from the desk. */
  blockedPhones: ['admin', 'orders', 'blocked-phones'] as const,
  /** The products an order edit may add (decision 022), under orders: an edit refreshes their stock. */
  productChoices: ['admin', 'orders', 'product-choices'] as const,
  /**
   * An order edit's figures before saving (decision 022), deliberately NOT under orders: a saved edit
   * refreshes every order query, and a preview asked again with the form's old version would be refused.
   */
  orderEditPreview: (orderId: string, body: string | null) =>
    ['admin', 'order-edit-preview', orderId, body] as const,
  /** The couriers this server books through (decision 031): they change only with a restart. */
  couriers: ['admin', 'couriers'] as const,
  /** An order's parcel booked through a courier's API, under orders: a booking refreshes it. */
  parcel: (orderId: string) => ['admin', 'orders', 'parcel', orderId] as const,
  /** The desk's parcel lists: failed attempts, and the couriers' proposals. */
  deskParcels: (queue: 'attempted' | 'proposed') => ['admin', 'orders', 'parcels', queue] as const,
  /** Packing slips of chosen orders (decision 022, bulk work). */
  slips: (ids: readonly string[]) => ['admin', 'orders', 'slips', ids.join(',')] as const,
  media: ['admin', 'media'] as const,
  /** The library, all of it or one category, and a search (the picker and the media screen share these). */
  mediaList: (category: 'image' | 'video' | 'document' | 'all', search = '') =>
    ['admin', 'media', 'list', category, search] as const,
  settings: ['admin', 'settings'] as const,
  /** Whether maintenance mode is on (every staff member's banner), under settings: a save refreshes it. */
  shopStatus: ['admin', 'settings', 'shop-status'] as const,
  products: ['admin', 'products'] as const,
  productList: ['admin', 'products', 'list'] as const,
  /** One product as the editor loads it (fresh on every opening: its version and stock). */
  productById: (productId: string) => ['admin', 'products', 'one', productId] as const,
  content: ['admin', 'content'] as const,
  /** The saved versions of one section (the editor's history). */
  contentVersions: (contentId: string) => ['admin', 'content', 'versions', contentId] as const,
  /** What the live preview shows beside a section: the flagship's image, the published testimonials. */
  contentPreview: ['admin', 'content', 'preview'] as const,
  seo: ['admin', 'seo'] as const,
  testimonials: ['admin', 'testimonials'] as const,
  faqs: ['admin', 'site-faqs'] as const,
  faqCategories: ['admin', 'site-faqs', 'categories'] as const,
  users: ['admin', 'users'] as const,
  /** The audit trail (the activity screen): every staff write changes it. */
  activity: ['admin', 'activity'] as const,
  activityList: (filters: Record<string, string>) => ['admin', 'activity', 'list', filters] as const,
  activityPeople: ['admin', 'activity', 'people'] as const,
  /** What couriers owe and paid (decision 033): an apply or a rate change refreshes every part. */
  settlements: ['admin', 'settlements'] as const,
  /**
   * A report over a range of days (decision 035), under settlements: an applied settlement or a change of
   * rates refreshes them. Orders moving change them too, read again after the 30 s every answer keeps.
   */
  report: (key: string, from: string, to: string) => ['admin', 'settlements', 'reports', key, from, to] as const,
  settlementList: ['admin', 'settlements', 'list'] as const,
  settlementById: (id: string) => ['admin', 'settlements', 'one', id] as const,
  courierFigures: ['admin', 'settlements', 'couriers'] as const,
  courierRates: ['admin', 'settlements', 'rates'] as const,
  /** The couriers whose payments this server fetches by API (decision 036), and their last fetch. */
  fetchableCouriers: ['admin', 'settlements', 'fetchable'] as const,
  /** The signed-in staff member's own card (the settings screen's profile). */
  profile: ['admin', 'profile'] as const,
};
