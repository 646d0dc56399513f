import { useEffect, useRef } from 'react';
import { toAmount } from '../../../../common/money';
import { useCart } from '../../cart/cart-context';
import { pixelCurrency, trackPixel } from '../../lib/pixel';
import { notify } from '../../../lib/toast';

export const LAST_ORDER_KEY = 'last-order-number';

/**
 * After an order (storefront §4 Placing an order): the number is stored, the Purchase event sent with
 * what the cart held, the cart cleared and a toast shown. It runs once the stored cart is read; a reload
 * finds the cart empty and sends nothing twice.
 */
export function OrderPlacedEffects({ orderNumber }: { orderNumber: string | null }) {
  const { items, subtotal, ready, clearCart } = useCart();
  const done = useRef(false);

  useEffect(() => {
    if (!ready || done.current || !orderNumber) return;
    done.current = true;
    try {
      window.sessionStorage.setItem(LAST_ORDER_KEY, orderNumber);
    } catch (error) {
      console.warn('Could not store the order number', error);
    }
    if (items.length === 0) return;
    trackPixel('Purchase', {
      value: toAmount(subtotal),
      currency: pixelCurrency(),
      content_ids: items.map((line) => line.id),
      contents: items.map((line) => ({ id: line.id, quantity: line.quantity })),
      content_type: 'product',
      num_items: items.reduce((sum, line) => sum + line.quantity, 0),
      order_id: orderNumber,
    });
    clearCart();
    notify('Order placed successfully!', `Your order number is #${orderNumber}.`);
  }, [ready, orderNumber, items, subtotal, clearCart]);

  return null;
}
