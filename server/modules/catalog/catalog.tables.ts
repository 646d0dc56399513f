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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES } from '../../../common/catalog/categories';
import { PRODUCT_STATUSES } from '../../../common/catalog/product-status';
import type { UrduRecord } from '../../../common/i18n/urdu-version';
import { createdAt, oneOf, updatedAt, uuidPk } from '../../db/columns';

/** A JSON block of a product (storefront §3): stored as jsonb, parsed on load and save. */
type JsonBlock = Record<string, unknown>;

/**
 * Changes notify the public answers' listeners (migration 0013, decision 020) through a trigger that
 * lists every column but `stock`: a new column must be added to it by a migration.
 */
export const products = pgTable(
  'products',
  {
    id: uuidPk(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /**
     * What one unit costs the shop (docs/settlements.md, costs), for its margins; optional. Never on the
     * shop: the public reads name their columns, and the public answers' trigger does not list it.
     */
    costPrice: numeric('cost_price', { precision: 10, scale: 2 }),
    image: text('image'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    stock: integer('stock').notNull().default(0),
    /** The most units of this product one order may take; null means the shop-wide cap (MAX_LINE_QUANTITY). */
    maxPerOrder: integer('max_per_order'),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    /**
     * A draft is the back office's alone (decision 029): every public read and the order engine ask for
     * `published`. A row made without one is published, as the spec's create call made them.
     */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('published'),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    ingredients: text('ingredients'),
    usageInstructions: text('usage_instructions'),
    productStory: text('product_story'),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    productHeroSection: jsonb('product_hero_section').$type<JsonBlock | null>(),
    productBenefits: jsonb('product_benefits').$type<JsonBlock | null>(),
    productIngredients: jsonb('product_ingredients').$type<JsonBlock | null>(),
    productFaqs: jsonb('product_faqs').$type<JsonBlock | null>(),
    productTestimonials: jsonb('product_testimonials').$type<JsonBlock | null>(),
    productShipping: jsonb('product_shipping').$type<JsonBlock | null>(),
    productHowToUse: jsonb('product_how_to_use').$type<JsonBlock | null>(),
    supplementFacts: jsonb('supplement_facts').$type<JsonBlock | null>(),
    productHoneyPromotion: jsonb('product_honey_promotion').$type<JsonBlock | null>(),
    /**
     * The product's Urdu version (decision 039): its words only, by the English key names
     * (common/catalog/product-texts.ts `productUrdu`); null when none. Read with the English by
     * `textsInLanguage`, the English showing wherever the Urdu is empty.
     */
    ur: jsonb('ur').$type<UrduRecord | null>(),
    /**
     * Raised by every staff edit, never by orders taking or returning stock (decision 016): the editor
     * sends back the version it loaded, and an older one is refused instead of overwriting.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.category),
    index('products_created_at_idx').on(t.createdAt),
    index('products_stock_idx').on(t.stock),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_cost_price_check', sql`${t.costPrice} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_max_per_order_check', sql`${t.maxPerOrder} IS NULL OR ${t.maxPerOrder} >= 1`),
    check('products_rating_check', sql`${t.rating} BETWEEN 0 AND 5`),
    check('products_review_count_check', sql`${t.reviewCount} >= 0`),
    check('products_version_check', sql`${t.version} >= 1`),
    check('products_category_check', oneOf(t.category, PRODUCT_CATEGORIES)),
    check('products_status_check', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * The addresses a product had before its slug changed (decision 029): `/product/{slug}` answers 301 to
 * the product's address now. Kept by product, not by the next slug, so a chain of renames leads to the
 * current address in one hop. A product that takes one of these slugs wins it (the row goes), and the
 * rows go with their product.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_slug_redirects_product_idx').on(t.productId),
    check('product_slug_redirects_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuidPk(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    rating: integer('rating').notNull(),
    title: text('title'),
    comment: text('comment').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const productFaqs = pgTable(
  'product_faqs',
  {
    id: uuidPk(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    order: integer('order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('product_faqs_product_idx').on(t.productId, t.order)],
);

export const siteSupplementFacts = pgTable(
  'site_supplement_facts',
  {
    id: uuidPk(),
    productName: text('product_name').notNull(),
    servingSize: text('serving_size'),
    servingsPerContainer: text('servings_per_container'),
    nutrients: jsonb('nutrients')
      .$type<Array<{ name: string; amount: string; dailyValue: string }>>()
      .notNull()
      .default([]),
    disclaimer: text('disclaimer'),
    image: text('image'),
    order: integer('order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('site_supplement_facts_order_idx').on(t.order)],
);

export const siteIngredients = pgTable(
  'site_ingredients',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon'),
    image: text('image'),
    benefits: text('benefits'),
    order: integer('order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('site_ingredients_order_idx').on(t.order)],
);
