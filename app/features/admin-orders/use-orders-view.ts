import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parseOrdersView(searchParams), [searchParams]);
  const openOrderId = searchParams.get(ORDER_PARAM);

  // React Router hands a functional update the query of the last render, and its navigations finish
  // later, so changes in quick succession (a select, a button, the search's delayed commit) would undo
  // each other: each change builds on the one asked for before it. The URL is taken back as the truth
  // when it changes by other means (the back button, a link).
  const latest = useRef(searchParams);
  const requested = useRef<string[]>([]);
  useLayoutEffect(() => {
    const index = requested.current.indexOf(searchParams.toString());
    if (index === -1) {
      latest.current = searchParams;
      requested.current = [];
    } else {
      requested.current = requested.current.slice(index + 1);
    }
  }, [searchParams]);

  const navigateTo = useCallback(
    (next: URLSearchParams, replace: boolean | undefined) => {
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      requested.current.push(next.toString());
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const updateView = useCallback<UpdateOrdersView>(
    (patch, options) =>
      navigateTo(serializeOrdersView({ ...parseOrdersView(latest.current), ...patch }), options?.replace),
    [navigateTo],
  );

  const setOpenOrder = useCallback(
    (orderId: string | null) => {
      const next = serializeOrdersView(parseOrdersView(latest.current));
      if (orderId) next.set(ORDER_PARAM, orderId);
      navigateTo(next, true);
    },
    [navigateTo],
  );

  return { view, updateView, openOrderId, setOpenOrder };
}

/** The address of an order's view dialog within a view: a real link, so it opens in a new tab too. */
export function orderLink(view: OrdersView, orderId: string): string {
  const params = serializeOrdersView(view);
  params.set(ORDER_PARAM, orderId);
  return `/admin/orders?${params}`;
}
