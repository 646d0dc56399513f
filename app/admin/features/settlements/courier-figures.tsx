import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { courierName } from '../../../../common/orders/couriers';
import type { CourierFigures, ShortPaidParcel } from '../../../../common/orders/settlement-schemas';
import { errorMessage } from '../../data/admin-api';
import { DownloadButton } from '../../kit/download-button';
import { formatAge, formatDateTime, orderNumber } from '../../kit/format';
import { EmptyState, ErrorState, SkeletonRows } from '../../kit/states';
import { useCurrencySymbol } from '../../shell/site-brand';
import { money, plural } from './settlement-words';
import { SETTLEMENT_WORDS, SETTLEMENTS_PATH, useCourierFigures } from './settlements-query';

/**
 * What each courier owes the shop (docs/settlements.md): owed now and since when, what it should have
 * paid and what it paid, and the parcels it paid short, with their export for a claim.
 */
export function CourierFiguresSection() {
  const figures = useCourierFigures();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        What the couriers owe
      </h2>
      {figures.isPending ? (
        <SkeletonRows rows={3} label="Loading what the couriers owe…" />
      ) : figures.isError && !figures.data ? (
        <ErrorState
          title="The couriers' figures could not be loaded"
          message={errorMessage(figures.error, SETTLEMENT_WORDS.figuresFailed)}
          onRetry={() => void figures.refetch()}
        />
      ) : figures.data.couriers.length === 0 ? (
        <EmptyState
          icon={Wallet}
          title="Nothing owed yet"
          description="Parcels a courier delivered show here until its payment report is imported and applied."
        />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {figures.data.couriers.map((courier) => (
            <CourierCard key={courier.courier} figures={courier} />
          ))}
        </div>
      )}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-stone-900 tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-stone-600">{note}</dd> : null}
    </div>
  );
}

function CourierCard({ figures }: { figures: CourierFigures }) {
  const symbol = useCurrencySymbol();
  const name = courierName(figures.courier);
  const headingId = useId();
  const { outstanding, shortPaid } = figures;
  const oldest = outstanding.oldest;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {name}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure
          label="Owed now"
          value={money(outstanding.expected, symbol)}
          note={`${plural(outstanding.parcels, 'parcel')} delivered, not paid`}
        />
        <Figure
          label="Oldest unpaid"
          value={oldest ? formatAge(oldest.deliveredAt) : '—'}
          note={
            oldest ? `${oldest.trackingNumber}, delivered ${formatDateTime(oldest.deliveredAt)}` : undefined
          }
        />
        <Figure label="Expected" value={money(figures.expected, symbol)} note="paid for and owed, net" />
        <Figure
          label="Received"
          value={money(figures.received, symbol)}
          note={
            figures.lastAppliedAt
              ? `${plural(figures.imports, 'import')}, last ${formatDateTime(figures.lastAppliedAt)}`
              : 'nothing applied yet'
          }
        />
      </dl>
      <div className="mt-4 border-t border-stone-200 pt-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-stone-900">
            {shortPaid.parcels === 0
              ? 'No parcel paid short'
              : `${plural(shortPaid.parcels, 'parcel')} paid short by ${money(shortPaid.amount, symbol)}`}
          </p>
          {shortPaid.parcels > 0 ? (
            <DownloadButton
              path={`${SETTLEMENTS_PATH}/couriers/${figures.courier}/short-paid.csv`}
              fallbackName={`${figures.courier}-short-paid.csv`}
              label={`Export ${name} short-paid CSV`}
            />
          ) : null}
        </div>
        {shortPaid.list.length ? <ShortPaidList parcels={shortPaid.list} symbol={symbol} /> : null}
        {shortPaid.parcels > shortPaid.list.length ? (
          <p className="mt-2 text-xs text-stone-600">
            The oldest {shortPaid.list.length} are listed; the export has all {shortPaid.parcels}.
          </p>
        ) : null}
      </div>
    </article>
  );
}

function ShortPaidList({ parcels, symbol }: { parcels: ShortPaidParcel[]; symbol: string }) {
  return (
    <ul aria-label="Parcels paid short" className="mt-2 divide-y divide-stone-200">
      {parcels.map((parcel) => (
        <li
          key={parcel.orderId}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
        >
          <span className="min-w-0">
            <span className="font-mono text-stone-900">{parcel.trackingNumber}</span>{' '}
            <Link
              to={`/admin/orders?order=${parcel.orderId}`}
              className="text-brand-700 underline hover:text-brand-800"
            >
              Order #{orderNumber(parcel.orderId)}
            </Link>
          </span>
          <span className="text-stone-700 tabular-nums">
            paid {money(parcel.received, symbol)} of {money(parcel.expected, symbol)},{' '}
            <strong className="text-amber-900">short {money(parcel.shortBy, symbol)}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}
