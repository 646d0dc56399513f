/** The four shop categories (back-office §9). Order matters: it is the order of the storefront's chips. */
export const PRODUCT_CATEGORIES = ['Supplements', 'Natural Foods', 'Dry Fruits', 'Herbal Medicines'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Stock thresholds (storefront §9, back-office §9). */
export const LOW_STOCK_THRESHOLD = 10;

export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  if (stock <= LOW_STOCK_THRESHOLD) return 'low';
  return 'in';
}
