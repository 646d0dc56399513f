import { and, asc, eq } from 'drizzle-orm';
import { parsePricingTiers, type PricingTier } from '../../../common/catalog/bundle-pricing';
import { isRecord } from '../../../common/content/fields';
import { LEGAL_PAGES } from '../../../common/content/legal-pages';
import { sectionTextsIn } from '../../../common/content/section-rules';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import type { Database } from '../../db/client';
import { createContentAdmin } from './content-admin';
import { siteContent } from './content.tables';

/** The pages whose content the storefront reads (storefront §7), and the footer's legal pages. */
export const PUBLIC_CONTENT_PAGES = ['home', 'products', 'about', ...LEGAL_PAGES] as const;
export type PublicContentPage = (typeof PUBLIC_CONTENT_PAGES)[number];

/** A section as the shop reads it, in one language (decision 039): its Urdu is in its content or nowhere. */
export type ContentBlock = Omit<typeof siteContent.$inferSelect, 'ur'>;

/** The home page's pricing section (storefront §3 home-vitalix-pricing), whose tiers orders are charged by. */
const HOME_PRICING = { page: 'home', section: 'vitalix-pricing' } as const;

/** The storefront's reads and the back office's content API (content-admin.ts) on one table. */
export function createContentService(db: Database) {
  return {
    ...createContentAdmin(db),

    /** Every section as a record that may name media (media's "used by"). */
    async listMediaReferences() {
      const rows = await db
        .select({ page: siteContent.page, section: siteContent.section, content: siteContent.content })
        .from(siteContent);
      return rows.map((row) => ({
        kind: 'content' as const,
        label: `${row.page} page: ${row.section}`,
        href: `/admin/content?page=${encodeURIComponent(row.page)}`,
        value: row.content,
      }));
    },

    /**
     * The bundles the home page offers, read exactly as the page reads them (published section, else the
     * defaults), so an order is charged what the page showed; each with the name the Urdu home page shows,
     * where it has one (decision 039).
     */
    async listHomePricingTiers(): Promise<Array<PricingTier & { urduName?: string }>> {
      const [row] = await db
        .select({ content: siteContent.content, ur: siteContent.ur })
        .from(siteContent)
        .where(
          and(
            eq(siteContent.page, HOME_PRICING.page),
            eq(siteContent.section, HOME_PRICING.section),
            eq(siteContent.isPublished, true),
          ),
        );
      const content = isRecord(row?.content) ? row.content : {};
      const tiers = parsePricingTiers(content.pricingTiers);
      if (!row?.ur) return tiers;
      const inUrdu = sectionTextsIn(HOME_PRICING.page, HOME_PRICING.section, content, row.ur, 'ur');
      // The same tiers in the same order, only named otherwise.
      const urduTiers = parsePricingTiers(inUrdu.pricingTiers);
      return tiers.map((tier, index) => {
        const urduName = urduTiers[index]?.name;
        return urduName && urduName !== tier.name ? { ...tier, urduName } : tier;
      });
    },

    /**
     * The page's published sections, their words in `language` (decision 039): a page in Urdu reads each
     * section's Urdu version over its English, field by field.
     */
    async listPublishedSections(
      page: PublicContentPage,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<ContentBlock[]> {
      const rows = await db
        .select()
        .from(siteContent)
        .where(and(eq(siteContent.page, page), eq(siteContent.isPublished, true)))
        .orderBy(asc(siteContent.section));
      return rows.map(({ ur, ...row }) => ({
        ...row,
        content: sectionTextsIn(row.page, row.section, row.content, ur, language),
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
