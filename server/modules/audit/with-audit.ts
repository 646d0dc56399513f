import type { AuditAction, AuditEntity, AuditSummary } from '../../../common/admin/audit-schemas';
import type { DbOrTx, Transaction } from '../../db/client';
import { auditLog } from './audit.tables';

/**
 * The staff member a write is done for. Only the admin guard makes one (plugins/admin-guard.ts), for a
 * signed-in staff member on an audited /api/admin route; services that write for staff require it.
 */
export type Actor = { readonly id: string; readonly username: string };

export type AuditTarget = {
  entity: AuditEntity;
  action: AuditAction;
  /** Known up front for a change to an existing record; a create returns it from its work instead. */
  entityId?: string;
};

export type AuditedChange<T> = {
  result: T;
  before: AuditSummary | null;
  after: AuditSummary | null;
  entityId?: string;
};

/** A summary is a few fields that say what changed; one that names a secret is a programming error. */
const SECRET_KEY = /hash|token|secret|password|idempotency/i;

function checkSummary(summary: AuditSummary | null) {
  for (const key of Object.keys(summary ?? {})) {
    if (SECRET_KEY.test(key)) throw new Error(`An audit summary may not hold "${key}"`);
  }
}

/** Which entities each actor's request has audited, for the guard's check before answering. */
const recorded = new WeakMap<Actor, Set<AuditEntity>>();

export function auditedEntities(actor: Actor): ReadonlySet<AuditEntity> {
  return recorded.get(actor) ?? new Set();
}

/**
 * The one way staff change data (decision 014): `work` makes the change in a transaction and says what
 * it was; the audit entry is written in that same transaction, so the change and its record commit
 * together or not at all. A refusal thrown by `work` leaves neither.
 */
export async function withAudit<T>(
  db: DbOrTx,
  actor: Actor,
  target: AuditTarget,
  work: (tx: Transaction) => Promise<AuditedChange<T>>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const change = await work(tx);
    const entityId = change.entityId ?? target.entityId;
    if (!entityId) throw new Error(`No id to audit ${target.action} of ${target.entity}`);
    checkSummary(change.before);
    checkSummary(change.after);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorUsername: actor.username,
      entity: target.entity,
      entityId,
      action: target.action,
      before: change.before,
      after: change.after,
    });
    return change.result;
  });
  const entities = recorded.get(actor) ?? new Set<AuditEntity>();
  entities.add(target.entity);
  recorded.set(actor, entities);
  return result;
}
