import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CourierKey } from '../../../../../common/orders/couriers';
import type { PaidLine, SettlementFormat } from '../../../../../common/orders/settlement-files';
import {
  SETTLEMENT_LIST_LIMIT,
  type SettlementImportAnswer,
  type SettlementLine,
  type SettlementPreviewAnswer,
} from '../../../../../common/orders/settlement-schemas';
import { fromPaisa, toPaisa } from '../../../../../common/money';
import type { Database, DbOrTx, Transaction } from '../../../../db/client';
import { isUniqueViolation } from '../../../../db/errors';
import { ConflictError, NotFoundError } from '../../../../errors';
import { withAudit, type Actor } from '../../../audit/with-audit';
import { orders } from '../../orders.tables';
import { readPaymentReport } from './payment-report-file';
import { ratesOf } from './rate-card';
import { matchLines, summarize, type MatchedLine } from './settlement-matching';
import { countFetchedPayments, type PaymentKeys } from './settlement-payments';
import { courierSettlementTotals, settlementImports, settlementLines } from './settlements.tables';

/**
 * A courier's payment report, imported with a preview and applied once (docs/settlements.md, decision
 * 033), as the catalogue CSV is: the preview writes the import and its matched lines, nothing else; the
 * application, all or nothing, settles the parcels and counts the payments. The file's SHA-256 names it:
 * the same file of the same courier again is the same import, and an applied one changes nothing again.
 */

type ImportRow = typeof settlementImports.$inferSelect;

/** Applying imports of one courier one at a time: each reads what the others paid. */
const SETTLEMENT_LOCK_SPACE = 48_152;

export const settlementNotFound = () => new NotFoundError('Settlement not found');

const asPaidLine = (line: SettlementLine): PaidLine => ({
  line: line.line,
  trackingNumber: line.trackingNumber,
  amount: line.amount,
  paidOn: line.paidOn,
});

function importAnswer(row: ImportRow): SettlementImportAnswer {
  return {
    id: row.id,
    courier: row.courier,
    format: row.format,
    fileName: row.fileName,
    state: row.state,
    summary: row.summary,
    importedAt: row.importedAt,
    importedBy: row.importedBy,
    appliedAt: row.appliedAt,
    appliedBy: row.appliedBy,
    fetched: row.fetchedFrom && row.fetchedTo ? { from: row.fetchedFrom, to: row.fetchedTo } : null,
  };
}

async function storedLines(db: DbOrTx, importId: string): Promise<MatchedLine[]> {
  return db
    .select({
      line: settlementLines.line,
      trackingNumber: settlementLines.trackingNumber,
      amount: settlementLines.amount,
      expected: settlementLines.expected,
      parcelExpected: settlementLines.parcelExpected,
      difference: settlementLines.difference,
      match: settlementLines.match,
      orderId: settlementLines.orderId,
      paidOn: settlementLines.paidOn,
    })
    .from(settlementLines)
    .where(eq(settlementLines.importId, importId))
    .orderBy(asc(settlementLines.line));
}

const preview = (row: ImportRow, lines: MatchedLine[], replayed: boolean): SettlementPreviewAnswer => ({
  ...importAnswer(row),
  lines: lines.map(({ parcelExpected: _whole, ...line }) => line),
  replayed,
});

/** The import with its lines (GET /settlements/{id}). */
export async function readSettlement(db: DbOrTx, id: string): Promise<SettlementPreviewAnswer> {
  const [row] = await db.select().from(settlementImports).where(eq(settlementImports.id, id));
  if (!row) throw settlementNotFound();
  return preview(row, await storedLines(db, id), false);
}

/** The newest imports first, with what each paid and applied. */
export async function listSettlements(db: DbOrTx): Promise<SettlementImportAnswer[]> {
  const rows = await db
    .select()
    .from(settlementImports)
    .orderBy(desc(settlementImports.importedAt), desc(settlementImports.id))
    .limit(SETTLEMENT_LIST_LIMIT);
  return rows.map(importAnswer);
}

const lineRows = (importId: string, lines: MatchedLine[], keys?: PaymentKeys) =>
  lines.map((line) => ({
    importId,
    line: line.line,
    trackingNumber: line.trackingNumber,
    orderId: line.orderId,
    amount: line.amount,
    expected: line.expected,
    parcelExpected: line.parcelExpected,
    difference: line.difference,
    match: line.match,
    paidOn: line.paidOn,
    paymentKeys: keys?.get(line.line) ?? null,
  }));

/** A line's match as the preview shows it, to tell whether it still holds. */
const matchKey = (line: MatchedLine) =>
  [line.orderId, line.match, line.expected, line.difference, line.parcelExpected].join('|');

