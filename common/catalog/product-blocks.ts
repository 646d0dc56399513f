import { z } from 'zod';
import { priceInRupees } from '../money';
import { jarsForServings, SERVINGS_PER_JAR } from './jars';

/**
 * The product's JSON blocks (storefront §3) turned into the shapes the product page draws. Each block
 * may arrive as an object or as a JSON string; unparseable text counts as a missing block. Every field
 * is parsed with `.catch()`, so one bad field falls back on its own instead of hiding the whole block.
 */
export function parseJsonBlock(value: unknown): Record<string, unknown> | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** "Rs. 11,000", "11000" and 11000 all read as 11000; anything else falls back. */
function numberLike(fallback: number) {
  return z
    .union([z.number(), z.string()])
    .transform((v) =>
      typeof v === 'number' ? v : Number.parseFloat(v.replace(/,/g, '').match(/\d+(\.\d+)?/)?.[0] ?? ''),
    )
    .pipe(z.number())
    .catch(fallback);
}

const text = z.string().trim().catch('');
const optionalText = z.string().trim().nullable().catch(null);
const textList = z.array(z.string().trim()).catch([]);
/** Keeps the items of a list that parse, drops the others. */
function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw) => {
        const result = item.safeParse(raw);
        return result.success ? [result.data as z.output<T>] : [];
      }),
    );
}

// ---- Pricing plans (storefront §3 Pricing plan, §4 Product page) ----------------------------------

export const PLAN_HIGHLIGHTS = ['Most Popular', 'Best Value'] as const;
/** Each plan shows at most 3 features (storefront §3). */
export const MAX_PLAN_FEATURES = 3;

const planSchema = z.object({
  label: z.string().trim().min(1),
  servings: numberLike(SERVINGS_PER_JAR),
  // One amount above 0 (common/money.ts): a plan whose price does not read, or reads 0, is left out.
  price: z.union([z.number(), z.string()]).transform((v, ctx) => {
    const rupees = priceInRupees(v);
    if (rupees === null) ctx.addIssue({ code: 'custom', message: 'not a price' });
    return rupees ?? 0;
  }),
  perDay: numberLike(0),
  description: text,
  features: textList.transform((list) => list.filter(Boolean).slice(0, MAX_PLAN_FEATURES)),
  highlight: z.enum(PLAN_HIGHLIGHTS).nullable().catch(null),
  savings: z.object({ amount: numberLike(0) }).catch({ amount: 0 }),
});

export type PricingPlan = {
  label: string;
  servings: number;
  /** servings / 30, rounded, at least 1 (storefront §4). */
  jars: number;
  price: number;
  perDay: number;
  description: string;
  features: string[];
  highlight: (typeof PLAN_HIGHLIGHTS)[number] | null;
  savingsAmount: number;
};

export function parsePricingPlans(raw: unknown): PricingPlan[] {
  return listOf(planSchema)
    .parse(raw)
    .map(({ savings, ...plan }) => ({
      ...plan,
      jars: jarsForServings(plan.servings),
      savingsAmount: savings.amount,
    }));
}

/** The package chooser starts on the plan highlighted 'Most Popular', otherwise the first (storefront §4). */
export function defaultPlanIndex(plans: ReadonlyArray<Pick<PricingPlan, 'highlight'>>): number {
  return Math.max(
    0,
    plans.findIndex((plan) => plan.highlight === 'Most Popular'),
  );
}

// ---- Comparison table ------------------------------------------------------------------------------

/** Storefront §9: the columns used when a table gives none. */
export const DEFAULT_COMPARISON_COLUMNS = [
  'Vitalix',
  'Energy Drinks',
  'Single Herb Powders',
  'Multivitamins',
  'Timing/Sex Drive Tablets',
];

export type ComparisonTable = {
  heading: string;
  columns: string[];
  rows: { feature: string; values: string[] }[];
};

const comparisonSchema = z.object({
  heading: text,
  columns: textList,
  rows: listOf(z.object({ feature: z.string().trim().min(1), values: textList })),
});

