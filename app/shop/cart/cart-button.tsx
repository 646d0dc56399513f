import { ShoppingCart } from 'lucide-react';
import { Tooltip } from '../../ui/tooltip';
import { fill } from '../i18n/messages';
import { useFormat, useMessages } from '../i18n/shop-language';
import { useCart } from './cart-context';

/** The header's cart button with its item-count badge; the count appears once the stored cart is read. */
export function CartButton() {
  const { count, setDrawerOpen } = useCart();
  const words = useMessages('shop');
  const format = useFormat();
  const label = fill(count === 1 ? words.openCartOne : words.openCartMany, { count: format.count(count) });
  return (
    <Tooltip label={words.cartTitle}>
      <button
        type="button"
        onClick={() => setDrawerOpen(true)}
        className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100"
        aria-label={label}
      >
        <ShoppingCart aria-hidden="true" className="h-6 w-6" />
        {count > 0 ? (
          <span
            data-testid="cart-count"
            className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
          >
            {format.count(count)}
          </span>
        ) : null}
      </button>
    </Tooltip>
  );
}
