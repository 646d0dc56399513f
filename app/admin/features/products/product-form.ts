import type { ListText } from '../../forms/editor-fields';

export type { ListText };
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../../common/catalog/categories';
import { priceInRupees } from '../../../../common/money';
import {
  BENEFIT_ICONS,
  PLAN_HIGHLIGHT_CHOICES,
  type AdminProduct,
  type BenefitItem,
  type ProductInputBody,
} from '../../../../common/catalog/product-admin-schemas';
import type { StoredAudienceItem, StoredFaqItem } from '../../../../common/catalog/blocks/faqs';
import type { StoredNutrient } from '../../../../common/catalog/blocks/nutrition';
import { productUrdu } from '../../../../common/catalog/product-texts';
import { urduBodyOf, type UrduRecord } from '../../../../common/i18n/urdu-version';

/**
 * The product editor's values, as the form holds them: text as typed, lists of rows,
 * and the product's blocks turned into drafts; `productBody` turns them into the API's body
 * (`productInputSchema` from common/, which checks it). Pure, so the rules are tested on their own.
 */

/**
 * A list typed as text (features, ingredient benefits, columns, tags, a row's values). While the text is
 * the one loaded, the list as loaded is saved back, so an entry holding a comma ('Yes, 9 herbs') is not
 * split when another part of its block changes.
 */

export type PlanHighlight = (typeof PLAN_HIGHLIGHT_CHOICES)[number];
export type PlanDraft = {
  label: string;
  servings: string;
  price: string;
  perDay: string;
  description: string;
  features: ListText;
  highlight: PlanHighlight;
  savings: { amount: string };
};
export type ComparisonRowDraft = { feature: string; values: ListText };
export type BenefitDraft = BenefitItem;
export type IngredientDraft = { name: string; description: string; benefits: ListText };
export type AudienceDraft = StoredAudienceItem;
export type FaqDraft = StoredFaqItem;
export type TestimonialDraft = {
  name: string;
  location: string;
  /** As the select holds it: '1' to '5'. */
  rating: string;
  text: string;
  image: string;
};
export type NutrientDraft = StoredNutrient;
/** A video's address (a row of its own, so the list's rows can be added and removed). */
export type VideoDraft = { url: string };
/** One Key Benefits line (storefront §3 `benefits[]`), a row of its own for the same reason. */
export type KeyBenefitDraft = { text: string };

/**
 * The values keep the API body's key names (decision 027), so a problem the API's schema finds is named
 * as its field is ('productBenefits.pricingPlans.0.price'); the gallery and the videos are the exceptions
 * form-check.ts maps.
 */
export type ProductFormValues = {
  name: string;
  slug: string;
  description: string;
  sku: string;
  category: ProductCategory;
  /** As typed: the schema reads it as one amount above 0 (common/money.ts). */
  price: string;
  /** What one unit costs the shop, as typed; empty for none (docs/settlements.md, costs). */
  costPrice: string;
  /** As typed: read as a whole number, 0 when it is not one (back-office §5). */
  stock: string;
  productHeroSection: { heading: string; subheading: string };
  /** The badges and filters the shop draws from the product (storefront §2 Products). */
  isNewArrival: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
  isOnSale: boolean;
  /** Key Benefits: the product page's checklist and the quick view's list (storefront §2, §3). */
  benefits: KeyBenefitDraft[];
  /** The quick view's Ingredients and Usage Instructions, as typed (line breaks kept). */
  ingredients: string;
  usageInstructions: string;
  /** The gallery: the first image is the primary (`image`), the rest `images` (back-office §4). */
  gallery: string[];
  videos: VideoDraft[];
  productBenefits: {
    heading: string;
    subheading: string;
    nutritionalHeading: string;
    benefits: BenefitDraft[];
    pricingPlans: PlanDraft[];
    comparisonTable: { heading: string; columns: ListText; rows: ComparisonRowDraft[] };
  };
  productIngredients: {
    heading: string;
    subheading: string;
    ingredients: IngredientDraft[];
    ingredientTags: ListText;
  };
  productFaqs: { heading: string; subheading: string; whoIsItFor: AudienceDraft[]; faqs: FaqDraft[] };
  productTestimonials: { heading: string; subheading: string; testimonials: TestimonialDraft[] };
  supplementFacts: {
    servingSize: string;
    servingsPerContainer: string;
    calories: string;
    carbohydrates: string;
    sugars: string;
    protein: string;
    nutrientsHeading: string;
    nutrients: NutrientDraft[];
    disclaimer: string;
  };
  productHoneyPromotion: { title: string; description: string; imageUrl: string; buttonText: string };
  /**
   * The product's Urdu version (decision 039) as the API holds it, by the body's key names (its lists of
   * texts one line per entry, as typed); the Urdu fields (forms/urdu-fields.tsx) are named into it.
   */
  ur: UrduRecord;
};

