import { and, eq, like, ne, or } from 'drizzle-orm';
import type { ProductCategory } from '../../../common/catalog/categories';
import {
  MAX_SLUG_LENGTH,
  SLUG_LENGTH_RULE,
  SLUG_PATTERN,
  SLUG_RULE,
  skuTakenMessage,
  slugify,
  slugTakenMessage,
  type SlugCheck,
} from '../../../common/catalog/product-admin-schemas';
import { oldAddressTakenNote } from '../../../common/catalog/product-status';
import type { DbOrTx } from '../../db/client';
import { ConflictError } from '../../errors';
import { productSlugRedirects, products } from './catalog.tables';

/** The SKU prefix of each category, as the seeded catalogue spells them (SUP-VITALIX-001, NF-SIDR-007). */
export const SKU_PREFIXES: Record<ProductCategory, string> = {
  Supplements: 'SUP',
  'Natural Foods': 'NF',
  'Dry Fruits': 'DF',
  'Herbal Medicines': 'HM',
};

/** Escapes LIKE's wildcards: a slug holds none, a SKU may hold '_' from elsewhere. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The product (other than `excludeId`) that holds this slug, if any. */
export async function slugOwner(db: DbOrTx, slug: string, excludeId?: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(excludeId ? and(eq(products.slug, slug), ne(products.id, excludeId)) : eq(products.slug, slug));
  return row;
}

/** The product (other than `excludeId`) that holds this SKU, if any. */
export async function skuOwner(db: DbOrTx, sku: string, excludeId?: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(excludeId ? and(eq(products.sku, sku), ne(products.id, excludeId)) : eq(products.sku, sku));
  return row;
}

/**
 * GET validate-slug: the format rule first, then whether another product holds it. A slug that is
 * another product's old address is free, and the answer's `note` says that address will lead here
 * instead (decision 029).
 */
export async function checkSlug(db: DbOrTx, slug: string, excludeId?: string): Promise<SlugCheck> {
  if (slug === '') return { valid: false, error: 'Slug is required' };
  if (slug.length > MAX_SLUG_LENGTH) return { valid: false, error: SLUG_LENGTH_RULE };
  if (!SLUG_PATTERN.test(slug)) return { valid: false, error: SLUG_RULE };
  const owner = await slugOwner(db, slug, excludeId);
  if (owner) return { valid: false, error: slugTakenMessage(slug, owner.name) };
  const [formerOwner] = await db
    .select({ name: products.name })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(
      and(
        eq(productSlugRedirects.slug, slug),
        excludeId ? ne(productSlugRedirects.productId, excludeId) : undefined,
      ),
    );
  return formerOwner
    ? { valid: true, error: null, note: oldAddressTakenNote(slug, formerOwner.name) }
    : { valid: true, error: null };
}

/**
 * A free slug made from the name: "sidr-honey", else "sidr-honey-2", "-3"… A name without any letter
 * or digit gives "product". `excludeId` lets a product keep its own slug. Another product's old address
 * (decision 029) counts as taken here: a made-up slug never takes over an address that still leads
 * somewhere, though staff may type one on purpose.
 */
export async function uniqueSlug(db: DbOrTx, name: string, excludeId?: string): Promise<string> {
  const base = slugify(name) || 'product';
  const [rows, oldRows] = await Promise.all([
    db
      .select({ slug: products.slug })
      .from(products)
      .where(
        and(
          or(eq(products.slug, base), like(products.slug, likePrefix(`${base}-`))),
          excludeId ? ne(products.id, excludeId) : undefined,
        ),
      ),
    db
      .select({ slug: productSlugRedirects.slug })
      .from(productSlugRedirects)
      .where(
        and(
          or(eq(productSlugRedirects.slug, base), like(productSlugRedirects.slug, likePrefix(`${base}-`))),
          excludeId ? ne(productSlugRedirects.productId, excludeId) : undefined,
        ),
      ),
  ]);
  const taken = new Set([...rows, ...oldRows].map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** "Organic Chia Seeds" → "OCS", "Shilajit" → "SHILAJIT": initials of a longer name, else the word. */
function nameCode(name: string): string {
  const words = slugify(name).toUpperCase().split('-').filter(Boolean);
  if (words.length === 0) return 'ITEM';
  if (words.length === 1) return words[0]!.slice(0, 8);
  return words
    .slice(0, 5)
    .map((word) => word[0])
    .join('');
}

/**
 * A free SKU in the catalogue's style: category prefix, name code, and the next number after the
 * highest the shop has used (SUP-OCS-022). Checked against every SKU, so it is unique when answered; a
 * save that races another still meets the unique index (a 409 naming it).
 */
export async function uniqueSku(db: DbOrTx, category: ProductCategory, productName: string): Promise<string> {
  const stem = `${SKU_PREFIXES[category]}-${nameCode(productName)}`;
  const rows = await db.select({ sku: products.sku }).from(products);
  const taken = new Set(rows.map((r) => r.sku));
  const highest = Math.max(0, ...rows.map((r) => Number(/-(\d{1,6})$/.exec(r.sku)?.[1] ?? 0)));
  for (let n = highest + 1; ; n++) {
    const candidate = `${stem}-${String(n).padStart(3, '0')}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Refuses a slug or SKU another product holds (409 naming it and its product). Checked before writing;
 * the unique indexes decide a race, and `conflictFromUniqueViolation` turns that into the same answer.
 */
export async function assertFree(
  db: DbOrTx,
  { slug, sku }: { slug?: string; sku?: string },
  excludeId?: string,
): Promise<void> {
  if (slug !== undefined) {
    const owner = await slugOwner(db, slug, excludeId);
    if (owner) throw new ConflictError(slugTakenMessage(slug, owner.name));
  }
  if (sku !== undefined) {
    const owner = await skuOwner(db, sku, excludeId);
    if (owner) throw new ConflictError(skuTakenMessage(sku, owner.name));
  }
}
