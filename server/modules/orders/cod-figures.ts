import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_DAYS, RETURN_CITIES, type CodFigures } from '../../../common/admin/dashboard-schemas';
import type { DbOrTx } from '../../db/client';
import { sqlConstant } from '../../db/sql-constant';
import type { StatusTotals } from './order-totals';
import { orderCityReturns, orderCodTotals } from './order-totals.tables';
import { orders } from './orders.tables';

const rate = (part: number, whole: number) => (whole ? part / whole : null);

/** The figures' window: the orders placed in the last 30 days, to the moment (decision 022, figures). */
export const LAST_30_DAYS = sql`now() - make_interval(days => ${sqlConstant(DASHBOARD_DAYS)})`;

/**
 * The COD figures of the dashboard (decision 022), from running totals the triggers keep
 * (order-totals.tables.ts; decision 014, amended), so the cost does not grow with the orders. The cash
 * with couriers comes from the per-status totals.
 */
export function codFigures(totals: StatusTotals, window: CodWindowCounts): CodFigures {
  return {
    awaitingConfirmation: totals.pending.orders,
    ...codRates(window),
    withCouriers: totals.shipped.orders,
    cashWithCouriers: totals.shipped.revenue,
  };
}

export type CodWindowCounts = {
  decided: number;
  cancelled: number;
  delivered: number;
  returned: number;
  cities: CityParcels[];
};

/**
 * The window's counts as one JSON value, for an order placed at or after `since`: orders decided and
 * confirmed, parcels delivered and returned, overall and for the busiest cities. Its parts: the whole
 * days (UTC) after the day `since` falls in, from the day totals; the whole hours of that day after its
 * hour, from the hour totals; the rest of that first hour, counted from the orders themselves (an hour's
 * orders, through the date index). Together: exactly the orders with `created_at >= since`, placed later
 * ones included. The hour is worked out once (`win`), and the totals' conditions compare with it.
 */
export function codWindowJson(since: SQL) {
  const t = orderCodTotals;
  const c = orderCityReturns;
  const win = sql`(SELECT h AS hour, (h / 24) * 24 + 24 AS next_day FROM (SELECT order_cod_hour(${since}) AS h) AS x)`;
  const totalsIn = (table: typeof orderCodTotals | typeof orderCityReturns) => sql`(
    (${table.spanHours} = 24 AND ${table.fromHour} >= (SELECT next_day FROM win))
    OR (${table.spanHours} = 1 AND ${table.fromHour} > (SELECT hour FROM win)
      AND ${table.fromHour} < (SELECT next_day FROM win)))`;
  const firstHour = sql`${orders.createdAt} >= ${since}
    AND ${orders.createdAt} < to_timestamp(((SELECT hour FROM win) + 1) * 3600)`;
  // The statuses are the code's own words, written into the text so the statement keeps no parameter.
  const counted = (status: string) =>
    sql`count(*) FILTER (WHERE ${orders.status} = ${sql.raw(`'${status}'`)})`;
  const parts = sql`
    SELECT sum(${t.orders}) AS placed, sum(${t.pending}) AS pending, sum(${t.cancelled}) AS cancelled,
      sum(${t.delivered}) AS delivered, sum(${t.returned}) AS returned
    FROM ${t} WHERE ${totalsIn(t)}
    UNION ALL
    SELECT count(*), ${counted('pending')}, ${counted('cancelled')}, ${counted('completed')},
      ${counted('returned')}
    FROM ${orders} WHERE ${firstHour}`;
  const cityParts = sql`
    SELECT ${c.city} AS city, ${c.delivered} AS delivered, ${c.returned} AS returned
    FROM ${c} WHERE ${totalsIn(c)}
    UNION ALL
    SELECT ${orders.city}, (${orders.status} = 'completed')::int, (${orders.status} = 'returned')::int
    FROM ${orders} WHERE ${firstHour} AND ${orders.status} IN ('completed', 'returned')`;
  return sql<CodWindowCounts>`(
    WITH win AS ${win},
    counts AS (
      SELECT coalesce(sum(placed), 0)::int AS placed, coalesce(sum(pending), 0)::int AS pending,
        coalesce(sum(cancelled), 0)::int AS cancelled, coalesce(sum(delivered), 0)::int AS delivered,
        coalesce(sum(returned), 0)::int AS returned
      FROM (${parts}) AS part),
    cities AS (
      SELECT city, sum(delivered)::int AS delivered, sum(returned)::int AS returned
      FROM (${cityParts}) AS part
      GROUP BY city
      -- A city whose parcels all moved on (stripes and spans that add up to nothing) is not one.
      HAVING sum(delivered) + sum(returned) > 0
      ORDER BY sum(delivered) + sum(returned) DESC, city
      LIMIT ${sqlConstant(RETURN_CITIES)})
    SELECT json_build_object(
      'decided', placed - pending, 'cancelled', cancelled, 'delivered', delivered, 'returned', returned,
      'cities', (SELECT coalesce(json_agg(json_build_object('city', city, 'delivered', delivered,
        'returned', returned) ORDER BY delivered + returned DESC, city), '[]'::json) FROM cities))
    FROM counts)`;
}

/** The window's counts and rates, for an order placed at or after `since`. */
export async function readCodWindow(db: DbOrTx, since: SQL) {
  const [row] = await db.select({ window: codWindowJson(since) }).from(sql`(SELECT 1) AS one`);
  return codRates(row!.window);
}

type CityParcels = { city: string; delivered: number; returned: number };

/** The window's rates from its counts (decision 022, figures): a rate is null with nothing to divide. */
export function codRates(n: CodWindowCounts) {
  return {
    decided: n.decided,
    confirmationRate: rate(n.decided - n.cancelled, n.decided),
    delivered: n.delivered,
    returned: n.returned,
    returnRate: rate(n.returned, n.delivered + n.returned),
    returnsByCity: n.cities.map((city) => ({
      ...city,
      returnRate: city.returned / (city.delivered + city.returned),
    })),
  };
}
