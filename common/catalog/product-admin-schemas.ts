import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../orders/checkout-schema';
import { fromPaisa, priceMessages } from '../money';
import { typedMoney } from '../money-schemas';
import { count, isoDateTime, moneyString, successSchema } from '../wire';
import { PRODUCT_CATEGORIES } from './categories';
import { PLAN_HIGHLIGHTS } from './product-blocks';

/**
 * The product API's shapes (back-office §3 products and product blocks, §5 product rules, §7
 * product calls), shared by the routes (request parsing, response serialization) and the product editor.
 *
 * Each block has one schema here. The storefront reads the same blocks leniently (product-blocks.ts);
 * these are the strict side: what staff may save. Every block schema accepts what the storefront reads
 * and the seeded catalogue holds, so a product loaded into the editor saves back unchanged.
 */

// ---- Messages and limits (back-office §5, §8, §9) -------------------------------------------------

export const MAX_GALLERY_IMAGES = 10;
export const MAX_PRODUCT_VIDEOS = 10;
/** back-office §9: product features up to 6 (the storefront shows 3 per plan). */
export const MAX_PLAN_FEATURES_SAVED = 6;
export const BENEFIT_ICONS = ['check', 'leaf', 'heart', 'star', 'shield', 'zap'] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];
/** A plan's badge: none, or one of the two the storefront draws. */
export const PLAN_HIGHLIGHT_CHOICES = ['', ...PLAN_HIGHLIGHTS] as const;
/** numeric(10, 2): at most 8 digits before the point. */
export const MAX_PRICE = 99_999_999.99;
/** The stock column is a PostgreSQL integer. */
export const MAX_STOCK = 2_147_483_647;
/** Slug check debounce in the editor (back-office §9). */
export const SLUG_CHECK_DEBOUNCE_MS = 500;

export const MAX_SLUG_LENGTH = 100;
export const SLUG_LENGTH_RULE = `Slug must be at most ${MAX_SLUG_LENGTH} characters`;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_RULE =
  'Slug may contain only lowercase letters, numbers and single hyphens, and may not start or end with a hyphen';
export const SKU_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;
export const SKU_RULE = 'SKU may contain only letters, numbers and single hyphens';

export const PRODUCT_MESSAGES = {
  created: 'Product created',
  updated: 'Product updated',
  deleted: 'Product deleted',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  skuGenerated: 'SKU Generated',
  skuFailed: 'Failed to generate SKU',
  skuNeedsCategoryAndName: 'Please fill in category and name before generating SKU',
  slugGenerated: 'Slug generated',
  slugFailed: 'Failed to generate slug',
  slugNeedsName: 'Please enter a product name first',
  slugAvailable: '✓ Slug is available',
  slugCheckFailed: 'Failed to validate slug',
  tooManyImagesTitle: 'Too many images',
  tooManyImages: `Maximum ${MAX_GALLERY_IMAGES} images allowed per product`,
  imageRequired: 'At least one image is required',
  imageAddedTitle: 'Image added',
  imageAdded: (n: number) => `Image ${n} of ${MAX_GALLERY_IMAGES} added to product gallery`,
  formError: 'Form Error: There was an error processing the form data. Please check your JSON fields.',
  deleteConfirm: 'This product will be permanently deleted.',
  loading: 'Loading products...',
  loadError: 'Error loading products',
  empty: 'No products yet. Create your first product!',
  /** PATCH with a version older than the product's (decision 016). */
  stale: 'This product was changed by someone else since you opened it. Reload it to see their changes.',
  notFound: 'Product not found',
} as const;

export const slugTakenMessage = (slug: string, productName: string) =>
  `Slug "${slug}" is already used by "${productName}"`;
export const skuTakenMessage = (sku: string, productName: string) =>
  `SKU "${sku}" is already used by "${productName}"`;
export const blockNotJsonMessage = (field: string) => `${field} is not valid JSON`;
export const blockNotObjectMessage = (field: string) => `${field} must be a JSON object`;

