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

/**
 * A link or media address staff may store: an http(s) URL or a path on this site ('/uploads/…'), never
 * `javascript:`, `data:` or a protocol-relative `//host` that would leave the site unnoticed.
 */
export const siteLinkSchema = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(2000, 'URL must be at most 2000 characters')
  .refine(
    (value) =>
      (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) ||
      /^https?:\/\/[^\s]+$/i.test(value),
    'Enter a web address starting with http:// or https://, or a path on this site starting with /',
  );

/**
 * PATCH /api/admin/settings (back-office §7 "partial or full settings"). The logo lands with the media
 * pipeline (issue 12); the other settings join this schema with the settings screen (issue 15).
 */
export const settingsPatchSchema = z.strictObject({ logoUrl: siteLinkSchema });
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
