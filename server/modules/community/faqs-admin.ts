import { asc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import {
  FAQ_MESSAGES,
  type faqCreateSchema,
  type faqPatchSchema,
} from '../../../common/community/community-admin-schemas';
import type { Database } from '../../db/client';
import { InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { siteFaqs } from './community.tables';
import { renumberRows } from './display-order';

type FaqRow = typeof siteFaqs.$inferSelect;
export type FaqInput = z.output<typeof faqCreateSchema>;
export type FaqChanges = z.output<typeof faqPatchSchema>;

const QUESTION_IN_SUMMARY = 80;

/** What the audit trail keeps of an FAQ: enough of the question to recognise it, and how it shows. */
function summary(row: FaqRow): AuditSummary {
  const question =
    row.question.length > QUESTION_IN_SUMMARY
      ? `${row.question.slice(0, QUESTION_IN_SUMMARY)}…`
      : row.question;
  return { question, category: row.category, isPublished: row.isPublished, order: row.order };
}

/** The site FAQs manager (back-office §2, §7): every row, drafts included; writes audited as `faq`. */
export function createFaqsAdmin(db: Database) {
  return {
    listFaqs(): Promise<FaqRow[]> {
      return db
        .select()
        .from(siteFaqs)
        .orderBy(asc(siteFaqs.order), asc(siteFaqs.createdAt), asc(siteFaqs.id));
    },

    /** The categories in use, for the form's suggestions; blank ones say nothing, so they are left out. */
    async listFaqCategories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: siteFaqs.category })
        .from(siteFaqs)
        .where(isNotNull(siteFaqs.category));
      const categories = rows.map((row) => row.category?.trim() ?? '').filter(Boolean);
      return [...new Set(categories)].sort((a, b) => a.localeCompare(b));
    },

    createFaq(input: FaqInput, actor: Actor): Promise<FaqRow> {
      return withAudit(db, actor, { entity: 'faq', action: 'create' }, async (tx) => {
        const [row] = await tx.insert(siteFaqs).values(input).returning();
        return { result: row!, entityId: row!.id, before: null, after: summary(row!) };
      });
    },

    updateFaq(id: string, changes: FaqChanges, actor: Actor): Promise<FaqRow> {
      // A PATCH that names no field would write an audit entry for nothing.
      if (Object.values(changes).every((value) => value === undefined)) {
        throw new InputError('Send at least one field to change');
      }
      return withAudit(db, actor, { entity: 'faq', action: 'update', entityId: id }, async (tx) => {
        const [before] = await tx.select().from(siteFaqs).where(eq(siteFaqs.id, id)).for('update');
        if (!before) throw new NotFoundError(FAQ_MESSAGES.notFound);
        const [after] = await tx.update(siteFaqs).set(changes).where(eq(siteFaqs.id, id)).returning();
        return { result: after!, before: summary(before), after: summary(after!) };
      });
    },

    async deleteFaq(id: string, actor: Actor): Promise<void> {
      await withAudit(db, actor, { entity: 'faq', action: 'delete', entityId: id }, async (tx) => {
        const [deleted] = await tx.delete(siteFaqs).where(eq(siteFaqs.id, id)).returning();
        if (!deleted) throw new NotFoundError(FAQ_MESSAGES.notFound);
        return { result: undefined, before: summary(deleted), after: null };
      });
    },

    async reorderFaqs(ids: readonly string[], actor: Actor): Promise<void> {
      await withAudit(db, actor, { entity: 'faq', action: 'reorder', entityId: 'all' }, async (tx) => {
        const summaries = await renumberRows(tx, siteFaqs, ids, (unknown) => `No FAQ has the id ${unknown}`);
        return { result: undefined, ...summaries };
      });
    },
  };
}
