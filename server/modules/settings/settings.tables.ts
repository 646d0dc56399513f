import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { PURCHASE_MOMENTS } from '../../../common/ads/purchase-report';
import { COD_FEE_KINDS } from '../../../common/orders/cod-rules';
import { oneOf, updatedAt } from '../../db/columns';

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
    /**
     * Where couriers collect the shop's parcels, as printed on load sheets and sent where a courier's
     * booking asks for it (decision 031); null: the shop's address.
     */
    pickupAddress: text('pickup_address'),
    /** The weight booked for a parcel, in grams, when an order says nothing else (decision 031). */
    parcelWeightGrams: integer('parcel_weight_grams').notNull().default(500),
    /**
     * The names Meta approved the shop's WhatsApp templates under, where they differ from the catalogue's
     * (common/notifications/whatsapp-templates.ts, docs/whatsapp.md): template key → name.
     */
    whatsappTemplateNames: jsonb('whatsapp_template_names')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /** The language the shop's WhatsApp templates go in, until an order says the shopper's own. */
    whatsappLanguage: text('whatsapp_language', { enum: ['en', 'ur'] })
      .notNull()
      .default('en'),
    /**
     * Confirmation by button (docs/whatsapp.md): a new order that is not high-risk gets the
     * "order received" template with Confirm and Cancel, and the desk calls only when no answer came
     * within `whatsappNoReplyMinutes`.
     */
    whatsappAutoConfirm: boolean('whatsapp_auto_confirm').notNull().default(false),
    whatsappNoReplyMinutes: integer('whatsapp_no_reply_minutes').notNull().default(30),
    /** The shopper's parcel on its way by WhatsApp template: shipped, out for delivery, a failed attempt. */
    whatsappShippingUpdates: boolean('whatsapp_shipping_updates').notNull().default(false),
    /** The word that stops the shop's messages besides STOP, as the owner's customers write it (Urdu). */
    whatsappStopWord: text('whatsapp_stop_word'),
    /**
     * When a purchase is reported to the ads (docs/ads.md, decision 034): `placed`, by the browser's pixel
     * and the servers' events at checkout, or `delivered`, by the servers' events when the order completes.
     */
    purchaseReportedWhen: text('purchase_reported_when', { enum: PURCHASE_MOMENTS })
      .notNull()
      .default('delivered'),
    /**
     * The Cash on Delivery rules at checkout (common/settings/cod-settings.ts), each off by default:
     * COD only to listed cities (the couriers' served cities when their lists are known, else
     * `codCities`), the least and most an order's items may come to, and a fee, flat or a percentage of
     * the items, on every order or on a phone's first.
     */
    codCitiesLimited: boolean('cod_cities_limited').notNull().default(false),
    codCities: jsonb('cod_cities').$type<string[]>().notNull().default([]),
    codMinOrder: numeric('cod_min_order', { precision: 10, scale: 2 }),
    codMaxOrder: numeric('cod_max_order', { precision: 10, scale: 2 }),
    codFeeKind: text('cod_fee_kind', { enum: COD_FEE_KINDS }).notNull().default('none'),
    codFeeAmount: numeric('cod_fee_amount', { precision: 10, scale: 2 }),
    codFeePercent: numeric('cod_fee_percent', { precision: 5, scale: 2 }),
    codFeeFirstOrderOnly: boolean('cod_fee_first_order_only').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_single_row_check', sql`${t.id} = 1`),
    check('site_settings_whatsapp_language_check', sql`${t.whatsappLanguage} IN ('en', 'ur')`),
    check('site_settings_purchase_reported_when_check', oneOf(t.purchaseReportedWhen, PURCHASE_MOMENTS)),
    check(
      'site_settings_whatsapp_no_reply_minutes_check',
      sql`${t.whatsappNoReplyMinutes} BETWEEN 5 AND 1440`,
    ),
    check('site_settings_cod_fee_kind_check', sql`${t.codFeeKind} IN ('none', 'flat', 'percent')`),
  ],
);
