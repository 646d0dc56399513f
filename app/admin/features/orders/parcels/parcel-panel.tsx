import { ExternalLink, PackageCheck, Tag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { courierName } from '../../../../../common/orders/couriers';
import type { Parcel } from '../../../../../common/orders/parcel-schemas';
import { PARCEL_STATUS_LABELS, type ApiCourierKey } from '../../../../../common/orders/parcels';
import type { OrderStatus } from '../../../../../common/orders/statuses';
import { errorMessage } from '../../../data/admin-api';
import { ConfirmDialog } from '../../../forms/confirm-dialog';
import { secondaryButton } from '../../../forms/editor-fields';
import { formatDateTime } from '../../../kit/format';
import { ErrorState, LoadingState } from '../../../kit/states';
import { BookDialog } from './book-dialog';
import {
  labelsPath,
  useAcceptProposals,
  useCancelBooking,
  useConnectedCouriers,
  useParcel,
} from './parcels-query';

const STATE_WORDS: Record<Parcel['state'], string> = {
  queued: 'Booking with the courier…',
  booked: 'Booked',
  refused: 'Refused by the courier',
  cancelled: 'Booking cancelled',
};

/** What the courier's word proposes, as the button that accepts it says it. */
export const PROPOSAL_WORDS = { completed: 'Mark Completed', returned: 'Mark Returned' } as const;

/**
 * The order's parcel with its courier (decision 031): book it by API once confirmed, follow it (the
 * courier's events, newest last), print its label, accept what the courier reports, or cancel the
 * booking before pickup. Orders shipped by hand show their typed tracking number above, as before.
 */
export function ParcelPanel({
  orderId,
  status,
  Frame,
}: {
  orderId: string;
  status: OrderStatus;
  /** The order view's section around the panel, shown only when there is something to show. */
  Frame: (props: { title: string; children: ReactNode }) => ReactNode;
}) {
  const parcel = useParcel(orderId);
  const couriers = useConnectedCouriers();
  const [booking, setBooking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelBooking(orderId);
  const accept = useAcceptProposals();
  if (parcel.isPending) {
    return (
      <Frame title="Courier">
        <LoadingState label="Loading the parcel…" className="py-4" />
      </Frame>
    );
  }
  if (parcel.isError) {
    return (
      <Frame title="Courier">
        <ErrorState
          title="The parcel could not be loaded"
          message={errorMessage(parcel.error, 'Failed to load the parcel')}
          onRetry={() => void parcel.refetch()}
        />
      </Frame>
    );
  }
  const current = parcel.data;
  // Booked by hand only (no courier connected) and never by API: the Shipment section says it all.
  if (!current && !couriers.length) return null;
  const bookable =
    status === 'processing' &&
    couriers.length > 0 &&
    (!current || current.state === 'refused' || current.state === 'cancelled');
  return (
    <Frame title="Courier">
      <div className="space-y-3 text-sm text-stone-900">
        {current ? <ParcelState parcel={current} /> : null}
        <div className="flex flex-wrap gap-2">
          {bookable ? (
            <button type="button" onClick={() => setBooking(true)} className={secondaryButton}>
              <PackageCheck aria-hidden="true" className="h-4 w-4" />
              Book with courier…
            </button>
          ) : null}
          {current?.state === 'booked' ? (
            <a href={labelsPath([orderId])} target="_blank" rel="noopener" className={secondaryButton}>
              <Tag aria-hidden="true" className="h-4 w-4" />
              Print label<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {current?.proposal && status === 'shipped' ? (
            <button
              type="button"
              onClick={() => accept.mutate([orderId])}
              disabled={accept.isPending}
              className={secondaryButton}
            >
              {PROPOSAL_WORDS[current.proposal]}
            </button>
          ) : null}
          {current &&
          (current.state === 'queued' || (current.state === 'booked' && current.status === 'booked')) ? (
            <button type="button" onClick={() => setCancelling(true)} className={secondaryButton}>
              Cancel booking
            </button>
          ) : null}
        </div>
        {status !== 'processing' && !current && couriers.length ? (
          <p className="text-stone-600">A confirmed order (Processing) can be booked with a courier.</p>
        ) : null}
        {booking ? (
          <BookDialog
            orderIds={[orderId]}
            couriers={couriers}
            onClose={() => setBooking(false)}
            onBooked={() => undefined}
          />
        ) : null}
        <ConfirmDialog
          open={cancelling}
          onOpenChange={(open) => (open ? undefined : setCancelling(false))}
          title="Cancel this booking?"
          description={`${current ? courierName(current.courier) : 'The courier'} is told not to collect the parcel, and the order goes back to Processing.`}
          confirmLabel="Cancel booking"
          cancelLabel="Keep it"
          onConfirm={() => cancel.mutateAsync()}
        />
      </div>
    </Frame>
  );
}

function ParcelState({ parcel }: { parcel: Parcel }) {
  const name = courierName(parcel.courier as ApiCourierKey);
  return (
    <>
      <p>
        <span className="font-semibold">{name}</span>: {STATE_WORDS[parcel.state]}
        {parcel.trackingNumber ? (
          <>
            {' '}
            ·{' '}
            {parcel.trackingUrl ? (
              <a
                href={parcel.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-mono text-brand-700 underline underline-offset-2"
              >
                {parcel.trackingNumber}
                <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only"> (track on {name}’s site, opens in a new tab)</span>
              </a>
            ) : (
              <span className="font-mono">{parcel.trackingNumber}</span>
            )}
          </>
        ) : null}
        {parcel.status && parcel.state === 'booked' ? <> · {PARCEL_STATUS_LABELS[parcel.status]}</> : null}
      </p>
      {parcel.refusal ? <p className="break-words text-red-800">{parcel.refusal}</p> : null}
      {parcel.state === 'queued' && parcel.lastError ? (
        <p className="break-words text-amber-900">Trying again: {parcel.lastError}</p>
      ) : null}
      {parcel.reason && parcel.status === 'attempted' ? (
        <p className="break-words">Courier’s reason: {parcel.reason}</p>
      ) : null}
      {parcel.events.length ? (
        <ol className="space-y-1 border-l-2 border-stone-200 pl-3" aria-label={`${name} history`}>
          {parcel.events.map((event) => (
            <li key={`${event.code}-${event.at}`}>
              <time dateTime={event.at} className="text-stone-600">
                {formatDateTime(event.at)}
              </time>{' '}
              {event.description}
              {event.reason ? ` (${event.reason})` : ''}
              {event.by ? <span className="text-stone-600"> · by {event.by}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