const summaryOf = (
  row: Pick<ImportRow, 'courier' | 'fileName' | 'summary' | 'fetchedFrom' | 'fetchedTo'>,
) => ({
  courier: row.courier,
  fileName: row.fileName,
  ...(row.fetchedFrom ? { fetchedFrom: row.fetchedFrom, fetchedTo: row.fetchedTo } : {}),
  lines: row.summary.lines,
  amount: row.summary.amount,
  settled: row.summary.settled.lines,
  short: row.summary.short.lines,
  paidForReturn: row.summary.paid_for_return.lines,
  unknown: row.summary.unknown.lines,
});

export type ImportOutcome = { preview: SettlementPreviewAnswer; audited: boolean };

/**
 * Imports a courier's file: reads it (a bad line refuses it whole), matches each line, and keeps the
 * import as a preview. The same file again answers its import: as it stands when applied; matched again
 * when still a preview (what changed since, an order returned, another import applied, shows).
 */
export async function importSettlement(
  db: Database,
  input: { courier: CourierKey; fileName: string | null; bytes: Buffer },
  actor: Actor,
): Promise<ImportOutcome> {
  const digest = createHash('sha256').update(input.bytes).digest('hex');
  const existing = await findImport(db, input.courier, digest);
  if (existing?.state === 'applied') return replayed(db, existing);

  const file = await readPaymentReport(input.bytes, input.courier);
  const source = { digest, fileName: input.fileName, format: file.format, lines: file.lines };
  return keepImport(db, { courier: input.courier, ...source }, actor, existing);
}

/** What an import is made of: a file read, or payments fetched from the courier's API (decision 036). */
export type ImportSource = {
  courier: CourierKey;
  /** What names it: the file's SHA-256, or that of the payments fetched (settlement-fetch.ts). */
  digest: string;
  fileName: string | null;
  format: SettlementFormat;
  lines: PaidLine[];
  /** For payments fetched: the days asked about, and the payments each line adds up, by line. */
  fetched?: { from: string; to: string; keys: PaymentKeys };
};

/** Finds the import of this courier named by `digest`, if there is one. */
export async function findImport(db: DbOrTx, courier: CourierKey, digest: string) {
  const [row] = await db
    .select()
    .from(settlementImports)
    .where(and(eq(settlementImports.courier, courier), eq(settlementImports.fileDigest, digest)));
  return row;
}

/** An import as it stands, answered again: nothing is written or audited. */
export async function replayed(db: DbOrTx, row: ImportRow): Promise<ImportOutcome> {
  return { preview: preview(row, await storedLines(db, row.id), true), audited: false };
}

/**
 * Keeps an import's lines matched as a preview: a new one, or the one of the same name (`existing`, still
 * a preview) matched again, written only if its matches changed.
 */
export async function keepImport(
  db: Database,
  input: ImportSource,
  actor: Actor,
  existing: ImportRow | undefined,
): Promise<ImportOutcome> {
  const { digest } = input;
  const rates = await ratesOf(db, input.courier);
  const lines = await matchLines(db, input.courier, input.lines, rates);
  const summary = summarize(lines);
  if (existing) {
    const stored = await storedLines(db, existing.id);
    if (stored.map(matchKey).join('\n') === lines.map(matchKey).join('\n')) {
      return { preview: preview(existing, stored, true), audited: false };
    }
    const refreshed = await withAudit(
      db,
      actor,
      { entity: 'settlement', action: 'update', entityId: existing.id },
      async (tx) => {
        const [row] = await tx
          .update(settlementImports)
          .set({ summary })
          .where(and(eq(settlementImports.id, existing.id), eq(settlementImports.state, 'previewed')))
          .returning();
        if (!row) throw new ConflictError('This settlement was applied meanwhile: open it from the list');
        await tx.delete(settlementLines).where(eq(settlementLines.importId, existing.id));
        await tx.insert(settlementLines).values(lineRows(existing.id, lines, input.fetched?.keys));
        return { result: row, before: summaryOf(existing), after: summaryOf(row) };
      },
    );
    return { preview: preview(refreshed, lines, true), audited: true };
  }

  try {
    const row = await withAudit(db, actor, { entity: 'settlement', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(settlementImports)
        .values({
          courier: input.courier,
          fileDigest: digest,
          fileName: input.fileName,
          format: input.format,
          summary,
          fetchedFrom: input.fetched?.from ?? null,
          fetchedTo: input.fetched?.to ?? null,
          importedById: actor.id,
          importedBy: actor.username,
        })
        .returning();
      await tx.insert(settlementLines).values(lineRows(created!.id, lines, input.fetched?.keys));
      return { result: created!, entityId: created!.id, before: null, after: summaryOf(created!) };
    });
    return { preview: preview(row, lines, false), audited: true };
  } catch (error) {
    // The same file, imported by someone else at the same moment: theirs is the import.
    if (!isUniqueViolation(error, 'settlement_imports_file_unique')) throw error;
    return replayed(db, (await findImport(db, input.courier, digest))!);
  }
}

