import { MessageCircle, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '../../../../../common/money';
import { attemptMessage } from '../../../../../common/orders/attempt-message';
import { courierName } from '../../../../../common/orders/couriers';
import type { DeskParcel } from '../../../../../common/orders/parcel-schemas';
import { PARCEL_STATUS_LABELS } from '../../../../../common/orders/parcels';
import { whatsAppLink } from '../../../../../common/orders/confirmation-message';
import { shopDay } from '../../../../../common/shop-clock';
import { errorMessage } from '../../../data/admin-api';
import { ConfirmDialog } from '../../../forms/confirm-dialog';
import { secondaryButton } from '../../../forms/editor-fields';
import { controlClass, filterLabelClass } from '../../../kit/filter-styles';
import { formatDateTime, orderNumber } from '../../../kit/format';
import { EmptyState, ErrorState, LoadingState } from '../../../kit/states';
import { useCurrencySymbol } from '../../../shell/site-brand';
import { PROPOSAL_WORDS } from './parcel-panel';
import {
  useAcceptProposals,
  useAdvice,
  useConnectedCouriers,
  useDeskParcels,
  useTrackNow,
} from './parcels-query';

/** What a failed attempt's WhatsApp message says before staff add their own words. */
const attemptMessageOf = (parcel: DeskParcel) =>
  attemptMessage({ ...parcel, number: orderNumber(parcel.orderId) });

/**
 * The desk's parcels (decision 031): parcels whose delivery attempt failed, to act on the same day
 * (call or WhatsApp the customer, then Re-attempt or Return), the couriers' reports of delivered and
 * returned parcels for staff to accept, and each connected courier's load sheet for the day.
 */
export function ParcelsDesk() {
  return (
    <div className="space-y-8">
      <CheckNow />
      <AttemptedQueue />
      <CourierReports />
      <LoadSheets />
    </div>
  );
}

/**
 * Asks each connected courier now: PostEx pushes nothing and is asked every half hour; the others push,
 * and asking them catches anything a push missed.
 */
function CheckNow() {
  const couriers = useConnectedCouriers();
  const track = useTrackNow();
  if (!couriers.length) {
    return (
      <p className="text-sm text-stone-700">
        No courier is booked from the back office on this server: parcels are booked on the couriers’ portals
        and their tracking numbers typed when an order is shipped.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {couriers.map((courier) => (
        <button
          key={courier.key}
          type="button"
          disabled={track.isPending}
          onClick={() => track.mutate(courier)}
          className={secondaryButton}
        >
          Check {courier.name} now
        </button>
      ))}
    </div>
  );
}

function ParcelList({
  title,
  queue,
  empty,
  children,
}: {
  title: string;
  queue: 'attempted' | 'proposed';
  empty: string;
  children: (parcels: DeskParcel[]) => ReactNode;
}) {
  const list = useDeskParcels(queue);
  const headingId = `parcels-${queue}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
        {list.data ? (
          <span className="ml-2 text-sm font-normal text-stone-600">({list.data.parcels.length})</span>
        ) : null}
      </h2>
      {list.isPending ? (
        <LoadingState label="Loading the parcels…" />
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error, 'Failed to load the parcels')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data.parcels.length ? (
        <EmptyState title={empty} />
      ) : (
        children(list.data.parcels)
      )}
    </section>
  );
}

function ParcelLine({ parcel }: { parcel: DeskParcel }) {
  const symbol = useCurrencySymbol();
  return (
    <>
      <p className="font-semibold text-stone-900">
        #{orderNumber(parcel.orderId)} · {parcel.customerName}
      </p>
      <p className="text-sm text-stone-700">
        {parcel.city} · {formatMoney(parcel.total, symbol)} · {courierName(parcel.courier)}{' '}
        <span className="font-mono">{parcel.trackingNumber}</span>
      </p>
      <p className="text-sm text-stone-700">
        {PARCEL_STATUS_LABELS[parcel.status]} <time dateTime={parcel.at}>{formatDateTime(parcel.at)}</time>
        {parcel.reason ? <>: {parcel.reason}</> : null}
      </p>
    </>
  );
}

function AttemptedQueue() {
  const advise = useAdvice();
  // Sending a parcel back cannot be undone (the courier returns it and the sale is lost): it asks first.
  const [returning, setReturning] = useState<DeskParcel | null>(null);
  return (
    <>
      <ParcelList title="Attempted" queue="attempted" empty="No failed delivery attempts waiting">
        {(parcels) => (
          <ul className="space-y-3">
            {parcels.map((parcel) => (
              <li key={parcel.orderId} className="rounded-lg border border-amber-300 bg-amber-50 p-4">
                <ParcelLine parcel={parcel} />
                <div className="mt-3 flex flex-wrap gap-2">
                  {parcel.phone ? (
                    <a href={`tel:${parcel.phone.e164}`} className={secondaryButton}>
                      <Phone aria-hidden="true" className="h-4 w-4" />
                      Call<span className="sr-only"> {parcel.customerName}</span>
                    </a>
                  ) : null}
                  {parcel.phone?.kind === 'mobile' ? (
                    <a
                      href={whatsAppLink(parcel.phone.e164, attemptMessageOf(parcel))}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={secondaryButton}
                    >
                      <MessageCircle aria-hidden="true" className="h-4 w-4" />
                      WhatsApp<span className="sr-only"> {parcel.customerName} (opens in a new tab)</span>
                    </a>
                  ) : null}
                  <button
                    type="button"
                    disabled={advise.isPending}
                    onClick={() => advise.mutate({ orderId: parcel.orderId, advice: 'reattempt' })}
                    className={secondaryButton}
                  >
                    Re-attempt<span className="sr-only"> #{orderNumber(parcel.orderId)}</span>
                  </button>
                  <button
                    type="button"
                    disabled={advise.isPending}
                    onClick={() => setReturning(parcel)}
                    className={secondaryButton}
                  >
                    Return<span className="sr-only"> #{orderNumber(parcel.orderId)}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ParcelList>
      <ConfirmDialog
        open={returning !== null}
        onOpenChange={(open) => (open ? undefined : setReturning(null))}
        title="Return this parcel?"
        description={
          returning
            ? `${courierName(returning.courier)} is told to bring order #${orderNumber(returning.orderId)} back to the shop instead of trying again.`
            : undefined
        }
        confirmLabel="Return parcel"
        cancelLabel="Keep trying"
        onConfirm={() => advise.mutateAsync({ orderId: returning!.orderId, advice: 'return' })}
      />
    </>
  );
}

