import { Link } from 'react-router';
import type { CustomerOrderSummary } from '../../../../server/modules/orders/order-tracking';
import { fill } from '../../i18n/messages';
import { fillNodes } from '../../i18n/fill-nodes';
import { useFormat, useLocalizedPath, useMessages } from '../../i18n/shop-language';
import { When } from './tracked-order-view';
import { statusWords } from './tracking-words';

/**
 * "My orders": a signed-in customer's orders, newest first, each opening the tracking view, in the
 * page's words (decision 038).
 */
export function CustomerOrders({
  orders,
  email,
  currencySymbol,
}: {
  orders: CustomerOrderSummary[];
  email: string;
  currencySymbol: string;
}) {
  const words = useMessages('tracking');
  const format = useFormat();
  const to = useLocalizedPath();
  if (orders.length === 0) {
    return (
      <p className="mt-6 text-stone-700">
        {fillNodes(words.noOrders, {
          email,
          link: (
            <Link to={to('/track')} className="font-medium text-brand-800 underline">
              {words.title}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <>
      <p className="mt-3 text-stone-700">{fill(words.ordersPlacedWith, { email })}</p>
      <ul className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={to(`/account/orders/${order.id}`)}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="font-semibold text-stone-900">
                {fillNodes(words.orderHeading, {
                  number: <span className="font-mono">#{order.orderNumber}</span>,
                })}
              </span>
              <span className="text-stone-800">{statusWords(order.status, words).title}</span>
              <span className="w-full text-sm text-stone-700 sm:w-auto">
                <When iso={order.placedAt} />
              </span>
              <span className="font-medium text-stone-900">{format.money(order.total, currencySymbol)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