/** What changed of a line since its preview, in words. */
function changedSince(before: MatchedLine, now: MatchedLine): string {
  if (before.match !== now.match)
    return `it matches as ${now.match.replaceAll('_', ' ')} now, not ${before.match.replaceAll('_', ' ')}`;
  return `its parcel is expected to bring ${now.expected ?? 'nothing'} now, not ${before.expected ?? 'nothing'}`;
}

/** Locks the parcels the lines name, in id order (as every writer of orders takes several). */
async function lockParcels(tx: Transaction, lines: MatchedLine[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.orderId ? [line.orderId] : [])))].sort();
  if (!ids.length) return new Map<string, boolean>();
  const rows = await tx
    .select({ id: orders.id, unpaid: isNull(orders.settledAt).mapWith(Boolean) })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.unpaid]));
}

/**
 * Applies an import: under the courier's settlement lock and with its parcels locked, every line is
 * matched again; if any differs from the preview the person saw, nothing is applied (409: import the
 * file again). Otherwise each parcel paid (settled or short) is settled, its payment added to what it
 * received; the courier's totals count the payments; the import becomes applied. Applying an applied
 * import changes nothing and answers it.
 */
export async function applySettlement(db: Database, id: string, actor: Actor): Promise<ImportOutcome> {
  const [current] = await db.select().from(settlementImports).where(eq(settlementImports.id, id));
  if (!current) throw settlementNotFound();
  if (current.state === 'applied') {
    return { preview: preview(current, await storedLines(db, id), true), audited: false };
  }

  const applied = await withAudit(
    db,
    actor,
    { entity: 'settlement', action: 'apply', entityId: id },
    async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK_SPACE}, hashtext(${current.courier}))`,
      );
      const [row] = await tx
        .select()
        .from(settlementImports)
        .where(eq(settlementImports.id, id))
        .for('update');
      if (row!.state === 'applied') throw new ConflictError('This settlement was applied meanwhile');
      const previewed = await storedLines(tx, id);
      const paid = previewed.map(asPaidLine);
      const rates = await ratesOf(tx, row!.courier);
      const unpaid = await lockParcels(tx, await matchLines(tx, row!.courier, paid, rates));
      const lines = await matchLines(tx, row!.courier, paid, rates);
      // A payment fetched from the courier's API is counted once, whichever import brings it (decision 036).
      await countFetchedPayments(tx, row!.courier, id);
      for (const [index, line] of lines.entries()) {
        const before = previewed[index]!;
        if (matchKey(before) !== matchKey(line)) {
          throw new ConflictError(
            `Line ${line.line} (${line.trackingNumber}) changed since the preview: ${changedSince(before, line)}. ` +
              `${row!.fetchedFrom ? 'Fetch the payments' : 'Import the file'} again to see the figures as they are now, then apply.`,
          );
        }
      }

      const payments = lines.filter(
        (line) => line.orderId && (line.match === 'settled' || line.match === 'short'),
      );
      const firsts = payments.filter((line) => unpaid.get(line.orderId!) ?? false);
      if (payments.length) {
        await tx.execute(sql`
        UPDATE ${orders} SET
          settled_at = coalesce(settled_at, now()),
          settlement_expected = coalesce(settlement_expected, paid.whole),
          settled_amount = coalesce(settled_amount, 0) + paid.amount
        FROM unnest(${sql.param(payments.map((l) => l.orderId))}::uuid[],
                    ${sql.param(payments.map((l) => l.amount))}::numeric[],
                    ${sql.param(payments.map((l) => l.parcelExpected))}::numeric[]) AS paid(id, amount, whole)
        WHERE ${orders.id} = paid.id`);
      }
      const firstExpected = fromPaisa(
        firsts.reduce((total, line) => total + toPaisa(line.parcelExpected ?? '0'), 0),
      );
      await tx.insert(courierSettlementTotals).values({ courier: row!.courier }).onConflictDoNothing();
      await tx
        .update(courierSettlementTotals)
        .set({
          settledParcels: sql`${courierSettlementTotals.settledParcels} + ${firsts.length}`,
          settledExpected: sql`${courierSettlementTotals.settledExpected} + ${firstExpected}::numeric`,
          received: sql`${courierSettlementTotals.received} + ${row!.summary.amount}::numeric`,
          imports: sql`${courierSettlementTotals.imports} + 1`,
          lastAppliedAt: new Date(),
        })
        .where(eq(courierSettlementTotals.courier, row!.courier));
      const [done] = await tx
        .update(settlementImports)
        .set({ state: 'applied', appliedById: actor.id, appliedBy: actor.username, appliedAt: new Date() })
        .where(eq(settlementImports.id, id))
        .returning();
      return {
        result: { row: done!, lines },
        before: { state: 'previewed' },
        after: { state: 'applied', ...summaryOf(done!), parcelsSettled: firsts.length },
      };
    },
  );
  return { preview: preview(applied.row, applied.lines, false), audited: true };
}
