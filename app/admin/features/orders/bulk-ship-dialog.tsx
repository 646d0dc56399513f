import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TRACKING_NUMBER, type CourierKey } from '../../../../common/orders/couriers';
import { SHIPPING_MESSAGES } from '../../../../common/orders/order-desk-schemas';
import { controlClass } from '../../kit/filter-styles';
import { orderNumber } from '../../kit/format';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { useBulkStatus } from './bulk-query';
import { CourierSelect, WhyShippingDetails } from './shipping-fields';

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
  const [courier, setCourier] = useState<CourierKey | ''>('');
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const ship = useBulkStatus((moved) => {
    onShipped(moved);
    onClose();
  });
  const whyId = useId();
  const needsTracking = courier !== '' && courier !== 'other';
  const problem = (id: string) => {
    const value = (tracking[id] ?? '').trim();
    if (!value) return needsTracking ? SHIPPING_MESSAGES.trackingRequired : null;
    return TRACKING_NUMBER.test(value) ? null : SHIPPING_MESSAGES.trackingInvalid;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!courier || orderIds.some((id) => problem(id))) return;
    const numbers = Object.fromEntries(
      orderIds.map((id) => [id, (tracking[id] ?? '').trim()]).filter(([, value]) => value),
    );
    ship.mutate({
      orderIds,
      status: 'shipped',
      courier,
      ...(Object.keys(numbers).length ? { trackingNumbers: numbers } : {}),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open || ship.isPending ? undefined : onClose())}>
      <DialogContent
        title="Ship orders"
        description={`${orderIds.length} ${orderIds.length === 1 ? 'order' : 'orders'} with one courier`}
        size="md"
      >
        <form onSubmit={submit} className="space-y-4 px-4 pb-6 sm:px-6">
          <div>
            <CourierSelect
              value={courier}
              onChange={setCourier}
              problem={tried && !courier ? SHIPPING_MESSAGES.courierRequired : undefined}
              whyId={whyId}
            />
            <WhyShippingDetails id={whyId} className="mt-1" />
          </div>
          <ul className="max-h-80 space-y-2 overflow-y-auto">
            {orderIds.map((id) => {
              const error = tried ? problem(id) : null;
              return (
                <li key={id}>
                  <label className="flex flex-wrap items-center gap-2 text-sm text-stone-900">
                    <span className="w-28 font-mono">#{orderNumber(id)}</span>
                    <input
                      value={tracking[id] ?? ''}
                      onChange={(event) => setTracking((all) => ({ ...all, [id]: event.target.value }))}
                      placeholder={needsTracking ? 'Tracking number' : 'Tracking number (optional)'}
                      aria-label={`Tracking number of order #${orderNumber(id)}`}
                      aria-invalid={!!error || undefined}
                      maxLength={40}
                      autoComplete="off"
                      className={`min-w-0 flex-1 ${controlClass}`}
                    />
                  </label>
                  {error ? <p className="mt-1 text-sm text-red-800">{error}</p> : null}
                </li>
              );
            })}
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              disabled={ship.isPending}
              className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={ship.isPending}
              className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {ship.isPending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
              {ship.isPending ? 'Shipping…' : 'Ship orders'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
