import { useId } from 'react';
import { EditorDialog } from '../../forms/editor-dialog';
import { useAdminForm } from '../../forms/use-admin-form';
import { controlClass } from '../../kit/filter-styles';
import { orderNumber } from '../../kit/format';
import { BULK_FAILED, useBulkStatus } from './bulk-query';
import {
  CourierSelect,
  TRACKING_INPUT,
  useCourier,
  useShippingControl,
  WhyShippingDetails,
} from './shipping-fields';
import {
  bulkShipBody,
  bulkShipCheck,
  bulkShipValues,
  needsTracking,
  trackingPath,
  type BulkShipValues,
} from './shipping-form';

/**
 * Ships the chosen orders with one courier (decision 022, bulk work), each with its own tracking number, typed or
 * scanned into its row (none needed for Other). The API would ship them without (back-office §2); this
 * dialog asks for them and says why.
 */
export function BulkShipDialog({
  orderIds,
  onClose,
  onShipped,
}: {
  orderIds: string[];
  onClose: () => void;
  onShipped: (moved: string[]) => void;
}) {
  const ship = useBulkStatus((moved) => {
    onShipped(moved);
    onClose();
  });
  const editor = useAdminForm<BulkShipValues>({
    defaultValues: bulkShipValues(orderIds),
    schema: bulkShipCheck(orderIds),
    save: (values) => ship.mutateAsync(bulkShipBody(orderIds, values)),
    failedMessage: BULK_FAILED,
    // useBulkStatus says how it went itself: how many moved, which could not and why, or the failure.
    refusalShown: 'save',
  });
  const whyId = useId();

  return (
    <EditorDialog
      editor={editor}
      title="Ship orders"
      description={`${orderIds.length} ${orderIds.length === 1 ? 'order' : 'orders'} with one courier`}
      size="md"
      submitLabel="Ship orders"
      busyLabel="Shipping…"
      // Two fields to fill again at most: closes at once, as it always did.
      discard={false}
      onClose={onClose}
    >
      <div>
        <CourierSelect whyId={whyId} tracking={orderIds.map(trackingPath)} />
        <WhyShippingDetails id={whyId} className="mt-1" />
      </div>
      <ul className="max-h-80 space-y-2 overflow-y-auto">
        {orderIds.map((id) => (
          <TrackingRow key={id} orderId={id} whyId={whyId} />
        ))}
      </ul>
    </EditorDialog>
  );
}

/** One order's tracking number, typed or scanned into its row. */
function TrackingRow({ orderId, whyId }: { orderId: string; whyId: string }) {
  const { control, onChange, problem } = useShippingControl(trackingPath(orderId), whyId);
  const needed = needsTracking(useCourier());
  return (
    <li>
      <label className="flex flex-wrap items-center gap-2 text-sm text-stone-900">
        <span className="w-28 font-mono">#{orderNumber(orderId)}</span>
        <input
          {...control}
          {...TRACKING_INPUT}
          onChange={(event) => onChange(event.target.value)}
          placeholder={needed ? 'Tracking number' : 'Tracking number (optional)'}
          aria-label={`Tracking number of order #${orderNumber(orderId)}`}
          className={`min-w-0 flex-1 ${controlClass}`}
        />
      </label>
      {problem}
    </li>
  );
}
