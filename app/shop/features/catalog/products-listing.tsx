import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { applyProductsView } from '../../../../common/catalog/product-filters';
import { toAmount } from '../../../../common/money';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { productEventPayload, trackPixel } from '../../lib/pixel';
import type { CatalogProduct } from './catalog-product';
import { loadProductDetails } from './product-details';
import { ProductGrid } from './product-grid';
import type { CategoryChip, SortChoice } from './products-content';
import { ProductsToolbar } from './products-toolbar';
import { useProductsView } from './use-products-view';
import { useWishlist } from './use-wishlist';
import { fill } from '../../i18n/messages';
import { useFormat, useLanguage, useMessages } from '../../i18n/shop-language';

const QuickViewDialog = lazyDialog(async () => (await import('./quick-view-dialog')).QuickViewDialog);

type Props = {
  products: CatalogProduct[];
  currencySymbol: string;
  categories: CategoryChip[];
  sortOptions: SortChoice[];
};

/**
 * The filterable list: the view comes from the URL query and is applied to the full catalogue in render,
 * on the server and in the browser alike, so no request is needed when a filter changes.
 */
export function ProductsListing({ products, currencySymbol, categories, sortOptions }: Props) {
  const { view, updateView } = useProductsView();
  const shown = useMemo(() => applyProductsView(products, view), [products, view]);
  const wishlist = useWishlist();
  const [quickView, setQuickView] = useState<{ product: CatalogProduct | null; open: boolean }>({
    product: null,
    open: false,
  });

  const opener = useRef<HTMLElement | null>(null);
  const language = useLanguage();

  // Stable, so the grid's cards (memoized) are not drawn again when the dialog opens.
  const openQuickView = useCallback(
    (product: CatalogProduct, event: MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
      void loadProductDetails(product, language); // read while the dialog's code loads
      setQuickView({ product, open: true });
      trackPixel(
        'ViewContent',
        productEventPayload({ id: product.id, name: product.name, price: toAmount(product.price) }),
      );
    },
    [language],
  );

  const words = useMessages('catalog');
  const format = useFormat();
  const heading = categories.find((chip) => chip.category === view.category)?.label ?? words.allProducts;

  return (
    <section aria-labelledby="products-heading" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <ProductsToolbar
        view={view}
        updateView={updateView}
        categories={categories}
        sortOptions={sortOptions}
      />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="products-heading" className="text-2xl font-bold text-stone-900">
          {heading}
        </h2>
        <p role="status" className="text-sm text-stone-600">
          {fill(shown.length === 1 ? words.showingOne : words.showingMany, { n: format.count(shown.length) })}
        </p>
      </div>
      <ProductGrid
        products={shown}
        layout={view.layout}
        currencySymbol={currencySymbol}
        wishlist={wishlist.ids}
        onToggleWishlist={wishlist.toggle}
        onQuickView={openQuickView}
      />
      <QuickViewDialog
        product={quickView.product}
        open={quickView.open}
        onOpenChange={(open) => {
          setQuickView((current) => ({ ...current, open }));
          // The dialog returns focus to whatever had it when it opened; a click does not focus a button in
          // every browser (Safari), so the card's button is remembered from the click itself.
          const button = opener.current;
          if (!open && button) setTimeout(() => button.focus(), 0);
        }}
        currencySymbol={currencySymbol}
      />
    </section>
  );
}
