/**
 * The words of maintenance mode's banners (decision 018), without zod: the shop's layout shows one to
 * staff, and the shop's script carries no zod (decision 008).
 */
/** Across the back office, and on the shop as staff see it. */
export const MAINTENANCE_BANNER = {
  title: 'Maintenance mode is on',
  backOffice: 'The shop is closed to shoppers: they see the maintenance page and cannot order.',
  shop: 'The shop is closed to shoppers, who see the maintenance page and cannot order. You see it because you are signed in as staff.',
  change: 'Turn it off in Settings',
  askSomeone: 'Someone with access to Settings can turn it off.',
} as const;
