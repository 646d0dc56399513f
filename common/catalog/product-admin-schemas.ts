import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../orders/checkout-schema';
import { fromPaisa, priceMessages } from '../money';
import { typedMoney } from '../money-schemas';
import { count, isoDateTime, moneyString, successSchema } from '../wire';
import { PRODUCT_CATEGORIES } from './categories';
import { PRODUCT_STATUSES } from './product-status';
import { PRODUCT_BLOCKS, type ProductBlockField } from './blocks/all-blocks';
import {
  benefitItem,
  benefitsBlock,
  comparisonTable,
  pricingPlan,
  type BenefitIcon,
  type BenefitItem,
  type StoredBenefitsBlock,
  type StoredComparisonTable,
  type StoredPricingPlan,
} from './blocks/benefits';
import {
  audienceItem,
  faqItem,
  faqsBlock,
  testimonialItem,
  testimonialsBlock,
  type StoredFaqsBlock,
  type StoredTestimonialsBlock,
} from './blocks/faqs';
import { ingredientItem, ingredientsBlock, type StoredIngredientsBlock } from './blocks/ingredients';
import { nutrient, supplementFacts, type StoredSupplementFacts } from './blocks/nutrition';
import {
  heroSection,
  honeyPromotion,
  howToUseBlock,
  shippingBlock,
  type StoredHeroSection,
  type StoredHoneyPromotion,
} from './blocks/page-blocks';
import { mediaUrlSchema, requiredText } from './blocks/strict-fields';
import { urduField } from '../i18n/urdu-version';
import { MAX_KEY_BENEFITS, PRODUCT_TEXT_COLUMNS, productUrdu } from './product-texts';

export { mediaUrlSchema };
export { BENEFIT_ICONS, MAX_PLAN_FEATURES_SAVED, PLAN_HIGHLIGHT_CHOICES } from './blocks/benefits';
export { MAX_PRICE } from './blocks/strict-fields';
export { MAX_KEY_BENEFITS };

/**
 * The product API's shapes (back-office §3 products and product blocks, §5 product rules, §7
 * product calls), shared by the routes (request parsing, response serialization) and the product editor.
 *
 * Each block is defined once in common/catalog/blocks/, with a strict side (what staff may save, used
 * here) and a lenient side (what the storefront reads, product-blocks.ts). Every strict side accepts what
 * the storefront reads and the seeded catalogue holds, so a product loaded into the editor saves back
 * unchanged.
 */

// ---- Messages and limits (back-office §5, §8, §9) -------------------------------------------------

export const MAX_GALLERY_IMAGES = 10;
export const MAX_PRODUCT_VIDEOS = 10;
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
  stale:
    'This product was changed by someone else since you opened it. Read it again and apply your changes on top.',
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

// ---- Blocks ----------------------------------------------------------------------------------------

/**
 * Each block's strict side, taken from its one definition (common/catalog/blocks/): the reader in
 * product-blocks.ts uses the lenient side of the same definitions.
 */
export const heroSectionSchema = heroSection.strict;
export const benefitItemSchema = benefitItem.strict;
export const pricingPlanSchema = pricingPlan.strict;
export const comparisonTableSchema = comparisonTable.strict;
export const benefitsBlockSchema = benefitsBlock.strict;
export const ingredientItemSchema = ingredientItem.strict;
export const ingredientsBlockSchema = ingredientsBlock.strict;
export const faqItemSchema = faqItem.strict;
export const audienceItemSchema = audienceItem.strict;
export const faqsBlockSchema = faqsBlock.strict;
export const testimonialItemSchema = testimonialItem.strict;
export const testimonialsBlockSchema = testimonialsBlock.strict;
export const nutrientSchema = nutrient.strict;
export const supplementFactsSchema = supplementFacts.strict;
export const honeyPromotionSchema = honeyPromotion.strict;
export const shippingBlockSchema = shippingBlock.strict;
export const howToUseBlockSchema = howToUseBlock.strict;

export type HeroSection = StoredHeroSection;
export type PricingPlanInput = StoredPricingPlan;
export type ComparisonTableInput = StoredComparisonTable;
export type BenefitsBlock = StoredBenefitsBlock;
export type IngredientsBlockInput = StoredIngredientsBlock;
export type FaqsBlock = StoredFaqsBlock;
export type TestimonialsBlock = StoredTestimonialsBlock;
export type SupplementFacts = StoredSupplementFacts;
export type HoneyPromotion = StoredHoneyPromotion;
export type { BenefitIcon, BenefitItem, ProductBlockField };

/**
 * The product's JSON blocks by column name. Each arrives as an object, as a JSON string of one (text that
 * is not JSON is a 400 naming the field), or null (clears the block); '' counts as null.
 */
