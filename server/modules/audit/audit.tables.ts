import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntity, AuditSummary } from '../../../common/admin/audit-schemas';

/**
 * What staff changed through /api/admin: who, when, what, and a small before/after summary, written in
 * the same transaction as the change (with-audit.ts). Append only. The actor is kept by id and by the
 * username of the moment, without a foreign key: the trail outlives a renamed or deleted account.
 * Its id is the trail's order: keyset pages walk it newest first.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    before: jsonb('before').$type<AuditSummary>(),
    after: jsonb('after').$type<AuditSummary>(),
  },
  (t) => [
    index('audit_log_entity_id_idx').on(t.entity, t.id),
    index('audit_log_entity_entity_id_id_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_id_id_idx').on(t.actorId, t.id),
  ],
);
