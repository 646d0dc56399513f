import { createHash } from 'node:crypto';
import { desc, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { fromPaisa, toPaisa } from '../../../../../common/money';
import { courierName } from '../../../../../common/orders/couriers';
import { API_COURIER_KEYS, type ApiCourierKey } from '../../../../../common/orders/parcels';
import type { PaidLine } from '../../../../../common/orders/settlement-files';
import {
  fetchDays,
  type FetchableCouriersAnswer,
  type FetchDays,
} from '../../../../../common/orders/settlement-fetch-schemas';
import type { Database, DbOrTx } from '../../../../db/client';
import { NotFoundError } from '../../../../errors';
import type { Actor } from '../../../audit/with-audit';
import { orders } from '../../orders.tables';
import type { CourierPayment } from '../courier-api';
import { expectedNet, ratesAsParameters } from './expected-net';
import { ratesOf } from './rate-card';
import { findImport, keepImport, replayed, type ImportOutcome } from './settlement-import';
import type { PaymentKeys } from './settlement-payments';
import { settlementImports, settlementLines, settlementPayments } from './settlements.tables';

/**
 * A courier's payments fetched from its API, imported as a file's lines are (docs/settlements.md,
 * decision 036): the same preview, matched line by line, applied once. What names a fetch is the
 * payments it brings, not the days asked about: each payment by the courier's own name for it, so a
 * payment fetched again (the same days, or days that overlap) is recognised and never counted twice.
 */

/** A courier's payments for the parcels booked on some days, as its API reports them (couriers.service). */
export type PaymentFetcher = (
  courier: ApiCourierKey,
  days: { from: string; to: string },
) => Promise<CourierPayment[]>;

/** A payment's name for the ledger: the parcel's tracking number and the courier's name for the payment. */
const paymentKey = (payment: CourierPayment) => `${payment.trackingNumber} ${payment.reference}`;

/**
 * What each payment paid: the courier's figure, or for one whose API gives the COD collected and its
 * charges but no payment (Leopards), that less the taxes it withholds at its rates, by the one rule of
 * the expected net (expected-net.ts): collected − charges − income tax − sales tax.
 */
async function amountsPaid(db: DbOrTx, courier: ApiCourierKey, payments: CourierPayment[]) {
  const gross = payments.filter((payment) => payment.collected !== undefined);
  if (!gross.length) return payments;
  const rates = ratesAsParameters(await ratesOf(db, courier));
  const net = expectedNet(sql`g.collected`, sql`(g.collected - g.amount)`, rates);
  const result = await db.execute(sql`
    SELECT round(${net}, 2)::text AS amount
    FROM unnest(${sql.param(gross.map((p) => p.collected))}::numeric[],
                ${sql.param(gross.map((p) => p.amount))}::numeric[]) WITH ORDINALITY AS g(collected, amount, i)
    ORDER BY g.i`);
  const amounts = (result as unknown as { rows: Array<{ amount: string }> }).rows.map((row) => row.amount);
  const withheld = new Map(gross.map((payment, index) => [payment, amounts[index]!]));
  return payments.flatMap((payment) => {
    const amount = withheld.get(payment) ?? payment.amount;
    // Withholding more than was paid leaves nothing paid: no payment.
    return amount.startsWith('-') ? [] : [{ ...payment, amount }];
  });
}

/**
 * The imports that counted each payment already, by its place in `payments`: applied imports of fetched
 * payments, by the payment's name; and applied imports of files, by the same amount for the same parcel
 * (a file bears no payment's name), so that a payment imported from a file first is not counted again.
 */
async function countedAlready(db: DbOrTx, courier: ApiCourierKey, payments: CourierPayment[]) {
  if (!payments.length) return new Map<number, string>();
  const result = await db.execute(sql`
    SELECT f.i::int AS i, coalesce(${settlementPayments.importId}, by_file.import_id) AS "importId"
    FROM unnest(${sql.param(payments.map(paymentKey))}::text[],
                ${sql.param(payments.map((p) => p.trackingNumber))}::text[],
                ${sql.param(payments.map((p) => p.amount))}::numeric[]) WITH ORDINALITY AS f(key, tracking, amount, i)
    LEFT JOIN ${settlementPayments}
      ON ${settlementPayments.courier} = ${courier} AND ${settlementPayments.paymentKey} = f.key
    LEFT JOIN LATERAL (
      SELECT ${settlementLines.importId} AS import_id
      FROM ${orders}
      JOIN ${settlementLines} ON ${settlementLines.orderId} = ${orders.id}
      JOIN ${settlementImports} ON ${settlementImports.id} = ${settlementLines.importId}
      WHERE ${orders.courier} = ${courier} AND upper(${orders.trackingNumber}) = upper(f.tracking)
        AND ${settlementImports.state} = 'applied' AND ${settlementImports.fetchedFrom} IS NULL
        AND ${settlementLines.amount} = f.amount
      ORDER BY ${settlementImports.appliedAt} DESC
      LIMIT 1
    ) by_file ON ${settlementPayments.importId} IS NULL
    WHERE ${settlementPayments.importId} IS NOT NULL OR by_file.import_id IS NOT NULL`);
  const rows = (result as unknown as { rows: Array<{ i: number; importId: string }> }).rows;
  return new Map(rows.map((row) => [Number(row.i) - 1, row.importId]));
}

/**
 * The payments as an import's lines: a parcel paid in parts in one fetch (PostEx's upfront and reserve)
 * is one line, paying their sum on the last part's day, so it is matched once against what it lacks.
 * Lines in tracking number order, numbered from 1.
 */
function linesOf(payments: CourierPayment[]): { lines: PaidLine[]; keys: PaymentKeys } {
  const byParcel = new Map<string, CourierPayment[]>();
  for (const payment of payments) {
    byParcel.set(payment.trackingNumber, [...(byParcel.get(payment.trackingNumber) ?? []), payment]);
  }
  const parcels = [...byParcel.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const keys: PaymentKeys = new Map();
  const lines = parcels.map(([trackingNumber, parts], index): PaidLine => {
    keys.set(index + 1, parts.map(paymentKey).sort());
    const days = parts.flatMap((part) => (part.paidOn ? [part.paidOn] : [])).sort();
    return {
      line: index + 1,
      trackingNumber,
      amount: fromPaisa(parts.reduce((total, part) => total + toPaisa(part.amount), 0)),
      paidOn: days.at(-1) ?? null,
    };
  });
  return { lines, keys };
}

/** The name of a fetch's payments: the same payments, whenever and however fetched, are the same import. */
function digestOf(lines: PaidLine[], keys: PaymentKeys): string {
  const text = lines
    .map((line) => [line.trackingNumber, line.amount, ...(keys.get(line.line) ?? [])].join('\t'))
    .join('\n');
  return createHash('sha256').update(`courier payments\n${text}`).digest('hex');
}

/**
 * Fetches a courier's payments for the parcels booked on the days asked (the last 30 by default) and
 * keeps those not counted yet as an import's preview, matched as a file's lines are. The same payments
 * again are the same import (201 the first time, then 200, `replayed`); when every payment fetched was
 * counted already, the import that counted the newest is answered; when the courier reports none, 404.
 */
export async function fetchSettlement(
  db: Database,
  fetchPayments: PaymentFetcher,
  input: { courier: ApiCourierKey; from?: string; to?: string },
  actor: Actor,
): Promise<ImportOutcome> {
  const { courier } = input;
  const days: FetchDays = fetchDays(input);
  const payments = await amountsPaid(db, courier, await fetchPayments(courier, days));
  const counted = await countedAlready(db, courier, payments);
  const fresh = payments.filter((_, index) => !counted.has(index));
  if (!fresh.length) {
    const ids = [...new Set(counted.values())];
    if (!ids.length) {
      throw new NotFoundError(
        `${courierName(courier)} reports no payments for parcels booked from ${days.from} to ${days.to}`,
      );
    }
    const [newest] = await db
      .select()
      .from(settlementImports)
      .where(inArray(settlementImports.id, ids))
      .orderBy(desc(settlementImports.appliedAt))
      .limit(1);
    return replayed(db, newest!);
  }
  const { lines, keys } = linesOf(fresh);
  const digest = digestOf(lines, keys);
  const existing = await findImport(db, courier, digest);
  if (existing?.state === 'applied') return replayed(db, existing);
  return keepImport(
    db,
    { courier, digest, fileName: null, format: courier, lines, fetched: { ...days, keys } },
    actor,
    existing,
  );
}

/** PostEx, Trax and Leopards: whether this server can fetch each one's payments, and when it last did. */
export async function listFetchable(
  db: DbOrTx,
  connected: ApiCourierKey[],
): Promise<FetchableCouriersAnswer> {
  const fetched = await db
    .select({ courier: settlementImports.courier, at: max(settlementImports.importedAt) })
    .from(settlementImports)
    .where(isNotNull(settlementImports.fetchedFrom))
    .groupBy(settlementImports.courier);
  const lastOf = new Map(fetched.map((row) => [row.courier, row.at]));
  return {
    couriers: API_COURIER_KEYS.map((courier) => ({
      courier,
      connected: connected.includes(courier),
      lastFetchedAt: lastOf.get(courier) ?? null,
    })),
  };
}
