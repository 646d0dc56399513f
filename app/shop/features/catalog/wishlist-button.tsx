import { Heart } from 'lucide-react';
import { cn } from '../../../lib/cn';

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
        'wishlist-button', // app.css
        pressed ? 'text-red-600' : 'text-stone-600 hover:text-red-600',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('h-5 w-5', pressed && 'fill-current')} />
    </button>
  );
}
