import type { ProductCategory } from '../../../../common/catalog/categories';
import { SORT_OPTIONS, type ProductSort } from '../../../../common/catalog/product-filters';
import {
  CATEGORY_CHIP_DEFAULTS,
  FEATURE_ICONS,
  SORT_OPTION_DEFAULTS,
  type FeatureIcon,
} from '../../../../common/content/section-defaults';
import { readSection, type SectionRead } from '../../../../common/content/section-schemas';

/**
 * The products page's server-managed sections (storefront §3 Products-page content: hero, features,
 * categories, sort, cta), each read by its one definition (common/content/section-schemas.ts): a missing or
 * malformed field falls back to its default in SECTION_DEFAULTS instead of breaking the page. The page's
 * own part: the chips and the sorts are always all there, content only renames them. Runs in the route's
 * loader (and the back office's preview); the shop's components import only its types.
 */
export { FEATURE_ICONS, type FeatureIcon };

export type ProductsFeature = SectionRead<'products-features'>['features'][number];
export type CategoryChip = { category: ProductCategory | null; label: string };
export type SortChoice = { value: ProductSort; label: string };
export type ProductsCtaContent = SectionRead<'products-cta'>;

export type ProductsPageContent = {
  hero: SectionRead<'products-hero'>;
  features: ProductsFeature[];
  categories: CategoryChip[];
  sortOptions: SortChoice[];
  cta: ProductsCtaContent;
};

/** The content editor names the price sorts 'price-low' / 'price-high'; the URL says 'price-asc' / 'price-desc'. */
const SORT_ALIASES: Record<string, ProductSort> = { 'price-low': 'price-asc', 'price-high': 'price-desc' };
const sortOf = (value: string): string => SORT_ALIASES[value] ?? value;

const DEFAULT_SORT_LABELS = new Map<string, string>(
  SORT_OPTION_DEFAULTS.map((option) => [sortOf(option.value), option.label]),
);

const DEFAULTS = {
  categories: CATEGORY_CHIP_DEFAULTS.map((chip): CategoryChip => ({
    category: chip.id === 'all' ? null : chip.id,
    label: chip.label,
  })),
  // Every sort the URL knows has its option (other pages link to them), whatever the defaults list.
  sortOptions: SORT_OPTIONS.map((value) => ({ value, label: DEFAULT_SORT_LABELS.get(value) ?? value })),
} satisfies Record<string, unknown>;

/** The chips are always All Products plus the four categories, in that order; content only renames them. */
function categoryChips({ categories }: SectionRead<'products-categories'>): CategoryChip[] {
  const labels = new Map(categories.map((c) => [c.id, c.label]));
  return DEFAULTS.categories.map((chip) => ({
    ...chip,
    label: labels.get(chip.category ?? 'all') || chip.label,
  }));
}

/** All six sorts always exist (other pages link to them); content only renames them. */
function sortChoices({ options }: SectionRead<'products-sort'>): SortChoice[] {
  const labels = new Map(options.map((option) => [sortOf(option.value), option.label]));
  return DEFAULTS.sortOptions.map((option) => ({
    ...option,
    label: labels.get(option.value) || option.label,
  }));
}

export function productsPageContent(
  blocks: ReadonlyArray<{ section: string; content: unknown }>,
): ProductsPageContent {
  const stored = (name: string) => blocks.find((b) => b.section === name)?.content;
  return {
    hero: readSection('products-hero', stored('hero')),
    features: readSection('products-features', stored('features')).features,
    categories: categoryChips(readSection('products-categories', stored('categories'))),
    sortOptions: sortChoices(readSection('products-sort', stored('sort'))),
    cta: readSection('products-cta', stored('cta')),
  };
}
