import { asc, eq } from 'drizzle-orm';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import { textsInLanguage, urduTextCount, type UrduRecord } from '../../../common/i18n/urdu-version';
import {
  SEO_MESSAGES,
  seoTakenMessage,
  seoUrdu,
  type SeoEntryRecord,
} from '../../../common/seo/seo-admin-schemas';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { seoMeta } from './seo.tables';

export type SeoEntry = Pick<
  typeof seoMeta.$inferSelect,
  'title' | 'description' | 'keywords' | 'ogImage' | 'ogTitle' | 'ogDescription'
>;
type SeoRow = typeof seoMeta.$inferSelect;

/** A create once zod has parsed it (common/seo/seo-admin-schemas.ts): optional fields empty are null. */
export type SeoCreateInput = {
  page: string;
  title: string;
  description: string;
  keywords: string[];
  ogImage?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  /** The Urdu version (decision 039); null for none. */
  ur?: UrduRecord | null;
};
/** A patch: a field left out keeps its value, null clears an optional one. */
export type SeoPatchInput = Partial<SeoCreateInput>;

function toSeoEntry(row: SeoRow): SeoEntryRecord {
  return {
    id: row.id,
    page: row.page,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    ogImage: row.ogImage,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ur: row.ur ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const seoSummary = (row: SeoRow): AuditSummary => ({
  page: row.page,
  title: row.title,
  keywords: row.keywords.length,
  ogImage: row.ogImage,
  /** How many of its texts have an Urdu version (decision 039). */
  urduTexts: urduTextCount(row.ur),
});

/** Search-engine metadata per page: the storefront's reads and the SEO screen's API. */
export function createSeoService(db: Database) {
  return {
    /**
     * The SEO screen's entry for a page (e.g. 'home', 'products', 'about'), or null when staff set none;
     * its texts in `language` (decision 039), the English wherever the Urdu is empty.
     */
    async getPageSeo(page: string, language: Language = DEFAULT_LANGUAGE): Promise<SeoEntry | null> {
      const [row] = await db
        .select({
          title: seoMeta.title,
          description: seoMeta.description,
          keywords: seoMeta.keywords,
          ogImage: seoMeta.ogImage,
          ogTitle: seoMeta.ogTitle,
          ogDescription: seoMeta.ogDescription,
          ur: seoMeta.ur,
        })
        .from(seoMeta)
        .where(eq(seoMeta.page, page));
      if (!row) return null;
      const { ur, ...entry } = row;
      return textsInLanguage(entry, ur, seoUrdu.shape, language);
    },

    /** Entries with a share image (media's "used by"). */
    async listMediaReferences() {
      const rows = await db
        .select({ page: seoMeta.page, ogImage: seoMeta.ogImage })
        .from(seoMeta)
        .orderBy(asc(seoMeta.page));
      return rows
        .filter((row) => row.ogImage)
        .map((row) => ({
          kind: 'seo' as const,
          label: `Share image of ${row.page}`,
          href: '/admin/seo',
          value: row.ogImage,
        }));
    },

    async listSeo(): Promise<SeoEntryRecord[]> {
      const rows = await db.select().from(seoMeta).orderBy(asc(seoMeta.page));
      return rows.map(toSeoEntry);
    },

    /** One entry per page: a page that has one already is a 409, also when a parallel create won. */
    async createSeo(input: SeoCreateInput, actor: Actor): Promise<SeoEntryRecord> {
      const taken = new ConflictError(seoTakenMessage(input.page));
      try {
        return await withAudit(db, actor, { entity: 'seo', action: 'create' }, async (tx) => {
          const [existing] = await tx
            .select({ id: seoMeta.id })
            .from(seoMeta)
            .where(eq(seoMeta.page, input.page));
          if (existing) throw taken;
          const [row] = await tx
            .insert(seoMeta)
            .values({
              page: input.page,
              title: input.title,
              description: input.description,
              keywords: input.keywords,
              ogImage: input.ogImage ?? null,
              ogTitle: input.ogTitle ?? null,
              ogDescription: input.ogDescription ?? null,
              ur: input.ur ?? null,
            })
            .returning();
          return { result: toSeoEntry(row!), entityId: row!.id, before: null, after: seoSummary(row!) };
        });
      } catch (error) {
        throw isUniqueViolation(error, 'seo_meta_page_key') ? taken : error;
      }
    },

    /** The page is immutable (back-office §3): the body may repeat it, never change it. */
    async updateSeo(page: string, patch: SeoPatchInput, actor: Actor): Promise<SeoEntryRecord> {
      if (patch.page !== undefined && patch.page !== page) throw new InputError(SEO_MESSAGES.pageImmutable);
      return withAudit(db, actor, { entity: 'seo', action: 'update' }, async (tx) => {
        const [current] = await tx.select().from(seoMeta).where(eq(seoMeta.page, page)).for('update');
        if (!current) throw new NotFoundError(SEO_MESSAGES.notFound);
        const [row] = await tx
          .update(seoMeta)
          // drizzle leaves out what is undefined: a field the body does not name keeps its value.
          .set({
            title: patch.title,
            description: patch.description,
            keywords: patch.keywords,
            ogImage: patch.ogImage,
            ogTitle: patch.ogTitle,
            ogDescription: patch.ogDescription,
            ur: patch.ur,
            updatedAt: new Date(),
          })
          .where(eq(seoMeta.id, current.id))
          .returning();
        return {
          result: toSeoEntry(row!),
          entityId: current.id,
          before: seoSummary(current),
          after: seoSummary(row!),
        };
      });
    },

    /** The page falls back to its own title and description. */
    async deleteSeo(page: string, actor: Actor): Promise<void> {
      await withAudit(db, actor, { entity: 'seo', action: 'delete' }, async (tx) => {
        const [deleted] = await tx.delete(seoMeta).where(eq(seoMeta.page, page)).returning();
        if (!deleted) throw new NotFoundError(SEO_MESSAGES.notFound);
        return { result: undefined, entityId: deleted.id, before: seoSummary(deleted), after: null };
      });
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
