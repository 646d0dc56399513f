import { z } from 'zod';
import { boundsInOrder, count, dateBound, isoDateTime } from '../wire';

/**
 * The audit trail (docs/decisions/014-admin-api-and-audit.md): what staff changed through
 * /api/admin. Each admin resource that writes adds its entity here when it lands.
 */
export const AUDIT_ENTITIES = [
  'order',
  'media',
  'settings',
  'product',
  'content',
  'seo',
  'testimonial',
  'faq',
  'user',
  'phone_block',
  // A courier's payment report imported and applied, and the owner's rates per courier (decision 033).
  'settlement',
  'courier_rates',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** `export`: a download of customer data (the orders CSV), recorded with its filters though it changes nothing. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'change_status',
  'reorder',
  'contact',
  'export',
  // A parcel booked, advised (re-attempt, return) or cancelled through a courier's API (decision 031).
  'book_courier',
  'courier_advice',
  'cancel_booking',
  // A settlement's payments applied to its parcels (decision 033): final, unlike its import.
  'apply',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * A before or after summary: a few flat fields that say what changed (an order's status and note), never
 * a whole row and never a secret (the audit writer refuses keys that look like one).
 */
export const auditSummarySchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditSummary = z.output<typeof auditSummarySchema>;

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/**
 * GET /api/admin/audit: filters by entity, entity id, person (the actor's user id) and date (`from` and
 * `to`, both inclusive, as the order desk takes them); keyset paged.
 */
export const auditQuerySchema = z
  .object({
    entity: z
      .enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` })
      .optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    actor: z.string().trim().min(1).max(100).optional(),
    from: dateBound.optional(),
    to: dateBound.optional(),
    cursor: z
      .string()
      .regex(/^\d{1,15}$/, 'Invalid cursor')
      .optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(AUDIT_PAGE_SIZE_MAX, `limit must be at most ${AUDIT_PAGE_SIZE_MAX}`)
      .default(AUDIT_PAGE_SIZE_DEFAULT),
  })
  // An unknown or misspelt filter is refused: dropping it would answer the unfiltered trail.
  .strict()
  .refine(...boundsInOrder);
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: count,
  at: isoDateTime,
  actorId: z.string(),
  /** The username at the time of the change: the trail stays readable after a rename or deletion. */
  actorUsername: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: auditSummarySchema.nullable(),
  after: auditSummarySchema.nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** Newest first; `nextCursor` asks for the entries older than this page (null at the end). */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.output<typeof auditPageSchema>;

/** GET /api/admin/audit/actors: everyone who appears in the trail, by the name of their latest entry. */
export const auditActorsSchema = z.object({
  actors: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type AuditActor = z.output<typeof auditActorsSchema>['actors'][number];
