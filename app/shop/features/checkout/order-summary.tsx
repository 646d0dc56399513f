import { fromPaisa, toAmount, toPaisa } from '../../../../common/money';
import {
  codFeePaisa,
  NO_COD_RULES,
  orderValueRefusal,
  type CodRules,
} from '../../../../common/orders/cod-rules';
import type { CartItem } from '../../cart/cart-rules';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';
import { checkoutMessage } from './checkout-words';

/**
 * "name x quantity", the line amount and the total (storefront §2 Checkout); the server charges its own
 * prices. The shop's Cash on Delivery fee is a line of its own, in the total (a first-order-only fee says
 * it may not be charged), and an order outside the COD limits says so before the form is filled.
 */
export function OrderSummary({
  items,
  subtotal,
  currencySymbol,
  cod = NO_COD_RULES,
}: {
  items: CartItem[];
  subtotal: string;
  currencySymbol: string;
  cod?: CodRules;
}) {
  const words = useMessages('checkout');
  const format = useFormat();
  const money = (value: string | number) => format.money(value, currencySymbol);
  const itemsPaisa = toPaisa(subtotal);
  const feePaisa = codFeePaisa(cod.fee, itemsPaisa);
  const refusal = orderValueRefusal(cod, itemsPaisa, currencySymbol);
  const outsideLimits = refusal && checkoutMessage(refusal, words);
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-stone-200 bg-stone-50 p-5"
    >
      <h2 id="summary-heading" className="text-lg font-semibold text-stone-900">
        {words.orderSummary}
      </h2>
      <ul className="mt-4 divide-y divide-stone-200">
        {items.map((line) => (
          <li key={line.cartItemId} className="flex justify-between gap-4 py-3 text-sm">
            <span className="text-stone-800">
              {fill(words.lineName, { name: line.name, quantity: format.count(line.quantity) })}
              {line.metadata?.tier ? (
                <span className="block text-xs text-stone-600">{line.metadata.tier}</span>
              ) : null}
            </span>
            <span className="font-medium text-stone-900">{money(toAmount(line.price) * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {feePaisa > 0 ? (
        <div className="border-t border-stone-200 py-3 text-sm" data-testid="checkout-cod-fee">
          <p className="flex justify-between gap-4">
            <span className="text-stone-800">{words.codFee}</span>
            <span className="font-medium text-stone-900">{money(fromPaisa(feePaisa))}</span>
          </p>
          {cod.fee?.firstOrderOnly ? (
            <p className="mt-1 text-xs text-stone-600">{words.firstOrderNote}</p>
          ) : null}
        </div>
      ) : null}
      <p className="mt-4 flex justify-between border-t border-stone-300 pt-4 text-base font-bold text-stone-900">
        <span>{words.total}</span>
        <span data-testid="checkout-total">
          {money(feePaisa ? fromPaisa(itemsPaisa + feePaisa) : subtotal)}
        </span>
      </p>
      {outsideLimits ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {outsideLimits}
        </p>
      ) : null}
      <div className="mt-4 rounded-lg bg-white p-3 text-sm text-stone-700">
        <p className="font-semibold text-stone-900">{words.paymentMethod}</p>
        <p>{words.cashOnDelivery}</p>
        <p className="mt-1 text-xs text-stone-600">{words.payOnArrival}</p>
      </div>
    </section>
  );
}
