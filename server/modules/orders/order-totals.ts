import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import type { DbOrTx } from '../../db/client';
import { sqlConstant } from '../../db/sql-constant';
import { orderDailyTotals, orderStatusTotals } from './order-totals.tables';

export type StatusTotals = Record<OrderStatus, { orders: number; revenue: string }>;

/**
 * Orders and the sum of their totals per status, over every order, from the running totals
 * (order-totals.tables.ts): a few dozen rows whatever the number of orders. As one JSON value
 * (`{status: {orders, revenue}}`, statuses without orders left out) for a statement to embed.
 */
export const statusTotalsJson = sql<Partial<StatusTotals>>`(
  SELECT coalesce(json_object_agg(status, json_build_object('orders', orders, 'revenue', revenue)), '{}'::json)
  FROM (
    SELECT ${orderStatusTotals.status} AS status, sum(${orderStatusTotals.orders})::int AS orders,
      sum(${orderStatusTotals.revenue})::numeric(18, 2)::text AS revenue
    FROM ${orderStatusTotals} GROUP BY ${orderStatusTotals.status}) AS per_status)`;

/** Every status, with zeros for those `statusTotalsJson` left out. */
export function everyStatus(found: Partial<StatusTotals>): StatusTotals {
  return Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, found[status] ?? { orders: 0, revenue: '0.00' }]),
  ) as StatusTotals;
}

/** The per-status totals, for the dashboard, and for the order desk's tabs when no search or date range narrows them. */
export async function readStatusTotals(db: DbOrTx): Promise<StatusTotals> {
  const [row] = await db.select({ totals: statusTotalsJson }).from(sql`(SELECT 1) AS one`);
  return everyStatus(row!.totals);
}

/**
 * Orders placed and revenue without the cancelled ones for each of the shop's last `days` days, today
 * included, oldest first; a day without orders is there with zeros. "Today" is the database's, in the
 * shop's time zone (order_totals_day in the migration), as the totals' days are.
 */
export function dailyTotalsJson(days: number) {
  const day = sql`(order_totals_day(now()) - n)`;
  // The range on its own lets the primary key find the window's rows, however many years the table holds.
  const inWindow = sql`${orderDailyTotals.day} > order_totals_day(now()) - ${sqlConstant(days)}`;
  return sql<DailyTotal[]>`(
    SELECT json_agg(json_build_object('date', date, 'orders', orders, 'revenue', revenue) ORDER BY n DESC)
    FROM (
      SELECT n, ${day}::text AS date, coalesce(sum(${orderDailyTotals.orders}), 0)::int AS orders,
        coalesce(sum(${orderDailyTotals.revenue}), 0)::numeric(18, 2)::text AS revenue
      FROM generate_series(0, ${sqlConstant(days - 1)}) AS n
      LEFT JOIN ${orderDailyTotals} ON ${orderDailyTotals.day} = ${day} AND ${inWindow}
      GROUP BY n) AS per_day)`;
}

export type DailyTotal = { date: string; orders: number; revenue: string };

export async function readDailyTotals(db: DbOrTx, days: number): Promise<DailyTotal[]> {
  const [row] = await db.select({ daily: dailyTotalsJson(days) }).from(sql`(SELECT 1) AS one`);
  return row!.daily;
}
