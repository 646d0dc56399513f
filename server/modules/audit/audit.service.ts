import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../common/admin/audit-schemas';
import type { Database } from '../../db/client';
import { auditLog } from './audit.tables';

export function createAuditService(db: Database) {
  return {
    /**
     * The trail newest first, filtered by entity, entity id and person; a page ends where the next
     * begins (the last id shown), so paging costs the same at any depth (an index per filter).
     */
    async listEntries(query: AuditQuery) {
      const conditions: SQL[] = [];
      if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
      if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
      if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
      if (query.cursor) conditions.push(lt(auditLog.id, Number(query.cursor)));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(query.limit + 1);
      const entries = rows.slice(0, query.limit);
      const more = rows.length > query.limit;
      return { entries, nextCursor: more ? String(entries.at(-1)!.id) : null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
