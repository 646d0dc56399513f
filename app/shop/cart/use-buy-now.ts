import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toAmount } from '../../../common/money';
import { pixelCurrency, trackPixel } from '../lib/pixel';
import { notify } from '../../lib/toast';
import { useCart } from './cart-context';
import type { CartItem } from './cart-rules';

/**
 * "Buy now" and the home bundle order (storefront §4): the cart is cleared, the one line is added, a
 * toast confirms it and the shopper goes to /checkout.
 */
export function useBuyNow() {
  const { clearCart, addItem } = useCart();
  const navigate = useNavigate();
  return useCallback(
    (item: CartItem, toastDescription = `${item.name} has been added to your cart`) => {
      clearCart();
      addItem(item, { silent: true });
      notify('Added to cart', toastDescription);
      trackPixel('InitiateCheckout', {
        value: Math.round(toAmount(item.price) * item.quantity * 100) / 100,
        currency: pixelCurrency(),
        num_items: item.quantity,
        content_ids: [item.id],
      });
      void navigate('/checkout');
    },
    [clearCart, addItem, navigate],
  );
}
