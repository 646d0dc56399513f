import { z } from 'zod';
import { isoDateTime } from '../wire';
import { LEGAL_PAGES } from './legal-pages';

/**
 * The content API's shapes (decision 017; back-office §3 site_content and the content record payload, §7
 * content calls). What a section's `content` may hold is checked separately by `checkSectionContent`
 * (section-rules.ts), since its shape depends on the page and section.
 */

/** The pages content may belong to: the content screen's tabs and the footer's legal pages. */
export const CONTENT_PAGES = ['home', 'about', 'products', 'product-detail', ...LEGAL_PAGES] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

export const SECTION_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** How many earlier versions of a section are kept for the editor's history. */
export const CONTENT_HISTORY_LIMIT = 30;

export const contentRecordSchema = z.object({
  id: z.uuid(),
  page: z.string(),
  section: z.string(),
  contentType: z.string(),
  content: z.record(z.string(), z.unknown()),
  /** The section's Urdu version as stored (decision 039), or null when it has none. */
  ur: z.record(z.string(), z.unknown()).nullable(),
  isPublished: z.boolean(),
  updatedAt: isoDateTime,
});
export type ContentRecord = z.output<typeof contentRecordSchema>;
export const contentListSchema = z.array(contentRecordSchema);

/** A section's content as an object or as JSON text (back-office §3 content record payload). */
const contentInput = z.union([z.record(z.string(), z.unknown()), z.string().max(200_000)], {
  error: 'Content must be a JSON object or JSON text',
});

/**
 * A section's Urdu version (decision 039): its words by the content's key names, checked by the section's
 * rules (`checkSectionUrdu`), as the content is. Left out, the stored one stays; null or {} clears it.
 */
const urduInput = z
  .record(z.string(), z.unknown(), { error: 'ur must be an object of texts or null' })
  .nullable();

export const contentCreateSchema = z.strictObject({
  page: z.enum(CONTENT_PAGES, { error: `Page must be one of ${CONTENT_PAGES.join(', ')}` }),
  section: z
    .string({ error: 'Section is required' })
    .trim()
    .min(1, 'Section is required')
    .max(60, 'Section must be at most 60 characters')
    .regex(SECTION_NAME_PATTERN, 'Section may contain only lowercase letters, numbers and single hyphens'),
  contentType: z.literal('json', { error: "Content type must be 'json'" }).default('json'),
  content: contentInput,
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).default(true),
  ur: urduInput.default(null),
});
export type ContentCreate = z.input<typeof contentCreateSchema>;

export const contentPatchSchema = z
  .strictObject({
    content: contentInput.optional(),
    isPublished: z.boolean({ error: 'isPublished must be true or false' }).optional(),
    contentType: z.literal('json', { error: "Content type must be 'json'" }).optional(),
    ur: urduInput.optional(),
  })
  .refine((body) => body.content !== undefined || body.isPublished !== undefined || body.ur !== undefined, {
    message: 'Nothing to change: send content, ur or isPublished',
  });
export type ContentPatch = z.input<typeof contentPatchSchema>;

export const contentIdParamsSchema = z.object({ id: z.uuid({ error: 'Content id must be a UUID' }) });

/** One saved version of a section (the editor's history; restore loads it back into the form). */
export const contentVersionSchema = z.object({
  id: z.uuid(),
  content: z.record(z.string(), z.unknown()),
  /** The Urdu version saved with it (decision 039). */
  ur: z.record(z.string(), z.unknown()).nullable(),
  isPublished: z.boolean(),
  savedAt: isoDateTime,
  savedBy: z.string(),
});
export type ContentVersion = z.output<typeof contentVersionSchema>;
export const contentVersionListSchema = z.array(contentVersionSchema);

/**
 * What the editor's live preview needs beside the sections to draw them as their pages do: the flagship
 * product (the home sections show its image where they have none; the products page's call to action
 * links to it) and the published testimonials the home page's reviews show, in the page's order.
 */
export const contentPreviewSchema = z.object({
  flagship: z.object({ slug: z.string(), image: z.string().nullable() }).nullable(),
  reviews: z.array(
    z.object({
      id: z.string(),
      rating: z.number().int(),
      testimonial: z.string(),
      customerName: z.string(),
      customerImage: z.string().nullable(),
      customerTitle: z.string().nullable(),
      isVerified: z.boolean(),
    }),
  ),
});
export type ContentPreview = z.output<typeof contentPreviewSchema>;
