import { SearchX } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import type { ProductLayout } from '../../../../common/catalog/product-filters';
import { cn } from '../../../lib/cn';
import type { CatalogProduct } from './catalog-product';
import { CardIconSymbols } from './card-icons';
import { ProductCard } from './product-card';
import { useMessages } from '../../i18n/shop-language';

const LAYOUT_CLASSES: Record<ProductLayout, string> = {
  'grid-2': 'grid grid-cols-2 gap-4 sm:gap-6',
  'grid-3': 'grid grid-cols-2 gap-4 md:grid-cols-3 sm:gap-6',
  list: 'flex flex-col gap-4',
};

type Props = {
  products: CatalogProduct[];
  layout: ProductLayout;
  currencySymbol: string;
  wishlist: ReadonlySet<string>;
  onToggleWishlist: (id: string) => void;
  onQuickView: (product: CatalogProduct, event: MouseEvent<HTMLElement>) => void;
};

/** The product list in the chosen layout, or the spec's empty state. `id="products"` is the skip link's target. */
export function ProductGrid({
  products,
  layout,
  currencySymbol,
  wishlist,
  onToggleWishlist,
  onQuickView,
}: Props) {
  const words = useMessages('catalog');
  if (!products.length) {
    return (
      <div
        id="products"
        className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 py-16 text-center"
      >
        <SearchX aria-hidden="true" className="h-10 w-10 text-stone-400" />
        <h3 className="mt-3 text-xl font-semibold text-stone-900">{words.noProducts}</h3>
        <p className="mt-2 text-stone-600">{words.noProductsText}</p>
      </div>
    );
  }
  return (
    <>
      <CardIconSymbols />
      <ul
        id="products"
        aria-label={words.productsList}
        data-layout={layout}
        className={cn(LAYOUT_CLASSES[layout])}
      >
        {products.map((product, index) => (
          <GridCard
            key={product.id}
            product={product}
            currencySymbol={currencySymbol}
            layout={layout}
            // Only the first card can be above the fold on a phone, below the heading and the filters.
            priority={index === 0}
            wishlisted={wishlist.has(product.id)}
            onToggleWishlist={onToggleWishlist}
            onQuickView={onQuickView}
          />
        ))}
      </ul>
    </>
  );
}

type GridCardProps = Pick<Props, 'layout' | 'currencySymbol' | 'onToggleWishlist' | 'onQuickView'> & {
  product: CatalogProduct;
  priority: boolean;
  wishlisted: boolean;
};

/**
 * A card of the list, drawn again only when its own props change: a heart toggled or a dialog opened
 * re-renders the list, and two dozen cards each drawn again was a long task on a phone.
 */
const GridCard = memo(function GridCard({
  product,
  wishlisted,
  onToggleWishlist,
  onQuickView,
  ...card
}: GridCardProps) {
  return (
    <ProductCard
      product={product}
      {...card}
      wishlist={{ pressed: wishlisted, onToggle: () => onToggleWishlist(product.id) }}
      onQuickView={(event) => onQuickView(product, event)}
    />
  );
});
