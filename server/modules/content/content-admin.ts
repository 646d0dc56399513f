import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import {
  CONTENT_HISTORY_LIMIT,
  type ContentRecord,
  type ContentVersion,
  type ContentPage,
} from '../../../common/content/content-admin-schemas';
import { urduTextCount } from '../../../common/i18n/urdu-version';
import {
  checkSectionContent,
  checkSectionUrdu,
  CONTENT_MESSAGES,
  duplicateSectionMessage,
  parseContentInput,
} from '../../../common/content/section-rules';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { siteContent, siteContentVersions } from './content.tables';

type ContentRow = typeof siteContent.$inferSelect;

/** What a create sends once zod has parsed it (common/content/content-admin-schemas.ts). */
export type ContentCreateInput = {
  page: ContentPage;
  section: string;
  content: Record<string, unknown> | string;
  isPublished: boolean;
  /** The section's Urdu version (decision 039), checked by the section's rules; null for none. */
  ur?: Record<string, unknown> | null;
};
export type ContentPatchInput = {
  content?: Record<string, unknown> | string;
  isPublished?: boolean;
  /** Left out, the stored Urdu version stays; null clears it. */
  ur?: Record<string, unknown> | null;
};

export function toContentRecord(row: ContentRow): ContentRecord {
  return {
    id: row.id,
    page: row.page,
    section: row.section,
    contentType: row.contentType,
    content: row.content,
    ur: row.ur ?? null,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const contentSummary = (row: ContentRow): AuditSummary => ({
  page: row.page,
  section: row.section,
  isPublished: row.isPublished,
  /** How many of its words have an Urdu version (decision 039). */
  urduTexts: urduTextCount(row.ur),
});

/** Content sent as JSON text, parsed ('Invalid JSON' when it is not). */
function parsedContent(input: Record<string, unknown> | string): unknown {
  const parsed = parseContentInput(input);
  if (!parsed.ok) throw new InputError(parsed.message);
  return parsed.value;
}

/**
 * The content to store for a section, held to the section's rules (back-office §5) with the editor's own
 * messages: the first problem as the error and every one in the details.
 */
function checkedContent(page: string, section: string, value: unknown): Record<string, unknown> {
  const check = checkSectionContent(page, section, value);
  if (check.ok) return check.content;
  throw new InputError(
    check.problems[0]!.message,
    check.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)),
  );
}

/** The Urdu version to store for a section (decision 039), held to the section's rules like its content. */
function checkedUrdu(page: string, section: string, value: unknown) {
  const check = checkSectionUrdu(page, section, value);
  if (check.ok) return check.ur;
  throw new InputError(
    check.problems[0]!.message,
    check.problems.map((p) => (p.path ? `ur.${p.path}: ${p.message}` : `ur: ${p.message}`)),
  );
}

/**
 * Keeps the saved state as the section's newest version and drops those beyond the limit, oldest first.
 * The time is nudged past the section's latest version so that "newest" stays one order even when two
 * saves share a clock tick or instances' clocks disagree (saves of a section queue on its row lock).
 */
async function recordVersion(tx: Transaction, row: ContentRow, actor: Actor) {
  await tx.insert(siteContentVersions).values({
    contentId: row.id,
    content: row.content,
    ur: row.ur,
    isPublished: row.isPublished,
    savedById: actor.id,
    savedBy: actor.username,
    savedAt: sql`greatest(now(), (select max(${siteContentVersions.savedAt}) + interval '1 microsecond'
      from ${siteContentVersions} where ${siteContentVersions.contentId} = ${row.id}))`,
  });
  const kept = tx
    .select({ id: siteContentVersions.id })
    .from(siteContentVersions)
    .where(eq(siteContentVersions.contentId, row.id))
    .orderBy(desc(siteContentVersions.savedAt))
    .limit(CONTENT_HISTORY_LIMIT);
  await tx
    .delete(siteContentVersions)
    .where(and(eq(siteContentVersions.contentId, row.id), notInArray(siteContentVersions.id, kept)));
}

/** Who a version was saved by when it predates the history (seeded, or saved before versions were kept). */
export const EARLIER_VERSION_AUTHOR = 'Before history';

/**
 * A section saved before versions were kept (the demo shop's, an older install's) has none: its state
 * before the first tracked save goes in first, so that save can be undone too.
 */
