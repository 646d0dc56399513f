import { useId } from 'react';
import { cn } from '../../lib/cn';

/** lucide's `star` outline (lucide-react 1.x), drawn in a 24 × 24 box. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Each star's box plus the gap between stars: 16 px stars 2 px apart, in the 24-unit box's scale. */
const STAR_STEP = 27;

/**
 * Five stars, filled up to `rating` (rounded to the nearest whole star), read out as "Rated 4 out of 5".
 * One SVG that draws its star path once and places it five times: a product list shows a rating on every
 * card, and five separate icons cost some 3 KB of HTML per card.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  const star = useId();
  return (
    <span role="img" aria-label={`Rated ${filled} out of 5`} className={cn('inline-flex', className)}>
      <svg
        viewBox={`0 0 ${STAR_STEP * 4 + 24} 24`}
        className="h-4 w-22"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <defs>
          <path id={star} d={STAR_PATH} />
        </defs>
        {[0, 1, 2, 3, 4].map((n) => (
          <use
            key={n}
            href={`#${star}`}
            x={n * STAR_STEP}
            className={n < filled ? 'fill-honey-400 text-honey-500' : 'text-stone-300'}
          />
        ))}
      </svg>
    </span>
  );
}
