import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MEDIA_STATUSES } from '../../../common/media/media-schemas';
import { MEDIA_CATEGORIES, UPLOAD_PURPOSES } from '../../../common/media/upload-rules';
import { oneOf, updatedAt, uuidPk } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

export { MEDIA_CATEGORIES, MEDIA_STATUSES };

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
    /** Why a video failed, or why it is served as uploaded (no ffmpeg). */
    statusReason: text('status_reason'),
    optimizedUrls: jsonb('optimized_urls').$type<OptimizedUrls>().notNull().default({}),
    formats: jsonb('formats').$type<string[]>().notNull().default([]),
    /** Widths made per format, e.g. { webp: [400, 800] }, for srcset. */
    sizes: jsonb('sizes').$type<Record<string, number[]>>().notNull().default({}),
    /** Pixel size of the full-size image, so pages can reserve its box before it loads (no layout shift). */
    width: integer('width'),
    height: integer('height'),
    videoVariants: jsonb('video_variants').$type<Record<string, string>>().notNull().default({}),
    /** Where the asset's files live in storage (`media/<id>/`): a delete removes everything under it. */
    storagePrefix: text('storage_prefix'),
    /** The storage key of the file as uploaded (a video's source for its variants). */
    originalKey: text('original_key'),
    /** The video job (modules/media/video): a worker holds a `processing` asset until its lease ends. */
    processingAttempts: integer('processing_attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_assets_category_idx').on(t.category, t.uploadedAt.desc()),
    index('media_assets_uploaded_at_idx').on(t.uploadedAt.desc()),
    index('media_assets_file_url_idx').on(t.fileUrl),
    index('media_assets_processing_idx')
      .on(t.uploadedAt)
      .where(sql`${t.status} = 'processing'`),
    check('media_assets_category_check', oneOf(t.category, MEDIA_CATEGORIES)),
    check('media_assets_status_check', oneOf(t.status, MEDIA_STATUSES)),
    check('media_assets_file_size_check', sql`${t.fileSize} >= 0`),
  ],
);

/**
 * An upload URL handed out for a large file (decision 015): bound to the staff member who asked, valid 15
 * minutes, used once. Only the hash of its token is kept.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    category: text('category', { enum: MEDIA_CATEGORIES }),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    altText: text('alt_text'),
    /** Where the bytes wait until the upload is completed and checked. */
    stagingKey: text('staging_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the bytes arrived through our own PUT (disk storage): a second PUT is refused. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    assetId: uuid('asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('media_uploads_expires_at_idx').on(t.expiresAt),
    check('media_uploads_file_size_check', sql`${t.fileSize} >= 0`),
  ],
);