function CourierReports() {
  const accept = useAcceptProposals();
  return (
    <ParcelList title="Courier reports" queue="proposed" empty="Nothing reported by the couriers to accept">
      {(parcels) => (
        <>
          {parcels.length > 1 ? (
            <button
              type="button"
              disabled={accept.isPending}
              onClick={() => accept.mutate(parcels.map((parcel) => parcel.orderId))}
              className={`${secondaryButton} mb-3`}
            >
              Accept all {parcels.length}
            </button>
          ) : null}
          <ul className="space-y-3">
            {parcels.map((parcel) => (
              <li key={parcel.orderId} className="rounded-lg border border-stone-200 bg-white p-4">
                <ParcelLine parcel={parcel} />
                {parcel.proposal ? (
                  <button
                    type="button"
                    disabled={accept.isPending}
                    onClick={() => accept.mutate([parcel.orderId])}
                    className={`${secondaryButton} mt-3`}
                  >
                    {PROPOSAL_WORDS[parcel.proposal]}
                    <span className="sr-only"> #{orderNumber(parcel.orderId)}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </ParcelList>
  );
}

function LoadSheets() {
  const couriers = useConnectedCouriers();
  // The day booked, on the shop's clock: today to begin with.
  const [date, setDate] = useState(() => shopDay(new Date()));
  if (!couriers.length) return null;
  return (
    <section aria-labelledby="load-sheets">
      <h2 id="load-sheets" className="mb-3 text-lg font-semibold text-stone-900">
        Load sheets
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <label>
          <span className={filterLabelClass}>Day booked</span>
          <input
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={controlClass}
          />
        </label>
        {couriers.map((courier) => (
          <a
            key={courier.key}
            href={`/api/admin/couriers/${courier.key}/load-sheet?date=${date}`}
            target="_blank"
            rel="noopener"
            className={secondaryButton}
          >
            {courier.name} load sheet<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ))}
      </div>
    </section>
  );
}
