import { desc, eq, sql } from 'drizzle-orm';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import { BLOCKLIST_MESSAGES, type BlockPhoneInput } from '../../../common/orders/blocklist-schemas';
import type { DbOrTx, Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { blockedPhones } from './blocked-phones.tables';
import { NOT_A_PAKISTANI_PHONE, normalizePakistaniPhone } from './pakistani-phone';

type BlockedPhoneRow = typeof blockedPhones.$inferSelect;

const summary = (row: BlockedPhoneRow): AuditSummary => ({ phone: row.display, reason: row.reason });

/** Whether orders from this phone (E.164) are refused. */
export async function isPhoneBlocked(db: DbOrTx, normalized: string): Promise<boolean> {
  let query = blockedQueries.get(db);
  if (!query) {
    query = db
      .select({ phone: blockedPhones.phone })
      .from(blockedPhones)
      .where(eq(blockedPhones.phone, sql.placeholder('phone')))
      .prepare('phone_blocked');
    blockedQueries.set(db, query);
  }
  const [row] = await query.execute({ phone: normalized });
  return !!row;
}

/**
 * Every order asks, so the question is built once per database handle and prepared once per connection:
 * building it with Drizzle and PostgreSQL's parsing and planning were most of its cost (docs/performance.md).
 */
const blockedQueries = new WeakMap<
  DbOrTx,
  { execute(values: { phone: string }): Promise<Array<{ phone: string }>> }
>();

/** The blocklist (decision 022), managed from the order desk; writes audited as `phone_block`. */
export function createBlockedPhones(db: Database) {
  return {
    listBlockedPhones(): Promise<BlockedPhoneRow[]> {
      return db.select().from(blockedPhones).orderBy(desc(blockedPhones.blockedAt), blockedPhones.phone);
    },

    /** Blocks a number typed in any form; one that cannot be a Pakistani phone is refused (400). */
    blockPhone(input: BlockPhoneInput, actor: Actor): Promise<BlockedPhoneRow> {
      const phone = normalizePakistaniPhone(input.phone);
      if (!phone) throw new InputError(NOT_A_PAKISTANI_PHONE);
      return withAudit(db, actor, { entity: 'phone_block', action: 'create' }, async (tx) => {
        try {
          const [row] = await tx
            .insert(blockedPhones)
            .values({
              phone: phone.normalized,
              display: phone.display,
              reason: input.reason || null,
              blockedById: actor.id,
              blockedBy: actor.username,
            })
            .returning();
          return { result: row!, entityId: row!.phone, before: null, after: summary(row!) };
        } catch (error) {
          if (isUniqueViolation(error, 'blocked_phones_pkey'))
            throw new ConflictError(BLOCKLIST_MESSAGES.alreadyBlocked);
          throw error;
        }
      });
    },

    async unblockPhone(normalized: string, actor: Actor): Promise<void> {
      await withAudit(
        db,
        actor,
        { entity: 'phone_block', action: 'delete', entityId: normalized },
        async (tx) => {
          const [deleted] = await tx
            .delete(blockedPhones)
            .where(eq(blockedPhones.phone, normalized))
            .returning();
          if (!deleted) throw new NotFoundError(BLOCKLIST_MESSAGES.notFound);
          return { result: undefined, before: summary(deleted), after: null };
        },
      );
    },
  };
}

export type BlockedPhonesService = ReturnType<typeof createBlockedPhones>;
