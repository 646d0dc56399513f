import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_COURIER_RATES, type CourierRates } from '../../../../../common/orders/courier-rates';
import { orders } from '../../orders.tables';
import { courierRateZoneCities, courierRateZones, courierRates } from './settlements.tables';

/**
 * A parcel's expected net (docs/settlements.md), in one place, as SQL: every figure that needs it (a
 * file's lines, the parcels owed, the oldest unpaid) computes it in the query that reads the parcels, so
 * no second copy of the rule can drift from this one.
 *
 *   COD amount − charges − income tax withheld − sales tax withheld
 *
 * where the charges are the courier's own for the parcel when it reported them (Trax's charges webhook),
 * else the owner's rate card: a flat charge plus a share of the COD amount, the zone's where the parcel's
 * city is in one of the courier's zones (decision 037), else the courier's. Each share is rounded to the
 * paisa on its own, half away from zero, as PostgreSQL's `round(numeric, 2)` does: Rs 1,000 at 2 % is
 * Rs 20.00, Rs 999.99 at 2 % is Rs 20.00 (19.9998). The answer is exact numeric text ("822.14").
 */

type Amount = SQL | AnyPgColumn;

/** The four rates as SQL numerics: parameters for one courier, or a joined row's columns. */
export type RatesInSql = { flat: SQL; codShare: SQL; incomeTax: SQL; salesTax: SQL };

/** One courier's rates as query parameters. */
export function ratesAsParameters(rates: CourierRates): RatesInSql {
  return {
    flat: sql`${rates.flatCharge}::numeric`,
    codShare: sql`${rates.codChargePercent}::numeric`,
    incomeTax: sql`${rates.incomeTaxPercent}::numeric`,
    salesTax: sql`${rates.salesTaxPercent}::numeric`,
  };
}

/** The rates of a `courier_rates` row left-joined to the parcels, the defaults where a courier has none. */
export function ratesOfJoinedRow(): RatesInSql {
  const orDefault = (column: AnyPgColumn, fallback: string) => sql`coalesce(${column}, ${fallback}::numeric)`;
  return {
    flat: orDefault(courierRates.flatCharge, DEFAULT_COURIER_RATES.flatCharge),
    codShare: orDefault(courierRates.codChargePercent, DEFAULT_COURIER_RATES.codChargePercent),
    incomeTax: orDefault(courierRates.incomeTaxPercent, DEFAULT_COURIER_RATES.incomeTaxPercent),
    salesTax: orDefault(courierRates.salesTaxPercent, DEFAULT_COURIER_RATES.salesTaxPercent),
  };
}

/** The expected net of a parcel of `codAmount`, with the courier's `reportedCharges` (null: none). */
export function expectedNet(codAmount: Amount, reportedCharges: Amount, rates: RatesInSql): SQL {
  const share = (percent: SQL) => sql`round(${codAmount} * ${percent} / 100, 2)`;
  const charges = sql`coalesce(${reportedCharges}, ${rates.flat} + ${share(rates.codShare)})`;
  return sql`(${codAmount} - ${charges} - ${share(rates.incomeTax)} - ${share(rates.salesTax)})`;
}

/**
 * The parcel's zone in its courier's rate card: left-join `courier_rate_zone_cities` on this and
 * `courier_rate_zones` on `zoneOfCity`, to a query of `orders` (at most one zone matches: a city is in one
 * zone of a courier). The city is matched as the table keeps it, trimmed and in lower case.
 */
export const cityInZone = and(
  eq(courierRateZoneCities.courier, orders.courier),
  eq(courierRateZoneCities.cityKey, sql`lower(btrim(${orders.city}))`),
);
export const zoneOfCity = eq(courierRateZones.id, courierRateZoneCities.zoneId);

/** The rates with the joined zone's charge per parcel and share of the COD amount where it has them. */
export function inZone(rates: RatesInSql): RatesInSql {
  return {
    ...rates,
    flat: sql`coalesce(${courierRateZones.flatCharge}, ${rates.flat})`,
    codShare: sql`coalesce(${courierRateZones.codChargePercent}, ${rates.codShare})`,
  };
}
