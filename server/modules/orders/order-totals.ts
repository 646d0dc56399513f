import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import type { DbOrTx } from '../../db/client';
import { orderDailyTotals, orderStatusTotals } from './order-totals.tables';

export type StatusTotals = Record<OrderStatus, { orders: number; revenue: string }>;

/**
 * Orders and the sum of their totals per status, over every order, from the running totals
 * (order-totals.tables.ts): a few dozen rows whatever the number of orders. For the dashboard, and for
 * the order desk's tabs when no search or date range narrows them.
 */
export async function readStatusTotals(db: DbOrTx): Promise<StatusTotals> {
  const rows = await db
    .select({
      status: orderStatusTotals.status,
      orders: sql<number>`sum(${orderStatusTotals.orders})::int`,
      revenue: sql<string>`sum(${orderStatusTotals.revenue})::numeric(18, 2)::text`,
    })
    .from(orderStatusTotals)
    .groupBy(orderStatusTotals.status);
  const totals = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, { orders: 0, revenue: '0.00' }]),
  ) as StatusTotals;
  for (const { status, ...row } of rows) totals[status] = row;
  return totals;
}

/**
 * Orders placed and revenue without the cancelled ones for each of the shop's last `days` days, today
 * included, oldest first; a day without orders is there with zeros. "Today" is the database's, in the
 * shop's time zone (order_totals_day in the migration), as the totals' days are.
 */
export function readDailyTotals(db: DbOrTx, days: number) {
  const day = sql`(order_totals_day(now()) - n)`;
  // The range on its own lets the primary key find the window's rows, however many years the table holds.
  const inWindow = sql`${orderDailyTotals.day} > order_totals_day(now()) - ${days}::int`;
  return db
    .select({
      date: sql<string>`${day}::text`,
      orders: sql<number>`coalesce(sum(${orderDailyTotals.orders}), 0)::int`,
      revenue: sql<string>`coalesce(sum(${orderDailyTotals.revenue}), 0)::numeric(18, 2)::text`,
    })
    .from(sql`generate_series(0, ${days - 1}::int) AS n`)
    .leftJoin(orderDailyTotals, and(eq(orderDailyTotals.day, day), inWindow))
    .groupBy(sql`n`)
    .orderBy(sql`n desc`);
}