/**
 * A table without rows has nothing to compare and is left out. Missing columns take the defaults on the
 * flagship only: they name Vitalix, so another product's table without columns is left out too.
 */
function parseComparison(raw: unknown, flagship: boolean): ComparisonTable | null {
  const table = comparisonSchema.safeParse(parseJsonBlock(raw));
  if (!table.success || !table.data.rows.length) return null;
  const ownColumns = table.data.columns.filter(Boolean).length ? table.data.columns : null;
  const columns = ownColumns ?? (flagship ? DEFAULT_COMPARISON_COLUMNS : null);
  if (!columns) return null;
  return {
    heading: table.data.heading || 'How It Compares',
    columns,
    rows: table.data.rows.map((row) => ({
      feature: row.feature,
      values: columns.map((_, i) => row.values[i] ?? ''),
    })),
  };
}

// ---- Ingredients -----------------------------------------------------------------------------------

/** Storefront §9: at most 5 ingredient cards. */
export const MAX_INGREDIENT_CARDS = 5;

export type Ingredient = { name: string; description: string; benefits: string[] };
export type IngredientsBlock = {
  heading: string;
  subheading: string;
  ingredients: Ingredient[];
  tags: string[];
};

/** Storefront §9: five fixed ingredients with 18 tags stand in when the flagship has no ingredients block. */
export const FALLBACK_INGREDIENTS: IngredientsBlock = {
  heading: 'Key Ingredients',
  subheading: 'Time-honoured herbs in a base of raw honey, chosen to work together.',
  ingredients: [
    {
      name: 'Ashwagandha',
      description: 'A root prized in Ayurveda for centuries as an adaptogen.',
      benefits: ['Helps the body adapt to stress', 'Supports stamina'],
    },
    {
      name: 'Safed Musli',
      description: 'A white root traditionally used in Desi tonics for strength and vigour.',
      benefits: ['Traditional vitality tonic', 'Supports strength and endurance'],
    },
    {
      name: 'Shatavari',
      description: 'A climbing asparagus root valued as a nourishing, balancing herb.',
      benefits: ['Nourishing and balancing', 'Gentle on digestion'],
    },
    {
      name: 'Saffron',
      description: 'Hand-picked kesar threads, one of the most precious spices in the world.',
      benefits: ['Supports a positive mood', 'Rich in antioxidants'],
    },
    {
      name: 'Honey',
      description: 'Raw, unheated honey that keeps the herbs naturally preserved.',
      benefits: ['Natural source of energy', 'No refined sugar needed'],
    },
  ],
  tags: [
    'Ashwagandha',
    'Safed Musli',
    'Shatavari',
    'Saffron',
    'Raw Honey',
    'Turmeric Root',
    'Holy Basil',
    'Moringa',
    'Black Pepper Extract',
    'No Refined Sugar',
    'Gluten Free',
    'No Artificial Colours',
    'No Preservatives',
    'Non-GMO',
    'Lab Tested',
    'Halal',
    'Vegetarian',
    'Made in Pakistan',
  ],
};

const ingredientSchema = z.object({
  name: z.string().trim().min(1),
  description: text,
  // Staff write benefits either as a list or as one line of text.
  benefits: z
    .union([z.array(z.string()), z.string().transform((s) => [s])])
    .transform((list) => list.map((s) => s.trim()).filter(Boolean))
    .catch([]),
});

/** The product's own ingredients; without any, the flagship's fallback or, for another product, none. */
function parseIngredients(raw: unknown, flagship: boolean): IngredientsBlock | null {
  const block = parseJsonBlock(raw);
  const ingredients = listOf(ingredientSchema).parse(block?.ingredients).slice(0, MAX_INGREDIENT_CARDS);
  if (!block || !ingredients.length) return flagship ? FALLBACK_INGREDIENTS : null;
  return {
    heading: text.parse(block.heading) || FALLBACK_INGREDIENTS.heading,
    subheading: text.parse(block.subheading),
    ingredients,
    tags: textList.parse(block.ingredientTags).filter(Boolean),
  };
}

