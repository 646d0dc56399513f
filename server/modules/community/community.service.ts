import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteFaqs, siteTestimonials } from './community.tables';
import { createFaqsAdmin } from './faqs-admin';
import { createTestimonialsAdmin } from './testimonials-admin';

/**
 * Site testimonials and FAQs: the storefront sees published rows only, in the staff's order; the back
 * office's managers (testimonials-admin.ts, faqs-admin.ts) see and change every row.
 */
export function createCommunityService(db: Database) {
  return {
    ...createTestimonialsAdmin(db),
    ...createFaqsAdmin(db),
    /** Testimonials with a customer picture (media's "used by"). */
    async listMediaReferences() {
      const rows = await db
        .select({ name: siteTestimonials.customerName, image: siteTestimonials.customerImage })
        .from(siteTestimonials);
      return rows
        .filter((row) => row.image)
        .map((row) => ({
          kind: 'testimonial' as const,
          label: `Testimonial: ${row.name}`,
          href: '/admin/testimonials',
          value: row.image,
        }));
    },
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
