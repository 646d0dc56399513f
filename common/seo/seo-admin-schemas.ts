import { z } from 'zod';
import { isSiteLink } from '../content/section-rules';
import { urduField, urduGroup, urduPartOf } from '../i18n/urdu-version';
import { isOneLine } from '../text/text-rules';
import { isoDateTime } from '../wire';

/**
 * The SEO API's shapes (decision 017; back-office §3 seo_meta, §5 SEO form, §7 SEO calls). `page` names a
 * storefront page: home, products, about, privacy, terms, or `product:{slug}` for one product's page.
 */

export const SEO_PAGE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*(:[a-z0-9]+(-[a-z0-9]+)*)?$/;

/** The hints of back-office §5 (shown as live counters, never enforced). */
export const SEO_HINTS = {
  title: { min: 50, max: 60 },
  description: { min: 150, max: 160 },
  ogImage: { width: 1200, height: 630 },
} as const;

export const SEO_MESSAGES = {
  created: 'SEO meta created',
  updated: 'SEO meta updated',
  deleted: 'SEO meta deleted',
  createFailed: 'Failed to create SEO meta',
  updateFailed: 'Failed to update SEO meta',
  deleteFailed: 'Failed to delete SEO meta',
  empty: 'No SEO Metadata',
  pageRequired: 'Page is required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  pageImmutable: 'The page of an SEO entry cannot be changed after it is created',
  notFound: 'SEO entry not found',
  deleteConfirm:
    'This SEO entry will be permanently deleted; the page falls back to its own title and description.',
} as const;

export const seoTakenMessage = (page: string) => `SEO metadata for page "${page}" already exists`;

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, `${label} must be a single line of plain text`);
const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, `${label} must be a single line of plain text`);
const optionalLine = (label: string, max: number) =>
  line(label, max)
    .transform((v) => v || null)
    .nullable()
    .optional();

export const seoPageSchema = z
  .string({ error: SEO_MESSAGES.pageRequired })
  .trim()
  .min(1, SEO_MESSAGES.pageRequired)
  .max(120, 'Page must be at most 120 characters')
  .regex(SEO_PAGE_PATTERN, 'Page must be a page name such as home, about or product:vitalix');

const keywordsSchema = z
  .array(line('A keyword', 100), { error: 'Keywords must be a list' })
  .max(30, 'At most 30 keywords')
  .transform((list) => [...new Set(list.filter(Boolean))]);

const ogImageSchema = z
  .string({ error: 'OG image must be text' })
  .trim()
  .max(2000, 'OG image must be at most 2000 characters')
  .refine(
    (v) => v === '' || isSiteLink(v),
    'OG image must be a web address starting with http:// or https://, or a path on this site',
  )
  .transform((v) => v || null)
  .nullable()
  .optional();

const seoFields = {
  title: requiredLine('Title', 200),
  description: requiredLine('Description', 500),
  keywords: keywordsSchema.default([]),
  ogImage: ogImageSchema,
  ogTitle: optionalLine('OG title', 200),
  ogDescription: optionalLine('OG description', 500),
};

/**
 * An entry's Urdu version (decision 039): what search engines and shared links show of the Urdu page,
 * each held to its English field's rule and empty where the English shows; never the page or the image.
 */
export const seoUrdu = urduGroup({
  title: urduPartOf(seoFields.title, 'text'),
  description: urduPartOf(seoFields.description, 'text'),
  keywords: urduPartOf(keywordsSchema, 'lines'),
  ogTitle: urduPartOf(seoFields.ogTitle, 'text'),
  ogDescription: urduPartOf(seoFields.ogDescription, 'text'),
});
const seoUrduField = urduField(seoUrdu);

export const seoCreateSchema = z.strictObject({
  page: seoPageSchema,
  ...seoFields,
  /** Optional: none stored without it; null or {} stores none. */
  ur: seoUrduField.default(null),
});
export type SeoCreate = z.input<typeof seoCreateSchema>;

/** PATCH: any of the fields; `page` may be sent only unchanged (it is immutable). */
export const seoPatchSchema = z
  .strictObject({
    page: seoPageSchema.optional(),
    title: seoFields.title.optional(),
    description: seoFields.description.optional(),
    keywords: keywordsSchema.optional(),
    ogImage: ogImageSchema,
    ogTitle: seoFields.ogTitle,
    ogDescription: seoFields.ogDescription,
    /** The whole Urdu version; left out, the stored one stays; null or {} clears it. */
    ur: seoUrduField.optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'page'), {
    message: 'Nothing to change: send at least one field',
  });
export type SeoPatch = z.input<typeof seoPatchSchema>;

export const seoPageParamsSchema = z.object({ page: seoPageSchema });

export const seoEntrySchema = z.object({
  id: z.uuid(),
  page: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  ogImage: z.string().nullable(),
  ogTitle: z.string().nullable(),
  ogDescription: z.string().nullable(),
  /** The Urdu version as stored (decision 039), or null when the entry has none. */
  ur: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: isoDateTime,
});
export type SeoEntryRecord = z.output<typeof seoEntrySchema>;
export const seoListSchema = z.array(seoEntrySchema);

/**
 * The SEO form's keywords field: comma separated, trimmed, empties dropped (back-office §5). Urdu is typed
 * with its own comma (،), which separates as well.
 */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((k) => k.trim())
    .filter(Boolean);
}
