import {
  ORDER_PAGE_SIZE_DEFAULT,
  ORDER_SORT_FIELDS,
  type OrderSortField,
} from '../../../../common/orders/order-desk-query';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/orders/statuses';
import { dayEnd, dayStart, isDay, localMidnight } from '../../kit/local-days';

/**
 * The order desk's whole view (back-office §2 Order management, §9) and its one home, the URL query:
 * `?status=pending&q=ali&range=7d&sort=total&dir=asc`. A reload or a shared link opens the same view.
 * Defaults are left out of the URL, and anything unreadable (a hand-edited link) falls back to its
 * default rather than to an error, so the desk always opens.
 */

/** The tabs, in order; Shipped is reachable through the status filter (back-office §2); Returned is the COD loop's (decision 022). */
export const ORDER_TABS = [
  { status: null, label: 'All Orders' },
  { status: 'pending', label: 'Pending' },
  { status: 'processing', label: 'Processing' },
  { status: 'completed', label: 'Completed' },
  { status: 'cancelled', label: 'Cancelled' },
  { status: 'returned', label: 'Returned' },
] as const satisfies ReadonlyArray<{ status: OrderStatus | null; label: string }>;

export const DATE_RANGES = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom range' },
] as const;
export type DateRange = (typeof DATE_RANGES)[number]['value'];

export const SORT_LABELS: Record<OrderSortField, string> = {
  date: 'Date',
  total: 'Total',
  status: 'Status',
  customer: 'Customer',
};

export type SortDirection = 'asc' | 'desc';

export type OrdersView = {
  /** null: every status (the All Orders tab). */
  status: OrderStatus | null;
  q: string;
  range: DateRange;
  /** Custom range days, `YYYY-MM-DD` in the browser's time zone; empty when not set. */
  from: string;
  to: string;
  sort: OrderSortField;
  dir: SortDirection;
};

export const DEFAULT_VIEW: OrdersView = {
  status: null,
  q: '',
  range: 'all',
  from: '',
  to: '',
  sort: 'date',
  dir: 'desc',
};

/** The longest search the API takes (common/orders/order-desk-query.ts). */
const SEARCH_MAX = 200;
function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

export function parseOrdersView(params: URLSearchParams): OrdersView {
  const range = oneOf(
    DATE_RANGES.map((r) => r.value),
    params.get('range'),
  );
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')) ?? null,
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    range: range ?? DEFAULT_VIEW.range,
    from: range === 'custom' && isDay(from) ? from : '',
    to: range === 'custom' && isDay(to) ? to : '',
    sort: oneOf(ORDER_SORT_FIELDS, params.get('sort')) ?? DEFAULT_VIEW.sort,
    dir: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? DEFAULT_VIEW.dir,
  };
}

/** The view as a URL query, defaults left out, in a fixed order (one view, one address). */
export function serializeOrdersView(view: OrdersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  const q = view.q.trim();
  if (q) params.set('q', q);
  if (view.range !== 'all') params.set('range', view.range);
  if (view.range === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  }
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.dir !== DEFAULT_VIEW.dir) params.set('dir', view.dir);
  return params;
}

/** A custom range whose from is after its to: the screen says so instead of asking the API (a 400). */
export function customRangeIsBackwards(view: OrdersView): boolean {
  return view.range === 'custom' && !!view.from && !!view.to && view.from > view.to;
}

/**
 * The view's filters as the order desk API takes them (`GET /api/admin/orders` and its CSV export).
 * Dates are instants: "today" starts at the browser's local midnight (back-office §9), "last 7 days" is
 * today and the 6 days before it; a custom range runs from the start of its first local day to the end
 * of its last. Whole days keep the query (and so its cache key) the same all day long.
 */
export function deskFilters(view: OrdersView, now: Date = new Date()): Record<string, string> {
  const filters: Record<string, string> = {};
  if (view.status) filters.status = view.status;
  const q = view.q.trim();
  if (q) filters.q = q;
  const daysBack = { today: 0, '7d': 6, '30d': 29 } as const;
  if (view.range === 'today' || view.range === '7d' || view.range === '30d') {
    filters.from = localMidnight(now, daysBack[view.range]).toISOString();
  } else if (view.range === 'custom' && !customRangeIsBackwards(view)) {
    if (view.from) filters.from = dayStart(view.from).toISOString();
    if (view.to) filters.to = dayEnd(view.to).toISOString();
  }
  filters.sort = view.sort;
  filters.dir = view.dir;
  return filters;
}

/** One page of the list: the filters plus the page size and the cursor of the page before. */
export function ordersPagePath(
  filters: Record<string, string>,
  cursor: string | null,
  limit = ORDER_PAGE_SIZE_DEFAULT,
): string {
  const params = new URLSearchParams(filters);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/orders?${params}`;
}

/** The CSV of every order the current filters match (the export ignores paging). */
export function exportPath(filters: Record<string, string>): string {
  return `/api/admin/orders/export.csv?${new URLSearchParams(filters)}`;
}

/** A line for the result count (back-office §2): '1 order', '25 of 120 orders'. */
export function resultCountText(shown: number, total: number): string {
  const noun = total === 1 ? 'order' : 'orders';
  if (shown >= total) return `${total.toLocaleString('en-US')} ${noun}`;
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`;
}
