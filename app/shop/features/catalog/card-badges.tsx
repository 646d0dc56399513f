import { cardBadges, type BadgeSource, type CardBadgeKind } from '../../../../common/catalog/badges';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';

/** Each kind's words (the spec's in English: storefront §2 Products, §4 Stock labels). */
const BADGE_WORDS = {
  'out-of-stock': 'outOfStock',
  'low-stock': 'onlyLeft',
  'new-arrival': 'newArrival',
  featured: 'featured',
  'best-seller': 'bestSeller',
} as const satisfies Record<CardBadgeKind, string>;

/** At most two badges on a card (storefront §2 Products); each kind's colours are `.badge-<kind>` in app.css. */
export function CardBadges({ product }: { product: BadgeSource }) {
  const words = useMessages('shop');
  const format = useFormat();
  const badges = cardBadges(product);
  if (!badges.length) return null;
  return (
    <div className="card-badges">
      {badges.map((badge) => (
        <span key={badge.kind} className={`card-badge badge-${badge.kind}`}>
          {fill(words[BADGE_WORDS[badge.kind]], { n: format.count(product.stock) })}
        </span>
      ))}
    </div>
  );
}
