import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toAmount } from '../../../common/money';
import { fill } from '../i18n/messages';
import { useFormat, useLocalizedPath, useMessages } from '../i18n/shop-language';
import { Picture } from '../media/picture';
import DialogSurface from '../../ui/dialog-surface';
import { pixelCurrency, trackPixel } from '../lib/pixel';
import { useCart } from './cart-context';
import type { CartItem } from './cart-rules';

/**
 * The cart sliding in from the right (storefront §2): lines, quantities, subtotal, Proceed to Checkout.
 * Loaded the first time the cart opens (`cart-drawer.tsx`).
 */
export function CartDrawerPanel({ open, currencySymbol }: { open: boolean; currencySymbol: string }) {
  const { items, subtotal, count, setDrawerOpen } = useCart();
  const navigate = useNavigate();
  const words = useMessages('shop');
  const format = useFormat();
  const to = useLocalizedPath();

  function proceed() {
    const value = toAmount(subtotal);
    trackPixel('CartCheckoutClicked', { subtotal: value, currency: pixelCurrency(), num_items: count });
    trackPixel('InitiateCheckout', {
      value,
      currency: pixelCurrency(),
      num_items: count,
      content_ids: items.map((line) => line.id),
    });
    setDrawerOpen(false);
    void navigate(to('/checkout'));
  }

  return (
    <DialogSurface
      open={open}
      onOpenChange={setDrawerOpen}
      title={words.cartTitle}
      side="right"
      closeLabel={words.closeCart}
    >
      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <ShoppingBag aria-hidden="true" className="h-12 w-12 text-stone-300" />
          <p className="text-stone-600">{words.cartEmpty}</p>
          <Link
            to={to('/products')}
            onClick={() => setDrawerOpen(false)}
            className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {words.continueShopping}
          </Link>
        </div>
      ) : (
        <>
          <ul
            className="flex-1 divide-y divide-stone-200 overflow-y-auto px-4 sm:px-6"
            aria-label={words.cartItems}
          >
            {items.map((line) => (
              <CartLine key={line.cartItemId} line={line} currencySymbol={currencySymbol} />
            ))}
          </ul>
          <div className="border-t border-stone-200 p-4 sm:p-6">
            <p className="flex justify-between text-base font-semibold text-stone-900">
              <span>{words.subtotal}</span>
              <span data-testid="cart-subtotal">{format.money(subtotal, currencySymbol)}</span>
            </p>
            <button
              type="button"
              onClick={proceed}
              className="mt-4 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {words.proceedToCheckout}
            </button>
          </div>
        </>
      )}
    </DialogSurface>
  );
}

function CartLine({ line, currencySymbol }: { line: CartItem; currencySymbol: string }) {
  const { updateQuantity, removeItem } = useCart();
  const words = useMessages('shop');
  const format = useFormat();
  const plan = line.metadata?.tier;

  function change(by: 1 | -1) {
    updateQuantity(line.cartItemId, line.quantity + by);
    trackPixel(by > 0 ? 'CartQuantityIncreased' : 'CartQuantityDecreased', {
      content_ids: [line.id],
      content_name: line.name,
      quantity: line.quantity + by,
    });
  }

  function remove() {
    removeItem(line.cartItemId);
    trackPixel('CartItemRemoved', {
      content_ids: [line.id],
      content_name: line.name,
      quantity: line.quantity,
    });
  }

  return (
    <li className="flex gap-3 py-4">
      <Picture
        src={line.image}
        alt=""
        width={80}
        height={80}
        sizes="80px"
        className="h-20 w-20 shrink-0 overflow-hidden rounded-lg"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-medium text-stone-900">{line.name}</p>
        {plan ? <p className="text-xs text-stone-600">{plan}</p> : null}
        <p className="text-sm text-stone-700">{format.money(line.price, currencySymbol)}</p>
        <div className="mt-2 flex items-center justify-between">
          <div
            className="flex items-center rounded-lg border border-stone-300"
            role="group"
            aria-label={fill(words.quantityOf, { name: line.name })}
          >
            <button
              type="button"
              className="p-2 text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40"
              onClick={() => change(-1)}
              disabled={line.quantity <= 1}
              aria-label={fill(words.decreaseQuantityOf, { name: line.name })}
            >
              <Minus aria-hidden="true" className="h-4 w-4" />
            </button>
            <span className="min-w-8 text-center text-sm font-semibold" aria-live="polite">
              {format.count(line.quantity)}
            </span>
            <button
              type="button"
              className="p-2 text-stone-700 hover:bg-stone-100"
              onClick={() => change(1)}
              aria-label={fill(words.increaseQuantityOf, { name: line.name })}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
          <button
            type="button"
            onClick={remove}
            className="rounded p-2 text-stone-600 hover:bg-red-50 hover:text-red-700"
            aria-label={fill(words.remove, { name: line.name })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
