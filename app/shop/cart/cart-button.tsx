import { ShoppingCart } from 'lucide-react';
import { Tooltip } from '../../ui/tooltip';
import { useCart } from './cart-context';

/** The header's cart button with its item-count badge; the count appears once the stored cart is read. */
export function CartButton() {
  const { count, setDrawerOpen } = useCart();
  const label = count === 1 ? 'Open cart, 1 item' : `Open cart, ${count} items`;
  return (
    <Tooltip label="Shopping Cart">
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
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
          >
            {count}
          </span>
        ) : null}
      </button>
    </Tooltip>
  );
}
