import { z } from 'zod';
import {
  ORDER_PAGE_SIZE_DEFAULT,
  ORDER_SORT_FIELDS,
  type OrderSortField,
} from '../../../../common/orders/order-desk-query';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/orders/statuses';
import { readView, writeView, type ViewOf } from '../../../lib/url-view';
import { dayEnd, dayStart, isDay, localMidnight } from '../../kit/local-days';

/**
 * The order desk's whole view (back-office §2 Order management, §9) and its one home, the URL query
 * (app/lib/url-view.ts): `?status=pending&q=ali&range=7d&sort=total&dir=asc`. A reload or a shared link opens the same view.
 * Defaults are left out of the URL, and anything unreadable (a hand-edited link) falls back to its
 * default rather than to an error, so the desk always opens.
 */

/** The tabs, in order; Shipped is reachable through the status filter (back-office §2); Returned is the COD loop's (decision 022). */
export const ORDER_TABS = [
  { status: null, label: 'All Orders' },
  { status: 'pending', label: 'Pending' },
  { status: 'processing', label: 'Processing' },
  // Beyond back-office §2's five: with Shipped and Returned every order is under one tab, so the tabs'
  // counts add up to All Orders, and the status filter's every choice selects its tab.
  { status: 'shipped', label: 'Shipped' },
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

/** The longest search the API takes (common/orders/order-desk-query.ts). */
const SEARCH_MAX = 200;

/**
 * The view's keys in the order its address lists them. `order` is the order whose view dialog is open,
 * last, so a link can open it. Custom days count only with the custom range.
 */
export const ordersViewSchema = z
  .object({
    /** null: every status (the All Orders tab). */
    status: z.enum(ORDER_STATUSES).nullable().catch(null),
    q: z
      .string()
      .transform((q) => q.slice(0, SEARCH_MAX))
      .catch(''),
    range: z.custom<DateRange>((range) => DATE_RANGES.some((r) => r.value === range)).catch('all'),
    /** Custom range days, `YYYY-MM-DD` in the browser's time zone; empty when not set. */
    from: z.string().refine(isDay).catch(''),
    to: z.string().refine(isDay).catch(''),
    sort: z.enum(ORDER_SORT_FIELDS).catch('date'),
    dir: z.enum(['asc', 'desc']).catch('desc'),
    order: z.string().min(1).nullable().catch(null),
  })
  .overwrite((view) => (view.range === 'custom' ? view : { ...view, from: '', to: '' }));
export type OrdersView = ViewOf<typeof ordersViewSchema>;

export const DEFAULT_VIEW: OrdersView = readView(new URLSearchParams(), ordersViewSchema);

/**
 * The view as a URL query, defaults left out, in the schema's order (one view, one address), the
 * search trimmed. Other keys are dropped: the desk's address is its view.
 */
export function ordersQuery(view: OrdersView): URLSearchParams {
  return writeView(
    new URLSearchParams(),
    ordersViewSchema,
    ordersViewSchema.parse({ ...view, q: view.q.trim() }),
  );
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
