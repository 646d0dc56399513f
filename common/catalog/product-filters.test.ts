import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyProductsView,
  clearFilters,
  DEFAULT_VIEW,
  filterProducts,
  parseProductsView,
  serializeProductsView,
  sortProducts,
  withProductsView,
  type FilterableProduct,
  type ProductsView,
} from './product-filters';

type P = FilterableProduct & { id: string };

const make = (id: string, over: Partial<P> = {}): P => ({
  id,
  name: `Product ${id}`,
  description: '',
  price: '100.00',
  stock: 20,
  category: 'Supplements',
  isOnSale: false,
  isNewArrival: false,
  ...over,
});

const products: P[] = [
  make('a', { name: 'Sidr Honey', price: '4500.50', category: 'Natural Foods', isOnSale: true }),
  make('b', { name: 'Moringa Powder', description: 'Rich in IRON and calcium', price: '0', stock: 0 }),
  make('c', { name: 'almonds', price: '10000.00', category: 'Dry Fruits', isNewArrival: true }),
  make('d', { name: 'Black Seed Oil', price: '10000.01', category: 'Herbal Medicines' }),
  make('e', { name: 'Ashwagandha', price: 1200, isOnSale: true, isNewArrival: true, stock: 3 }),
];

const view = (over: Partial<ProductsView>): ProductsView => ({ ...DEFAULT_VIEW, ...over });
const ids = (list: P[]) => list.map((p) => p.id);
const parse = (query: string) => parseProductsView(new URLSearchParams(query));

describe('filterProducts', () => {
  it('keeps everything within the default range and drops prices above 10000', () => {
    expect(ids(filterProducts(products, DEFAULT_VIEW))).toEqual(['a', 'b', 'c', 'e']);
  });

  it('filters by category', () => {
    expect(ids(filterProducts(products, view({ category: 'Supplements' })))).toEqual(['b', 'e']);
    expect(ids(filterProducts(products, view({ category: 'Dry Fruits' })))).toEqual(['c']);
  });

  it('searches name or description, case-insensitive, ignoring surrounding spaces', () => {
    expect(ids(filterProducts(products, view({ q: 'HONEY' })))).toEqual(['a']);
    expect(ids(filterProducts(products, view({ q: ' iron ' })))).toEqual(['b']);
    expect(ids(filterProducts(products, view({ q: 'ALMO' })))).toEqual(['c']);
    expect(filterProducts(products, view({ q: 'saffron' }))).toEqual([]);
  });

  it('treats both price bounds as inclusive, 0 and 10000 included', () => {
    expect(ids(filterProducts(products, view({ min: 0, max: 0 })))).toEqual(['b']);
    expect(ids(filterProducts(products, view({ min: 10000, max: 10000 })))).toEqual(['c']);
    expect(ids(filterProducts(products, view({ min: 1200, max: 4500.5 })))).toEqual(['a', 'e']);
    expect(ids(filterProducts(products, view({ min: 1200.01, max: 4500.49 })))).toEqual([]);
  });

  it('in-stock only needs stock above 0', () => {
    expect(ids(filterProducts(products, view({ inStock: true })))).toEqual(['a', 'c', 'e']);
  });

  it('on sale and new arrivals need their flags, and filters combine', () => {
    expect(ids(filterProducts(products, view({ onSale: true })))).toEqual(['a', 'e']);
    expect(ids(filterProducts(products, view({ newArrivals: true })))).toEqual(['c', 'e']);
    expect(ids(filterProducts(products, view({ onSale: true, newArrivals: true })))).toEqual(['e']);
  });
});

