import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTENT_PAGES } from '../../../common/content/content-admin-schemas';
import type { UrduRecord } from '../../../common/i18n/urdu-version';
import { createdAt, oneOf, updatedAt, uuidPk } from '../../db/columns';

/** One editable block of a page (back-office §2 Content management); `content` is the section's JSON. */
export const siteContent = pgTable(
  'site_content',
  {
    id: uuidPk(),
    page: text('page', { enum: CONTENT_PAGES }).notNull(),
    section: text('section').notNull(),
    contentType: text('content_type').notNull().default('json'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The section's Urdu version (decision 039), by the content's key names; null when none. */
    ur: jsonb('ur').$type<UrduRecord | null>(),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('site_content_page_section_key').on(t.page, t.section),
    check('site_content_page_check', oneOf(t.page, CONTENT_PAGES)),
  ],
);

/**
 * Every saved version of a section, the current one included (decision 017: the editor's history
 * and restore). Written in the same transaction as the save; the oldest beyond CONTENT_HISTORY_LIMIT go.
 */
export const siteContentVersions = pgTable(
  'site_content_versions',
  {
    id: uuidPk(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => siteContent.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    ur: jsonb('ur').$type<UrduRecord | null>(),
    isPublished: boolean('is_published').notNull(),
    savedById: text('saved_by_id').notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_content_versions_content_idx').on(t.contentId, t.savedAt)],
);

export const navigationLinks = pgTable(
  'navigation_links',
  {
    id: uuidPk(),
    label: text('label').notNull(),
    href: text('href').notNull(),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('navigation_links_order_idx').on(t.order)],
);

export const footerLinks = pgTable(
  'footer_links',
  {
    id: uuidPk(),
    label: text('label').notNull(),
    href: text('href').notNull(),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    category: text('category'),
  },
  (t) => [index('footer_links_order_idx').on(t.category, t.order)],
);

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;

/** Kept for the data model of back-office §3; no screen uses promotions yet. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuidPk(),
    title: text('title').notNull(),
    description: text('description'),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    discountValue: numeric('discount_value', { precision: 10, scale: 2 }).notNull(),
    bannerImage: text('banner_image'),
    bannerText: text('banner_text'),
    isActive: boolean('is_active').notNull().default(true),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotions_active_idx').on(t.isActive, t.startDate),
    check('promotions_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('promotions_discount_value_check', sql`${t.discountValue} >= 0`),
    check('promotions_percentage_check', sql`${t.discountType} <> 'percentage' OR ${t.discountValue} <= 100`),
    check(
      'promotions_dates_check',
      sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);
