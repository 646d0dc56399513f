import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AdminOrder } from '../../../../common/orders/order-desk-schemas';
import { errorMessage } from '../../data/admin-api';
import { DownloadButton } from '../../kit/download-button';
import { PageHeader } from '../../kit/page-header';
import { useCurrencySymbol } from '../../shell/site-brand';
import { EmptyState, ErrorState, SkeletonRows } from '../../kit/states';
import { BulkBar } from './bulk-bar';
import { OrderCard } from './order-card';
import { OrderViewDialog } from './order-view-dialog';
import { useOrderById, useOrderPages } from './orders-query';
import { OrdersToolbar } from './orders-toolbar';
import { customRangeIsBackwards, deskFilters, exportPath, resultCountText } from './orders-view';
import { StatusChangeDialog } from './status-change-dialog';
import { StatusTabs } from './status-tabs';
import { orderLink, useOrdersView } from './use-orders-view';

/**
 * Loads the next page when the end of the list scrolls into view; the "Load more" button beside it
 * does the same for keyboards, and for browsers without IntersectionObserver.
 */
function useLoadOnScroll(onVisible: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}

/** Back-office §2 Order management: find an order and move it through its statuses. */
export function OrdersScreen() {
  const { view, updateView, openOrderId, setOpenOrder } = useOrdersView();
  const currencySymbol = useCurrencySymbol();
  // Whole local days: the filters (and the query's cache key) stay the same through the day.
  const filters = useMemo(() => deskFilters(view), [view]);
  const backwards = customRangeIsBackwards(view);
  const pages = useOrderPages(filters, !backwards);
  const [statusOrder, setStatusOrder] = useState<AdminOrder | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  const changedOrderId = useRef<string | null>(null);

  const orders = useMemo(() => pages.data?.pages.flatMap((page) => page.orders) ?? [], [pages.data]);
  const counts = pages.data?.pages[0]?.counts;
  const matching = counts ? counts[view.status ?? 'all'] : undefined;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const canLoadMore = hasNextPage && !pages.isPlaceholderData && !pages.isError;
  const sentinel = useLoadOnScroll(() => {
    if (canLoadMore && !isFetchingNextPage) void fetchNextPage();
  }, canLoadMore);

  // An order moved out of the tab it was in (Pending → Processing) leaves the list, and its Change
  // status button with it: focus goes to the list rather than being lost on the page's body.
  useEffect(() => {
    const changed = changedOrderId.current;
    if (!changed || orders.some((order) => order.id === changed)) return;
    changedOrderId.current = null;
    if (document.activeElement === document.body) panel.current?.focus();
  }, [orders]);

  const loadedOpenOrder = openOrderId ? orders.find((order) => order.id === openOrderId) : undefined;
  const linkedOrder = useOrderById(openOrderId, loadedOpenOrder);
  const openOrder = loadedOpenOrder ?? linkedOrder.data ?? null;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Find an order, check its items and move it through its statuses."
        actions={<DownloadButton path={exportPath(filters)} fallbackName="orders.csv" label="Export CSV" />}
      />
      <OrdersToolbar view={view} updateView={updateView} />
      <div className="mt-5">
        <StatusTabs
          status={view.status}
          counts={counts}
          onSelect={(status) => updateView({ status })}
          panelRef={panel}
        >
          <p role="status" className="mb-3 flex min-h-5 items-center gap-2 text-sm text-stone-600">
            {backwards
              ? 'No orders: the date range ends before it starts.'
              : matching === undefined
                ? ''
                : resultCountText(orders.length, matching)}
            {pages.isFetching && !pages.isFetchingNextPage && !pages.isPending ? (
              <span className="inline-flex items-center gap-1">
                <LoaderCircle aria-hidden="true" className="h-3.5 w-3.5 animate-spin" />
                Updating…
              </span>
            ) : null}
          </p>
          {backwards ? null : pages.isPending ? (
            <SkeletonRows rows={5} label="Loading orders…" />
          ) : pages.isError && !pages.data ? (
            <ErrorState
              title="The orders could not be loaded"
              message={errorMessage(pages.error, 'Failed to load orders')}
              onRetry={() => void pages.refetch()}
            />
          ) : orders.length === 0 ? (
            <EmptyState
              title={
                view.q || view.range !== 'all' || view.status ? 'No orders match this view' : 'No orders yet'
              }
              description={
                view.q || view.range !== 'all' || view.status
                  ? 'Try another search, status or date range.'
                  : undefined
              }
            />
          ) : (
            <div className={pages.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <BulkBar
                selected={chosen}
                matching={matching}
                filters={filters}
                onSelect={setChosen}
                onClear={(ids) => setChosen((all) => (ids ? all.filter((id) => !ids.includes(id)) : []))}
              />
              <ul className="space-y-3">
                {orders.map((order) => (
                  <li key={order.id}>
                    <OrderCard
                      order={order}
                      viewHref={orderLink(view, order.id)}
                      currencySymbol={currencySymbol}
                      onChangeStatus={() => setStatusOrder(order)}
                      chosen={chosen.includes(order.id)}
                      onChoose={(on) =>
                        setChosen((all) => (on ? [...all, order.id] : all.filter((id) => id !== order.id)))
                      }
                    />
                  </li>
                ))}
              </ul>
              <div ref={sentinel} className="mt-4 flex flex-col items-center gap-2">
                {pages.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-red-800">
                    {errorMessage(pages.error, 'Failed to load more orders')}
                  </p>
                ) : null}
                {hasNextPage ? (
                  <button
                    type="button"
                    onClick={() => void fetchNextPage()}
                    disabled={isFetchingNextPage || pages.isPlaceholderData}
                    className="inline-flex items-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
                  >
                    {isFetchingNextPage ? (
                      <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                    ) : null}
                    {isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </button>
                ) : (
                  <p className="text-xs text-stone-500">End of the list</p>
                )}
              </div>
            </div>
          )}
        </StatusTabs>
      </div>
      {openOrderId ? (
        <OrderViewDialog
          order={openOrder}
          state={
            openOrder
              ? 'ready'
              : linkedOrder.isPending
                ? 'loading'
                : linkedOrder.isError
                  ? 'failed'
                  : 'missing'
          }
          currencySymbol={currencySymbol}
          onClose={() => setOpenOrder(null)}
        />
      ) : null}
      {statusOrder ? (
        <StatusChangeDialog
          order={statusOrder}
          onClose={() => setStatusOrder(null)}
          onChanged={() => {
            changedOrderId.current = statusOrder.id;
          }}
        />
      ) : null}
    </>
  );
}
