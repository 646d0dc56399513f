import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteFaqs, siteTestimonials } from './community.tables';

/** Site testimonials and FAQs: the storefront sees published rows only, in the staff's order. */
export function createCommunityService(db: Database) {
  return {
    listPublishedTestimonials() {
      return db
        .select()
        .from(siteTestimonials)
        .where(eq(siteTestimonials.isPublished, true))
        .orderBy(asc(siteTestimonials.order), asc(siteTestimonials.createdAt));
    },
    listPublishedFaqs() {
      return db
        .select()
        .from(siteFaqs)
        .where(eq(siteFaqs.isPublished, true))
        .orderBy(asc(siteFaqs.order), asc(siteFaqs.createdAt));
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
