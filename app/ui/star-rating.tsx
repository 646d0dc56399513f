import { cn } from '../lib/cn';

/** lucide's `star` outline (lucide-react 1.x), drawn in a 24 × 24 box. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Each star's box plus the gap between stars: 16 px stars 2 px apart, in the 24-unit box's scale. */
const STAR_STEP = 27;

/** The star's path, drawn once per page by `StarSymbol` (in the shop layout). */
const STAR_ID = 'star';

/** The star every `StarRating` of the page places: once in the document, not once per rating. */
export function StarSymbol() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true">
      <defs>
        <path id={STAR_ID} d={STAR_PATH} />
      </defs>
    </svg>
  );
}

/**
 * Five stars, filled up to `rating` (rounded to the nearest whole star), read out as "Rated 4 out of 5".
 * One SVG that places the page's star path (`StarSymbol`) five times: a product list shows a rating on
 * every card, and five separate icons cost some 3 KB of HTML per card, the path itself half a KB.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${filled} out of 5`} className={cn('inline-flex', className)}>
      {/* lucide's stroke comes from `.line-icon` (app.css): a list repeats this on every card. */}
      <svg viewBox={`0 0 ${STAR_STEP * 4 + 24} 24`} className="line-icon h-4 w-22" aria-hidden="true">
        {/* The filled stars, then the empty ones, each group coloured once. */}
        {filled > 0 ? <g className="fill-honey-400 text-honey-500">{stars(0, filled)}</g> : null}
        {filled < 5 ? <g className="text-stone-300">{stars(filled, 5)}</g> : null}
      </svg>
    </span>
  );
}

/** The stars from `from` to `to` (exclusive), each the page's star path at its place in the row. */
function stars(from: number, to: number) {
  return Array.from({ length: to - from }, (_, i) => (
    <use key={from + i} href={`#${STAR_ID}`} x={from + i ? (from + i) * STAR_STEP : undefined} />
  ));
}
