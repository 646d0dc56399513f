import { between, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportAnswerIn, ReportRange } from '../../../../common/admin/report-schemas';
import { COURIER_KEYS, courierName, type CourierKey } from '../../../../common/orders/couriers';
import type { DbOrTx } from '../../../db/client';
import { readCostPrices } from '../../catalog/cost-prices';
import { reportCityDays, reportCourierDays, reportProductDays } from './reports.tables';
import { share } from './report-days';

/** A parcel shipped without a courier named (decision 022) is counted under ''. */
export const NO_COURIER = '';
export const courierLabel = (key: string) =>
  (COURIER_KEYS as readonly string[]).includes(key) ? courierName(key as CourierKey) : 'Courier not recorded';

type Parcels = { key: string; label: string; delivered: number; returned: number };

function rates<T extends { delivered: number; returned: number }>(row: T) {
  const ended = row.delivered + row.returned;
  return { ...row, deliveryRate: share(row.delivered, ended), returnRate: share(row.returned, ended) };
}

/** Rows with their rates, most parcels first, and their total. */
function asReport(range: ReportRange, rows: Parcels[]): ReportAnswerIn<'couriers'> {
  const kept = rows.filter((row) => row.delivered !== 0 || row.returned !== 0);
  kept.sort(
    (a, b) => b.delivered + b.returned - (a.delivered + a.returned) || a.label.localeCompare(b.label),
  );
  const sum = (key: 'delivered' | 'returned') => kept.reduce((total, row) => total + row[key], 0);
  return {
    ...range,
    rows: kept.map(rates),
    total: rates({ delivered: sum('delivered'), returned: sum('returned') }),
  };
}

/** Parcels delivered and returned in the range per value of `key` in a day-totals table. */
function parcelsBy(
  db: DbOrTx,
  table: typeof reportCourierDays | typeof reportCityDays | typeof reportProductDays,
  key: AnyPgColumn,
  range: ReportRange,
  /** What else names a row (a product's last name); nothing by default. */
  name: SQL<string> = sql<string>`''`,
) {
  return db
    .select({
      key: sql<string>`${key}::text`,
      delivered: sql<number>`sum(${table.delivered})::int`,
      returned: sql<number>`sum(${table.returned})::int`,
      name,
    })
    .from(table)
    .where(between(table.day, range.from, range.to))
    .groupBy(key);
}

/** Delivery and return rates per courier over the parcels that ended in the range (docs/reports.md). */
export async function readCourierDelivery(db: DbOrTx, range: ReportRange) {
  const rows = await parcelsBy(db, reportCourierDays, reportCourierDays.courier, range);
  return asReport(
    range,
    rows.map((row) => ({ ...row, label: courierLabel(row.key) })),
  );
}

/** The same per city, as typed on the orders. */
export async function readCityDelivery(db: DbOrTx, range: ReportRange) {
  const rows = await parcelsBy(db, reportCityDays, reportCityDays.city, range);
  return asReport(
    range,
    rows.map((row) => ({ ...row, label: row.key })),
  );
}

/** The same per product: parcels holding it; named as the product is now, or as its last line was. */
export async function readProductDelivery(db: DbOrTx, range: ReportRange) {
  const rows = await parcelsBy(
    db,
    reportProductDays,
    reportProductDays.product,
    range,
    sql<string>`max(${reportProductDays.name})`,
  );
  const products = await readCostPrices(
    db,
    rows.map((row) => row.key),
  );
  return asReport(
    range,
    rows.map(({ name, ...row }) => ({ ...row, label: products.get(row.key)?.name ?? `${name} (deleted)` })),
  );
}
