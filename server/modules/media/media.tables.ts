import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf, updatedAt, uuidPk } from '../../db/columns';

export const MEDIA_CATEGORIES = ['image', 'video', 'document'] as const;
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;

/** Keys of a media item's optimized URL map (storefront §3 Media item). */
export type OptimizedUrls = Partial<
  Record<'webp' | 'avif' | 'jpg' | 'png' | 'mp4_720p' | 'mp4_480p' | 'webm_720p' | 'hls_playlist', string>
>;

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuidPk(),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    category: text('category', { enum: MEDIA_CATEGORIES }).notNull(),
    altText: text('alt_text'),
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('ready'),
    optimizedUrls: jsonb('optimized_urls').$type<OptimizedUrls>().notNull().default({}),
    formats: jsonb('formats').$type<string[]>().notNull().default([]),
    /** Widths made per format, e.g. { webp: [400, 800] }, for srcset. */
    sizes: jsonb('sizes').$type<Record<string, number[]>>().notNull().default({}),
    /** Pixel size of the full-size image, so pages can reserve its box before it loads (no layout shift). */
    width: integer('width'),
    height: integer('height'),
    videoVariants: jsonb('video_variants').$type<Record<string, string>>().notNull().default({}),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_assets_category_idx').on(t.category, t.uploadedAt.desc()),
    index('media_assets_uploaded_at_idx').on(t.uploadedAt.desc()),
    index('media_assets_file_url_idx').on(t.fileUrl),
    check('media_assets_category_check', oneOf(t.category, MEDIA_CATEGORIES)),
    check('media_assets_status_check', oneOf(t.status, MEDIA_STATUSES)),
    check('media_assets_file_size_check', sql`${t.fileSize} >= 0`),
  ],
);
