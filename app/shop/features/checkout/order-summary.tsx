import { formatMoney, toAmount } from '../../../../common/money';
import type { CartItem } from '../../cart/cart-rules';

/** "name x quantity", the line amount and the total (storefront §2 Checkout); the server charges its own prices. */
export function OrderSummary({
  items,
  subtotal,
  currencySymbol,
}: {
  items: CartItem[];
  subtotal: string;
  currencySymbol: string;
}) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-stone-200 bg-stone-50 p-5"
    >
      <h2 id="summary-heading" className="text-lg font-semibold text-stone-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-stone-200">
        {items.map((line) => (
          <li key={line.cartItemId} className="flex justify-between gap-4 py-3 text-sm">
            <span className="text-stone-800">
              {line.name} x {line.quantity}
              {line.metadata?.tier ? (
                <span className="block text-xs text-stone-600">{line.metadata.tier}</span>
              ) : null}
            </span>
            <span className="font-medium text-stone-900">
              {formatMoney(toAmount(line.price) * line.quantity, currencySymbol)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between border-t border-stone-300 pt-4 text-base font-bold text-stone-900">
        <span>Total</span>
        <span data-testid="checkout-total">{formatMoney(subtotal, currencySymbol)}</span>
      </p>
      <div className="mt-4 rounded-lg bg-white p-3 text-sm text-stone-700">
        <p className="font-semibold text-stone-900">Payment Method</p>
        <p>Cash on Delivery</p>
        <p className="mt-1 text-xs text-stone-600">
          Pay in cash when your order arrives, anywhere in Pakistan.
        </p>
      </div>
    </section>
  );
}
