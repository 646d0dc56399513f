import { type z } from 'zod';
import { jarsForServings } from './jars';
import {
  benefitsBlock,
  comparisonTable,
  readPricingPlans,
  type ReadBenefitItem,
  type ReadPricingPlan,
} from './blocks/benefits';
import {
  faqsBlock,
  testimonialsBlock,
  type AudienceEntry,
  type FaqEntry,
  type ProductTestimonial,
} from './blocks/faqs';
import { ingredientsBlock, type IngredientsBlock } from './blocks/ingredients';
import { parseJsonBlock } from './blocks/lenient-fields';
import { supplementFacts, type NutritionFacts } from './blocks/nutrition';
import { heroSection, honeyPromotion, type HoneyPromotionBlock } from './blocks/page-blocks';

/**
 * The product's JSON blocks (storefront §3) turned into the shapes the product page draws. Each block
 * may arrive as an object or as a JSON string; unparseable text counts as a missing block. Each is read
 * with the lenient side of its one definition (common/catalog/blocks/), whose fields fall back one by
 * one, so one bad field never hides the whole block.
 */

export { parseJsonBlock };
export { MAX_PLAN_FEATURES, PLAN_HIGHLIGHTS } from './blocks/benefits';
export type { Ingredient, IngredientsBlock } from './blocks/ingredients';
export type { AudienceEntry, FaqEntry, ProductTestimonial } from './blocks/faqs';
export type { Nutrient, NutritionFacts } from './blocks/nutrition';
export type { HoneyPromotionBlock } from './blocks/page-blocks';

/** A block read leniently: a missing or unreadable block reads as each field's fallback. */
function readBlock<T extends z.ZodType>(reader: T, raw: unknown): z.output<T> {
  return reader.parse(parseJsonBlock(raw) ?? {});
}

// ---- Pricing plans (storefront §3 Pricing plan, §4 Product page) ----------------------------------

export type PricingPlan = Omit<ReadPricingPlan, 'savings'> & {
  /** servings / 30, rounded, at least 1 (storefront §4). */
  jars: number;
  savingsAmount: number;
};

export function parsePricingPlans(raw: unknown): PricingPlan[] {
  return readPricingPlans.parse(raw).map(toPricingPlan);
}

function toPricingPlan({ savings, ...plan }: ReadPricingPlan): PricingPlan {
  return { ...plan, jars: jarsForServings(plan.servings), savingsAmount: savings.amount };
}

/** The package chooser starts on the plan highlighted 'Most Popular', otherwise the first (storefront §4). */
export function defaultPlanIndex(plans: ReadonlyArray<Pick<PricingPlan, 'highlight'>>): number {
  return Math.max(
    0,
    plans.findIndex((plan) => plan.highlight === 'Most Popular'),
  );
}

// ---- Benefits section -----------------------------------------------------------------------------

/** The product page's benefit cards (back-office §2 Benefits tab: heading, subheading, benefits list). */
export type BenefitsSection = { heading: string; subheading: string; items: ReadBenefitItem[] };