// ---- FAQs, who is it for, testimonials ------------------------------------------------------------

export type FaqEntry = { question: string; answer: string };
export type AudienceEntry = { audience: string; question: string; answer: string };
const faqSchema = z.object({ question: z.string().trim().min(1), answer: z.string().trim().min(1) });
const audienceSchema = faqSchema.extend({ audience: text });

/** Storefront §9: the product page shows at most 6 testimonials. */
export const MAX_PRODUCT_TESTIMONIALS = 6;
export type ProductTestimonial = {
  name: string;
  location: string;
  image: string | null;
  rating: number;
  text: string;
};
const testimonialSchema = z.object({
  name: z.string().trim().min(1),
  location: text,
  image: optionalText.transform((s) => s || null),
  rating: numberLike(5).transform((n) => Math.min(5, Math.max(1, Math.round(n)))),
  text: z.string().trim().min(1),
});

// ---- Nutrition facts -------------------------------------------------------------------------------

export type Nutrient = { name: string; amount: string; dailyValue: string };
export type NutritionFacts = {
  heading: string;
  /** The four amounts are empty when the product's facts do not give them (never on the flagship). */
  calories: string;
  carbohydrates: string;
  sugars: string;
  protein: string;
  servingSize: string | null;
  servingsPerContainer: string | null;
  nutrientsHeading: string;
  nutrients: Nutrient[];
  disclaimer: string | null;
};

/**
 * A value typed as 45 or "45" gets its unit; "45 kcal" stays as typed; empty takes the fallback (an
 * empty fallback means the value is not shown).
 */
function amount(unit: string, fallback: string) {
  return z
    .union([z.number().transform((n) => `${n}${unit}`), z.string().trim()])
    .transform((s) => (/^\d+(\.\d+)?$/.test(s) ? `${s}${unit}` : s) || fallback)
    .catch(fallback);
}

type Amounts = Pick<NutritionFacts, 'calories' | 'carbohydrates' | 'sugars' | 'protein'>;

/** Storefront §9 nutrition fallbacks: the flagship's own figures, so no other product takes them. */
const FLAGSHIP_NUTRITION_FALLBACKS: Amounts = {
  calories: '45 kcal',
  carbohydrates: '8g',
  sugars: '5g',
  protein: '2g',
};
const NO_AMOUNTS: Amounts = { calories: '', carbohydrates: '', sugars: '', protein: '' };

const nutritionDetails = {
  servingSize: optionalText.transform((s) => s || null),
  servingsPerContainer: z
    .union([z.number().transform(String), z.string().trim()])
    .nullable()
    .catch(null)
    .transform((s) => s || null),
  nutrientsHeading: text.transform((s) => s || 'Amount per Serving'),
  nutrients: listOf(z.object({ name: z.string().trim().min(1), amount: text, dailyValue: text })),
  disclaimer: optionalText.transform((s) => s || null),
};

const nutritionSchema = (fallback: Amounts) =>
  z.object({
    calories: amount(' kcal', fallback.calories),
    carbohydrates: amount('g', fallback.carbohydrates),
    sugars: amount('g', fallback.sugars),
    protein: amount('g', fallback.protein),
    ...nutritionDetails,
  });

/**
 * The flagship always shows nutrition, its gaps filled by the §9 fallbacks; another product shows what
 * its own supplement facts say, and nothing when they say nothing.
 */
function parseNutrition(raw: unknown, heading: string, flagship: boolean): NutritionFacts | null {
  const block = parseJsonBlock(raw);
  if (!block && !flagship) return null;
  const facts = nutritionSchema(flagship ? FLAGSHIP_NUTRITION_FALLBACKS : NO_AMOUNTS).parse(block ?? {});
  const amounts = [facts.calories, facts.carbohydrates, facts.sugars, facts.protein];
  if (!amounts.some(Boolean) && !facts.nutrients.length && !facts.servingSize) return null;
  return { heading, ...facts };
}

