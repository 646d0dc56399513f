import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UrduRecord } from '../../../common/i18n/urdu-version';
import { updatedAt, uuidPk } from '../../db/columns';

/** Search-engine metadata per page; `page` is unique and never changes after creation (back-office §3). */
export const seoMeta = pgTable(
  'seo_meta',
  {
    id: uuidPk(),
    page: text('page').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    ogImage: text('og_image'),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
    /** The entry's Urdu version (decision 039): title, description, keywords, OG texts; null when none. */
    ur: jsonb('ur').$type<UrduRecord | null>(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('seo_meta_page_key').on(t.page)],
);
