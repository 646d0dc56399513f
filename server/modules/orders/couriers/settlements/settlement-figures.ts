import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { COURIER_KEYS, type CourierKey } from '../../../../../common/orders/couriers';
import { csvRow } from '../../../../../common/csv';
import { fromPaisa, toPaisa } from '../../../../../common/money';
import { shopDay } from '../../../../../common/shop-clock';
import {
  SHORT_PAID_CSV_COLUMNS,
  SHORT_PAID_LISTED,
  type CourierFiguresAnswer,
  type CourierFiguresListAnswer,
} from '../../../../../common/orders/settlement-schemas';
import type { DbOrTx } from '../../../../db/client';
import { orderNumber } from '../../order-messages';
import { orders } from '../../orders.tables';
import { courierParcels } from '../couriers.tables';
import { cityInZone, expectedNet, inZone, ratesOfJoinedRow, zoneOfCity } from './expected-net';
import {
  courierRateZoneCities,
  courierRateZones,
  courierRates,
  courierSettlementTotals,
} from './settlements.tables';

/**
 * What each courier owes the shop (docs/settlements.md): from the couriers' running totals of applied
 * imports, and from the parcels still owed and paid short, which partial indexes hold
 * (`orders_unsettled_idx`, `orders_short_paid_idx`), so the cost follows what is owed, not every order.
 */

/** Delivered (accepted by staff), carried by a courier, not yet paid: `orders_unsettled_idx`'s rows. */
const owed = and(eq(orders.status, 'completed'), isNull(orders.settledAt), isNotNull(orders.courier));
/** Paid more than Rs 1 less than expected: `orders_short_paid_idx`'s rows. */
const paidShort = sql`${orders.settledAmount} < ${orders.settlementExpected} - 1`;
/** An owed parcel's expected net, with its courier's charges if reported, else its zone's or courier's rates. */
const owedExpected: SQL = sql`round(${expectedNet(orders.total, courierParcels.reportedCharges, inZone(ratesOfJoinedRow()))}, 2)`;

/** The parcels owed, per courier: how many, and their expected net. */
async function readOwed(db: DbOrTx) {
  return db
    .select({
      courier: sql<CourierKey>`${orders.courier}`,
      parcels: sql<number>`count(*)::int`,
      expected: sql<string>`coalesce(sum(${owedExpected}), 0)::text`,
    })
    .from(orders)
    .leftJoin(courierParcels, eq(courierParcels.orderId, orders.id))
    .leftJoin(courierRates, eq(courierRates.courier, orders.courier))
    .leftJoin(courierRateZoneCities, cityInZone)
    .leftJoin(courierRateZones, zoneOfCity)
    .where(owed)
    .groupBy(orders.courier);
}

/** Each courier's oldest owed parcel (the index's first row per courier). */
function readOldest(db: DbOrTx) {
  return db
    .selectDistinctOn([orders.courier], {
      courier: sql<CourierKey>`${orders.courier}`,
      orderId: orders.id,
      trackingNumber: orders.trackingNumber,
      // Delivered before delivery times were kept: its last change is the nearest there is.
      deliveredAt: sql<Date>`coalesce(${orders.deliveredAt}, ${orders.updatedAt})`.mapWith(
        orders.deliveredAt,
      ),
      expected: sql<string>`${owedExpected}::text`,
    })
    .from(orders)
    .leftJoin(courierParcels, eq(courierParcels.orderId, orders.id))
    .leftJoin(courierRates, eq(courierRates.courier, orders.courier))
    .leftJoin(courierRateZoneCities, cityInZone)
    .leftJoin(courierRateZones, zoneOfCity)
    .where(owed)
    .orderBy(orders.courier, asc(orders.deliveredAt), asc(orders.id));
}

const shortPaidColumns = {
  orderId: orders.id,
  trackingNumber: sql<string>`coalesce(${orders.trackingNumber}, '')`,
  codAmount: orders.total,
  expected: sql<string>`${orders.settlementExpected}::text`,
  received: sql<string>`${orders.settledAmount}::text`,
  shortBy: sql<string>`(${orders.settlementExpected} - ${orders.settledAmount})::text`,
  deliveredAt: orders.deliveredAt,
  // Never null here: a short-paid parcel was paid.
  settledAt: sql<Date>`${orders.settledAt}`.mapWith(orders.settledAt),
};