/** A slug from a name: "Sidr Honey (500 g)" → "sidr-honey-500-g". Empty when the name has no letters or digits. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

// ---- Small pieces ----------------------------------------------------------------------------------

const text = (max = 2000) => z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`);
const optionalText = (max = 2000) => text(max).default('');
const requiredText = (label: string, max = 2000) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** A list of short texts; blank entries are dropped. */
const requiredTextList = (label: string, max = 50) =>
  z
    .array(text(500), { error: `${label} must be a list` })
    .max(max, `${label}: at most ${max} entries`)
    .transform((list) => list.filter(Boolean));
const textList = (label: string, max = 50) => requiredTextList(label, max).default([]);

/** A whole number ≥ 0, typed as a number or as digits ("6500"). */
function wholeNumber(label: string) {
  const message = `${label} must be a whole number of at least 0`;
  return z
    .union([z.number({ error: message }), z.string().trim().regex(/^\d+$/, message).transform(Number)], {
      error: message,
    })
    .pipe(z.number().int(message).min(0, message).max(MAX_PRICE, `${label} is too large`));
}

/** An image or video address: http(s) or site-relative (/uploads/…). */
export const mediaUrlSchema = z
  .string({ error: 'A media address must be text' })
  .trim()
  .max(2000, 'A media address must be at most 2000 characters')
  .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'A media address must start with http://, https:// or /');

// ---- Blocks ----------------------------------------------------------------------------------------

export const heroSectionSchema = z.strictObject({
  heading: optionalText(300),
  subheading: optionalText(1000),
});

export const benefitItemSchema = z.strictObject({
  title: requiredText('Benefit title', 200),
  description: optionalText(1000),
  icon: z
    .enum(BENEFIT_ICONS, { error: `Benefit icon must be one of ${BENEFIT_ICONS.join(', ')}` })
    .default('check'),
});

export const pricingPlanSchema = z.strictObject({
  label: requiredText('Plan label', 100),
  servings: wholeNumber('Plan servings').default(0),
  // In rupees, as the product page reads it (6500, or 6500.5 with paisa); typed text is read as one amount.
  price: typedMoney('Plan price').transform((paisa) => paisa / 100),
  perDay: wholeNumber('Plan price per day').default(0),
  description: optionalText(1000),
  features: textList('Plan features', MAX_PLAN_FEATURES_SAVED),
  highlight: z
    .enum(PLAN_HIGHLIGHT_CHOICES, { error: `Plan highlight must be empty, ${PLAN_HIGHLIGHTS.join(' or ')}` })
    .nullable()
    .transform((h) => h ?? '')
    .default(''),
  // Stored as { amount }; a bare number is read as the amount.
  savings: z
    .union([
      z.strictObject({ amount: wholeNumber('Plan savings').default(0) }),
      wholeNumber('Plan savings').transform((amount) => ({ amount })),
    ])
    .default({ amount: 0 }),
});

export const comparisonTableSchema = z.strictObject({
  heading: optionalText(300),
  columns: textList('Comparison columns', 10),
  rows: z
    .array(
      z.strictObject({
        feature: requiredText('Comparison row feature', 200),
        values: z.array(text(200)).max(10, 'Comparison values: at most 10').default([]),
      }),
    )
    .max(30, 'Comparison table: at most 30 rows')
    .default([]),
});

export const benefitsBlockSchema = z.strictObject({
  heading: optionalText(300),
  subheading: optionalText(1000),
  /** The heading of the nutrition section (storefront §3), kept with the benefits block. */
  nutritionalHeading: optionalText(300),
  benefits: z.array(benefitItemSchema).max(30, 'At most 30 benefits').default([]),
  pricingPlans: z.array(pricingPlanSchema).max(10, 'At most 10 pricing plans').default([]),
  comparisonTable: comparisonTableSchema.nullable().default(null),
});

export const ingredientItemSchema = z.strictObject({
  name: requiredText('Ingredient name', 200),
  description: optionalText(2000),
  // A list, or one line of text (the storefront reads both).
  benefits: z
    .union([z.array(text(500)).max(20, 'Ingredient benefits: at most 20'), text(500).transform((s) => [s])])
    .transform((list) => list.filter(Boolean))
    .default([]),
});

