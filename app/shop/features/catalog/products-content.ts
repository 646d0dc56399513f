import type { ProductCategory } from '../../../../common/catalog/categories';
import { SORT_OPTIONS, type ProductSort } from '../../../../common/catalog/product-filters';
import {
  CATEGORY_CHIP_DEFAULTS,
  FEATURE_ICONS,
  SECTION_DEFAULTS,
  SORT_OPTION_DEFAULTS,
  type FeatureIcon,
} from '../../../../common/content/section-defaults';
import type { SectionContent } from '../../../../common/content/section-schemas';

/**
 * The products page's server-managed sections (storefront §3 Products-page content: hero, features,
 * categories, sort, cta), read defensively: staff edit this JSON by hand, so a missing or malformed field
 * falls back to its default in SECTION_DEFAULTS instead of breaking the page.
 */
export { FEATURE_ICONS, type FeatureIcon };

export type ProductsFeature = SectionContent<'products-features'>['features'][number];
export type CategoryChip = { category: ProductCategory | null; label: string };
export type SortChoice = { value: ProductSort; label: string };
export type ProductsCtaContent = SectionContent<'products-cta'>;

export type ProductsPageContent = {
  hero: { heading: string; subheading: string };
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
  hero: SECTION_DEFAULTS['products-hero'],
  features: SECTION_DEFAULTS['products-features'].features,
  categories: CATEGORY_CHIP_DEFAULTS.map((chip): CategoryChip => ({
    category: chip.id === 'all' ? null : chip.id,
    label: chip.label,
  })),
  // Every sort the URL knows has its option (other pages link to them), whatever the defaults list.
  sortOptions: SORT_OPTIONS.map((value) => ({ value, label: DEFAULT_SORT_LABELS.get(value) ?? value })),
  cta: SECTION_DEFAULTS['products-cta'],
} satisfies Record<string, unknown>;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(source: Json, key: string, fallback: string): string {
  const value = source[key];
  return typeof value === 'string' && value.trim() ? value : fallback;
}

function objects(source: Json, key: string): Json[] {
  const value = source[key];
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function parseFeatures(section: Json): ProductsFeature[] {
  const features = objects(section, 'features')
    .map((f) => ({
      icon: FEATURE_ICONS.find((icon) => icon === f.icon) ?? 'Leaf',
      title: text(f, 'title', ''),
      description: text(f, 'description', ''),
    }))
    .filter((f) => f.title);
  return features.length ? features : DEFAULTS.features.map((feature) => ({ ...feature }));
}

/** The chips are always All Products plus the four categories, in that order; content only renames them. */
function parseCategories(section: Json): CategoryChip[] {
  const labels = new Map(objects(section, 'categories').map((c) => [c.id, text(c, 'label', '')]));
  return DEFAULTS.categories.map((chip) => ({
    ...chip,
    label: labels.get(chip.category ?? 'all') || chip.label,
  }));
}

/** All six sorts always exist (other pages link to them); content only renames them. */
function parseSortOptions(section: Json): SortChoice[] {
  const labels = new Map<string, string>();
  for (const option of objects(section, 'options')) {
    const raw = typeof option.value === 'string' ? option.value : '';
    labels.set(sortOf(raw), text(option, 'label', ''));
  }
  return DEFAULTS.sortOptions.map((option) => ({
    ...option,
    label: labels.get(option.value) || option.label,
  }));
}

export function productsPageContent(
  blocks: ReadonlyArray<{ section: string; content: unknown }>,
): ProductsPageContent {
  const section = (name: string): Json => {
    const content = blocks.find((b) => b.section === name)?.content;
    return isObject(content) ? content : {};
  };
  const hero = section('hero');
  const cta = section('cta');
  return {
    hero: {
      heading: text(hero, 'heading', DEFAULTS.hero.heading),
      subheading: text(hero, 'subheading', DEFAULTS.hero.subheading),
    },
    features: parseFeatures(section('features')),
    categories: parseCategories(section('categories')),
    sortOptions: parseSortOptions(section('sort')),
    cta: {
      heading: text(cta, 'heading', DEFAULTS.cta.heading),
      subheading: text(cta, 'subheading', DEFAULTS.cta.subheading),
      primaryButtonText: text(cta, 'primaryButtonText', DEFAULTS.cta.primaryButtonText),
      secondaryButtonText: text(cta, 'secondaryButtonText', DEFAULTS.cta.secondaryButtonText),
    },
  };
}
