import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seoMeta } from './seo.tables';

export type SeoEntry = Pick<
  typeof seoMeta.$inferSelect,
  'title' | 'description' | 'keywords' | 'ogImage' | 'ogTitle' | 'ogDescription'
>;

export function createSeoService(db: Database) {
  return {
    /** The SEO screen's entry for a page (e.g. 'home', 'products', 'about'), or null when staff set none. */
    async getPageSeo(page: string): Promise<SeoEntry | null> {
      const [row] = await db
        .select({
          title: seoMeta.title,
          description: seoMeta.description,
          keywords: seoMeta.keywords,
          ogImage: seoMeta.ogImage,
          ogTitle: seoMeta.ogTitle,
          ogDescription: seoMeta.ogDescription,
        })
        .from(seoMeta)
        .where(eq(seoMeta.page, page));
      return row ?? null;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