export const ingredientsBlockSchema = z.strictObject({
  heading: optionalText(300),
  subheading: optionalText(1000),
  ingredients: z.array(ingredientItemSchema).max(30, 'At most 30 ingredients').default([]),
  ingredientTags: textList('Ingredient tags', 50),
});

export const faqItemSchema = z.strictObject({
  question: requiredText('FAQ question', 500),
  answer: requiredText('FAQ answer', 5000),
});
export const audienceItemSchema = z.strictObject({
  audience: optionalText(200),
  question: requiredText('Who-is-it-for question', 500),
  answer: requiredText('Who-is-it-for answer', 5000),
});

export const faqsBlockSchema = z.strictObject({
  heading: optionalText(300),
  subheading: optionalText(1000),
  whoIsItFor: z.array(audienceItemSchema).max(20, 'At most 20 who-is-it-for entries').default([]),
  faqs: z.array(faqItemSchema).max(50, 'At most 50 FAQs').default([]),
});

export const testimonialItemSchema = z.strictObject({
  name: requiredText('Testimonial name', 200),
  location: optionalText(200),
  rating: z
    .number({ error: 'Testimonial rating must be a whole number from 1 to 5' })
    .int('Testimonial rating must be a whole number from 1 to 5')
    .min(1, 'Testimonial rating must be a whole number from 1 to 5')
    .max(5, 'Testimonial rating must be a whole number from 1 to 5')
    .default(5),
  text: requiredText('Testimonial text', 5000),
  image: mediaUrlSchema
    .or(z.literal(''))
    .nullable()
    .transform((s) => s || null)
    .default(null),
});

export const testimonialsBlockSchema = z.strictObject({
  heading: optionalText(300),
  subheading: optionalText(1000),
  testimonials: z.array(testimonialItemSchema).max(30, 'At most 30 testimonials').default([]),
});

/** A figure typed as 45 or "45 kcal": kept as text (the storefront adds the unit to bare numbers). */
const factText = z
  .union([z.number().transform(String), text(100)], { error: 'Must be text or a number' })
  .default('');

export const nutrientSchema = z.strictObject({
  name: requiredText('Nutrient name', 200),
  amount: optionalText(100),
  dailyValue: optionalText(100),
});

export const supplementFactsSchema = z.strictObject({
  servingSize: optionalText(200),
  servingsPerContainer: factText,
  calories: factText,
  carbohydrates: factText,
  sugars: factText,
  protein: factText,
  nutrientsHeading: optionalText(200),
  nutrients: z.array(nutrientSchema).max(50, 'At most 50 nutrients').default([]),
  disclaimer: optionalText(2000),
});

export const honeyPromotionSchema = z.strictObject({
  title: optionalText(300),
  description: optionalText(2000),
  imageUrl: mediaUrlSchema
    .or(z.literal(''))
    .nullable()
    .transform((s) => s || null)
    .default(null),
  buttonText: optionalText(100),
});

/** Not edited by the five tabs; kept so that a product carrying them saves back unchanged. */
export const shippingBlockSchema = z.strictObject({
  heading: optionalText(300),
  points: textList('Shipping points', 30),
});
export const howToUseBlockSchema = z.strictObject({
  heading: optionalText(300),
  steps: textList('How-to-use steps', 30),
});

export type HeroSection = z.output<typeof heroSectionSchema>;
export type BenefitItem = z.output<typeof benefitItemSchema>;
export type PricingPlanInput = z.output<typeof pricingPlanSchema>;
export type ComparisonTableInput = z.output<typeof comparisonTableSchema>;
export type BenefitsBlock = z.output<typeof benefitsBlockSchema>;
export type IngredientsBlockInput = z.output<typeof ingredientsBlockSchema>;
export type FaqsBlock = z.output<typeof faqsBlockSchema>;
export type TestimonialsBlock = z.output<typeof testimonialsBlockSchema>;
export type SupplementFacts = z.output<typeof supplementFactsSchema>;
export type HoneyPromotion = z.output<typeof honeyPromotionSchema>;

/**
 * The product's JSON blocks by column name. Each arrives as an object, as a JSON string of one (text that
 * is not JSON is a 400 naming the field), or null (clears the block); '' counts as null.
 */
