import { cardBadges, type BadgeSource, type CardBadgeKind } from '../../../../common/catalog/badges';
import { cn } from '../../../lib/cn';

// Text colours keep AA contrast on their backgrounds.
const BADGE_STYLES: Record<CardBadgeKind, string> = {
  'out-of-stock': 'bg-red-700 text-white',
  'low-stock': 'bg-amber-100 text-amber-900',
  'new-arrival': 'bg-brand-700 text-white',
  featured: 'bg-honey-400 text-stone-900',
  'best-seller': 'bg-stone-900 text-white',
};

/** At most two badges on a card (storefront §2 Products). */
export function CardBadges({ product, className }: { product: BadgeSource; className?: string }) {
  const badges = cardBadges(product);
  if (!badges.length) return null;
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      {badges.map((badge) => (
        <span key={badge.kind} className={cn('card-badge', BADGE_STYLES[badge.kind]) /* app.css */}>
          {badge.label}
        </span>
      ))}
    </div>
  );
}