describe('sortProducts', () => {
  const list = filterProducts(products, DEFAULT_VIEW);

  it('sorts by price both ways', () => {
    expect(ids(sortProducts(list, 'price-asc'))).toEqual(['b', 'e', 'a', 'c']);
    expect(ids(sortProducts(list, 'price-desc'))).toEqual(['c', 'a', 'e', 'b']);
  });

  it('sorts by name A-Z, ignoring case', () => {
    expect(ids(sortProducts(list, 'name'))).toEqual(['c', 'e', 'b', 'a']);
  });

  it('keeps the server order for Featured, Newest First and Highest Rated', () => {
    for (const sort of ['featured', 'newest', 'rating'] as const) {
      expect(ids(sortProducts(list, sort))).toEqual(['a', 'b', 'c', 'e']);
    }
  });

  it('never reorders its input', () => {
    sortProducts(list, 'price-desc');
    expect(ids(list)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('filters then sorts in applyProductsView', () => {
    expect(ids(applyProductsView(products, view({ onSale: true, sort: 'price-asc' })))).toEqual(['e', 'a']);
  });
});

describe('activeFilterCount', () => {
  it('is 0 by default and ignores sort, layout and the open panel', () => {
    expect(activeFilterCount(DEFAULT_VIEW)).toBe(0);
    expect(activeFilterCount(view({ sort: 'name', layout: 'list', filtersOpen: true }))).toBe(0);
  });

  it('counts category, search, price range and the three toggles', () => {
    expect(activeFilterCount(view({ category: 'Dry Fruits' }))).toBe(1);
    expect(activeFilterCount(view({ q: '  ' }))).toBe(0);
    expect(activeFilterCount(view({ q: 'honey' }))).toBe(1);
    expect(activeFilterCount(view({ min: 10 }))).toBe(1);
    expect(activeFilterCount(view({ min: 10, max: 500 }))).toBe(1);
    const all = view({
      category: 'Supplements',
      q: 'x',
      max: 9000,
      inStock: true,
      onSale: true,
      newArrivals: true,
    });
    expect(activeFilterCount(all)).toBe(6);
    expect(activeFilterCount(clearFilters(all))).toBe(0);
  });
});

describe('URL state', () => {
  it('reads an empty query as the defaults and writes the defaults as an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
    expect(serializeProductsView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips every key', () => {
    const full = view({
      q: 'raw honey',
      category: 'Natural Foods',
      sort: 'price-desc',
      layout: 'list',
      min: 250.5,
      max: 8000,
      inStock: true,
      onSale: true,
      newArrivals: true,
      filtersOpen: true,
    });
    const query = serializeProductsView(full).toString();
    expect(query).toBe(
      'q=raw+honey&category=Natural+Foods&sort=price-desc&layout=list&min=250.5&max=8000&inStock=1&onSale=1&new=1&filters=1',
    );
    expect(parse(query)).toEqual(full);
  });

  it('falls back to defaults for bad values instead of failing', () => {
    expect(parse('min=abc&max=-5&category=Foo&sort=cheapest&layout=grid-9&inStock=yes')).toEqual(
      DEFAULT_VIEW,
    );
    expect(parse('min=-1&max=')).toEqual(DEFAULT_VIEW);
    expect(parse('max=Infinity').max).toBe(10000);
  });

  it('clamps prices to the range and swaps bounds given the wrong way round', () => {
    expect(parse('max=25000')).toMatchObject({ min: 0, max: 10000 });
    expect(parse('min=20000')).toMatchObject({ min: 10000, max: 10000 });
    expect(parse('min=900&max=100')).toMatchObject({ min: 100, max: 900 });
  });

  it('accepts a category in any case and cuts an overlong search', () => {
    expect(parse('category=dry%20fruits').category).toBe('Dry Fruits');
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('lets the last value of a repeated key win (the no-JavaScript form)', () => {
    expect(parse('category=Supplements&category=Dry+Fruits').category).toBe('Dry Fruits');
    expect(parse('category=Supplements&category=').category).toBeNull();
    expect(parse('filters=1&filters=0').filtersOpen).toBe(false);
  });

  it('replaces its own keys and keeps foreign ones', () => {
    const current = new URLSearchParams('utm_source=ad&q=old&sort=name');
    expect(withProductsView(current, view({ layout: 'grid-3' })).toString()).toBe(
      'utm_source=ad&layout=grid-3',
    );
  });
});
