import { z } from 'zod';
import { PURCHASE_MOMENTS } from '../ads/purchase-report';
import {
  DEFAULT_CONFIRMATION_MESSAGES,
  MAX_TEMPLATE_LENGTH,
  MESSAGE_BLANKS,
  unknownBlanks,
  type MessageLanguage,
} from '../orders/confirmation-message';
import { TEMPLATE_KEYS, TEMPLATE_LANGUAGES } from '../notifications/whatsapp-templates';
import { hasNoControlCharacters, isOneLine } from '../text/text-rules';
import { isoDateTime } from '../wire';
import { codSettingsAnswer, codSettingsPatch } from './cod-settings';

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
  /**
   * Meta Pixel id; the storefront loads the pixel only when it is set, and the Conversions API reports to
   * it (docs/ads.md).
   */
  metaPixelId: z.string().nullable(),
  /** When a purchase is reported to the ads: at checkout, or when the order is delivered (docs/ads.md). */
  purchaseReportedWhen: z.enum(PURCHASE_MOMENTS),
  /** The confirmation desk's WhatsApp messages (decision 022); null is the built-in one. */
  confirmationMessageEn: z.string().nullable(),
  confirmationMessageUr: z.string().nullable(),
  /** Where couriers collect parcels (decision 031); null: the shop's address. */
  pickupAddress: z.string().nullable(),
  /** The weight booked for a parcel, in grams (decision 031). */
  parcelWeightGrams: z.number().int(),
  /** The names Meta approved the shop's WhatsApp templates under, where not the catalogue's (docs/whatsapp.md). */
  whatsappTemplateNames: z.partialRecord(z.enum(TEMPLATE_KEYS), z.string()),
  /** The language the shop's WhatsApp templates go in. */
  whatsappLanguage: z.enum(TEMPLATE_LANGUAGES),
  /**
   * Confirmation by button (docs/whatsapp.md): new orders that are not high-risk get the "order received"
   * template with Confirm and Cancel; the desk calls those with no answer after `whatsappNoReplyMinutes`.
   */
  whatsappAutoConfirm: z.boolean(),
  whatsappNoReplyMinutes: z.number().int(),
  /** The shopper's parcel on its way by WhatsApp: shipped, out for delivery, a failed attempt. */
  whatsappShippingUpdates: z.boolean(),
  /** The word besides STOP that stops the shop's messages to a shopper (the owner's Urdu word). */
  whatsappStopWord: z.string().nullable(),
  /** The Cash on Delivery rules at checkout (cod-settings.ts), each off by default. */
  ...codSettingsAnswer,
  updatedAt: isoDateTime,
  /**
   * Whether this server holds WhatsApp Business credentials (read only): without them no WhatsApp
   * message is sent, whatever the switch says, and the screen says "Not connected".
   */
  whatsappConnected: z.boolean(),
  /**
   * Which ad services this server reports purchases to (read only): the Conversions API with
   * META_CAPI_TOKEN (and a pixel id), GA4 with GA4_MEASUREMENT_ID and GA4_API_SECRET.
   */
  adsConnected: z.object({ metaConversions: z.boolean(), ga4: z.boolean() }),
  /**
   * What is wrong with a stored number the shop cannot use (read only): one saved before the numbers
   * were checked. The shop hides its link until staff enter it again.
   */
  phoneProblems: z.object({ contactPhone: z.string().optional(), whatsappNumber: z.string().optional() }),
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

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  savedDescription: 'Your changes are live on the website.',
  failed: 'Failed to update settings',
  siteNameRequired: 'Site name is required',
  socialUrl: 'Enter a web address starting with http:// or https://',
  maintenanceOn: 'Maintenance mode is on: visitors see the maintenance page and orders are refused.',
} as const;

/** While maintenance mode is on (decision 018): the shop's pages answer 503 and orders are refused. */
export const MAINTENANCE_MESSAGES = {
  title: 'We will be back soon',
  body: 'The shop is closed for maintenance for a short while. Please try again later.',
  orderRefused: 'The shop is closed for maintenance. Please try again later; nothing was ordered.',
  retryAfterSeconds: 600,
} as const;

const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, `${label} must be a single line of plain text`)
    .transform((value) => value || null)
    .nullable();

/** A social profile: an http(s) address only, or empty. */
const socialUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
      `${label}: ${SETTINGS_MESSAGES.socialUrl}`,
    )
    .transform((value) => value || null)
    .nullable();

/** "{name}, {orderNumber}, …": the placeholders a confirmation message may name, as a refusal lists them. */
const BLANK_LIST = Object.keys(MESSAGE_BLANKS)
  .map((name) => `{${name}}`)
  .join(', ');

/**
 * A confirmation message template (decision 022): text of several lines, no control characters, at most
 * MAX_TEMPLATE_LENGTH characters, naming only the placeholders the desk fills. Empty, or the built-in
 * message itself, is saved as null: the shop then follows the built-in message.
 */
const confirmationTemplate = (label: string, language: MessageLanguage) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX_TEMPLATE_LENGTH, `${label} must be at most ${MAX_TEMPLATE_LENGTH} characters`)
    .refine(hasNoControlCharacters, `${label} may not contain control characters`)
    .superRefine((value, context) => {
      const unknown = unknownBlanks(value);
      if (unknown.length) {
        const names = unknown.map((name) => `{${name}}`).join(', ');
        context.addIssue({
          code: 'custom',
          message: `${label}: unknown placeholder ${names}. Use ${BLANK_LIST}`,
        });
      }
    })
    .transform((value) => (value === '' || value === DEFAULT_CONFIRMATION_MESSAGES[language] ? null : value))
    .nullable();

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * PATCH /api/admin/settings (back-office §7 "partial or full settings"): any of the screen's fields; what
 * is left out stays as it is. Empty optional text clears the setting.
 */
