import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteContent } from './content.tables';

/** The pages whose content the storefront reads (storefront §7). */
export const PUBLIC_CONTENT_PAGES = ['home', 'products', 'about'] as const;
export type PublicContentPage = (typeof PUBLIC_CONTENT_PAGES)[number];

export type ContentBlock = typeof siteContent.$inferSelect;

export function createContentService(db: Database) {
  return {
    listPublished(page: PublicContentPage): Promise<ContentBlock[]> {
      return db
        .select()
        .from(siteContent)
        .where(and(eq(siteContent.page, page), eq(siteContent.isPublished, true)))
        .orderBy(asc(siteContent.section));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