export const PRODUCT_BLOCK_FIELDS = Object.keys(PRODUCT_BLOCKS) as ProductBlockField[];

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

/** Every block column of the product body, each read with its block's strict side. */
const blockFields = {
  productHeroSection: jsonBlock('productHeroSection', PRODUCT_BLOCKS.productHeroSection.strict),
  productBenefits: jsonBlock('productBenefits', PRODUCT_BLOCKS.productBenefits.strict),
  productIngredients: jsonBlock('productIngredients', PRODUCT_BLOCKS.productIngredients.strict),
  productFaqs: jsonBlock('productFaqs', PRODUCT_BLOCKS.productFaqs.strict),
  productTestimonials: jsonBlock('productTestimonials', PRODUCT_BLOCKS.productTestimonials.strict),
  supplementFacts: jsonBlock('supplementFacts', PRODUCT_BLOCKS.supplementFacts.strict),
  productHoneyPromotion: jsonBlock('productHoneyPromotion', PRODUCT_BLOCKS.productHoneyPromotion.strict),
  productShipping: jsonBlock('productShipping', PRODUCT_BLOCKS.productShipping.strict),
  productHowToUse: jsonBlock('productHowToUse', PRODUCT_BLOCKS.productHowToUse.strict),
} satisfies Record<ProductBlockField, z.ZodType>;

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

/**
 * What one unit costs the shop (docs/settlements.md, costs): optional, so empty (or null) clears it; else
 * one amount, 0 included, as "650.00". Only the back office sees it.
 */
export const costPriceInputSchema = z
  .union([z.literal('').transform(() => null), z.null(), typedMoney('Cost price', { positive: false })])
  .transform((value) => (value === null ? null : fromPaisa(value)));

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

/** Decision 029: a draft is not on the shop. Optional at the API: a create without it is published. */
export const productStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: `status must be one of ${PRODUCT_STATUSES.join(', ')}`,
});

const productFields = {
  name: PRODUCT_TEXT_COLUMNS.name.strict,
  status: productStatusSchema,
  slug: slugInputSchema,
  description: PRODUCT_TEXT_COLUMNS.description.strict,
  sku: skuInputSchema,
  category: productCategorySchema,
  price: priceInputSchema,
  costPrice: costPriceInputSchema,
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
  benefits: PRODUCT_TEXT_COLUMNS.benefits.strict,
  ingredients: PRODUCT_TEXT_COLUMNS.ingredients.strict,
  usageInstructions: PRODUCT_TEXT_COLUMNS.usageInstructions.strict,
  productStory: PRODUCT_TEXT_COLUMNS.productStory.strict,
  ...blockFields,
  /**
   * The product's Urdu version (decision 039): its words only, by the English key names, each held to its
   * English field's rule and empty where the English shows. Optional: a body without it leaves it as it
   * is (a POST stores none); null or {} clears it.
   */
  ur: urduField(productUrdu),
};

function galleryFits(product: { image?: string | null; images?: string[] }): boolean {
  return (product.image ? 1 : 0) + (product.images?.length ?? 0) <= MAX_GALLERY_IMAGES;
}

/**
 * POST /api/admin/products. name, description, category and price are required; the rest take the
 * new-product defaults (stock 0, no flags, no blocks, published as the spec's call implies); an empty slug
 * or SKU is generated.
 */
export const productInputSchema = z
  .strictObject({
    ...productFields,
    status: productFields.status.default('published'),
    slug: productFields.slug.default(''),
    sku: productFields.sku.default(''),
    stock: productFields.stock.default(0),
    costPrice: productFields.costPrice.default(null),
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
    ur: productFields.ur.default(null),
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
export const SERVER_OWNED_PRODUCT_FIELDS = [
  'id',
  'rating',
  'reviewCount',
  'oldSlugs',
  'createdAt',
  'updatedAt',
] as const;
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
    ({
      id: _id,
      rating: _rating,
      reviewCount: _reviews,
      oldSlugs: _oldSlugs,
      createdAt: _c,
      updatedAt: _u,
      ...patch
    }) => patch,
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
  /** Decision 029: a draft is not on the shop. */
  status: z.enum(PRODUCT_STATUSES),
  /** The product's earlier slugs, whose addresses answer 301 to its page (decision 029); newest first. */
  oldSlugs: z.array(z.string()),
  description: z.string(),
  price: moneyString,
  /** What one unit costs the shop; null when not given. */
  costPrice: moneyString.nullable(),
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
  /** The Urdu version as stored (decision 039), or null when the product has none. */
  ur: storedBlock,
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
export const slugCheckSchema = z.object({
  valid: z.boolean(),
  error: z.string().nullable(),
  /** Beyond the spec (decision 029): a free slug that is another product's old address says so. */
  note: z.string().optional(),
});
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
