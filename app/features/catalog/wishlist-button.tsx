import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A product's heart: a toggle button whose state screen readers hear through aria-pressed. */
export function WishlistButton({
  name,
  pressed,
  onToggle,
  className,
}: {
  name: string;
  pressed: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Save ${name} to wishlist`}
      onClick={onToggle}
      className={cn(
        'rounded-full bg-white/90 p-2 shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        pressed ? 'text-red-600' : 'text-stone-600 hover:text-red-600',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('h-5 w-5', pressed && 'fill-current')} />
    </button>
  );
}
