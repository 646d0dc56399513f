import { PRODUCT_CATEGORIES, type ProductCategory } from './categories';

/**
 * The products page's view state (storefront §4 "Products page view state"), kept in the URL query so a
 * filtered view can be shared and survives a reload. The query keys are a public contract: other pages
 * link to them.
 */
export const SORT_OPTIONS = ['featured', 'price-asc', 'price-desc', 'name', 'newest', 'rating'] as const;
export type ProductSort = (typeof SORT_OPTIONS)[number];

export const LAYOUTS = ['grid-2', 'grid-3', 'list'] as const;
export type ProductLayout = (typeof LAYOUTS)[number];

/** Default price filter 0 to 10000, both ends inclusive (storefront §9). */
export const PRICE_FLOOR = 0;
export const PRICE_CEILING = 10000;

/** Long enough for any product name; a pasted essay in `q` is cut rather than searched. */
export const SEARCH_MAX_LENGTH = 100;

export type ProductsView = {
  q: string;
  /** null = All Products. */
  category: ProductCategory | null;
  sort: ProductSort;
  layout: ProductLayout;
  min: number;
  max: number;
  inStock: boolean;
  onSale: boolean;
  newArrivals: boolean;
  filtersOpen: boolean;
};

export const DEFAULT_VIEW: ProductsView = {
  q: '',
  category: null,
  sort: 'featured',
  layout: 'grid-2',
  min: PRICE_FLOOR,
  max: PRICE_CEILING,
  inStock: false,
  onSale: false,
  newArrivals: false,
  filtersOpen: false,
};

/** Every query key the view owns; anything else in the URL (utm tags...) is left alone. */
export const VIEW_KEYS = [
  'q',
  'category',
  'sort',
  'layout',
  'min',
  'max',
  'inStock',
  'onSale',
  'new',
  'filters',
] as const;

/**
 * A key given twice counts by its last value: the no-JavaScript form sends the current value in a hidden
 * field first and the pressed button's value after it.
 */
function last(params: URLSearchParams, key: string): string | null {
  const values = params.getAll(key);
  return values.at(-1) ?? null;
}

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

function parseCategory(value: string | null): ProductCategory | null {
  const wanted = value?.trim().toLowerCase();
  return PRODUCT_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}

/** A price bound: not a number or negative falls back to the default; above the ceiling is clamped. */
export function parsePriceBound(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < PRICE_FLOOR) return fallback;
  return Math.min(n, PRICE_CEILING);
}

function parseFlag(value: string | null): boolean {
  return value === '1' || value === 'true';
}

/** Reads the view from a URL query. Never throws: anything unexpected falls back to its default. */
export function parseProductsView(params: URLSearchParams): ProductsView {
  let min = parsePriceBound(last(params, 'min'), PRICE_FLOOR);
  let max = parsePriceBound(last(params, 'max'), PRICE_CEILING);
  // Bounds typed the wrong way round mean the same range.
  if (min > max) [min, max] = [max, min];
  return {
    q: (last(params, 'q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    category: parseCategory(last(params, 'category')),
    sort: oneOf(SORT_OPTIONS, last(params, 'sort'), DEFAULT_VIEW.sort),
    layout: oneOf(LAYOUTS, last(params, 'layout'), DEFAULT_VIEW.layout),
    min,
    max,
    inStock: parseFlag(last(params, 'inStock')),
    onSale: parseFlag(last(params, 'onSale')),
    newArrivals: parseFlag(last(params, 'new')),
    filtersOpen: parseFlag(last(params, 'filters')),
  };
}

/** Writes the view as a query, leaving out every value that equals its default. */
export function serializeProductsView(view: ProductsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q);
  if (view.category) params.set('category', view.category);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.layout !== DEFAULT_VIEW.layout) params.set('layout', view.layout);
  if (view.min !== PRICE_FLOOR) params.set('min', String(view.min));
  if (view.max !== PRICE_CEILING) params.set('max', String(view.max));
  if (view.inStock) params.set('inStock', '1');
  if (view.onSale) params.set('onSale', '1');
  if (view.newArrivals) params.set('new', '1');
  if (view.filtersOpen) params.set('filters', '1');
  return params;
}

/** `current` with the view's keys replaced by `view`, keeping keys the view does not own. */
export function withProductsView(current: URLSearchParams, view: ProductsView): URLSearchParams {
  const next = new URLSearchParams();
  current.forEach((value, key) => {
    if (!(VIEW_KEYS as readonly string[]).includes(key)) next.append(key, value);
  });
  serializeProductsView(view).forEach((value, key) => next.set(key, value));
  return next;
}

/** The view with every filter back to its default; sort, layout and the open panel are kept. */
export function clearFilters(view: ProductsView): ProductsView {
  return {
    ...view,
    q: DEFAULT_VIEW.q,
    category: DEFAULT_VIEW.category,
    min: PRICE_FLOOR,
    max: PRICE_CEILING,
    inStock: false,
    onSale: false,
    newArrivals: false,
  };
}

/** Covers category, search, price range and the three toggles (storefront §5 Filters). */
export function activeFilterCount(view: ProductsView): number {
  return [
    view.category !== null,
    view.q.trim() !== '',
    view.min !== PRICE_FLOOR || view.max !== PRICE_CEILING,
    view.inStock,
    view.onSale,
    view.newArrivals,
  ].filter(Boolean).length;
}

/** What filtering and sorting read of a product. Prices arrive as numeric strings from the database. */
export type FilterableProduct = {
  name: string;
  description: string;
  price: string | number;
  stock: number;
  category: string;
  isOnSale: boolean;
  isNewArrival: boolean;
};

function priceOf(product: FilterableProduct): number {
  const n = typeof product.price === 'number' ? product.price : Number.parseFloat(product.price);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Storefront §5 Filters: search matches name or description, case-insensitive; the price range is
 * inclusive; in-stock-only needs stock above 0; on-sale and new-arrival need their flags.
 */
export function filterProducts<T extends FilterableProduct>(products: readonly T[], view: ProductsView): T[] {
  const needle = view.q.trim().toLowerCase();
  return products.filter((product) => {
    if (view.category && product.category !== view.category) return false;
    if (
      needle &&
      !product.name.toLowerCase().includes(needle) &&
      !product.description.toLowerCase().includes(needle)
    ) {
      return false;
    }
    const price = priceOf(product);
    if (price < view.min || price > view.max) return false;
    if (view.inStock && product.stock <= 0) return false;
    if (view.onSale && !product.isOnSale) return false;
    if (view.newArrivals && !product.isNewArrival) return false;
    return true;
  });
}

/**
 * Price and name sorts reorder a copy; Featured, Newest First and Highest Rated keep the server's order
 * (storefront §9 says they do not reorder).
 */
export function sortProducts<T extends FilterableProduct>(products: readonly T[], sort: ProductSort): T[] {
  const copy = [...products];
  switch (sort) {
    case 'price-asc':
      return copy.sort((a, b) => priceOf(a) - priceOf(b));
    case 'price-desc':
      return copy.sort((a, b) => priceOf(b) - priceOf(a));
    case 'name':
      return copy.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    case 'featured':
    case 'newest':
    case 'rating':
      return copy;
  }
}

/** The list the page shows for a view. */
export function applyProductsView<T extends FilterableProduct>(
  products: readonly T[],
  view: ProductsView,
): T[] {
  return sortProducts(filterProducts(products, view), view.sort);
}