// ---- Lists typed as text ---------------------------------------------------------------------------

/** Back-office §5: features, ingredient benefits, columns and tags split by line or comma, trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Back-office §5: comparison row values split by commas (an empty value keeps its column). */
export function splitValues(text: string): string[] {
  return text.trim() === '' ? [] : text.split(',').map((value) => value.trim());
}

export function listText(list: readonly string[], joiner = '\n'): ListText {
  const text = list.join(joiner);
  return { text, loaded: { text, list: [...list] } };
}

export const typedList = (text: string): ListText => ({ text });

function readListText(value: ListText, split: (text: string) => string[]): string[] {
  return value.loaded && value.text === value.loaded.text ? value.loaded.list : split(value.text);
}

/** Back-office §5: pricing plan numbers are parsed as integers defaulting to 0 (all but the price). */
export function toInteger(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isNaN(n) ? 0 : n;
}

// ---- Reading a stored product (leniently: what cannot be read starts empty) -----------------------

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const asArray = (value: unknown): Loose[] => (Array.isArray(value) ? value.map(asObject) : []);
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const asTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(asText) : typeof value === 'string' && value ? [value] : [];
const asNumberText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : asText(value);

function planDraft(raw: Loose): PlanDraft {
  const highlight = PLAN_HIGHLIGHT_CHOICES.find((choice) => choice === raw.highlight) ?? '';
  const savings = typeof raw.savings === 'object' ? asObject(raw.savings).amount : raw.savings;
  return {
    label: asText(raw.label),
    servings: asNumberText(raw.servings),
    price: asNumberText(raw.price),
    perDay: asNumberText(raw.perDay),
    description: asText(raw.description),
    features: listText(asTexts(raw.features)),
    highlight,
    savings: { amount: asNumberText(savings) },
  };
}

export const emptyPlan = (): PlanDraft => ({
  label: '',
  servings: '',
  price: '',
  perDay: '',
  description: '',
  features: typedList(''),
  highlight: '',
  savings: { amount: '' },
});

/** A new product (back-office §9): category Supplements, price 0, stock 0, nothing else. */
export function newProductValues(): ProductFormValues {
  return formValuesOf(null);
}

