import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateQuery } from '../../../lib/use-update-query';
import { parseOrdersView, serializeOrdersView, type OrdersView } from './orders-view';

/** The order whose view dialog is open, beside the view in the URL, so a link can open it. */
export const ORDER_PARAM = 'order';

export type UpdateOrdersView = (patch: Partial<OrdersView>, options?: { replace?: boolean }) => void;

/**
 * The order desk's view, read from and written to the URL query (orders-view.ts), and the order whose
 * view dialog is open. Each filter change is a history entry (the back button undoes it); the search
 * replaces its entry as it is typed.
 */
export function useOrdersView() {
  const [searchParams] = useSearchParams();
  const updateQuery = useUpdateQuery();
  const view = useMemo(() => parseOrdersView(searchParams), [searchParams]);
  const openOrderId = searchParams.get(ORDER_PARAM);

  // Each change builds on the freshest query (use-update-query.ts), so changes in quick succession (a
  // select, a button, the search's delayed commit) never undo each other.
  const updateView = useCallback<UpdateOrdersView>(
    (patch, options) =>
      updateQuery((params) => {
        const next = serializeOrdersView({ ...parseOrdersView(params), ...patch });
        const open = params.get(ORDER_PARAM);
        if (open) next.set(ORDER_PARAM, open);
        return next;
      }, options),
    [updateQuery],
  );

  const setOpenOrder = useCallback(
    (orderId: string | null) =>
      updateQuery((params) => (orderId ? params.set(ORDER_PARAM, orderId) : params.delete(ORDER_PARAM)), {
        replace: true,
      }),
    [updateQuery],
  );

  return { view, updateView, openOrderId, setOpenOrder };
}

/** The address of an order's view dialog within a view: a real link, so it opens in a new tab too. */
export function orderLink(view: OrdersView, orderId: string): string {
  const params = serializeOrdersView(view);
  params.set(ORDER_PARAM, orderId);
  return `/admin/orders?${params}`;
}
