import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

/** The shop's settings: exactly one row (id 1), enforced by the database. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    siteDescription: text('site_description'),
    logoUrl: text('logo_url').notNull().default('/logo.svg'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    whatsappNumber: text('whatsapp_number'),
    address: text('address'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    twitterUrl: text('twitter_url'),
    youtubeUrl: text('youtube_url'),
    defaultCurrency: text('default_currency').notNull().default('PKR'),
    currencySymbol: text('currency_symbol').notNull().default('Rs'),
    emailNotificationsEnabled: boolean('email_notifications_enabled').notNull().default(true),
    whatsappNotificationsEnabled: boolean('whatsapp_notifications_enabled').notNull().default(true),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    /** Meta (Facebook) Pixel id; the storefront loads the pixel script only when this is set. */
    metaPixelId: text('meta_pixel_id'),
    /**
     * The confirmation desk's WhatsApp message in English and Urdu (decision 022), with placeholders
     * (common/orders/confirmation-message.ts); null is the built-in message.
     */
    confirmationMessageEn: text('confirmation_message_en'),
    confirmationMessageUr: text('confirmation_message_ur'),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row_check', sql`${t.id} = 1`)],
);
