import { z } from 'zod';
import { PRODUCT_CATEGORIES, stockLevel } from '../../../../common/catalog/categories';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../../common/catalog/product-status';
import type { ViewOf } from '../../../lib/url-view';

/**
 * The products screen's view (a search box, a category and a status filter over the grid, beyond the
 * spec), kept in the URL query like the other screens' filters (app/lib/url-view.ts):
 * `?q=honey&category=Dry+Fruits&status=draft`. A reload or a shared link opens the same view; anything
 * unreadable falls back to everything. `edit` is the product whose editor is open (the media library's
 * "used by" links here: `?edit=<id>`).
 */
export const productsViewSchema = z.object({
  q: z
    .string()
    .transform((q) => q.slice(0, 200))
    .catch(''),
  category: z.enum(PRODUCT_CATEGORIES).nullable().catch(null),
  /** Decision 029: drafts or published products only. */
  status: z.enum(PRODUCT_STATUSES).nullable().catch(null),
  edit: z.string().min(1).nullable().catch(null),
});
export type ProductsView = Pick<ViewOf<typeof productsViewSchema>, 'q' | 'category' | 'status'>;

type Searchable = { name: string; slug: string; sku: string; category: string; status: ProductStatus };

/**
 * Every word typed must appear in the name, slug or SKU (any case); the category and the status must
 * match when set.
 */
export function filterProducts<P extends Searchable>(products: readonly P[], view: ProductsView): P[] {
  const words = view.q.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (view.category && product.category !== view.category) return false;
    if (view.status && product.status !== view.status) return false;
    const haystack = `${product.name} ${product.slug} ${product.sku}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export type StockBadge = { label: string; tone: 'out' | 'low' | 'in' };

/**
 * Back-office §2, §4, §9: 'Out of Stock' at 0, otherwise 'N in stock'; 10 or fewer is the low
 * (secondary) badge, above 10 the outline one.
 */
export function stockBadge(stock: number): StockBadge {
  const tone = stockLevel(stock);
  return { label: tone === 'out' ? 'Out of Stock' : `${stock} in stock`, tone };
}