export const PRODUCT_BLOCK_SCHEMAS = {
  productHeroSection: heroSectionSchema,
  productBenefits: benefitsBlockSchema,
  productIngredients: ingredientsBlockSchema,
  productFaqs: faqsBlockSchema,
  productTestimonials: testimonialsBlockSchema,
  supplementFacts: supplementFactsSchema,
  productHoneyPromotion: honeyPromotionSchema,
  productShipping: shippingBlockSchema,
  productHowToUse: howToUseBlockSchema,
} as const;
export type ProductBlockField = keyof typeof PRODUCT_BLOCK_SCHEMAS;
export const PRODUCT_BLOCK_FIELDS = Object.keys(PRODUCT_BLOCK_SCHEMAS) as ProductBlockField[];

function jsonBlock<T extends z.ZodType>(field: string, schema: T) {
  return z
    .unknown()
    .transform((value, ctx): unknown => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return null;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: blockNotJsonMessage(field) });
        return z.NEVER;
      }
    })
    .transform((value, ctx): unknown => {
      if (value === null || value === undefined) return value;
      if (typeof value !== 'object' || Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: blockNotObjectMessage(field) });
        return z.NEVER;
      }
      return value;
    })
    .pipe(schema.nullable())
    .optional();
}

// ---- The product body (POST, PATCH) ----------------------------------------------------------------

export const PRICE_MESSAGES = priceMessages('Price');

/**
 * A product's price, typed ("Rs. 6,500", "6500.50") or sent as a number: one amount above 0 (common/money.ts
 * `readPrice`; nothing sells for nothing), normalised to PostgreSQL's numeric text ("6500.00", common/wire.ts
 * `moneyString`).
 */
export const priceInputSchema = typedMoney('Price').transform(fromPaisa);

/** A price as it may already be stored: one amount, 0 included (what a CSV import's preview says it was). */
export const storedPriceSchema = typedMoney('Price', { positive: false }).transform(fromPaisa);

const stockMessage = 'Stock must be a whole number of at least 0';
export const stockInputSchema = z
  .number({ error: stockMessage })
  .int(stockMessage)
  .min(0, stockMessage)
  .max(MAX_STOCK, 'Stock is too large');

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES, {
  error: `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}`,
});

/** '' (or nothing) means "generate one from the name" (back-office §5). */
export const slugInputSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .max(MAX_SLUG_LENGTH, SLUG_LENGTH_RULE)
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), SLUG_RULE);

/** '' (or nothing) means "generate one". Saved in capitals: "sup-vit-001" is SUP-VIT-001. */
export const skuInputSchema = z
  .string({ error: 'SKU must be text' })
  .trim()
  .toUpperCase()
  .max(64, 'SKU must be at most 64 characters')
  .refine((sku) => sku === '' || SKU_PATTERN.test(sku), SKU_RULE);

const longText = z
  .string({ error: 'Must be text' })
  .trim()
  .max(20_000, 'At most 20000 characters')
  .nullable()
  .transform((s) => s || null);

