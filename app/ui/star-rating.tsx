import { cn } from '../lib/cn';

/** lucide's `star` outline (lucide-react 1.x), drawn in a 24 × 24 box. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Each star's box plus the gap between stars: 16 px stars 2 px apart, in the 24-unit box's scale. */
const STAR_STEP = 27;

/** The star's path and the row of five, drawn once per page by `StarSymbol` (in the shop layout). */
const STAR_ID = 'star';
const ROW_ID = 'stars';

/** The row of five stars every `StarRating` of the page places: once in the document, not per rating. */
export function StarSymbol() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true">
      <defs>
        <path id={STAR_ID} d={STAR_PATH} />
        <g id={ROW_ID}>
          {[0, 1, 2, 3, 4].map((i) => (
            <use key={i} href={`#${STAR_ID}`} x={i ? i * STAR_STEP : undefined} />
          ))}
        </g>
      </defs>
    </svg>
  );
}

const FILLED = 'fill-honey-400 text-honey-500';
const EMPTY = 'text-stone-300';

/**
 * Five stars, filled up to `rating` (rounded to the nearest whole star), read out as "Rated 4 out of 5".
 * One SVG that places the page's row of five stars (`StarSymbol`): the empty row, and over it the
 * filled row cut off after the last filled star. A product list shows a rating on every card; five
 * separate icons cost some 3 KB of HTML per card, five `<use>`s of one star 180 bytes, the row 30.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  const whole = filled === 0 || filled === 5;
  return (
    <span role="img" aria-label={`Rated ${filled} out of 5`} className={cn('inline-flex', className)}>
      {/* lucide's stroke comes from `.line-icon` (app.css): a list repeats this on every card. */}
      <svg
        viewBox={`0 0 ${STAR_STEP * 4 + 24} 24`}
        className={cn('line-icon h-4 w-22', whole && (filled ? FILLED : EMPTY))}
        aria-hidden="true"
      >
        <use href={`#${ROW_ID}`} className={whole ? undefined : EMPTY} />
        {whole ? null : (
          // An inner SVG clips what it draws to its width: up to the gap after the last filled star.
          <svg width={filled * STAR_STEP - 1.5}>
            <use href={`#${ROW_ID}`} className={FILLED} />
          </svg>
        )}
      </svg>
    </span>
  );
}
