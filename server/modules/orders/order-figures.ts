import { desc } from 'drizzle-orm';
import { DASHBOARD_DAYS, DASHBOARD_RECENT_ORDERS } from '../../../common/admin/dashboard-schemas';
import { fromPaisa, toPaisa } from '../../../common/money';
import { ORDER_STATUSES, UNPAID_STATUSES } from '../../../common/orders/statuses';
import type { DbOrTx } from '../../db/client';
import { readCodFigures } from './cod-figures';
import { readDailyTotals, readStatusTotals } from './order-totals';
import { orders } from './orders.tables';

/**
 * The orders' part of the dashboard (back-office §2): counts and revenue from the running totals, the
 * latest orders from the (created_at, id) index, the last 30 days from the daily totals. No query reads
 * more than a few dozen rows, whatever the number of orders.
 */
export async function readOrderFigures(db: DbOrTx) {
  const totals = await readStatusTotals(db);
  const recentOrders = await db
    .select({
      id: orders.id,
      customerName: orders.customerName,
      createdAt: orders.createdAt,
      total: orders.total,
      status: orders.status,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(DASHBOARD_RECENT_ORDERS);
  const daily = await readDailyTotals(db, DASHBOARD_DAYS);
  const kept = ORDER_STATUSES.filter((status) => !UNPAID_STATUSES.includes(status));
  return {
    totalOrders: ORDER_STATUSES.reduce((sum, status) => sum + totals[status].orders, 0),
    pendingOrders: totals.pending.orders,
    // Back-office §2: revenue is every order but the cancelled ones; a returned one brought nothing either.
    totalRevenue: fromPaisa(kept.reduce((sum, status) => sum + toPaisa(totals[status].revenue), 0)),
    // Cash on Delivery: an order's money is the shop's once the courier delivered it (completed).
    deliveredRevenue: totals.completed.revenue,
    recentOrders,
    daily,
    cod: await readCodFigures(db, totals),
  };
}
