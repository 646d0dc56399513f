import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../common/catalog/categories';
import { SORT_OPTIONS, type ProductSort } from '../../../common/catalog/product-filters';

/**
 * The products page's server-managed sections (storefront §3 Products-page content: hero, features,
 * categories, sort, cta), read defensively: staff edit this JSON by hand, so a missing or malformed field
 * falls back to the page's own text instead of breaking the page.
 */
export const FEATURE_ICONS = ['Leaf', 'Shield', 'Truck', 'Award', 'Heart', 'Star', 'Check', 'Zap'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

export type ProductsFeature = { icon: FeatureIcon; title: string; description: string };
export type CategoryChip = { category: ProductCategory | null; label: string };
export type SortChoice = { value: ProductSort; label: string };
export type ProductsCtaContent = {
  heading: string;
  subheading: string;
  primaryButtonText: string;
  secondaryButtonText: string;
};

export type ProductsPageContent = {
  hero: { heading: string; subheading: string };
  features: ProductsFeature[];
  categories: CategoryChip[];
  sortOptions: SortChoice[];
  cta: ProductsCtaContent;
};

/** Storefront §9: the default features strip mentions free shipping over $50 and a 90-day guarantee. */
const DEFAULT_FEATURES: ProductsFeature[] = [
  {
    icon: 'Leaf',
    title: '100% Organic',
    description: 'Sourced from certified organic farms and trusted growers.',
  },
  { icon: 'Shield', title: 'Quality Tested', description: 'Every batch is tested for purity and safety.' },
  { icon: 'Truck', title: 'Free Shipping', description: 'Free shipping on orders over $50.' },
  {
    icon: 'Award',
    title: '90-Day Guarantee',
    description: 'Not satisfied? We make it right within 90 days.',
  },
];

const DEFAULT_SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  name: 'Name: A-Z',
  newest: 'Newest First',
  rating: 'Highest Rated',
};

/** The content editor names the price sorts 'price-low' / 'price-high'; the URL says 'price-asc' / 'price-desc'. */
const SORT_ALIASES: Record<string, ProductSort> = { 'price-low': 'price-asc', 'price-high': 'price-desc' };

const DEFAULTS: ProductsPageContent = {
  hero: {
    heading: 'Our Products',
    subheading:
      'Organic supplements, natural foods, dry fruits and herbal medicines, carefully sourced and tested.',
  },
  features: DEFAULT_FEATURES,
  categories: [
    { category: null, label: 'All Products' },
    ...PRODUCT_CATEGORIES.map((category) => ({ category, label: category })),
  ],
  sortOptions: SORT_OPTIONS.map((value) => ({ value, label: DEFAULT_SORT_LABELS[value] })),
  cta: {
    heading: 'Not Sure Where to Start?',
    subheading: 'Our team is happy to help you choose the right products for your routine.',
    primaryButtonText: 'Shop Vitalix',
    secondaryButtonText: 'Contact Us',
  },
};

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
  return features.length ? features : DEFAULT_FEATURES;
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
    labels.set(SORT_ALIASES[raw] ?? raw, text(option, 'label', ''));
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