const productFields = {
  name: requiredText('Name', 200),
  slug: slugInputSchema,
  description: requiredText('Description', 20_000),
  sku: skuInputSchema,
  category: productCategorySchema,
  price: priceInputSchema,
  stock: stockInputSchema,
  image: mediaUrlSchema
    .or(z.literal(''))
    .nullable()
    .transform((s) => s || null),
  images: z
    .array(mediaUrlSchema, { error: 'images must be a list of addresses' })
    .max(MAX_GALLERY_IMAGES, PRODUCT_MESSAGES.tooManyImages),
  videos: z
    .array(mediaUrlSchema, { error: 'videos must be a list of addresses' })
    .max(MAX_PRODUCT_VIDEOS, `At most ${MAX_PRODUCT_VIDEOS} videos`)
    .transform((list) => list.filter(Boolean)),
  isNewArrival: z.boolean({ error: 'isNewArrival must be true or false' }),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }),
  isBestSeller: z.boolean({ error: 'isBestSeller must be true or false' }),
  isOnSale: z.boolean({ error: 'isOnSale must be true or false' }),
  maxPerOrder: z
    .number({ error: `maxPerOrder must be empty or a whole number from 1 to ${MAX_LINE_QUANTITY}` })
    .int(`maxPerOrder must be empty or a whole number from 1 to ${MAX_LINE_QUANTITY}`)
    .min(1, `maxPerOrder must be empty or a whole number from 1 to ${MAX_LINE_QUANTITY}`)
    .max(MAX_LINE_QUANTITY, `maxPerOrder must be empty or a whole number from 1 to ${MAX_LINE_QUANTITY}`)
    .nullable(),
  benefits: requiredTextList('Benefits', 30),
  ingredients: longText,
  usageInstructions: longText,
  productStory: longText,
  productHeroSection: jsonBlock('productHeroSection', heroSectionSchema),
  productBenefits: jsonBlock('productBenefits', benefitsBlockSchema),
  productIngredients: jsonBlock('productIngredients', ingredientsBlockSchema),
  productFaqs: jsonBlock('productFaqs', faqsBlockSchema),
  productTestimonials: jsonBlock('productTestimonials', testimonialsBlockSchema),
  supplementFacts: jsonBlock('supplementFacts', supplementFactsSchema),
  productHoneyPromotion: jsonBlock('productHoneyPromotion', honeyPromotionSchema),
  productShipping: jsonBlock('productShipping', shippingBlockSchema),
  productHowToUse: jsonBlock('productHowToUse', howToUseBlockSchema),
};

function galleryFits(product: { image?: string | null; images?: string[] }): boolean {
  return (product.image ? 1 : 0) + (product.images?.length ?? 0) <= MAX_GALLERY_IMAGES;
}

/**
 * POST /api/admin/products. name, description, category and price are required; the rest take the
 * new-product defaults (stock 0, no flags, no blocks); an empty slug or SKU is generated.
 */
export const productInputSchema = z
  .strictObject({
    ...productFields,
    slug: productFields.slug.default(''),
    sku: productFields.sku.default(''),
    stock: productFields.stock.default(0),
    image: productFields.image.default(null),
    images: productFields.images.default([]),
    videos: productFields.videos.default([]),
    isNewArrival: productFields.isNewArrival.default(false),
    isFeatured: productFields.isFeatured.default(false),
    isBestSeller: productFields.isBestSeller.default(false),
    isOnSale: productFields.isOnSale.default(false),
    maxPerOrder: productFields.maxPerOrder.default(null),
    benefits: productFields.benefits.default([]),
    ingredients: productFields.ingredients.default(null),
    usageInstructions: productFields.usageInstructions.default(null),
    productStory: productFields.productStory.default(null),
  })
  .refine(galleryFits, { message: PRODUCT_MESSAGES.tooManyImages, path: ['images'] });
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductInputBody = z.input<typeof productInputSchema>;

function allOptional<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

const stockLoadedMessage = 'stockLoaded (the stock the editor showed) is sent only with stock';

/**
 * The fields a product answer carries that only the server writes. A PATCH may carry them back as a GET
 * answered them (back-office §7: the "product body"); they are dropped, never written. `version` is not
 * among them: sent, it asks for the conflict check (decision 016).
 */
export const SERVER_OWNED_PRODUCT_FIELDS = ['id', 'rating', 'reviewCount', 'createdAt', 'updatedAt'] as const;
const serverOwned = Object.fromEntries(
  SERVER_OWNED_PRODUCT_FIELDS.map((field) => [field, z.unknown().optional()]),
) as Record<(typeof SERVER_OWNED_PRODUCT_FIELDS)[number], z.ZodOptional<z.ZodUnknown>>;

/**
 * PATCH /api/admin/products/{id} (decision 016): any of the fields, or the whole product as GET answered
 * it; a field not named keeps its value, a field no product has is a 400.
 *
 * - `version`, when sent (or an If-Match header), is the version the client loaded: a stale one is a 409.
 *   Without either the save is the spec's last write.
 * - `stock` alone sets the stock to that figure (the spec's meaning). With `stockLoaded` (what the editor
 *   showed when it opened the product) it is a change: the server adds `stock - stockLoaded` to the stock
 *   orders have left, so an order placed meanwhile is never undone.
 */
