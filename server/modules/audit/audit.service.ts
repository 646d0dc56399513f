import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditActor, AuditQuery } from '../../../common/admin/audit-schemas';
import type { Database } from '../../db/client';
import { dateRangeConditions } from '../../db/date-range';
import { auditLog } from './audit.tables';

export function createAuditService(db: Database) {
  return {
    /**
     * The trail newest first, filtered by entity, entity id, person and date; a page ends where the
     * next begins (the last id shown), so paging costs the same at any depth (an index per filter).
     */
    async listEntries(query: AuditQuery) {
      const conditions: SQL[] = dateRangeConditions(auditLog.at, query);
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

    /**
     * Everyone who appears in the trail, deleted accounts included, each by the username of their latest
     * entry, in name order. A skip scan of the (actor, id) index: one probe per person, however long
     * the trail grows.
     */
    async listActors(): Promise<AuditActor[]> {
      const result = await db.execute(sql`
        WITH RECURSIVE actors AS (
          (SELECT actor_id FROM ${auditLog} ORDER BY actor_id LIMIT 1)
          UNION ALL
          SELECT (SELECT a.actor_id FROM ${auditLog} a WHERE a.actor_id > actors.actor_id
                  ORDER BY a.actor_id LIMIT 1)
          FROM actors WHERE actors.actor_id IS NOT NULL
        )
        SELECT actors.actor_id AS id, latest.actor_username AS username
        FROM actors
        CROSS JOIN LATERAL (
          SELECT actor_username FROM ${auditLog} a WHERE a.actor_id = actors.actor_id
          ORDER BY a.id DESC LIMIT 1
        ) latest
        WHERE actors.actor_id IS NOT NULL`);
      const rows = (result as unknown as { rows: AuditActor[] }).rows;
      return rows.sort((a, b) => a.username.localeCompare(b.username, 'en') || a.id.localeCompare(b.id));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
