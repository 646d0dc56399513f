import { sql } from 'drizzle-orm';
import type { CourierRates } from '../../../../../common/orders/courier-rates';
import type { CourierKey } from '../../../../../common/orders/couriers';
import type { PaidLine } from '../../../../../common/orders/settlement-files';
import {
  SETTLED_WITHIN_PAISA,
  type SettlementLine,
  type SettlementMatch,
  type SettlementSummary,
} from '../../../../../common/orders/settlement-schemas';
import { fromPaisa, toPaisa } from '../../../../../common/money';
import type { DbOrTx } from '../../../../db/client';
import { orders } from '../../orders.tables';
import { courierParcels } from '../couriers.tables';
import { cityInZone, expectedNet, inZone, ratesAsParameters, zoneOfCity } from './expected-net';
import { courierRateZoneCities, courierRateZones } from './settlements.tables';

/**
 * Each paid line of a courier's file matched to the shop's parcel (docs/settlements.md): the order of
 * this courier with that tracking number (in any case), and how the payment compares with what the
 * parcel should bring.
 */

/** A line as matched, with the parcel's whole expected net (kept on the order at its first payment). */
export type MatchedLine = SettlementLine & { parcelExpected: string | null };

/** What the query finds of a line's parcel. */
type Found = {
  line: number;
  orderId: string | null;
  status: string | null;
  parcelStatus: string | null;
  /** The parcel's expected net now ("822.14"). */
  expected: string | null;
  /** What applied imports paid for it so far. */
  paid: string | null;
};

/** A parcel that never reached a customer, or came back: nothing was collected for it. */
const NOT_COLLECTED = new Set(['returned', 'cancelled']);
const COMING_BACK = new Set(['return-in-transit', 'returned']);

/**
 * Finds each line's parcel and its expected net in one query (`rates` are the courier's own; a parcel to a
 * city of one of its zones takes the zone's charges). When several orders of the courier share
 * a tracking number (one typed twice by hand), the one that went out (shipped, delivered or returned),
 * newest first, is the parcel.
 */
async function findParcels(
  db: DbOrTx,
  courier: CourierKey,
  lines: PaidLine[],
  rates: CourierRates,
): Promise<Map<number, Found>> {
  const expected = expectedNet(
    orders.total,
    courierParcels.reportedCharges,
    inZone(ratesAsParameters(rates)),
  );
  const result = await db.execute(sql`
    SELECT f.line, p.id AS "orderId", p.status, p.parcel_status AS "parcelStatus",
      p.expected::text AS expected, p.paid::text AS paid
    FROM unnest(${sql.param(lines.map((l) => l.line))}::int[],
                ${sql.param(lines.map((l) => l.trackingNumber))}::text[]) AS f(line, tracking)
    LEFT JOIN LATERAL (
      SELECT ${orders.id} AS id, ${orders.status} AS status, ${courierParcels.parcelStatus} AS parcel_status,
        round(${expected}, 2) AS expected, coalesce(${orders.settledAmount}, 0) AS paid
      FROM ${orders} LEFT JOIN ${courierParcels} ON ${courierParcels.orderId} = ${orders.id}
        LEFT JOIN ${courierRateZoneCities} ON ${cityInZone}
        LEFT JOIN ${courierRateZones} ON ${zoneOfCity}
      WHERE ${orders.courier} = ${courier} AND upper(${orders.trackingNumber}) = upper(f.tracking)
      ORDER BY (${orders.status} IN ('shipped', 'completed', 'returned')) DESC, ${orders.createdAt} DESC
      LIMIT 1
    ) p ON true`);
  const rows = (result as unknown as { rows: Found[] }).rows;
  return new Map(rows.map((row) => [Number(row.line), row]));
}

/** How one line compares with its parcel. */
function matchOf(line: PaidLine, found: Found | undefined): MatchedLine {
  const base = {
    line: line.line,
    trackingNumber: line.trackingNumber,
    amount: line.amount,
    paidOn: line.paidOn,
  };
  if (!found?.orderId) {
    return {
      ...base,
      orderId: null,
      match: 'unknown',
      expected: null,
      difference: null,
      parcelExpected: null,
    };
  }
  if (NOT_COLLECTED.has(found.status ?? '') || COMING_BACK.has(found.parcelStatus ?? '')) {
    return {
      ...base,
      orderId: found.orderId,
      match: 'paid_for_return',
      expected: '0.00',
      difference: line.amount,
      parcelExpected: null,
    };
  }
  const remaining = toPaisa(found.expected ?? '0') - toPaisa(found.paid ?? '0');
  const difference = toPaisa(line.amount) - remaining;
  const match: SettlementMatch = difference >= -SETTLED_WITHIN_PAISA ? 'settled' : 'short';
  return {
    ...base,
    orderId: found.orderId,
    match,
    expected: fromPaisa(remaining),
    difference: fromPaisa(difference),
    parcelExpected: found.expected,
  };
}

/** The file's lines matched now, in file order. */
export async function matchLines(
  db: DbOrTx,
  courier: CourierKey,
  lines: PaidLine[],
  rates: CourierRates,
): Promise<MatchedLine[]> {
  const found = await findParcels(db, courier, lines, rates);
  return lines.map((line) => matchOf(line, found.get(line.line)));
}

/** What the lines pay, by match. */
export function summarize(lines: SettlementLine[]): SettlementSummary {
  const sum = (of: SettlementLine[], pick: (line: SettlementLine) => string | null) =>
    fromPaisa(of.reduce((total, line) => total + toPaisa(pick(line) ?? '0'), 0));
  const totals = (match: SettlementMatch) => {
    const of = lines.filter((line) => line.match === match);
    return { lines: of.length, amount: sum(of, (line) => line.amount) };
  };
  const short = lines.filter((line) => line.match === 'short');
  return {
    lines: lines.length,
    amount: sum(lines, (line) => line.amount),
    settled: totals('settled'),
    short: {
      ...totals('short'),
      shortfall: fromPaisa(short.reduce((total, line) => total - toPaisa(line.difference ?? '0'), 0)),
    },
    paid_for_return: totals('paid_for_return'),
    unknown: totals('unknown'),
  };
}
