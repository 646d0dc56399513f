import { Link } from 'react-router';
import { formatMoney } from '../../../../common/money';
import { trackingDateText } from '../../../../common/orders/order-tracking';
import type { CustomerOrderSummary } from '../../../../server/modules/orders/order-tracking';

/** "My orders": a signed-in customer's orders, newest first, each opening the tracking view. */
export function CustomerOrders({
  orders,
  email,
  currencySymbol,
}: {
  orders: CustomerOrderSummary[];
  email: string;
  currencySymbol: string;
}) {
  if (orders.length === 0) {
    return (
      <p className="mt-6 text-stone-700">
        No orders placed with {email} yet. An order placed with another email or none can be followed on{' '}
        <Link to="/track" className="font-medium text-brand-800 underline">
          Track your order
        </Link>
        .
      </p>
    );
  }
  return (
    <>
      <p className="mt-3 text-stone-700">Orders placed with {email}.</p>
      <ul className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={`/account/orders/${order.id}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="font-semibold text-stone-900">
                Order <span className="font-mono">#{order.orderNumber}</span>
              </span>
              <span className="text-stone-800">{order.statusTitle}</span>
              <span className="w-full text-sm text-stone-700 sm:w-auto">
                <time dateTime={order.placedAt}>{trackingDateText(order.placedAt)}</time>
              </span>
              <span className="font-medium text-stone-900">{formatMoney(order.total, currencySymbol)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
