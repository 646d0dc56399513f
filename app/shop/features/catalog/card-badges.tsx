import { cardBadges, type BadgeSource } from '../../../../common/catalog/badges';

/** At most two badges on a card (storefront §2 Products); each kind's colours are `.badge-<kind>` in app.css. */
export function CardBadges({ product }: { product: BadgeSource }) {
  const badges = cardBadges(product);
  if (!badges.length) return null;
  return (
    <div className="card-badges">
      {badges.map((badge) => (
        <span key={badge.kind} className={`card-badge badge-${badge.kind}`}>
          {badge.label}
        </span>
      ))}
    </div>
  );
}
