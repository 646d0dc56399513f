/** The filters panel's element, which the toggle controls (`aria-controls`). */
export const FILTERS_PANEL_ID = 'products-filters';

/** The panel's box, the same whether React draws it or keeps the server's markup (filters-panel-slot.tsx). */
export const FILTERS_PANEL_CLASS = 'rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5';

/** The panel's show-only toggles: each view key, its field's name in the query, and its words. */
export const FILTER_TOGGLES = [
  { key: 'inStock', name: 'inStock', label: 'inStockOnly' },
  { key: 'onSale', name: 'onSale', label: 'onSale' },
  { key: 'newArrivals', name: 'new', label: 'newArrivals' },
] as const;
