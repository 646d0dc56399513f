import { Link } from 'react-router';
import type { Dashboard } from '../../../../common/admin/dashboard-schemas';
import { formatMoney } from '../../../../common/money';
import { formatDateTime, orderNumber } from '../../kit/format';
import { StatusBadge } from '../../kit/status-badge';

/** The latest 5 orders (back-office §2 Dashboard), each a link to its view on the order desk. */
export function RecentOrders({
  orders,
  currencySymbol,
}: {
  orders: Dashboard['recentOrders'];
  currencySymbol: string;
}) {
  return (
    <section
      aria-labelledby="recent-orders"
      className="min-w-0 rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-5 py-4">
        <h2 id="recent-orders" className="font-semibold text-stone-900">
          Recent Orders
        </h2>
        <Link
          to="/admin/orders"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          View all
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-stone-600">No orders yet</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {orders.map((order) => (
            <li key={order.id} className="flex items-center justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <Link
                  to={`/admin/orders?order=${order.id}`}
                  className="block truncate font-medium text-stone-900 hover:underline"
                >
                  {order.customerName}
                  <span className="sr-only">, order #{orderNumber(order.id)}</span>
                </Link>
                <p className="text-xs text-stone-600">{formatDateTime(order.createdAt)}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="text-sm font-semibold text-stone-900">
                  {formatMoney(order.total, currencySymbol)}
                </span>
                <StatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