async function keepStateBeforeHistory(tx: Transaction, current: ContentRow) {
  const [any] = await tx
    .select({ id: siteContentVersions.id })
    .from(siteContentVersions)
    .where(eq(siteContentVersions.contentId, current.id))
    .limit(1);
  if (any) return;
  await tx.insert(siteContentVersions).values({
    contentId: current.id,
    content: current.content,
    ur: current.ur,
    isPublished: current.isPublished,
    savedById: 'system',
    savedBy: EARLIER_VERSION_AUTHOR,
    savedAt: current.updatedAt,
  });
}

/**
 * The content screen's API (decision 017; back-office §2 Content management, §7): every write audited as
 * `content` with a version kept in the same transaction. The storefront reads the same rows per request,
 * so a save is live at once.
 */
export function createContentAdmin(db: Database) {
  return {
    /** Every section of every page, drafts included. */
    async listContent(): Promise<ContentRecord[]> {
      const rows = await db
        .select()
        .from(siteContent)
        .orderBy(asc(siteContent.page), asc(siteContent.section));
      return rows.map(toContentRecord);
    },

    async createContent(input: ContentCreateInput, actor: Actor): Promise<ContentRecord> {
      const content = checkedContent(input.page, input.section, parsedContent(input.content));
      const ur = checkedUrdu(input.page, input.section, input.ur);
      const duplicate = new ConflictError(duplicateSectionMessage(input.page, input.section));
      try {
        return await withAudit(db, actor, { entity: 'content', action: 'create' }, async (tx) => {
          const [taken] = await tx
            .select({ id: siteContent.id })
            .from(siteContent)
            .where(and(eq(siteContent.page, input.page), eq(siteContent.section, input.section)));
          if (taken) throw duplicate;
          const [row] = await tx
            .insert(siteContent)
            .values({
              page: input.page,
              section: input.section,
              contentType: 'json',
              content,
              ur,
              isPublished: input.isPublished,
            })
            .returning();
          await recordVersion(tx, row!, actor);
          return {
            result: toContentRecord(row!),
            entityId: row!.id,
            before: null,
            after: contentSummary(row!),
          };
        });
      } catch (error) {
        // Another save created the section between our check and our insert.
        throw isUniqueViolation(error, 'site_content_page_section_key') ? duplicate : error;
      }
    },

    /** Content is checked against the record's own page and section; what the body leaves out stays. */
    async updateContent(id: string, patch: ContentPatchInput, actor: Actor): Promise<ContentRecord> {
      const sent = patch.content === undefined ? undefined : { value: parsedContent(patch.content) };
      return withAudit(db, actor, { entity: 'content', action: 'update', entityId: id }, async (tx) => {
        const [current] = await tx.select().from(siteContent).where(eq(siteContent.id, id)).for('update');
        if (!current) throw new NotFoundError(CONTENT_MESSAGES.notFound);
        const content = sent && checkedContent(current.page, current.section, sent.value);
        const ur = patch.ur === undefined ? undefined : checkedUrdu(current.page, current.section, patch.ur);
        await keepStateBeforeHistory(tx, current);
        const [row] = await tx
          .update(siteContent)
          .set({ content, ur, isPublished: patch.isPublished, updatedAt: new Date() })
          .where(eq(siteContent.id, id))
          .returning();
        await recordVersion(tx, row!, actor);
        return {
          result: toContentRecord(row!),
          before: contentSummary(current),
          after: {
            ...contentSummary(row!),
            contentChanged: content !== undefined,
            urduChanged: ur !== undefined,
          },
        };
      });
    },

    /** The section's saved versions, newest first (the editor's history). */
    async listContentVersions(id: string): Promise<ContentVersion[]> {
      const [section] = await db
        .select({ id: siteContent.id })
        .from(siteContent)
        .where(eq(siteContent.id, id));
      if (!section) throw new NotFoundError(CONTENT_MESSAGES.notFound);
      const rows = await db
        .select()
        .from(siteContentVersions)
        .where(eq(siteContentVersions.contentId, id))
        .orderBy(desc(siteContentVersions.savedAt))
        .limit(CONTENT_HISTORY_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        content: row.content,
        ur: row.ur ?? null,
        isPublished: row.isPublished,
        savedAt: row.savedAt.toISOString(),
        savedBy: row.savedBy,
      }));
    },
  };
}
