import { PackageCheck, Printer, Tag, Truck, X } from 'lucide-react';
import { useState } from 'react';
import { BULK_MAX } from '../../../../common/orders/slip-schemas';
import { errorMessage } from '../../data/admin-api';
import { secondaryButton } from '../../forms/editor-fields';
import { notifyError } from '../../../lib/toast';
import { matchingOrderIds, useBulkStatus } from './bulk-query';
import { BulkShipDialog } from './bulk-ship-dialog';
import { BookDialog } from './parcels/book-dialog';
import { labelsPath, useConnectedCouriers } from './parcels/parcels-query';

/**
 * What can be done with the orders chosen on the desk (decision 022, bulk work): choose every order the filters
 * match, move them to processing, ship them, book them with a courier by API and print its labels
 * (decision 031), print their packing slips (in a new tab), or let them go.
 */
export function BulkBar({
  selected,
  matching,
  filters,
  onSelect,
  onClear,
}: {
  selected: string[];
  /** How many orders the desk's filters match (the tab's count). */
  matching: number | undefined;
  filters: Record<string, string>;
  onSelect: (ids: string[]) => void;
  onClear: (ids?: string[]) => void;
}) {
  const [shipping, setShipping] = useState(false);
  const [booking, setBooking] = useState(false);
  const couriers = useConnectedCouriers();
  const [selecting, setSelecting] = useState(false);
  const toProcessing = useBulkStatus((moved) => onClear(moved));
  if (!selected.length) return null;
  const canSelectAll = matching !== undefined && matching > selected.length && matching <= BULK_MAX;

  async function selectAll() {
    setSelecting(true);
    try {
      onSelect(await matchingOrderIds(filters));
    } catch (error) {
      notifyError('Error', errorMessage(error, 'Failed to choose the orders'));
    } finally {
      setSelecting(false);
    }
  }

  return (
    <div
      role="region"
      aria-label="Chosen orders"
      className="sticky top-2 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-300 bg-brand-50 p-3 shadow-sm"
    >
      <p className="mr-auto text-sm font-semibold text-stone-900" aria-live="polite">
        {selected.length} chosen
        {canSelectAll ? (
          <button
            type="button"
            onClick={() => void selectAll()}
            disabled={selecting}
            className="ml-2 font-semibold text-brand-700 underline underline-offset-2"
          >
            Choose all {matching} matching
          </button>
        ) : null}
      </p>
      <button
        type="button"
        onClick={() => toProcessing.mutate({ orderIds: selected, status: 'processing' })}
        disabled={toProcessing.isPending}
        className={secondaryButton}
      >
        Move to processing
      </button>
      <button type="button" onClick={() => setShipping(true)} className={secondaryButton}>
        <Truck aria-hidden="true" className="h-4 w-4" />
        Ship…
      </button>
      {couriers.length ? (
        <>
          <button type="button" onClick={() => setBooking(true)} className={secondaryButton}>
            <PackageCheck aria-hidden="true" className="h-4 w-4" />
            Book with courier…
          </button>
          <a href={labelsPath(selected)} target="_blank" rel="noopener" className={secondaryButton}>
            <Tag aria-hidden="true" className="h-4 w-4" />
            Print labels<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
      <a
        href={`/admin/orders/slips?ids=${selected.join(',')}`}
        target="_blank"
        rel="noopener"
        className={secondaryButton}
      >
        <Printer aria-hidden="true" className="h-4 w-4" />
        Print slips<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button type="button" onClick={() => onClear()} className={secondaryButton}>
        <X aria-hidden="true" className="h-4 w-4" />
        Clear
      </button>
      {booking ? (
        <BookDialog
          orderIds={selected}
          couriers={couriers}
          onClose={() => setBooking(false)}
          onBooked={(queued) => onClear(queued)}
        />
      ) : null}
      {shipping ? (
        <BulkShipDialog
          orderIds={selected}
          onClose={() => setShipping(false)}
          onShipped={(moved) => onClear(moved)}
        />
      ) : null}
    </div>
  );
}
