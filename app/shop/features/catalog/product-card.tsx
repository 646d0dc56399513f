import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { ProductLayout } from '../../../../common/catalog/product-filters';
import { toAmount } from '../../../../common/money';
import { Picture } from '../../media/picture';
import { StarRating } from '../../../ui/star-rating';
import { CardBadges } from './card-badges';
import { CardIcon } from './card-icons';
import type { CatalogProduct } from './catalog-product';
import { WishlistButton } from './wishlist-button';
import { useFormat, useLocalizedPath, useMessages } from '../../i18n/shop-language';

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
  const words = useMessages('catalog');
  const format = useFormat();
  const to = useLocalizedPath();
  const list = layout === 'list';
  const rating = toAmount(product.rating);
  // The card's pieces are named in app.css (`.product-card`, `.card-*`): written out on each of two
  // dozen cards, their class lists were a large part of the page's HTML. Text is joined before React
  // sees it, so the server writes no `<!-- -->` between its parts.
  return (
    <li className={list ? 'product-card card-row' : 'product-card'}>
      <div className="card-media">
        <Picture
          src={product.image}
          alt={product.name}
          width={800}
          height={800}
          sizes={IMAGE_SIZES[layout]}
          priority={priority}
          className={layout === 'grid-2' ? 'card-wide-image' : 'card-image'}
        />
        <CardBadges product={product} />
      </div>
      {/* On the card's corner: over the image in a grid, beside the text in the list (its image is small). */}
      {wishlist ? (
        <WishlistButton name={product.name} pressed={wishlist.pressed} onToggle={wishlist.onToggle} />
      ) : null}
      <div className="card-body">
        <p className="card-category">{product.category}</p>
        <h3 className="card-name">
          <Link to={to(`/product/${product.slug}`)} prefetch="intent">
            {product.name}
          </Link>
        </h3>
        {list && product.description ? (
          <p className="line-clamp-2 text-sm whitespace-pre-line text-stone-600">{product.description}</p>
        ) : null}
        {product.reviewCount > 0 ? (
          <p className="card-rating">
            <StarRating rating={rating} />
            <span>{`(${format.count(product.reviewCount)})`}</span>
          </p>
        ) : null}
        <p className="card-price">{format.money(product.price, currencySymbol)}</p>
        {onQuickView ? (
          <button type="button" onClick={onQuickView} className="card-button">
            <CardIcon name="card-eye" className="h-4 w-4" />
            {words.quickView}
            <span className="sr-only">{` ${product.name}`}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
