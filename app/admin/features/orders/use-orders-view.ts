import { useCallback } from 'react';
import { readView, useUrlView, writeView, type UpdateView } from '../../../lib/url-view';
import { ordersQuery, ordersViewSchema, type OrdersView } from './orders-view';

export type UpdateOrdersView = UpdateView<typeof ordersViewSchema>;

/**
 * The order desk's view, read from and written to the URL query (orders-view.ts), and the order whose
 * view dialog is open. Each filter change is a history entry (the back button undoes it); the search
 * replaces its entry as it is typed.
 */
export function useOrdersView() {
  const { view, updateQuery } = useUrlView(ordersViewSchema);

  // Each change builds on the freshest query (use-update-query.ts), so changes in quick succession (a
  // select, a button, the search's delayed commit) never undo each other. The whole view is written
  // again, so its address keeps one order of keys.
  const updateView = useCallback<UpdateOrdersView>(
    (patch, options) =>
      updateQuery((params) => ordersQuery({ ...readView(params, ordersViewSchema), ...patch }), options),
    [updateQuery],
  );

  const setOpenOrder = useCallback(
    (orderId: string | null) =>
      updateQuery((params) => writeView(params, ordersViewSchema, { order: orderId }), { replace: true }),
    [updateQuery],
  );

  return { view, updateView, openOrderId: view.order, setOpenOrder };
}

/** The address of an order's view dialog within a view: a real link, so it opens in a new tab too. */
export function orderLink(view: OrdersView, orderId: string): string {
  return `/admin/orders?${ordersQuery({ ...view, order: orderId })}`;
}
