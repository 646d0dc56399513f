import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Five stars, filled up to `rating` (rounded to the nearest whole star), read out as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${filled} out of 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('h-4 w-4', n <= filled ? 'fill-honey-400 text-honey-500' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}
