import { StarRating } from '../../../ui/star-rating';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';

type Props = {
  product: { name: string; category: string; description: string; rating: number; reviewCount: number };
  hero: { heading: string; subheading: string };
};

/**
 * Name, rating, the hero heading and subheading (productHeroSection; falling back to the name and a short
 * description, storefront §2), then the description. The name is the page's one h1, so a hero heading
 * that only repeats it is not drawn twice.
 */
export function ProductHero({ product, hero }: Props) {
  const words = useMessages('product');
  const format = useFormat();
  return (
    <div>
      <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">{product.category}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{product.name}</h1>
      {product.reviewCount > 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-stone-600">
          <StarRating rating={product.rating} />
          <span>
            {fill(words.ratingReviews, {
              rating: product.rating.toFixed(1),
              count: format.count(product.reviewCount),
            })}
          </span>
        </p>
      ) : null}
      {hero.heading !== product.name ? (
        <p className="mt-4 text-xl font-semibold text-brand-800">{hero.heading}</p>
      ) : null}
      <p className="mt-2 text-lg whitespace-pre-line text-stone-700">{hero.subheading}</p>
      <p className="mt-4 leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
    </div>
  );
}
