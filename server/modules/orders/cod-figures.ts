import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_DAYS, RETURN_CITIES, type CodFigures } from '../../../common/admin/dashboard-schemas';
import type { DbOrTx } from '../../db/client';
import { orderCityReturns, orderCodTotals } from './order-totals.tables';
import type { readStatusTotals } from './order-totals';
import { orders } from './orders.tables';

const rate = (part: number, whole: number) => (whole ? part / whole : null);

/** The figures' window: the orders placed in the last 30 days, to the moment (decision 022, figures). */
const LAST_30_DAYS = sql`now() - make_interval(days => ${DASHBOARD_DAYS})`;

/**
 * The COD figures of the dashboard (decision 022), from running totals the triggers keep
 * (order-totals.tables.ts; decision 014, amended), so the cost does not grow with the orders. The cash
 * with couriers comes from the per-status totals.
 */
export async function readCodFigures(
  db: DbOrTx,
  totals: Awaited<ReturnType<typeof readStatusTotals>>,
): Promise<CodFigures> {
  return {
    awaitingConfirmation: totals.pending.orders,
    ...(await readCodWindow(db, LAST_30_DAYS)),
    withCouriers: totals.shipped.orders,
    cashWithCouriers: totals.shipped.revenue,
  };
}

/**
 * The window's parts, for an order placed at or after `since`: the whole days (UTC) after the day it
 * starts in, from the day totals; the whole hours of that day after the hour it starts in, from the hour
 * totals; the rest of that first hour, counted from the orders themselves (an hour's orders, through the
 * date index). Together: exactly the orders with `created_at >= since`, placed later ones included.
 * The hour is asked first, so the totals' conditions are plain numbers: planning the expressions in
 * each condition cost more than reading the rows.
 */
async function windowParts(db: DbOrTx, since: SQL) {
  const [first] = await db
    .select({ hour: sql<number>`order_cod_hour(${since})` })
    .from(sql`(SELECT 1) AS one`);
  const hour = first!.hour;
  const nextDay = Math.floor(hour / 24) * 24 + 24;
  const totalsIn = (t: typeof orderCodTotals | typeof orderCityReturns) => sql`(
    (${t.spanHours} = 24 AND ${t.fromHour} >= ${nextDay})
    OR (${t.spanHours} = 1 AND ${t.fromHour} > ${hour} AND ${t.fromHour} < ${nextDay}))`;
  const firstHour = and(
    gte(orders.createdAt, since),
    lt(orders.createdAt, sql`to_timestamp(${(hour + 1) * 3600})`),
  )!;
  return { totalsIn, firstHour };
}

/** The window's counts: orders decided and confirmed, parcels delivered and returned, overall and per city. */
export async function readCodWindow(db: DbOrTx, since: SQL) {
  const { totalsIn, firstHour } = await windowParts(db, since);
  const t = orderCodTotals;
  const counted = (status: string) => sql`count(*) FILTER (WHERE ${orders.status} = ${status})`;
  const parts = sql`
    SELECT sum(${t.orders}) AS placed, sum(${t.pending}) AS pending, sum(${t.cancelled}) AS cancelled,
      sum(${t.delivered}) AS delivered, sum(${t.returned}) AS returned
    FROM ${t} WHERE ${totalsIn(t)}
    UNION ALL
    SELECT count(*), ${counted('pending')}, ${counted('cancelled')}, ${counted('completed')},
      ${counted('returned')}
    FROM ${orders} WHERE ${firstHour}`;
  const [row] = await db
    .select({
      placed: sql<number>`coalesce(sum(placed), 0)::int`,
      pending: sql<number>`coalesce(sum(pending), 0)::int`,
      cancelled: sql<number>`coalesce(sum(cancelled), 0)::int`,
      delivered: sql<number>`coalesce(sum(delivered), 0)::int`,
      returned: sql<number>`coalesce(sum(returned), 0)::int`,
    })
    .from(sql`(${parts}) AS part`);
  const { placed, pending, cancelled, delivered, returned } = row!;
  const decided = placed - pending;

  const c = orderCityReturns;
  const cityParts = sql`
    SELECT ${c.city} AS city, ${c.delivered} AS delivered, ${c.returned} AS returned
    FROM ${c} WHERE ${totalsIn(c)}
    UNION ALL
    SELECT ${orders.city}, (${orders.status} = 'completed')::int, (${orders.status} = 'returned')::int
    FROM ${orders} WHERE ${firstHour} AND ${inArray(orders.status, ['completed', 'returned'])}`;
  const parcels = sql`sum(delivered) + sum(returned)`;
  const cities = await db
    .select({
      city: sql<string>`city`,
      delivered: sql<number>`sum(delivered)::int`,
      returned: sql<number>`sum(returned)::int`,
    })
    .from(sql`(${cityParts}) AS part`)
    .groupBy(sql`city`)
    // A city whose parcels all moved on (stripes and spans that add up to nothing) is not one.
    .having(sql`${parcels} > 0`)
    .orderBy(sql`${parcels} DESC`, sql`city`)
    .limit(RETURN_CITIES);

  return codRates({ decided, cancelled, delivered, returned, cities });
}

type CityParcels = { city: string; delivered: number; returned: number };

/** The window's rates from its counts (decision 022, figures): a rate is null with nothing to divide. */
export function codRates(n: {
  decided: number;
  cancelled: number;
  delivered: number;
  returned: number;
  cities: CityParcels[];
}) {
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
