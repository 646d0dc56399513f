import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk } from '../../db/columns';

export const siteTestimonials = pgTable(
  'site_testimonials',
  {
    id: uuidPk(),
    customerName: text('customer_name').notNull(),
    customerTitle: text('customer_title'),
    customerImage: text('customer_image'),
    rating: integer('rating').notNull().default(5),
    testimonial: text('testimonial').notNull(),
    isVerified: boolean('is_verified').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    order: integer('order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_testimonials_order_idx').on(t.order, t.createdAt),
    check('site_testimonials_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const siteFaqs = pgTable(
  'site_faqs',
  {
    id: uuidPk(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category'),
    order: integer('order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('site_faqs_order_idx').on(t.order, t.createdAt)],
);
