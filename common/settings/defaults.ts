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
  /** As shown: `+92 51 1234567`; a number saved before the check that is none, as typed. */
  contactPhone: string | null;
  /** The contact phone for a `tel:` link (E.164); null when it cannot be dialled. */
  contactPhoneTel: string | null;
  /** A Pakistani mobile in E.164 (`+923001234567`), for `wa.me` links; null when none can open a chat. */
  whatsappNumber: string | null;
  address: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  youtubeUrl: string | null;
  /** Meta Pixel id; the pixel script loads only when it is set. */
  metaPixelId: string | null;
};
