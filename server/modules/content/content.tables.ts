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
} from 'drizzle-orm/pg-core';
import { LEGAL_PAGES } from '../../../common/content/legal-pages';
import { createdAt, oneOf, updatedAt, uuidPk } from '../../db/columns';

/** The pages of back-office §2 Content management, and the legal pages the footer links to. */
export const CONTENT_PAGES = ['home', 'about', 'products', 'product-detail', ...LEGAL_PAGES] as const;

/** One editable block of a page (back-office §2 Content management); `content` is the section's JSON. */
export const siteContent = pgTable(
  'site_content',
  {
    id: uuidPk(),
    page: text('page', { enum: CONTENT_PAGES }).notNull(),
    section: text('section').notNull(),
    contentType: text('content_type').notNull().default('json'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('site_content_page_section_key').on(t.page, t.section),
    check('site_content_page_check', oneOf(t.page, CONTENT_PAGES)),
  ],
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
