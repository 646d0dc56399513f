import { CardIcon } from './card-icons';
import { fill } from '../../i18n/messages';
import { useMessages } from '../../i18n/shop-language';

/**
 * A product card's heart, on the card's corner: a toggle button whose state screen readers hear through
 * aria-pressed. Its colours and the filled heart follow aria-pressed in app.css (`.wishlist-button`).
 */
export function WishlistButton({
  name,
  pressed,
  onToggle,
}: {
  name: string;
  pressed: boolean;
  onToggle: () => void;
}) {
  const words = useMessages('catalog');
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={fill(words.saveToWishlist, { name })}
      onClick={onToggle}
      className="wishlist-button"
    >
      <CardIcon name="card-heart" className="h-5 w-5" />
    </button>
  );
}
