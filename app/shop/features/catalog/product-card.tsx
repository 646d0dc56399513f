import { Eye } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { ProductLayout } from '../../../../common/catalog/product-filters';
import { formatMoney, toAmount } from '../../../../common/money';
import { Picture } from '../../media/picture';
import { StarRating } from '../../../ui/star-rating';
import { cn } from '../../../lib/cn';
import { CardBadges } from './card-badges';
import type { CatalogProduct } from './catalog-product';
import { WishlistButton } from './wishlist-button';

export type ProductCardData = Pick<
  CatalogProduct,
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'price'
  | 'image'
  | 'stock'
  | 'category'
  | 'isNewArrival'
  | 'isFeatured'
  | 'isBestSeller'
  | 'rating'
  | 'reviewCount'
>;

/** How wide each layout draws a card's image, so the browser picks the right file. */
const IMAGE_SIZES: Record<ProductLayout, string> = {
  'grid-2': '(min-width: 1280px) 600px, 50vw',
  'grid-3': '(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw',
  list: '(min-width: 640px) 192px, 112px',
};

type Props = {
  product: ProductCardData;
  currencySymbol: string;
  layout?: ProductLayout;
  /** Only a card above the fold on a phone (the first one) loads its image eagerly. */
  priority?: boolean;
  /** The heart appears when the page keeps a wishlist. */
  wishlist?: { pressed: boolean; onToggle: () => void };
  /** The Quick View button appears when the page has the quick-view dialog. */
  onQuickView?: (event: MouseEvent<HTMLButtonElement>) => void;
};

/**
 * A product in a list: the name links to /product/{slug} and its stretched link makes the whole card
 * clickable, while the heart and Quick View buttons sit above it.
 */
export function ProductCard({
  product,
  currencySymbol,
  layout = 'grid-3',
  priority,
  wishlist,
  onQuickView,
}: Props) {
  const list = layout === 'list';
  const rating = toAmount(product.rating);
  return (
    <li
      className={cn(
        'product-card', // app.css
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <div className={cn('relative shrink-0 bg-stone-100', list ? 'w-28 sm:w-48' : 'w-full')}>
        <Picture
          src={product.image}
          alt={product.name}
          width={800}
          height={800}
          sizes={IMAGE_SIZES[layout]}
          priority={priority}
          // Two columns on a wide screen would make square images 600 px tall.
          className={cn('aspect-square w-full', layout === 'grid-2' && 'lg:aspect-[4/3]')}
        />
        <CardBadges product={product} className="absolute top-2 left-2" />
      </div>
      {/* On the card's corner: over the image in a grid, beside the text in the list (its image is small). */}
      {wishlist ? (
        <WishlistButton
          name={product.name}
          pressed={wishlist.pressed}
          onToggle={wishlist.onToggle}
          className="absolute top-2 right-2 z-10"
        />
      ) : null}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4', list && 'pr-12 sm:pr-14')}>
        <p className="text-xs tracking-wide text-stone-600 uppercase">{product.category}</p>
        <h3 className="font-semibold text-stone-900">
          <Link
            to={`/product/${product.slug}`}
            prefetch="intent"
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        {list && product.description ? (
          <p className="line-clamp-2 text-sm whitespace-pre-line text-stone-600">{product.description}</p>
        ) : null}
        {product.reviewCount > 0 ? (
          <p className="flex items-center gap-1 text-xs text-stone-600">
            <StarRating rating={rating} />
            <span>({product.reviewCount})</span>
          </p>
        ) : null}
        <p className="mt-auto pt-1 font-semibold text-brand-800">
          {formatMoney(product.price, currencySymbol)}
        </p>
        {onQuickView ? (
          <button
            type="button"
            onClick={onQuickView}
            className="card-button" // app.css
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            Quick View<span className="sr-only"> {product.name}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
