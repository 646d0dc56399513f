import { z } from 'zod';
import { isoDateTime } from '../wire';

/** GET /api/admin/settings (back-office §3 site_settings): every setting, the notification switches too. */
export const adminSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string().nullable(),
  logoUrl: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  address: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  defaultCurrency: z.string(),
  currencySymbol: z.string(),
  emailNotificationsEnabled: z.boolean(),
  whatsappNotificationsEnabled: z.boolean(),
  maintenanceMode: z.boolean(),
  /** Meta Pixel id; the storefront loads the pixel only when it is set. */
  metaPixelId: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;
