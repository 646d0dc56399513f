import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import { findFlagship } from '../../../common/catalog/bundle-pricing';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import {
  productFaqs,
  productReviews,
  products,
  siteIngredients,
  siteSupplementFacts,
} from './catalog.tables';
import { currentSlugFor } from './slug-redirects';
import { publicStock } from '../../../common/catalog/public-stock';
import { productTextsIn } from '../../../common/catalog/product-texts';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/languages';
import { noteRead, stockTag } from '../../lib/public-cache/answer-reads';

/**
 * A product as the shop may see it, in one language: what it costs the shop stays in the back office,
 * and its Urdu version is not a field of its own but its words, when the shop reads it in Urdu.
 */
export type Product = Omit<typeof products.$inferSelect, 'costPrice' | 'ur'>;

/** A review as the storefront may see it: the reviewer's email stays on the server. */
export type PublicReview = Omit<typeof productReviews.$inferSelect, 'customerEmail' | 'isApproved'>;

/** Every read of this service is the shop's: a draft is not on it (decision 029). */
const onTheShop = eq(products.status, 'published');

/**
 * A product as the shop shows it (decision 030): its stock is the public stock, and reading it notes,
 * for the public answer or page being built, that it shows this product's stock, so that a change of
 * that stock drops it and no other. A product read for its name (the footer) depends on no stock. Its
 * words are in `language` (decision 039): the Urdu where it has one, else the English.
 */
function asShown(
  { costPrice: _cost, ur, ...row }: typeof products.$inferSelect,
  language: Language = DEFAULT_LANGUAGE,
): Product {
  const stock = publicStock(row.stock);
  return Object.defineProperty({ ...productTextsIn(row, ur, language) }, 'stock', {
    enumerable: true,
    configurable: true,
    get() {
      noteRead(stockTag(row.id));
      return stock;
    },
  });
}

export function createCatalogService(db: Database) {
  async function requireProduct(id: string): Promise<void> {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), onTheShop));
    if (!row) throw new NotFoundError('Product not found');
  }

  return {
    /**
     * Products (drafts too: their media is in use), ingredients and supplement facts as records that may
     * name media (media's "used by").
     */
    async listMediaReferences() {
      const [productRows, ingredientRows, factRows] = await Promise.all([
        db.select().from(products),
        db
          .select({ id: siteIngredients.id, name: siteIngredients.name, image: siteIngredients.image })
          .from(siteIngredients),
        db
          .select({
            id: siteSupplementFacts.id,
            name: siteSupplementFacts.productName,
            image: siteSupplementFacts.image,
          })
          .from(siteSupplementFacts),
      ]);
      return [
        ...productRows.map((p) => ({
          kind: 'product' as const,
          label: p.name,
          href: `/admin/products?edit=${p.id}`,
          value: p,
        })),
        ...ingredientRows.map((i) => ({
          kind: 'product' as const,
          label: `Ingredient: ${i.name}`,
          href: '/admin/products',
          value: i.image,
        })),
        ...factRows.map((f) => ({
          kind: 'product' as const,
          label: `Supplement facts: ${f.name}`,
          href: '/admin/products',
          value: f.image,
        })),
      ];
    },

    /**
     * The published products in the storefront's order ("Featured" keeps it): oldest listing first, then
     * by name. The products page (and its search), the home page, the footer, the sitemap and
     * GET /api/products all read this; a page in Urdu passes its language (decision 039).
     */
    async listProducts(options: { limit?: number; language?: Language } = {}): Promise<Product[]> {
      const query = db
        .select()
        .from(products)
        .where(onTheShop)
        .orderBy(asc(products.createdAt), asc(products.name));
      const rows = await (options.limit === undefined ? query : query.limit(options.limit));
      return rows.map((row) => asShown(row, options.language));
    },

    /** The flagship (storefront §1), found among the candidates in the storefront's order, as the home page does. */
    async findFlagshipId(): Promise<string | null> {
      const candidates = await db
        .select({ id: products.id, slug: products.slug, name: products.name })
        .from(products)
        .where(and(onTheShop, or(eq(products.slug, 'vitalix'), ilike(products.name, '%vitalix%'))))
        .orderBy(asc(products.createdAt), asc(products.name));
      return findFlagship(candidates)?.id ?? null;
    },

    /** One published product by its slug, its words in `language` (decision 039). */
    async getProductBySlug(slug: string, language: Language = DEFAULT_LANGUAGE): Promise<Product> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), onTheShop));
      if (!row) throw new NotFoundError('Product not found');
      return asShown(row, language);
    },

    /**
     * Where an old address leads (decision 029): the current slug of the published product that once had
     * `slug`, or null. Asked only when no published product has the slug itself.
     */
    findSlugRedirect(slug: string): Promise<string | null> {
      return currentSlugFor(db, slug);
    },

    /** Approved reviews only, newest first. */
    async listReviews(productId: string): Promise<PublicReview[]> {
      await requireProduct(productId);
      return db
        .select({
          id: productReviews.id,
          productId: productReviews.productId,
          customerName: productReviews.customerName,
          rating: productReviews.rating,
          title: productReviews.title,
          comment: productReviews.comment,
          isVerified: productReviews.isVerified,
          createdAt: productReviews.createdAt,
        })
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.isApproved, true)))
        .orderBy(desc(productReviews.createdAt));
    },

    async listFaqs(productId: string) {
      await requireProduct(productId);
      return db
        .select()
        .from(productFaqs)
        .where(and(eq(productFaqs.productId, productId), eq(productFaqs.isPublished, true)))
        .orderBy(asc(productFaqs.order), asc(productFaqs.createdAt));
    },

    listSupplementFacts() {
      return db
        .select()
        .from(siteSupplementFacts)
        .where(eq(siteSupplementFacts.isPublished, true))
        .orderBy(asc(siteSupplementFacts.order), asc(siteSupplementFacts.createdAt));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
