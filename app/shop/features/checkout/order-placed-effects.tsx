import { useEffect, useRef } from 'react';
import { toAmount } from '../../../../common/money';
import { useCart } from '../../cart/cart-context';
import { pixelCurrency, trackPixel } from '../../lib/pixel';
import { notify } from '../../../lib/toast';
import { fill } from '../../i18n/messages';
import { useMessages } from '../../i18n/shop-language';

export const LAST_ORDER_KEY = 'last-order-number';

/**
 * Whether this page reports the purchase to the ad pixel: only where the owner chose "when placed"
 * (docs/ads.md; "when delivered" leaves it to the server), with the id the server's event of the same
 * order carries, so Meta counts the two once (null when this browser did not place the order).
 */
export type PurchaseReport = { eventId: string | null } | null;

/**
 * After an order (storefront §4 Placing an order): the number is stored, the Purchase event sent with
 * what the cart held (`purchase`), the cart cleared and a toast shown. It runs once the stored cart is
 * read; a reload finds the cart empty and sends nothing twice.
 */
export function OrderPlacedEffects({
  orderNumber,
  purchase,
}: {
  orderNumber: string | null;
  purchase: PurchaseReport;
}) {
  const { items, subtotal, ready, clearCart } = useCart();
  const words = useMessages('checkout');
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
    if (purchase) {
      const payload = {
        value: toAmount(subtotal),
        currency: pixelCurrency(),
        content_ids: items.map((line) => line.id),
        contents: items.map((line) => ({ id: line.id, quantity: line.quantity })),
        content_type: 'product',
        num_items: items.reduce((sum, line) => sum + line.quantity, 0),
        order_id: orderNumber,
      };
      trackPixel('Purchase', payload, purchase.eventId ?? undefined);
    }
    clearCart();
    notify(words.orderPlaced, fill(words.orderNumberIs, { number: orderNumber }));
  }, [ready, orderNumber, purchase, items, subtotal, clearCart, words]);

  return null;
}