export const productPatchSchema = z
  .strictObject({
    ...allOptional(productFields),
    ...serverOwned,
    version: z
      .number({ error: 'version must be a whole number' })
      .int('version must be a whole number')
      .min(1, 'version must be a whole number')
      .optional(),
    stockLoaded: stockInputSchema.optional(),
  })
  .refine((patch) => patch.stockLoaded === undefined || patch.stock !== undefined, {
    message: stockLoadedMessage,
    path: ['stockLoaded'],
  })
  .refine(galleryFits, { message: PRODUCT_MESSAGES.tooManyImages, path: ['images'] })
  // What the server owns is dropped here, once: no write can pick it up by mistake.
  .transform(
    ({ id: _id, rating: _rating, reviewCount: _reviews, createdAt: _c, updatedAt: _u, ...patch }) => patch,
  );
export type ProductPatch = z.output<typeof productPatchSchema>;
export type ProductPatchBody = z.input<typeof productPatchSchema>;

// ---- Answers ---------------------------------------------------------------------------------------

/** A block as stored: the editor parses it with its block schema above when it opens the product. */
const storedBlock = z.record(z.string(), z.unknown()).nullable();

/** A product as the admin API answers it: every column, blocks as objects or null, price as money text. */
export const adminProductSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: moneyString,
  image: z.string().nullable(),
  images: z.array(z.string()),
  videos: z.array(z.string()),
  stock: z.number().int(),
  maxPerOrder: z.number().int().nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  benefits: z.array(z.string()),
  ingredients: z.string().nullable(),
  usageInstructions: z.string().nullable(),
  productStory: z.string().nullable(),
  isNewArrival: z.boolean(),
  isFeatured: z.boolean(),
  isBestSeller: z.boolean(),
  isOnSale: z.boolean(),
  /** Average review rating, numeric text ("4.80"); read-only here. */
  rating: z.string(),
  reviewCount: count,
  productHeroSection: storedBlock,
  productBenefits: storedBlock,
  productIngredients: storedBlock,
  productFaqs: storedBlock,
  productTestimonials: storedBlock,
  productShipping: storedBlock,
  productHowToUse: storedBlock,
  supplementFacts: storedBlock,
  productHoneyPromotion: storedBlock,
  /**
   * Send it back with PATCH, or the ETag GET answers with it as If-Match, to have a stale save refused
   * (decision 016). Orders taking stock do not change it.
   */
  version: z.number().int().positive(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminProduct = z.output<typeof adminProductSchema>;

/** GET /api/admin/products: every product, newest first. */
export const adminProductListSchema = z.array(adminProductSchema);

export const productIdParamsSchema = z.object({ id: z.uuid('Invalid product id') });
export const productDeleteResultSchema = successSchema;

/** GET /api/admin/products/validate-slug/{slug}?excludeId= */
/**
 * The slug is the rest of the path (`*`), not a `:slug` parameter: Fastify answers 404 to a parameter
 * longer than 100 characters, and a slug that long deserves the length rule instead.
 */
export const slugParamsSchema = z.object({ '*': z.string().max(1000, 'Slug is too long') });
export const slugCheckQuerySchema = z.strictObject({ excludeId: z.uuid('Invalid product id').optional() });
export const slugCheckSchema = z.object({ valid: z.boolean(), error: z.string().nullable() });
export type SlugCheck = z.output<typeof slugCheckSchema>;

/** POST /api/admin/products/generate-sku */
export const generateSkuBodySchema = z.strictObject({
  category: productCategorySchema,
  productName: requiredText('Product name', 200),
});
export const skuAnswerSchema = z.object({ sku: z.string() });

/** POST /api/admin/products/generate-slug (category is accepted and not needed). */
export const generateSlugBodySchema = z.strictObject({
  productName: requiredText('Product name', 200).refine((name) => slugify(name) !== '', {
    message: 'Product name needs at least one letter or number',
  }),
  category: productCategorySchema.optional(),
  excludeId: z.uuid('Invalid product id').optional(),
});
export const slugAnswerSchema = z.object({ slug: z.string() });