/** The parcels a courier paid short, oldest payment first (all of them, or the first `limit`). */
export function readShortPaid(db: DbOrTx, courier: CourierKey, limit?: number) {
  const query = db
    .select(shortPaidColumns)
    .from(orders)
    .where(and(eq(orders.courier, courier), paidShort))
    .orderBy(asc(orders.settledAt), asc(orders.id));
  return limit === undefined ? query : query.limit(limit);
}

/** How many parcels each courier paid short, and by how much in all. */
async function readShortTotals(db: DbOrTx) {
  return db
    .select({
      courier: sql<CourierKey>`${orders.courier}`,
      parcels: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${orders.settlementExpected} - ${orders.settledAmount}), 0)::text`,
    })
    .from(orders)
    .where(and(isNotNull(orders.courier), paidShort))
    .groupBy(orders.courier);
}

/**
 * Every courier with money owed, paid or awaited, in the order of COURIERS: what it should pay for the
 * parcels it paid for and those it owes, what it paid, what it owes and since when, and what it paid short.
 */
export async function readCourierFigures(db: DbOrTx): Promise<CourierFiguresListAnswer> {
  const [totals, owedRows, oldest, shortTotals] = await Promise.all([
    db.select().from(courierSettlementTotals),
    readOwed(db),
    readOldest(db),
    readShortTotals(db),
  ]);
  const byCourier = <T extends { courier: CourierKey }>(rows: T[]) =>
    new Map(rows.map((row) => [row.courier, row]));
  const [totalOf, owedOf, oldestOf, shortOf] = [
    byCourier(totals),
    byCourier(owedRows),
    byCourier(oldest),
    byCourier(shortTotals),
  ];
  const couriers: CourierFiguresAnswer[] = [];
  for (const courier of COURIER_KEYS) {
    const total = totalOf.get(courier);
    const owing = owedOf.get(courier);
    const short = shortOf.get(courier);
    if (!total && !owing && !short) continue;
    const first = oldestOf.get(courier);
    couriers.push({
      courier,
      expected: fromPaisa(toPaisa(total?.settledExpected ?? '0') + toPaisa(owing?.expected ?? '0')),
      received: total?.received ?? '0.00',
      imports: total?.imports ?? 0,
      lastAppliedAt: total?.lastAppliedAt ?? null,
      outstanding: {
        parcels: owing?.parcels ?? 0,
        expected: fromPaisa(toPaisa(owing?.expected ?? '0')),
        oldest: first
          ? {
              orderId: first.orderId,
              trackingNumber: first.trackingNumber ?? '',
              deliveredAt: first.deliveredAt,
              expected: first.expected,
            }
          : null,
      },
      shortPaid: {
        parcels: short?.parcels ?? 0,
        amount: fromPaisa(toPaisa(short?.amount ?? '0')),
        list: short ? await readShortPaid(db, courier, SHORT_PAID_LISTED) : [],
      },
    });
  }
  return { couriers };
}

/** The short-paid parcels of a courier as a CSV file, for a claim; formula cells defused (common/csv.ts). */
export async function shortPaidCsv(
  db: DbOrTx,
  courier: CourierKey,
): Promise<{ csv: string; fileName: string }> {
  const rows = await readShortPaid(db, courier);
  const day = (at: Date | null) => (at ? shopDay(at) : '');
  const lines = rows.map((row) =>
    csvRow([
      row.trackingNumber,
      orderNumber(row.orderId),
      row.codAmount,
      row.expected,
      row.received,
      row.shortBy,
      day(row.deliveredAt),
      day(row.settledAt),
    ]),
  );
  return {
    csv: `\uFEFF${csvRow([...SHORT_PAID_CSV_COLUMNS])}${lines.join('')}`,
    fileName: `${courier}-short-paid-${shopDay(new Date())}.csv`,
  };
}
