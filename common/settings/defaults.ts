/** Settings the shop falls back to before staff save their own (storefront §3, back-office §3). */
export const SETTINGS_DEFAULTS = {
  siteName: 'Vitalix Organics',
  siteDescription: 'Organic supplements, raw honey, dry fruits and herbal goods, delivered across Pakistan.',
  logoUrl: '/logo.svg',
  currencySymbol: 'Rs',
  defaultCurrency: 'PKR',
} as const;

/** What the storefront may read (GET /api/settings). */
export type PublicSettings = {
  siteName: string;
  siteDescription: string | null;
  logoUrl: string;
  currencySymbol: string;
  defaultCurrency: string;
  contactEmail: string | null;
  contactPhone: string | null;
  whatsappNumber: string | null;
  address: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  youtubeUrl: string | null;
  /** Meta Pixel id; the pixel script loads only when it is set. */
  metaPixelId: string | null;
};
