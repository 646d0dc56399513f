import { asc, inArray, sql } from 'drizzle-orm';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import type { Transaction } from '../../db/client';
import { ConflictError, InputError } from '../../errors';
import type { siteFaqs, siteTestimonials } from './community.tables';

type OrderedTable = typeof siteTestimonials | typeof siteFaqs;

/** Ids in an audit summary: the first 8 characters of each, ten at most, so an entry stays small. */
export function shortIdList(ids: readonly string[]): string {
  const shown = ids.slice(0, 10).map((id) => id.slice(0, 8));
  return ids.length > 10 ? `${shown.join(' ')} +${ids.length - 10} more` : shown.join(' ');
}

/** A reorder that leaves rows out: someone added one since the list was loaded (decision 017). */
export const STALE_LIST_MESSAGE = 'The list changed since it was loaded: reload it and try again';

/**
 * Numbers the rows 0, 1, 2… in the order given (the managers' drag and drop), in the caller's
 * transaction. The list must name every row: a partial list would leave the others with numbers that
 * collide with the new ones. Every row is locked first, in id order, so that two reorders at once wait
 * for each other instead of deadlocking; an id that names no row refuses the whole list, naming it.
 * Answers the audit summaries: the rows in their old order and in their new one.
 */
export async function renumberRows(
  tx: Transaction,
  table: OrderedTable,
  ids: readonly string[],
  unknownIdMessage: (id: string) => string,
): Promise<{ before: AuditSummary; after: AuditSummary }> {
  const rows = await tx
    .select({ id: table.id, order: table.order, createdAt: table.createdAt })
    .from(table)
    .orderBy(asc(table.id))
    .for('update');
  const known = new Set(rows.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new InputError(unknownIdMessage(unknown));
  if (ids.length !== rows.length) throw new ConflictError(STALE_LIST_MESSAGE);

  const positions = sql.join(
    ids.map((id, index) => sql`WHEN ${id}::uuid THEN ${index}::integer`),
    sql` `,
  );
  // One statement for the whole list; SET names the bare column, as PostgreSQL requires there.
  await tx.execute(
    sql`UPDATE ${table} SET ${sql.identifier(table.order.name)} = CASE ${table.id} ${positions} END WHERE ${inArray(table.id, [...ids])}`,
  );
  const previous = rows.toSorted(
    (a, b) => a.order - b.order || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  return {
    before: { count: ids.length, ids: shortIdList(previous.map((row) => row.id)) },
    after: { count: ids.length, ids: shortIdList(ids) },
  };
}
