import { z } from 'zod';
import { isoDateTime, successSchema } from '../wire';
import { MEDIA_SEARCH_MAX } from './media-search';
import { MEDIA_CATEGORIES, UPLOAD_PURPOSES } from './upload-rules';

/**
 * The media API's shapes (back-office §3 media_assets and upload results, §7 media calls), shared by the
 * routes (request parsing, response serialization) and the back office's screens.
 */
export const mediaCategorySchema = z.enum(MEDIA_CATEGORIES, {
  error: `category must be one of ${MEDIA_CATEGORIES.join(', ')}`,
});

export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;

/** Where a media item is used, so staff see it before deleting it ("used by", decision 015). */
export const MEDIA_USAGE_KINDS = ['product', 'content', 'settings', 'testimonial', 'seo'] as const;
export const mediaUsageSchema = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  /**
   * What a person recognises: a product's name, a section's page and title, "Site logo", "Share image of
   * home" (an SEO entry's page).
   */
  label: z.string(),
  /** The back-office screen where it is chosen. */
  href: z.string(),
});
export type MediaUsage = z.output<typeof mediaUsageSchema>;

export const mediaAssetSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileUrl: z.string(),
  fileType: z.string(),
  fileSize: z.number().int().nonnegative(),
  category: z.enum(MEDIA_CATEGORIES),
  altText: z.string().nullable(),
  status: z.enum(MEDIA_STATUSES),
  /** Why a video is `failed`, or why it is served as uploaded (no ffmpeg on the server). */
  statusReason: z.string().nullable(),
  optimizedUrls: z.record(z.string(), z.string()),
  formats: z.array(z.string()),
  sizes: z.record(z.string(), z.array(z.number().int())),
  /** A video's extra files: `poster` (a still frame, the tile's thumbnail) and each variant by key. */
  videoVariants: z.record(z.string(), z.string()),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploadedAt: isoDateTime,
  updatedAt: isoDateTime,
  usedBy: z.array(mediaUsageSchema),
});
export type MediaAsset = z.output<typeof mediaAssetSchema>;

/**
 * GET /api/admin/media?category=&search=: newest first. `category` is the spec's kind filter; `search`
 * (ours, optional) keeps the items with every word in the file name or alt text (media-search.ts).
 */
export const mediaListQuerySchema = z.strictObject({
  category: mediaCategorySchema.optional(),
  search: z
    .string()
    .trim()
    .max(MEDIA_SEARCH_MAX, `search must be at most ${MEDIA_SEARCH_MAX} characters`)
    .optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;
export const mediaListSchema = z.array(mediaAssetSchema);

export const mediaIdParamsSchema = z.object({ id: z.uuid('Invalid media id') });

/** PATCH /api/admin/media/{id}: what staff may change of an item after upload. */
export const mediaUpdateSchema = z.strictObject({
  altText: z.string().trim().max(300, 'Alt text must be at most 300 characters'),
});

export const mediaDeleteResultSchema = successSchema;

/**
 * POST /api/objects/upload (back-office §7) and POST /api/upload/logo. With `fileData` (base64) the file
 * is stored at once ("direct mode"); without it the answer is an upload URL to PUT the bytes to.
 * `category` (the library's upload dialog) and `purpose` (where the upload starts, kept with an upload
 * URL) are ours, both optional; neither changes the limits, which are the file kind's own.
 */
export const uploadRequestSchema = z.strictObject({
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .min(1, 'fileName is required')
    .max(255, 'fileName must be at most 255 characters')
    .refine((name) => !/[\\/]/.test(name), 'fileName must be a file name, not a path')
    // eslint-disable-next-line no-control-regex
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'fileName may not contain control characters'),
  fileData: z
    .string()
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'fileData must be base64')
    .optional(),
  contentType: z.string().trim().max(200).optional().default(''),
  fileSize: z
    .number({ error: 'fileSize must be a number of bytes' })
    .int('fileSize must be a number of bytes')
    .nonnegative('fileSize must be a number of bytes'),
  category: mediaCategorySchema.optional(),
  purpose: z.enum(UPLOAD_PURPOSES).optional().default('library'),
  altText: z.string().trim().max(300).optional(),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

/** The stored file (direct mode, or completing an upload URL). */
export const storedUploadSchema = z.object({
  success: z.literal(true),
  fileUrl: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int().nonnegative(),
  asset: mediaAssetSchema,
});
export type StoredUpload = z.output<typeof storedUploadSchema>;

/**
 * An upload URL: PUT the raw bytes there with `headers`, then POST `completeURL`. With `chunkSize` (our
 * own PUT route, disk storage) the bytes go in consecutive PUTs of at most that many bytes, each with
 * `Content-Range: bytes start-end/total`, so no single request outlives the server's request timeout on
 * a slow phone; without it (a pre-signed S3 URL) in one PUT.
 */
export const uploadTicketSchema = z.object({
  success: z.literal(true),
  uploadURL: z.string(),
  uploadId: z.uuid(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  chunkSize: z.number().int().positive().nullable(),
  completeURL: z.string(),
  expiresAt: isoDateTime,
});
export type UploadTicket = z.output<typeof uploadTicketSchema>;

/** A PUT to our own upload URL: how many bytes have arrived, and whether that was the whole file. */
export const uploadReceivedSchema = z.object({
  success: z.literal(true),
  received: z.number().int().nonnegative(),
  complete: z.boolean(),
});

export const uploadAnswerSchema = z.union([storedUploadSchema, uploadTicketSchema]);

/** POST /api/upload/logo (back-office §3 "logo upload {success, url, error}"). */
export const logoUploadResultSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  error: z.null(),
});

/** POST /api/upload/logo's answers: the stored logo, or (without `fileData`) an upload URL. */
export const logoUploadAnswerSchema = z.union([logoUploadResultSchema, uploadTicketSchema]);
