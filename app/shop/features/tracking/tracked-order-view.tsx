import { ExternalLink } from 'lucide-react';
import { toPaisa } from '../../../../common/money';
import type { TrackedOrder } from '../../../../common/orders/tracking-schemas';
import { cn } from '../../../lib/cn';
import { fill } from '../../i18n/messages';
import { fillNodes } from '../../i18n/fill-nodes';
import { useFormat, useMessages } from '../../i18n/shop-language';
import { parcelWords, statusWords, trackingDate } from './tracking-words';

const STATUS_TONE: Record<TrackedOrder['status'], string> = {
  pending: 'border-amber-200 bg-amber-50',
  processing: 'border-sky-200 bg-sky-50',
  shipped: 'border-brand-100 bg-brand-50',
  completed: 'border-brand-100 bg-brand-50',
  cancelled: 'border-stone-300 bg-stone-100',
  returned: 'border-stone-300 bg-stone-100',
};

/** A moment on the shop's clock, in the page's words. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{trackingDate(iso, useMessages('tracking'))}</time>;
}

/**
 * One order as its shopper sees it (docs/storefront.md, "Tracking an order"): the tracking page and a
 * signed-in customer's order page draw the same view, in the page's words (decision 038: the statuses by
 * their names, not the API's English titles). Nothing in it needs the browser.
 */
export function TrackedOrderView({ order, currencySymbol }: { order: TrackedOrder; currencySymbol: string }) {
  const words = useMessages('tracking');
  const format = useFormat();
  const money = (value: string) => format.money(value, currencySymbol);
  const { shipment } = order;
  const status = statusWords(order.status, words);
  return (
    <section
      aria-labelledby="tracked-order-heading"
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="tracked-order-heading" tabIndex={-1} className="text-2xl font-bold text-stone-900 outline-none">
        {fillNodes(words.orderHeading, {
          number: <span className="font-mono">#{order.orderNumber}</span>,
        })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {fillNodes(words.placedOn, { date: <When iso={order.placedAt} /> })}
      </p>

      <div className={cn('mt-5 rounded-xl border px-4 py-3', STATUS_TONE[order.status])}>
        <p className="text-sm text-stone-700">{words.status}</p>
        <p className="text-lg font-semibold text-stone-900">{status.title}</p>
        <p className="mt-1 text-stone-800">{status.detail}</p>
      </div>

      {shipment ? (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-stone-900">{words.delivery}</h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
            <dt className="text-stone-700">{words.courier}</dt>
            <dd>{shipment.courierName}</dd>
            {shipment.trackingNumber ? (
              <>
                <dt className="text-stone-700">{words.trackingNumber}</dt>
                <dd className="font-mono break-all">{shipment.trackingNumber}</dd>
              </>
            ) : null}
            {shipment.parcel ? (
              <>
                <dt className="text-stone-700">{words.latest}</dt>
                <dd>
                  {fillNodes(words.parcelAt, {
                    status: parcelWords(shipment.parcel.status, words),
                    date: <When iso={shipment.parcel.at} />,
                  })}
                </dd>
              </>
            ) : null}
          </dl>
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {fill(words.followParcel, { courier: shipment.courierName })}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{words.opensNewTab}</span>
            </a>
          ) : null}
        </div>
      ) : null}

      <h3 className="mt-6 text-lg font-semibold text-stone-900">{words.items}</h3>
      <ul className="mt-2 divide-y divide-stone-200 border-y border-stone-200">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-4 py-2 text-stone-800">
            <span>
              {fill(words.itemLine, { name: item.productName, quantity: format.count(item.quantity) })}
            </span>
            <span className="shrink-0">{money(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {toPaisa(order.discount) > 0 ? (
        <p className="mt-2 flex justify-between text-stone-800">
          <span>{words.discount}</span>
          <span>-{money(order.discount)}</span>
        </p>
      ) : null}
      {toPaisa(order.codFee) > 0 ? (
        <p className="mt-2 flex justify-between text-stone-800">
          <span>{words.codFee}</span>
          <span>{money(order.codFee)}</span>
        </p>
      ) : null}
      <p className="mt-2 flex justify-between text-lg font-semibold text-stone-900">
        <span>{words.totalCod}</span>
        <span>{money(order.total)}</span>
      </p>

      <h3 className="mt-6 text-lg font-semibold text-stone-900">{words.history}</h3>
      <ol className="mt-2 space-y-2 border-s-2 border-brand-100 ps-4">
        {order.history.map((step, index) => (
          <li key={index} className="text-stone-800">
            <span className="font-medium text-stone-900">{statusWords(step.status, words).title}</span>
            <span className="block text-sm text-stone-700">
              <When iso={step.at} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
