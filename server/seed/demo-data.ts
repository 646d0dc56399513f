import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  footerLinks,
  navigationLinks,
  productFaqs,
  productReviews,
  products,
  seoMeta,
  siteContent,
  siteFaqs,
  siteIngredients,
  siteSettings,
  siteSupplementFacts,
  siteTestimonials,
} from '../db/schema';
import { demoProducts } from './demo-catalog';
import {
  demoFooterLinks,
  demoIngredients,
  demoNavigationLinks,
  demoProductFaqs,
  demoProductReviews,
  demoSeo,
  demoSettings,
  demoSiteFaqs,
  demoSiteTestimonials,
  demoSupplementFacts,
} from './demo-community';
import { demoContent } from './demo-content';

const HOUR = 60 * 60 * 1000;

/**
 * Writes the demo shop's rows. Every insert skips what already exists (ON CONFLICT DO NOTHING on the
 * natural keys), so it never overwrites anything staff changed. The settings row goes in last: it is
 * the mark that the demo shop was installed, so it is written once and a later start does nothing.
 */
export async function insertDemoData(tx: DbOrTx): Promise<{ products: number }> {
  // Listing order is oldest first: stagger creation times so the catalogue keeps the demo's order.
  const base = Date.now() - demoProducts.length * HOUR;
  const inserted = await tx
    .insert(products)
    .values(
      demoProducts.map((p, i) => ({
        ...p,
        createdAt: new Date(base + i * HOUR),
        updatedAt: new Date(base + i * HOUR),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id, slug: products.slug });
  const idBySlug = new Map(inserted.map((p) => [p.slug, p.id]));

  const reviews = Object.entries(demoProductReviews).flatMap(([slug, list]) => {
    const productId = idBySlug.get(slug);
    return productId
      ? list.map((r, i) => ({ ...r, productId, createdAt: new Date(Date.now() - (i + 1) * 37 * HOUR) }))
      : [];
  });
  if (reviews.length) await tx.insert(productReviews).values(reviews);

  const faqs = Object.entries(demoProductFaqs).flatMap(([slug, list]) => {
    const productId = idBySlug.get(slug);
    return productId ? list.map((f) => ({ ...f, productId })) : [];
  });
  if (faqs.length) await tx.insert(productFaqs).values(faqs);

  await tx.insert(siteContent).values(demoContent).onConflictDoNothing();
  await tx.insert(siteTestimonials).values(demoSiteTestimonials);
  await tx.insert(siteFaqs).values(demoSiteFaqs);
  await tx.insert(siteSupplementFacts).values(demoSupplementFacts);
  await tx.insert(siteIngredients).values(demoIngredients);
  await tx.insert(seoMeta).values(demoSeo).onConflictDoNothing();
  await tx.insert(navigationLinks).values(demoNavigationLinks);
  await tx.insert(footerLinks).values(demoFooterLinks);
  await tx
    .insert(siteSettings)
    .values({ id: 1, ...demoSettings })
    .onConflictDoNothing();
  return { products: inserted.length };
}

export async function isDemoInstalled(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row !== undefined;
}