/** A section only when there is a benefit to show; without a heading of its own it names the product. */
function parseBenefitsSection(
  block: { heading: string; subheading: string; benefits: ReadBenefitItem[] },
  name: string,
): BenefitsSection | null {
  if (!block.benefits.length) return null;
  return {
    heading: block.heading || `Benefits of ${name}`,
    subheading: block.subheading,
    items: block.benefits,
  };
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

/**
 * A table without rows has nothing to compare and is left out. Missing columns take the defaults on the
 * flagship only: they name Vitalix, so another product's table without columns is left out too.
 */
function parseComparison(raw: Record<string, unknown> | null, flagship: boolean): ComparisonTable | null {
  const table = comparisonTable.lenient.safeParse(raw);
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
  ingredientTags: [
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

/** The product's own ingredients; without any, the flagship's fallback or, for another product, none. */
function parseIngredients(raw: unknown, flagship: boolean): IngredientsBlock | null {
  const block = parseJsonBlock(raw);
  const read = ingredientsBlock.lenient.parse(block ?? {});
  const ingredients = read.ingredients.slice(0, MAX_INGREDIENT_CARDS);
  if (!block || !ingredients.length) return flagship ? FALLBACK_INGREDIENTS : null;
  return { ...read, heading: read.heading || FALLBACK_INGREDIENTS.heading, ingredients };
}

// ---- Testimonials ----------------------------------------------------------------------------------

/** Storefront §9: the product page shows at most 6 testimonials. */
export const MAX_PRODUCT_TESTIMONIALS = 6;

// ---- Nutrition facts -------------------------------------------------------------------------------

type Amounts = Pick<NutritionFacts, 'calories' | 'carbohydrates' | 'sugars' | 'protein'>;

/** Storefront §9 nutrition fallbacks: the flagship's own figures, so no other product takes them. */
const FLAGSHIP_NUTRITION_FALLBACKS: Amounts = {
  calories: '45 kcal',
  carbohydrates: '8g',
  sugars: '5g',
  protein: '2g',
};

/**
 * The flagship always shows nutrition, its gaps filled by the §9 fallbacks; another product shows what
 * its own supplement facts say, and nothing when they say nothing.
 */
function parseNutrition(raw: unknown, heading: string, flagship: boolean): NutritionFacts | null {
  const block = parseJsonBlock(raw);
  if (!block && !flagship) return null;
  const facts = supplementFacts.lenient.parse(block ?? {});
  const fallback = flagship ? FLAGSHIP_NUTRITION_FALLBACKS : null;
  const amounts: Amounts = {
    calories: facts.calories || (fallback?.calories ?? ''),
    carbohydrates: facts.carbohydrates || (fallback?.carbohydrates ?? ''),
    sugars: facts.sugars || (fallback?.sugars ?? ''),
    protein: facts.protein || (fallback?.protein ?? ''),
  };
  if (!Object.values(amounts).some(Boolean) && !facts.nutrients.length && !facts.servingSize) return null;
  return { heading, ...facts, ...amounts };
}

// ---- Hero and honey promotion ----------------------------------------------------------------------

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
  benefits: BenefitsSection | null;
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
  const hero = readBlock(heroSection.lenient, product.productHeroSection);
  const benefits = readBlock(benefitsBlock.lenient, product.productBenefits);
  const faqs = readBlock(faqsBlock.lenient, product.productFaqs);
  const testimonials = readBlock(testimonialsBlock.lenient, product.productTestimonials);
  const honey = honeyPromotion.lenient.safeParse(parseJsonBlock(product.productHoneyPromotion));
  const plans = benefits.pricingPlans.map(toPricingPlan);
  const flagship = isFlagshipProduct(product);
  return {
    hero: {
      heading: hero.heading || product.name,
      subheading: hero.subheading || shortDescription(product.description),
    },
    plans,
    defaultPlan: defaultPlanIndex(plans),
    benefits: parseBenefitsSection(benefits, product.name),
    comparison: parseComparison(benefits.comparisonTable, flagship),
    ingredients: parseIngredients(product.productIngredients, flagship),
    whoIsItFor: faqs.whoIsItFor,
    faq: {
      heading: faqs.heading || 'Frequently Asked Questions',
      subheading: faqs.subheading,
      items: faqs.faqs,
    },
    testimonials: {
      heading: testimonials.heading || 'What Our Customers Say',
      subheading: testimonials.subheading,
      items: testimonials.testimonials.slice(0, MAX_PRODUCT_TESTIMONIALS),
    },
    nutrition: parseNutrition(
      product.supplementFacts,
      benefits.nutritionalHeading || 'Nutritional Information',
      flagship,
    ),
    honeyPromotion: honey.success ? honey.data : null,
  };
}
