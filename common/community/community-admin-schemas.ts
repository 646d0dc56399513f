import { z } from 'zod';
import { isSiteLink } from '../content/section-rules';
import { hasNoControlCharacters, isOneLine } from '../text/text-rules';
import { isoDateTime, successSchema } from '../wire';

/**
 * The testimonials and site FAQs API (back-office §3 site_testimonials and site_faqs, §5 their
 * forms, §7 their calls, §8 their toasts). The storefront lists published rows only, by `order`.
 */

export const TESTIMONIAL_MESSAGES = {
  created: 'Testimonial created',
  updated: 'Testimonial updated',
  deleted: 'Testimonial deleted',
  reordered: 'Order saved',
  createFailed: 'Failed to create testimonial',
  updateFailed: 'Failed to update testimonial',
  deleteFailed: 'Failed to delete testimonial',
  empty: 'No testimonials yet. Create your first testimonial!',
  nameRequired: 'Customer name is required',
  textRequired: 'Testimonial is required',
  rating: 'Rating must be a whole number from 1 to 5',
  notFound: 'Testimonial not found',
  deleteConfirm: 'This testimonial will be permanently deleted.',
} as const;

export const FAQ_MESSAGES = {
  created: 'FAQ created',
  updated: 'FAQ updated',
  deleted: 'FAQ deleted',
  reordered: 'Order saved',
  createFailed: 'Failed to create FAQ',
  updateFailed: 'Failed to update FAQ',
  deleteFailed: 'Failed to delete FAQ',
  empty: 'No FAQs yet. Create your first FAQ!',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  notFound: 'FAQ not found',
  deleteConfirm: 'This FAQ will be permanently deleted.',
} as const;

export const TESTIMONIAL_RATING = { min: 1, max: 5, default: 5 } as const;
/** The `order` column is a PostgreSQL integer; staff use small numbers. */
export const MAX_DISPLAY_ORDER = 100_000;

const requiredText = (message: string, max: number, multiline = false) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine(multiline ? hasNoControlCharacters : isOneLine, 'Must be plain text');
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, `${label} must be a single line of plain text`)
    .transform((v) => v || null)
    .nullable();
const displayOrder = z.coerce
  .number({ error: 'Order must be a whole number' })
  .int('Order must be a whole number')
  .min(0, 'Order must be 0 or more')
  .max(MAX_DISPLAY_ORDER, `Order must be at most ${MAX_DISPLAY_ORDER}`);
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const idParamsSchema = z.object({ id: z.uuid({ error: 'Id must be a UUID' }) });

// ---- Testimonials ----------------------------------------------------------------------------------

const testimonialFields = {
  customerName: requiredText(TESTIMONIAL_MESSAGES.nameRequired, 120),
  customerTitle: optionalLine('Title', 120),
  customerImage: z
    .string({ error: 'Image must be text' })
    .trim()
    .max(2000, 'Image must be at most 2000 characters')
    .refine((v) => v === '' || isSiteLink(v), 'Image must be a web address or a path on this site')
    .transform((v) => v || null)
    .nullable(),
  rating: z.coerce
    .number({ error: TESTIMONIAL_MESSAGES.rating })
    .int(TESTIMONIAL_MESSAGES.rating)
    .min(TESTIMONIAL_RATING.min, TESTIMONIAL_MESSAGES.rating)
    .max(TESTIMONIAL_RATING.max, TESTIMONIAL_MESSAGES.rating),
  testimonial: requiredText(TESTIMONIAL_MESSAGES.textRequired, 3000, true),
  isVerified: flag('Verified'),
  isFeatured: flag('Featured'),
  order: displayOrder,
  isPublished: flag('Published'),
};

export const testimonialCreateSchema = z.strictObject({
  ...testimonialFields,
  customerTitle: testimonialFields.customerTitle.optional(),
  customerImage: testimonialFields.customerImage.optional(),
  rating: testimonialFields.rating.default(TESTIMONIAL_RATING.default),
  isVerified: testimonialFields.isVerified.default(true),
  isFeatured: testimonialFields.isFeatured.default(false),
  order: testimonialFields.order.default(0),
  isPublished: testimonialFields.isPublished.default(true),
});
export type TestimonialCreate = z.input<typeof testimonialCreateSchema>;

export const testimonialPatchSchema = z.strictObject(
  Object.fromEntries(Object.entries(testimonialFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof testimonialFields]: z.ZodOptional<(typeof testimonialFields)[K]>;
  },
);
export type TestimonialPatch = z.input<typeof testimonialPatchSchema>;

export const testimonialSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  customerTitle: z.string().nullable(),
  customerImage: z.string().nullable(),
  rating: z.number().int(),
  testimonial: z.string(),
  isVerified: z.boolean(),
  isFeatured: z.boolean(),
  order: z.number().int(),
  isPublished: z.boolean(),
  createdAt: isoDateTime,
});
export type Testimonial = z.output<typeof testimonialSchema>;
export const testimonialListSchema = z.array(testimonialSchema);

// ---- Site FAQs -------------------------------------------------------------------------------------

const faqFields = {
  question: requiredText(FAQ_MESSAGES.questionRequired, 500),
  answer: requiredText(FAQ_MESSAGES.answerRequired, 5000, true),
  category: optionalLine('Category', 60),
  order: displayOrder,
  isPublished: flag('Published'),
};

export const faqCreateSchema = z.strictObject({
  ...faqFields,
  category: faqFields.category.optional(),
  order: faqFields.order.default(0),
  isPublished: faqFields.isPublished.default(true),
});
export type FaqCreate = z.input<typeof faqCreateSchema>;

export const faqPatchSchema = z.strictObject(
  Object.fromEntries(Object.entries(faqFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof faqFields]: z.ZodOptional<(typeof faqFields)[K]>;
  },
);
export type FaqPatch = z.input<typeof faqPatchSchema>;

export const faqSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  category: z.string().nullable(),
  order: z.number().int(),
  isPublished: z.boolean(),
  createdAt: isoDateTime,
});
export type SiteFaq = z.output<typeof faqSchema>;
export const faqListSchema = z.array(faqSchema);
/** GET /api/admin/site-faqs/categories: the distinct categories in use, sorted. */
export const faqCategoriesSchema = z.array(z.string());

// ---- Reordering (drag and drop on both managers) ---------------------------------------------------

/** PUT …/order: every id of the list in its new order; the server numbers them 0, 1, 2… */
export const reorderSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'Each id must be a UUID' }), { error: 'ids must be a list' })
    .min(1, 'ids must name at least one item')
    .max(1000, 'At most 1000 ids')
    .refine((ids) => new Set(ids).size === ids.length, 'ids may not repeat'),
});
export const reorderResultSchema = successSchema;
