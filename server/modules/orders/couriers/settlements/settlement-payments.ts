import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CourierKey } from '../../../../../common/orders/couriers';
import type { Transaction } from '../../../../db/client';
import { ConflictError } from '../../../../errors';
import { settlementLines, settlementPayments } from './settlements.tables';

/**
 * The payments fetched from couriers' APIs that applied imports counted (decision 036), each once: the
 * same payment fetched again, whatever the days asked about, is never counted twice.
 */

/** The courier's names of the payments each line of a fetched import adds up, by line. */
export type PaymentKeys = Map<number, string[]>;

/**
 * Counts the fetched payments of an import being applied, in its transaction (under the courier's
 * settlement lock): a payment another import counted meanwhile refuses the whole apply (409, naming the
 * line: fetch again). An import from a file has none.
 */
export async function countFetchedPayments(tx: Transaction, courier: CourierKey, importId: string) {
  const keyed = await tx
    .select({
      line: settlementLines.line,
      trackingNumber: settlementLines.trackingNumber,
      keys: settlementLines.paymentKeys,
    })
    .from(settlementLines)
    .where(and(eq(settlementLines.importId, importId), isNotNull(settlementLines.paymentKeys)))
    .orderBy(asc(settlementLines.line));
  const keys = keyed.flatMap((line) => line.keys ?? []);
  if (!keys.length) return;
  const [counted] = await tx
    .select({ key: settlementPayments.paymentKey })
    .from(settlementPayments)
    .where(and(eq(settlementPayments.courier, courier), inArray(settlementPayments.paymentKey, keys)))
    .limit(1);
  if (counted) {
    const line = keyed.find((candidate) => candidate.keys?.includes(counted.key))!;
    throw new ConflictError(
      `Line ${line.line} (${line.trackingNumber}): its payment was counted by another import meanwhile. ` +
        'Fetch the payments again to see what is left to count, then apply.',
    );
  }
  await tx.insert(settlementPayments).values(keys.map((paymentKey) => ({ courier, paymentKey, importId })));
}