// ---- Hero and honey promotion ----------------------------------------------------------------------

export type HoneyPromotionBlock = {
  title: string;
  description: string;
  imageUrl: string | null;
  buttonText: string;
};
const honeySchema = z.object({
  title: z.string().trim().min(1),
  description: text,
  imageUrl: optionalText.transform((s) => s || null),
  buttonText: text.transform((s) => s || 'Shop Honey'),
});

/** The first sentence of the description, for the hero subheading when staff wrote none. */
export function shortDescription(description: string, max = 160): string {
  const first = description.trim().match(/^.+?[.!?](?=\s|$)/)?.[0] ?? description.trim();
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}

// ---- The whole product -----------------------------------------------------------------------------

export type ProductBlockSource = {
  slug: string;
  name: string;
  description: string;
  productHeroSection?: unknown;
  productBenefits?: unknown;
  productIngredients?: unknown;
  productFaqs?: unknown;
  productTestimonials?: unknown;
  supplementFacts?: unknown;
  productHoneyPromotion?: unknown;
};

export type ProductBlocks = {
  hero: { heading: string; subheading: string };
  plans: PricingPlan[];
  /** Chosen here, on the server, so the browser never needs these schemas (or zod) for it. */
  defaultPlan: number;
  comparison: ComparisonTable | null;
  ingredients: IngredientsBlock | null;
  whoIsItFor: AudienceEntry[];
  faq: { heading: string; subheading: string; items: FaqEntry[] };
  testimonials: { heading: string; subheading: string; items: ProductTestimonial[] };
  nutrition: NutritionFacts | null;
  honeyPromotion: HoneyPromotionBlock | null;
};

/**
 * Storefront §1 finds the flagship by slug 'vitalix' or a name containing 'vitalix'. The §9 fallbacks
 * (ingredients, nutrition, comparison columns) describe that product, so they are given to it alone.
 */
export function isFlagshipProduct(product: { slug: string; name: string }): boolean {
  return product.slug === 'vitalix' || product.name.toLowerCase().includes('vitalix');
}

export function parseProductBlocks(product: ProductBlockSource): ProductBlocks {
  const hero = parseJsonBlock(product.productHeroSection);
  const benefits = parseJsonBlock(product.productBenefits);
  const faqs = parseJsonBlock(product.productFaqs);
  const testimonials = parseJsonBlock(product.productTestimonials);
  const honey = honeySchema.safeParse(parseJsonBlock(product.productHoneyPromotion));
  const plans = parsePricingPlans(benefits?.pricingPlans);
  const flagship = isFlagshipProduct(product);
  return {
    hero: {
      heading: text.parse(hero?.heading) || product.name,
      subheading: text.parse(hero?.subheading) || shortDescription(product.description),
    },
    plans,
    defaultPlan: defaultPlanIndex(plans),
    comparison: parseComparison(benefits?.comparisonTable, flagship),
    ingredients: parseIngredients(product.productIngredients, flagship),
    whoIsItFor: listOf(audienceSchema).parse(faqs?.whoIsItFor),
    faq: {
      heading: text.parse(faqs?.heading) || 'Frequently Asked Questions',
      subheading: text.parse(faqs?.subheading),
      items: listOf(faqSchema).parse(faqs?.faqs),
    },
    testimonials: {
      heading: text.parse(testimonials?.heading) || 'What Our Customers Say',
      subheading: text.parse(testimonials?.subheading),
      items: listOf(testimonialSchema).parse(testimonials?.testimonials).slice(0, MAX_PRODUCT_TESTIMONIALS),
    },
    nutrition: parseNutrition(
      product.supplementFacts,
      text.parse(benefits?.nutritionalHeading) || 'Nutritional Information',
      flagship,
    ),
    honeyPromotion: honey.success ? honey.data : null,
  };
}