export const settingsPatchSchema = z
  .strictObject({
    siteName: z
      .string({ error: SETTINGS_MESSAGES.siteNameRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.siteNameRequired)
      .max(100, 'Site name must be at most 100 characters')
      .refine(isOneLine, 'Site name must be a single line of plain text'),
    siteDescription: z
      .string({ error: 'Site description must be text' })
      .trim()
      .max(500, 'Site description must be at most 500 characters')
      .refine(hasNoControlCharacters, 'Site description may not contain control characters')
      .transform((value) => value || null)
      .nullable(),
    logoUrl: siteLinkSchema,
    contactEmail: z
      .string({ error: 'Contact email must be text' })
      .trim()
      .toLowerCase()
      .refine((value) => value === '' || z.email().safeParse(value).success, 'Invalid email address')
      .transform((value) => value || null)
      .nullable(),
    // Checked as Pakistani phones and saved as E.164 by the server (modules/settings/settings-phones.ts):
    // the parser's metadata stays out of the browser (decision 022).
    contactPhone: optionalLine('Contact phone', 30),
    whatsappNumber: optionalLine('WhatsApp number', 30),
    address: z
      .string({ error: 'Address must be text' })
      .trim()
      .max(500, 'Address must be at most 500 characters')
      .refine(hasNoControlCharacters, 'Address may not contain control characters')
      .transform((value) => value || null)
      .nullable(),
    facebookUrl: socialUrl('Facebook'),
    instagramUrl: socialUrl('Instagram'),
    twitterUrl: socialUrl('Twitter'),
    youtubeUrl: socialUrl('YouTube'),
    emailNotificationsEnabled: flag('Email notifications'),
    whatsappNotificationsEnabled: flag('WhatsApp notifications'),
    maintenanceMode: flag('Maintenance mode'),
    defaultCurrency: z
      .string({ error: 'Default currency is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Default currency must be a three-letter code such as PKR'),
    currencySymbol: z
      .string({ error: 'Currency symbol is required' })
      .trim()
      .min(1, 'Currency symbol is required')
      .max(5, 'Currency symbol must be at most 5 characters')
      .refine(isOneLine, 'Currency symbol must be a single line of plain text'),
    confirmationMessageEn: confirmationTemplate('English confirmation message', 'en'),
    confirmationMessageUr: confirmationTemplate('Urdu confirmation message', 'ur'),
    pickupAddress: z
      .string({ error: 'Pickup address must be text' })
      .trim()
      .max(500, 'Pickup address must be at most 500 characters')
      .refine(hasNoControlCharacters, 'Pickup address may not contain control characters')
      .transform((value) => value || null)
      .nullable(),
    // A number in JSON; typed as digits in the settings form.
    parcelWeightGrams: z.coerce
      .number({ error: 'Parcel weight must be a number of grams' })
      .int('Parcel weight must be a whole number of grams')
      .min(10, 'Parcel weight must be at least 10 grams')
      .max(50_000, 'Parcel weight must be at most 50,000 grams'),
    // Every name, as Meta names templates; a key left out is the catalogue's own name.
    whatsappTemplateNames: z.partialRecord(
      z.enum(TEMPLATE_KEYS, { error: `A template is one of ${TEMPLATE_KEYS.join(', ')}` }),
      z
        .string({ error: 'A template name must be text' })
        .trim()
        .regex(
          /^[a-z0-9_]{1,512}$/,
          'A template name is lower-case letters, digits and underscores, as Meta names templates',
        ),
      { error: 'WhatsApp template names must be an object of template names' },
    ),
    whatsappLanguage: z.enum(TEMPLATE_LANGUAGES, { error: 'WhatsApp language must be en or ur' }),
    whatsappAutoConfirm: flag('WhatsApp confirmation by button'),
    // A number in JSON; typed as digits in the settings form.
    whatsappNoReplyMinutes: z.coerce
      .number({ error: 'The wait for a WhatsApp answer must be a number of minutes' })
      .int('The wait for a WhatsApp answer must be a whole number of minutes')
      .min(5, 'The wait for a WhatsApp answer must be at least 5 minutes')
      .max(1440, 'The wait for a WhatsApp answer must be at most 1,440 minutes (a day)'),
    whatsappShippingUpdates: flag('WhatsApp shipping updates'),
    whatsappStopWord: z
      .string({ error: 'The stop word must be text' })
      .trim()
      .max(30, 'The stop word must be at most 30 characters')
      .refine(isOneLine, 'The stop word must be a single line of plain text')
      .transform((value) => value || null)
      .nullable(),
    // Digits only: the id is written into the pixel's script call and the Conversions API's address.
    metaPixelId: z
      .string({ error: 'The Meta Pixel ID must be text' })
      .trim()
      .regex(/^(\d{5,20})?$/, 'The Meta Pixel ID is the number Events Manager shows, digits only')
      .transform((value) => value || null)
      .nullable(),
    purchaseReportedWhen: z.enum(PURCHASE_MOMENTS, {
      error: 'A purchase is reported when placed or when delivered',
    }),
    ...codSettingsPatch,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Nothing to change: send at least one setting',
  });
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
export type SettingsPatchInput = z.input<typeof settingsPatchSchema>;
