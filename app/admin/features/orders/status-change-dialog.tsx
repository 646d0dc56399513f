import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../../common/orders/order-desk-schemas';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/orders/statuses';
import { orderNumber } from '../../kit/format';
import { statusLabel } from '../../kit/status-badge';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { cn } from '../../../lib/cn';
import { useChangeOrderStatus } from './orders-query';
import { ShippingFields, shippingProblems, type Shipping } from './shipping-fields';

const NOTE_MAX = 500;

/**
 * The status-change dialog (back-office §2, §4): any status with an optional note; Shipped also asks
 * for the courier and tracking number (decision 022, shipping). The server decides which moves are allowed; a
 * refusal is shown as the spec's destructive toast and the dialog stays open, so another status can be
 * picked.
 */
export function StatusChangeDialog({
  order,
  onClose,
  onChanged,
}: {
  order: AdminOrder;
  onClose: () => void;
  /** After the server took the change, before the dialog closes. */
  onChanged?: () => void;
}) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [note, setNote] = useState('');
  const [shipping, setShipping] = useState<Shipping>({ courier: '', trackingNumber: '' });
  const [tried, setTried] = useState(false);
  const change = useChangeOrderStatus();
  const noteId = useId();
  const noteHintId = useId();
  const unchanged = status === order.status;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged || change.isPending) return;
    setTried(true);
    const shipped = status === 'shipped';
    if (shipped && Object.keys(shippingProblems(shipping)).length) return;
    const tracking = shipping.trackingNumber.trim();
    const details =
      shipped && shipping.courier
        ? { courier: shipping.courier, ...(tracking ? { trackingNumber: tracking } : {}) }
        : {};
    change.mutate(
      { orderId: order.id, change: { status, note: note.trim() || null, ...details } },
      {
        onSuccess: () => {
          onChanged?.();
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open || change.isPending ? undefined : onClose())}>
      <DialogContent
        title="Change order status"
        description={`Order #${orderNumber(order.id)} for ${order.customerName}`}
        size="md"
      >
        <form onSubmit={submit} className="space-y-5 px-4 pb-6 sm:px-6">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-stone-900">New status</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ORDER_STATUSES.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
                    option === status ? 'border-brand-600 bg-brand-50' : 'border-stone-300 hover:bg-stone-50',
                  )}
                >
                  <input
                    type="radio"
                    name="status"
                    value={option}
                    checked={option === status}
                    onChange={() => setStatus(option)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {statusLabel(option)}
                  {option === order.status ? <span className="text-xs text-stone-600">(current)</span> : null}
                </label>
              ))}
            </div>
          </fieldset>
          {status === 'shipped' ? (
            <ShippingFields shipping={shipping} onChange={setShipping} showProblems={tried} />
          ) : null}
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-stone-900">
              Note <span className="font-normal text-stone-600">(optional)</span>
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              aria-describedby={noteHintId}
              className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
            />
            <p id={noteHintId} className="mt-1 text-xs text-stone-600">
              For example why the order was cancelled. Kept in the order&apos;s status history.
            </p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              disabled={change.isPending}
              className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={unchanged || change.isPending}
              className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {change.isPending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
              {change.isPending ? 'Updating…' : 'Update status'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
