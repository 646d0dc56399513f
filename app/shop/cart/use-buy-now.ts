import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toAmount } from '../../../common/money';
import { pixelCurrency, trackPixel } from '../lib/pixel';
import { notify } from '../../lib/toast';
import { fill } from '../i18n/messages';
import { useLocalizedPath, useMessages } from '../i18n/shop-language';
import { useCart } from './cart-context';
import type { CartItem } from './cart-rules';

/**
 * "Buy now" and the home bundle order (storefront §4): the cart is cleared, the one line is added, a
 * toast confirms it and the shopper goes to /checkout.
 */
export function useBuyNow() {
  const { clearCart, addItem } = useCart();
  const navigate = useNavigate();
  const words = useMessages('shop');
  const to = useLocalizedPath();
  return useCallback(
    (item: CartItem, toastDescription = fill(words.addedToCartText, { name: item.name })) => {
      clearCart();
      addItem(item, { silent: true });
      notify(words.addedToCart, toastDescription);
      trackPixel('InitiateCheckout', {
        value: Math.round(toAmount(item.price) * item.quantity * 100) / 100,
        currency: pixelCurrency(),
        num_items: item.quantity,
        content_ids: [item.id],
      });
      void navigate(to('/checkout'));
    },
    [clearCart, addItem, navigate, words, to],
  );
}