/** The editor's values for a product as the API answers it, or for a new one. */
export function formValuesOf(product: AdminProduct | null): ProductFormValues {
  const hero = asObject(product?.productHeroSection);
  const benefits = asObject(product?.productBenefits);
  const table = asObject(benefits.comparisonTable);
  const ingredients = asObject(product?.productIngredients);
  const faqs = asObject(product?.productFaqs);
  const testimonials = asObject(product?.productTestimonials);
  const facts = asObject(product?.supplementFacts);
  const honey = asObject(product?.productHoneyPromotion);
  const category = PRODUCT_CATEGORIES.find((c) => c === product?.category) ?? 'Supplements';
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    sku: product?.sku ?? '',
    category,
    price: product?.price ?? '0',
    costPrice: product?.costPrice ?? '',
    stock: String(product?.stock ?? 0),
    productHeroSection: { heading: asText(hero.heading), subheading: asText(hero.subheading) },
    isNewArrival: product?.isNewArrival ?? false,
    isFeatured: product?.isFeatured ?? false,
    isBestSeller: product?.isBestSeller ?? false,
    isOnSale: product?.isOnSale ?? false,
    benefits: (product?.benefits ?? []).map((text) => ({ text })),
    ingredients: product?.ingredients ?? '',
    usageInstructions: product?.usageInstructions ?? '',
    gallery: product ? [product.image, ...product.images].filter((url): url is string => Boolean(url)) : [],
    videos: product ? product.videos.map((url) => ({ url })) : [],
    productBenefits: {
      heading: asText(benefits.heading),
      subheading: asText(benefits.subheading),
      nutritionalHeading: asText(benefits.nutritionalHeading),
      benefits: asArray(benefits.benefits).map((item) => ({
        title: asText(item.title),
        description: asText(item.description),
        icon: BENEFIT_ICONS.find((icon) => icon === item.icon) ?? 'check',
      })),
      pricingPlans: asArray(benefits.pricingPlans).map(planDraft),
      comparisonTable: {
        heading: asText(table.heading),
        columns: listText(asTexts(table.columns)),
        rows: asArray(table.rows).map((row) => ({
          feature: asText(row.feature),
          values: listText(asTexts(row.values), ', '),
        })),
      },
    },
    productIngredients: {
      heading: asText(ingredients.heading),
      subheading: asText(ingredients.subheading),
      ingredients: asArray(ingredients.ingredients).map((item) => ({
        name: asText(item.name),
        description: asText(item.description),
        benefits: listText(asTexts(item.benefits)),
      })),
      ingredientTags: listText(asTexts(ingredients.ingredientTags)),
    },
    productFaqs: {
      heading: asText(faqs.heading),
      subheading: asText(faqs.subheading),
      whoIsItFor: asArray(faqs.whoIsItFor).map((item) => ({
        audience: asText(item.audience),
        question: asText(item.question),
        answer: asText(item.answer),
      })),
      faqs: asArray(faqs.faqs).map((item) => ({
        question: asText(item.question),
        answer: asText(item.answer),
      })),
    },
    productTestimonials: {
      heading: asText(testimonials.heading),
      subheading: asText(testimonials.subheading),
      testimonials: asArray(testimonials.testimonials).map((item) => ({
        name: asText(item.name),
        location: asText(item.location),
        rating: String(Math.min(5, Math.max(1, Math.round(Number(item.rating) || 5)))),
        text: asText(item.text),
        image: asText(item.image),
      })),
    },
    supplementFacts: {
      servingSize: asText(facts.servingSize),
      servingsPerContainer: asText(facts.servingsPerContainer),
      calories: asText(facts.calories),
      carbohydrates: asText(facts.carbohydrates),
      sugars: asText(facts.sugars),
      protein: asText(facts.protein),
      nutrientsHeading: asText(facts.nutrientsHeading),
      nutrients: asArray(facts.nutrients).map((item) => ({
        name: asText(item.name),
        amount: asText(item.amount),
        dailyValue: asText(item.dailyValue),
      })),
      disclaimer: asText(facts.disclaimer),
    },
    productHoneyPromotion: {
      title: asText(honey.title),
      description: asText(honey.description),
      imageUrl: asText(honey.imageUrl),
      buttonText: asText(honey.buttonText),
    },
    ur: structuredClone(product?.ur ?? {}) as UrduRecord,
  };
}

// ---- The API's body --------------------------------------------------------------------------------

/** A block with nothing in it is saved as no block (null), as a new product has none. */
function blockOrNull<T extends Record<string, unknown>>(block: T): T | null {
  const filled = Object.values(block).some((value) =>
    Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null,
  );
  return filled ? block : null;
}

/** The fields of the body the editor owns (the product's other columns are left as they are). */
export type EditorBody = Required<
  Pick<
    ProductInputBody,
    | 'name'
    | 'slug'
    | 'description'
    | 'sku'
    | 'category'
    | 'price'
    | 'costPrice'
    | 'stock'
    | 'image'
    | 'images'
    | 'videos'
    | 'productHeroSection'
    | 'isNewArrival'
    | 'isFeatured'
    | 'isBestSeller'
    | 'isOnSale'
    | 'benefits'
    | 'ingredients'
    | 'usageInstructions'
    | 'productBenefits'
    | 'productIngredients'
    | 'productFaqs'
    | 'productTestimonials'
    | 'supplementFacts'
    | 'productHoneyPromotion'
    | 'ur'
  >
>;

/** The videos saved: the addresses typed, blanks left out; `videoRows` maps each back to its row. */
export function videoRows(videos: readonly VideoDraft[]): number[] {
  return videos.flatMap((video, row) => (video.url.trim() ? [row] : []));
}

