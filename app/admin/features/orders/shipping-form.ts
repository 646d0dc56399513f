import type { CourierKey } from '../../../../common/orders/couriers';
import {
  SHIPPING_MESSAGES,
  statusChangeSchema,
  type AdminOrder,
  type StatusChangeInput,
} from '../../../../common/orders/order-desk-schemas';
import type { OrderStatus } from '../../../../common/orders/statuses';
import { bulkStatusSchema, type BulkStatusInput } from '../../../../common/orders/slip-schemas';
import { askingMore, type FormProblem } from '../../forms/form-rules';
import { bodySchema } from '../../forms/use-admin-form';

/**
 * The status dialogs' rules (back-office §2, §4; decision 022, shipping): their values, the bodies they
 * send, and what they ask beyond the API: a move to Shipped names the courier and, but for Other, the
 * tracking number, though the API would ship without them (the dialogs say why).
 */

/** Whether the courier issues tracking numbers (Other needs none). */
export const needsTracking = (courier: CourierKey | '') => courier !== '' && courier !== 'other';

/** The courier the dialogs ask for. */
const askCourier = (courier: CourierKey | ''): FormProblem[] =>
  courier ? [] : [{ path: 'courier', message: SHIPPING_MESSAGES.courierRequired }];

/** The tracking number the courier issued, under the field at `path`. */
const askTracking = (courier: CourierKey | '', tracking: string, path: string): FormProblem[] =>
  needsTracking(courier) && !tracking.trim() ? [{ path, message: SHIPPING_MESSAGES.trackingRequired }] : [];

export type StatusChangeValues = {
  status: OrderStatus;
  note: string;
  courier: CourierKey | '';
  trackingNumber: string;
};

export const statusChangeValues = (order: Pick<AdminOrder, 'status'>): StatusChangeValues => ({
  status: order.status,
  note: '',
  courier: '',
  trackingNumber: '',
});

/**
 * PATCH /api/admin/orders/{id}/status: the note trimmed (none is null); the courier, and its tracking
 * number when typed, only with a move to shipped.
 */
export function statusChangeBody(values: StatusChangeValues): StatusChangeInput {
  const tracking = values.trackingNumber.trim();
  const details =
    values.status === 'shipped' && values.courier
      ? { courier: values.courier, ...(tracking ? { trackingNumber: tracking } : {}) }
      : {};
  return { status: values.status, note: values.note.trim() || null, ...details };
}

export const statusChangeCheck = askingMore<StatusChangeValues>(
  bodySchema(statusChangeSchema, statusChangeBody),
  (values) =>
    values.status === 'shipped'
      ? [
          ...askCourier(values.courier),
          ...askTracking(values.courier, values.trackingNumber, 'trackingNumber'),
        ]
      : [],
);

/** Several orders shipped with one courier, each with its own tracking number (decision 022, bulk work). */
export type BulkShipValues = { courier: CourierKey | ''; trackingNumbers: Record<string, string> };

export const bulkShipValues = (orderIds: readonly string[]): BulkShipValues => ({
  courier: '',
  trackingNumbers: Object.fromEntries(orderIds.map((id) => [id, ''])),
});

/** The path of an order's tracking number, in the form as in the body. */
export const trackingPath = (orderId: string) => `trackingNumbers.${orderId}`;

/** POST /api/admin/orders/bulk-status: the tracking numbers typed, trimmed; none typed, none sent. */
export function bulkShipBody(orderIds: string[], values: BulkShipValues): BulkStatusInput {
  const numbers = Object.fromEntries(
    orderIds.map((id) => [id, (values.trackingNumbers[id] ?? '').trim()]).filter(([, number]) => number),
  );
  return {
    orderIds,
    status: 'shipped',
    ...(values.courier ? { courier: values.courier } : {}),
    ...(Object.keys(numbers).length ? { trackingNumbers: numbers } : {}),
  };
}

export const bulkShipCheck = (orderIds: string[]) =>
  askingMore<BulkShipValues>(
    bodySchema(bulkStatusSchema, (values: BulkShipValues) => bulkShipBody(orderIds, values)),
    (values) => [
      ...askCourier(values.courier),
      ...orderIds.flatMap((id) =>
        askTracking(values.courier, values.trackingNumbers[id] ?? '', trackingPath(id)),
      ),
    ],
  );
