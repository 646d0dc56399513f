import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { productSlugRedirects, products } from './catalog.tables';

/**
 * A product's old addresses (decision 029): when its slug changes, `/product/{old}` keeps working and
 * answers 301 to its address now. Each old slug names the product, not the slug that replaced it, so a
 * chain of renames (a → b → c) leads from a and from b straight to c.
 */

/**
 * A product takes `slug` (created with it, or renamed to it): an old address of any product with that
 * slug goes, so the product that holds a slug always wins over an old address.
 */
export async function claimSlug(tx: Transaction, slug: string): Promise<void> {
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, slug));
}

/** A product's slug changed from `from` to `to`: `to` is claimed, and `from` now leads to the product. */
export async function moveSlug(tx: Transaction, productId: string, from: string, to: string): Promise<void> {
  await claimSlug(tx, to);
  await tx
    .insert(productSlugRedirects)
    .values({ slug: from, productId })
    .onConflictDoUpdate({
      target: productSlugRedirects.slug,
      set: { productId, createdAt: sql`now()` },
    });
}

/** The old slugs of each product named, newest first (the editor lists them). */
export async function oldSlugsOf(db: DbOrTx, productIds: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select({ slug: productSlugRedirects.slug, productId: productSlugRedirects.productId })
    .from(productSlugRedirects)
    .where(inArray(productSlugRedirects.productId, productIds))
    .orderBy(desc(productSlugRedirects.createdAt), productSlugRedirects.slug);
  for (const row of rows) found.set(row.productId, [...(found.get(row.productId) ?? []), row.slug]);
  return found;
}

/**
 * The slug a shopper's old address leads to now, or null: when no product had it, and when the product
 * it led to is a draft (a draft is not on the shop, under any address).
 */
export async function currentSlugFor(db: DbOrTx, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(eq(productSlugRedirects.slug, oldSlug), eq(products.status, 'published')));
  return row?.slug ?? null;
}
