import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { PRODUCT_MESSAGES, productInputSchema } from '../../../../common/catalog/product-admin-schemas';
import { productUrdu } from '../../../../common/catalog/product-texts';
import { urduFieldPath } from '../../../../common/i18n/urdu-version';
import { isUrduName, URDU_VALUES } from '../../forms/text-language';
import { productBody, videoRows, type ProductFormValues } from './product-form';

/** The editor's five tabs (back-office §2), in order. */
export const EDITOR_TABS = [
  { key: 'basic', label: 'Basic Info' },
  { key: 'media', label: 'Media' },
  { key: 'benefits', label: 'Benefits' },
  { key: 'ingredients', label: 'Ingredients' },
  { key: 'details', label: 'Details' },
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number]['key'];

const BASIC_FIELDS = new Set([
  'name',
  'slug',
  'description',
  'sku',
  'category',
  'price',
  'costPrice',
  'stock',
  'isNewArrival',
  'isFeatured',
  'isBestSeller',
  'isOnSale',
]);
/** The product's own columns shown on another tab than Basic Info: Key Benefits and the quick view's texts. */
const COLUMN_TABS = new Map<string, EditorTab>([
  ['benefits', 'benefits'],
  ['ingredients', 'ingredients'],
  ['usageInstructions', 'details'],
]);
const DETAIL_BLOCKS = new Set([
  'productFaqs',
  'productTestimonials',
  'supplementFacts',
  'productHoneyPromotion',
]);

/**
 * The tab that shows a field, by its key (the body's path, `productBenefits.pricingPlans.0.price`; the
 * gallery is `gallery.N`, a video `videos.N.url`). A block named without a field inside it is not a field: null.
 * An Urdu field (`ur.productFaqs.faqs.0.answer`, decision 039) is on the tab of the English it translates.
 */
export function tabOf(key: string): EditorTab | null {
  if (isUrduName(key)) return key === URDU_VALUES ? null : tabOf(key.slice(URDU_VALUES.length + 1));
  const [head = '', inner] = key.split('.');
  if (BASIC_FIELDS.has(head)) return 'basic';
  if (head === 'gallery' || head === 'videos') return 'media';
  const columnTab = COLUMN_TABS.get(head);
  if (columnTab) return columnTab;
  if (inner === undefined) return null;
  if (head === 'productHeroSection') return 'basic';
  if (head === 'productBenefits') {
    return inner === 'pricingPlans' || inner === 'comparisonTable' ? 'media' : 'benefits';
  }
  if (head === 'productIngredients') return 'ingredients';
  if (DETAIL_BLOCKS.has(head)) return 'details';
  return null;
}

/** Lists typed as one text field: a problem with one entry is the field's. */
function isListText(path: string[]): boolean {
  const parent = path.at(-2);
  return (
    parent === 'features' ||
    parent === 'ingredientTags' ||
    parent === 'columns' ||
    parent === 'values' ||
    (parent === 'benefits' && path[0] === 'productIngredients')
  );
}

/** The field a problem the schema found belongs to, in the editor's keys. */
function fieldKey(issuePath: readonly PropertyKey[], values: ProductFormValues): string {
  let path = issuePath.map(String);
  // An Urdu line's problem is its list's field (the Urdu fields type a list one entry per line).
  if (path[0] === URDU_VALUES)
    return [URDU_VALUES, ...urduFieldPath(productUrdu.shape, path.slice(1))].join('.');
  if (path[0] === 'image') path = ['gallery', '0'];
  else if (path[0] === 'images')
    path = path.length > 1 ? ['gallery', String(Number(path[1]) + 1)] : ['gallery'];
  else if (path[0] === 'videos' && path.length > 1) {
    path = ['videos', String(videoRows(values.videos)[Number(path[1])] ?? path[1]), 'url'];
  } else if (path[0] === 'benefits' && path.length === 2) path = [...path, 'text'];
  if (path.length > 2 && /^\d+$/.test(path.at(-1)!) && isListText(path)) path = path.slice(0, -1);
  return path.join('.');
}

export type FormCheck = {
  /** The first message of each field, by key. */
  errors: Record<string, string>;
  /** Problems no field shows (a block that cannot be processed). */
  unplaced: string[];
};

/** Checks the body the values make with the API's own schema, so the editor and the server agree. */
export function checkProduct(values: ProductFormValues): FormCheck {
  const result = productInputSchema.safeParse(productBody(values));
  const check: FormCheck = { errors: {}, unplaced: [] };
  if (result.success) return check;
  for (const issue of result.error.issues) {
    const key = fieldKey(issue.path, values);
    if (tabOf(key) === null) check.unplaced.push(issue.message);
    else check.errors[key] ??= issue.message;
  }
  return check;
}

/**
 * The editor's check for the form engine (decision 027): the API's schema on the body the values make,
 * each problem under its field. A problem no field shows is not the form's to show: the save refuses it
 * with the Form Error (product-editor.tsx).
 */
export const productFormSchema = z.unknown().superRefine((values, ctx) => {
  for (const [key, message] of Object.entries(checkProduct(values as ProductFormValues).errors)) {
    ctx.addIssue({ code: 'custom', path: key.split('.'), message });
  }
}) as z.ZodType<unknown, FieldValues>;

/** Back-office §5 'Form Error: …' as a toast: its title and its words. */
export const FORM_ERROR = {
  title: PRODUCT_MESSAGES.formError.slice(0, PRODUCT_MESSAGES.formError.indexOf(':')),
  description: PRODUCT_MESSAGES.formError.slice(PRODUCT_MESSAGES.formError.indexOf(':') + 1).trim(),
};
