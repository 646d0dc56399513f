import { Eye, RefreshCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOrder } from '../../../../common/orders/order-desk-schemas';
import { formatMoney } from '../../../../common/money';
import { formatDateTime, orderNumber } from '../../kit/format';
import { StatusBadge } from '../../kit/status-badge';
import { hasShipped, Shipment } from './shipment';

/**
 * One order on the desk (back-office §2): its number (the first 8 characters of its id), customer,
 * phone, city, total, status and date, and once shipped the courier with its tracking link (or "courier
 * not recorded"). "View" is a real link to the order's view dialog (`?order=<id>` beside the view), so it
 * opens here, in a new tab, or from a shared link alike.
 */
export function OrderCard({
  order,
  viewHref,
  currencySymbol,
  onChangeStatus,
  chosen,
  onChoose,
}: {
  order: AdminOrder;
  viewHref: string;
  currencySymbol: string;
  onChangeStatus: () => void;
  /** Whether the order is among those chosen for bulk work. */
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}) {
  const number = orderNumber(order.id);
  const headingId = `order-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <input
            type="checkbox"
            checked={chosen}
            onChange={(event) => onChoose(event.target.checked)}
            aria-label={`Choose order #${number}`}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <div className="min-w-0">
            <h2 id={headingId} className="font-mono text-sm font-semibold text-stone-900">
              Order #{number}
            </h2>
            <p className="mt-0.5 truncate font-medium text-stone-900">{order.customerName}</p>
          </div>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="mt-3 lg:flex lg:items-end lg:justify-between lg:gap-6">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5 lg:flex-1">
          <div className="min-w-0">
            <dt className="text-xs text-stone-600">Phone</dt>
            {/* Never cut: staff read the whole number to call it. */}
            <dd className="break-words text-stone-900 tabular-nums">{order.customerPhone}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-stone-600">City</dt>
            <dd className="truncate text-stone-900">{order.city}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-stone-600">Total</dt>
            <dd className="font-semibold text-stone-900">{formatMoney(order.total, currencySymbol)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-stone-600">Items</dt>
            <dd className="text-stone-900">{order.itemCount}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-stone-600">Placed</dt>
            <dd className="text-stone-900">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </div>
          {hasShipped(order) ? (
            <div className="col-span-2 min-w-0 sm:col-span-5">
              <dt className="text-xs text-stone-600">Shipped with</dt>
              <dd className="truncate text-stone-900">
                <Shipment courier={order.courier} trackingNumber={order.trackingNumber} />
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2 lg:mt-0 lg:shrink-0">
          <Link
            to={viewHref}
            preventScrollReset
            replace
            className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            View<span className="sr-only"> order #{number}</span>
          </Link>
          <button
            type="button"
            onClick={onChangeStatus}
            className="inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <RefreshCcw aria-hidden="true" className="h-4 w-4" />
            Change status<span className="sr-only"> of order #{number}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
