import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, RETURN_CITIES, type CodFigures } from '../../../common/admin/dashboard-schemas';
import type { DbOrTx } from '../../db/client';
import type { readStatusTotals } from './order-totals';
import { orders } from './orders.tables';

const rate = (part: number, whole: number) => (whole ? part / whole : null);

/**
 * The COD figures of the dashboard (decision 022). Unlike the rest of the dashboard these read orders,
 * not running totals: the last 30 days of them, counted per status on the (status, created_at) index,
 * and the delivered and returned ones per city. The cash with couriers comes from the running totals.
 */
export async function readCodFigures(
  db: DbOrTx,
  totals: Awaited<ReturnType<typeof readStatusTotals>>,
): Promise<CodFigures> {
  const since = sql`now() - make_interval(days => ${DASHBOARD_DAYS})`;
  const recent = gte(orders.createdAt, since);
  const byStatus = await db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(recent)
    .groupBy(orders.status);
  const placed = (status: string) => byStatus.find((row) => row.status === status)?.orders ?? 0;
  const all = byStatus.reduce((sum, row) => sum + row.orders, 0);
  const decided = all - placed('pending');
  const delivered = placed('completed');
  const returned = placed('returned');

  const returnedSql = sql<number>`count(*) FILTER (WHERE ${eq(orders.status, 'returned')})::int`;
  const deliveredSql = sql<number>`count(*) FILTER (WHERE ${eq(orders.status, 'completed')})::int`;
  const cities = await db
    .select({ city: orders.city, delivered: deliveredSql, returned: returnedSql })
    .from(orders)
    .where(and(recent, inArray(orders.status, ['completed', 'returned'])))
    .groupBy(orders.city)
    .orderBy(desc(count()), orders.city)
    .limit(RETURN_CITIES);

  return {
    awaitingConfirmation: totals.pending.orders,
    decided,
    confirmationRate: rate(decided - placed('cancelled'), decided),
    delivered,
    returned,
    returnRate: rate(returned, delivered + returned),
    returnsByCity: cities.map((city) => ({
      ...city,
      returnRate: city.returned / (city.delivered + city.returned),
    })),
    withCouriers: totals.shipped.orders,
    cashWithCouriers: totals.shipped.revenue,
  };
}
