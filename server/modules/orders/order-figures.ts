import { sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, DASHBOARD_RECENT_ORDERS } from '../../../common/admin/dashboard-schemas';
import { fromPaisa, toPaisa } from '../../../common/money';
import { ORDER_STATUSES, UNPAID_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import { sqlConstant } from '../../db/sql-constant';
import { codFigures, codWindowJson, LAST_30_DAYS, type CodWindowCounts } from './cod-figures';
import {
  dailyTotalsJson,
  everyStatus,
  statusTotalsJson,
  type DailyTotal,
  type StatusTotals,
} from './order-totals';
import { orders } from './orders.tables';

type RecentOrder = {
  id: string;
  customerName: string;
  createdAt: string;
  total: string;
  status: OrderStatus;
};

/**
 * The orders' part of the dashboard (back-office §2) as one JSON value, for the dashboard's one
 * statement: counts and revenue from the running totals, the latest orders from the (created_at, id)
 * index, the last 30 days from the daily totals, the COD window from its totals. No part reads more than
 * a few dozen rows, whatever the number of orders, and none takes a parameter.
 */
export const orderFiguresJson = sql<{
  totals: Partial<StatusTotals>;
  recentOrders: RecentOrder[];
  daily: DailyTotal[];
  window: CodWindowCounts;
}>`json_build_object(
  'totals', ${statusTotalsJson},
  'recentOrders', (
    SELECT coalesce(json_agg(json_build_object('id', id, 'customerName', customer_name,
      'createdAt', created_at, 'total', total::text, 'status', status) ORDER BY created_at DESC, id DESC), '[]'::json)
    FROM (
      SELECT ${orders.id} AS id, ${orders.customerName} AS customer_name, ${orders.createdAt} AS created_at,
        ${orders.total} AS total, ${orders.status} AS status
      FROM ${orders} ORDER BY ${orders.createdAt} DESC, ${orders.id} DESC
      LIMIT ${sqlConstant(DASHBOARD_RECENT_ORDERS)}) AS recent),
  'daily', ${dailyTotalsJson(DASHBOARD_DAYS)},
  'window', ${codWindowJson(LAST_30_DAYS)})`;

/** The dashboard's order figures from what `orderFiguresJson` read. */
export function orderFigures(read: typeof orderFiguresJson._.type) {
  const totals = everyStatus(read.totals);
  const kept = ORDER_STATUSES.filter((status) => !UNPAID_STATUSES.includes(status));
  return {
    totalOrders: ORDER_STATUSES.reduce((sum, status) => sum + totals[status].orders, 0),
    pendingOrders: totals.pending.orders,
    // Back-office §2: revenue is every order but the cancelled ones; a returned one brought nothing either.
    totalRevenue: fromPaisa(kept.reduce((sum, status) => sum + toPaisa(totals[status].revenue), 0)),
    // Cash on Delivery: an order's money is the shop's once the courier delivered it (completed).
    deliveredRevenue: totals.completed.revenue,
    recentOrders: read.recentOrders.map((order) => ({ ...order, createdAt: new Date(order.createdAt) })),
    daily: read.daily,
    cod: codFigures(totals, read.window),
  };
}
