import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import {
  TESTIMONIAL_MESSAGES,
  type testimonialCreateSchema,
  type testimonialPatchSchema,
} from '../../../common/community/community-admin-schemas';
import type { Database } from '../../db/client';
import { InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { siteTestimonials } from './community.tables';
import { renumberRows } from './display-order';

type TestimonialRow = typeof siteTestimonials.$inferSelect;
export type TestimonialInput = z.output<typeof testimonialCreateSchema>;
export type TestimonialChanges = z.output<typeof testimonialPatchSchema>;

/** What the audit trail keeps of a testimonial: who and how it shows, not the words themselves. */
function summary(row: TestimonialRow): AuditSummary {
  return {
    customerName: row.customerName,
    rating: row.rating,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    order: row.order,
  };
}

/** The testimonials manager (back-office §2, §7): every row, drafts included; writes audited as `testimonial`. */
export function createTestimonialsAdmin(db: Database) {
  return {
    listTestimonials(): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(siteTestimonials)
        .orderBy(asc(siteTestimonials.order), asc(siteTestimonials.createdAt), asc(siteTestimonials.id));
    },

    createTestimonial(input: TestimonialInput, actor: Actor): Promise<TestimonialRow> {
      return withAudit(db, actor, { entity: 'testimonial', action: 'create' }, async (tx) => {
        const [row] = await tx.insert(siteTestimonials).values(input).returning();
        return { result: row!, entityId: row!.id, before: null, after: summary(row!) };
      });
    },

    updateTestimonial(id: string, changes: TestimonialChanges, actor: Actor): Promise<TestimonialRow> {
      // A PATCH that names no field would write an audit entry for nothing.
      if (Object.values(changes).every((value) => value === undefined)) {
        throw new InputError('Send at least one field to change');
      }
      return withAudit(db, actor, { entity: 'testimonial', action: 'update', entityId: id }, async (tx) => {
        const [before] = await tx
          .select()
          .from(siteTestimonials)
          .where(eq(siteTestimonials.id, id))
          .for('update');
        if (!before) throw new NotFoundError(TESTIMONIAL_MESSAGES.notFound);
        const [after] = await tx
          .update(siteTestimonials)
          .set(changes)
          .where(eq(siteTestimonials.id, id))
          .returning();
        return { result: after!, before: summary(before), after: summary(after!) };
      });
    },

    async deleteTestimonial(id: string, actor: Actor): Promise<void> {
      await withAudit(db, actor, { entity: 'testimonial', action: 'delete', entityId: id }, async (tx) => {
        const [deleted] = await tx.delete(siteTestimonials).where(eq(siteTestimonials.id, id)).returning();
        if (!deleted) throw new NotFoundError(TESTIMONIAL_MESSAGES.notFound);
        return { result: undefined, before: summary(deleted), after: null };
      });
    },

    async reorderTestimonials(ids: readonly string[], actor: Actor): Promise<void> {
      await withAudit(
        db,
        actor,
        { entity: 'testimonial', action: 'reorder', entityId: 'all' },
        async (tx) => {
          const summaries = await renumberRows(
            tx,
            siteTestimonials,
            ids,
            (unknown) => `No testimonial has the id ${unknown}`,
          );
          return { result: undefined, ...summaries };
        },
      );
    },
  };
}
