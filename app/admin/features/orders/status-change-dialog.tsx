import { useWatch } from 'react-hook-form';
import type { AdminOrder } from '../../../../common/orders/order-desk-schemas';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/orders/statuses';
import { EditorDialog } from '../../forms/editor-dialog';
import { TextAreaField, useBoundField } from '../../forms/fields';
import { useAdminForm } from '../../forms/use-admin-form';
import { orderNumber } from '../../kit/format';
import { statusLabel } from '../../kit/status-badge';
import { cn } from '../../../lib/cn';
import { useChangeOrderStatus } from './orders-query';
import { ShippingFields } from './shipping-fields';
import {
  statusChangeBody,
  statusChangeCheck,
  statusChangeValues,
  type StatusChangeValues,
} from './shipping-form';
import { STATUS_CHANGE_FALLBACK } from './status-change-error';

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
  const change = useChangeOrderStatus();
  const editor = useAdminForm<StatusChangeValues>({
    defaultValues: statusChangeValues(order),
    schema: statusChangeCheck,
    save: (values) => change.mutateAsync({ orderId: order.id, change: statusChangeBody(values) }),
    onSaved: () => {
      onChanged?.();
      onClose();
    },
    failedMessage: STATUS_CHANGE_FALLBACK,
    // useChangeOrderStatus says a refusal itself, in the spec's words (status-change-error.ts).
    refusalShown: 'save',
  });
  const status = useWatch({ control: editor.form.control, name: 'status' });

  return (
    <EditorDialog
      editor={editor}
      title="Change order status"
      description={`Order #${orderNumber(order.id)} for ${order.customerName}`}
      size="md"
      submitLabel="Update status"
      busyLabel="Updating…"
      // The order's own status is no change to send.
      submitDisabled={status === order.status}
      // A choice of a status, closed at once as it always was: there is little to lose (back-office §2).
      discard={false}
      onClose={onClose}
    >
      <StatusChoice current={order.status} />
      {status === 'shipped' ? <ShippingFields /> : null}
      <TextAreaField
        name="note"
        label={
          <>
            Note <span className="font-normal text-stone-600">(optional)</span>
          </>
        }
        rows={3}
        maxLength={NOTE_MAX}
        hint="For example why the order was cancelled. Kept in the order's status history."
      />
    </EditorDialog>
  );
}

/** The statuses as radio buttons, the order's own marked (current). */
function StatusChoice({ current }: { current: OrderStatus }) {
  const { value, onChange, onBlur, inputRef } = useBoundField<OrderStatus>('status');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-900">New status</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ORDER_STATUSES.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
              option === value ? 'border-brand-600 bg-brand-50' : 'border-stone-300 hover:bg-stone-50',
            )}
          >
            <input
              type="radio"
              name="status"
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              onBlur={onBlur}
              ref={option === value ? inputRef : undefined}
              className="h-4 w-4 accent-brand-700"
            />
            {statusLabel(option)}
            {option === current ? <span className="text-xs text-stone-600">(current)</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