export function productBody(values: ProductFormValues): EditorBody {
  const {
    productBenefits: benefits,
    productIngredients: ingredients,
    productFaqs: faqs,
    productTestimonials: testimonials,
    supplementFacts: facts,
    productHoneyPromotion: honey,
  } = values;
  const table = benefits.comparisonTable;
  const comparisonTable = blockOrNull({
    heading: table.heading,
    columns: readListText(table.columns, splitList),
    rows: table.rows.map((row) => ({
      feature: row.feature,
      values: readListText(row.values, splitValues),
    })),
  });
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    sku: values.sku,
    category: values.category,
    price: values.price,
    costPrice: values.costPrice,
    stock: toInteger(values.stock),
    image: values.gallery[0] ?? null,
    images: values.gallery.slice(1),
    videos: videoRows(values.videos).map((row) => values.videos[row]!.url.trim()),
    productHeroSection: blockOrNull({ ...values.productHeroSection }),
    isNewArrival: values.isNewArrival,
    isFeatured: values.isFeatured,
    isBestSeller: values.isBestSeller,
    isOnSale: values.isOnSale,
    // Blank lines are dropped by the schema; each line keeps its row's index, so a problem finds its row.
    benefits: values.benefits.map((line) => line.text),
    ingredients: values.ingredients,
    usageInstructions: values.usageInstructions,
    productBenefits: blockOrNull({
      heading: benefits.heading,
      subheading: benefits.subheading,
      nutritionalHeading: benefits.nutritionalHeading,
      benefits: benefits.benefits,
      pricingPlans: benefits.pricingPlans.map((plan) => ({
        label: plan.label,
        servings: toInteger(plan.servings),
        // Rupees when it reads as one amount above 0; else as typed, for the schema to refuse (never 0).
        price: priceInRupees(plan.price) ?? plan.price,
        perDay: toInteger(plan.perDay),
        description: plan.description,
        features: readListText(plan.features, splitList),
        highlight: plan.highlight,
        savings: { amount: toInteger(plan.savings.amount) },
      })),
      comparisonTable,
    }),
    productIngredients: blockOrNull({
      heading: ingredients.heading,
      subheading: ingredients.subheading,
      ingredients: ingredients.ingredients.map((item) => ({
        name: item.name,
        description: item.description,
        benefits: readListText(item.benefits, splitList),
      })),
      ingredientTags: readListText(ingredients.ingredientTags, splitList),
    }),
    productFaqs: blockOrNull({ ...faqs }),
    productTestimonials: blockOrNull({
      heading: testimonials.heading,
      subheading: testimonials.subheading,
      testimonials: testimonials.testimonials.map((item) => ({
        ...item,
        rating: Number(item.rating),
        image: item.image.trim() || null,
      })),
    }),
    supplementFacts: blockOrNull({ ...facts }),
    productHoneyPromotion: blockOrNull({ ...honey, imageUrl: honey.imageUrl.trim() || null }),
    // As the API stores it (null for none), or as typed for its schema to say what is wrong.
    ur: urduBodyOf(productUrdu, values.ur),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields saved together: the gallery is `image` and `images`. */
const TOGETHER: Partial<Record<keyof EditorBody, keyof EditorBody>> = { image: 'images', images: 'image' };

/**
 * PATCH's body (decision 016): only what changed since the editor opened, with the version it loaded;
 * a stock change goes as the stock shown now and the stock shown then, so orders taken meanwhile stay
 * taken.
 */
export function patchBody(
  loaded: ProductFormValues,
  now: ProductFormValues,
  version: number,
  stockLoaded: number,
) {
  const before = productBody(loaded);
  const after = productBody(now);
  const patch: Partial<EditorBody> & { version: number; stockLoaded?: number } = { version };
  for (const key of Object.keys(after) as Array<keyof EditorBody>) {
    if (key === 'stock') continue;
    const partner = TOGETHER[key];
    if (!same(before[key], after[key]) || (partner && !same(before[partner], after[partner]))) {
      (patch as Record<string, unknown>)[key] = after[key];
    }
  }
  if (after.stock !== before.stock) {
    patch.stock = after.stock;
    patch.stockLoaded = stockLoaded;
  }
  return patch;
}
