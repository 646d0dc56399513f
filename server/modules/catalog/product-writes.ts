import { and, count, eq, sql } from 'drizzle-orm';
import {
  MAX_GALLERY_IMAGES,
  MAX_STOCK,
  PRODUCT_BLOCK_FIELDS,
  PRODUCT_MESSAGES,
  skuTakenMessage,
  slugTakenMessage,
  type AdminProduct,
  type ProductBlockField,
  type ProductInput,
  type ProductPatch,
} from '../../../common/catalog/product-admin-schemas';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import { urduTextCount } from '../../../common/i18n/urdu-version';
import type { DbOrTx, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, InputError, NotFoundError } from '../../errors';
import { productFaqs, productReviews, products } from './catalog.tables';
import { assertFree, skuOwner, slugOwner, uniqueSku, uniqueSlug } from './sku-and-slug';
import { claimSlug, moveSlug } from './slug-redirects';

export type ProductRow = typeof products.$inferSelect;
type JsonBlock = Record<string, unknown>;

/**
 * A row as the admin API answers it (common/catalog/product-admin-schemas.ts `adminProductSchema`), with
 * its old slugs (slug-redirects.ts), newest first.
 */
export function toAdminProduct(row: ProductRow, oldSlugs: string[] = []): AdminProduct {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    status: row.status,
    oldSlugs,
    description: row.description,
    price: row.price,
    costPrice: row.costPrice,
    image: row.image,
    images: row.images,
    videos: row.videos,
    stock: row.stock,
    maxPerOrder: row.maxPerOrder,
    category: row.category,
    benefits: row.benefits,
    ingredients: row.ingredients,
    usageInstructions: row.usageInstructions,
    productStory: row.productStory,
    isNewArrival: row.isNewArrival,
    isFeatured: row.isFeatured,
    isBestSeller: row.isBestSeller,
    isOnSale: row.isOnSale,
    rating: row.rating,
    reviewCount: row.reviewCount,
    productHeroSection: row.productHeroSection ?? null,
    productBenefits: row.productBenefits ?? null,
    productIngredients: row.productIngredients ?? null,
    productFaqs: row.productFaqs ?? null,
    productTestimonials: row.productTestimonials ?? null,
    productShipping: row.productShipping ?? null,
    productHowToUse: row.productHowToUse ?? null,
    supplementFacts: row.supplementFacts ?? null,
    productHoneyPromotion: row.productHoneyPromotion ?? null,
    ur: row.ur ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a product: who it is and the figures staff change most. */
export const productSummary = (row: ProductRow): AuditSummary => ({
  name: row.name,
  slug: row.slug,
  sku: row.sku,
  status: row.status,
  category: row.category,
  price: row.price,
  costPrice: row.costPrice,
  stock: row.stock,
  version: row.version,
  /** How many of its words have an Urdu version (decision 039). */
  urduTexts: urduTextCount(row.ur),
});

/** The blocks a body names: null clears one, a missing one is left as it is. */
function blockColumns(body: Partial<Record<ProductBlockField, JsonBlock | null | undefined>>) {
  const columns: Partial<Record<ProductBlockField, JsonBlock | null>> = {};
  for (const field of PRODUCT_BLOCK_FIELDS) {
    const value = body[field];
    if (value !== undefined) columns[field] = value;
  }
  return columns;
}

function checkGallery(image: string | null, images: string[]) {
  if ((image ? 1 : 0) + images.length > MAX_GALLERY_IMAGES) {
    throw new InputError(PRODUCT_MESSAGES.tooManyImages);
  }
}

/** The slug and SKU a save tried to use, for the answer when the unique indexes refuse them. */
export type Attempted = { slug?: string; sku?: string; excludeId?: string };

/**
 * A unique violation on slug or SKU (another save took it between our check and our write) as the same
 * 409 the check gives, naming the value and its product. Anything else is returned as it is.
 */
export async function conflictFromUniqueViolation(
  db: DbOrTx,
  error: unknown,
  { slug, sku, excludeId }: Attempted,
): Promise<unknown> {
  if (!isUniqueViolation(error, 'products_slug_key') && !isUniqueViolation(error, 'products_sku_key')) {
    return error;
  }
  const slugHolder = slug === undefined ? undefined : await slugOwner(db, slug, excludeId);
  if (slugHolder) return new ConflictError(slugTakenMessage(slug!, slugHolder.name));
  const skuHolder = sku === undefined ? undefined : await skuOwner(db, sku, excludeId);
  if (skuHolder) return new ConflictError(skuTakenMessage(sku!, skuHolder.name));
  return new ConflictError(
    'Another product was saved with the same slug or SKU at the same time. Try again.',
  );
}

/** POST: an empty slug or SKU is made from the name (and category); a taken one is a 409 naming it. */
export async function insertProduct(tx: Transaction, input: ProductInput, attempted: Attempted) {
  const slug = input.slug || (await uniqueSlug(tx, input.name));
  const sku = input.sku || (await uniqueSku(tx, input.category, input.name));
  Object.assign(attempted, { slug, sku });
  await assertFree(tx, { slug, sku });
  checkGallery(input.image, input.images);
  await claimSlug(tx, slug);
  const [row] = await tx
    .insert(products)
    .values({
      name: input.name,
      slug,
      sku,
      status: input.status,
      description: input.description,
      category: input.category,
      price: input.price,
      costPrice: input.costPrice,
      stock: input.stock,
      image: input.image,
      images: input.images,
      videos: input.videos,
      isNewArrival: input.isNewArrival,
      isFeatured: input.isFeatured,
      isBestSeller: input.isBestSeller,
      isOnSale: input.isOnSale,
      maxPerOrder: input.maxPerOrder,
      benefits: input.benefits,
      ingredients: input.ingredients,
      usageInstructions: input.usageInstructions,
      productStory: input.productStory,
      productHeroSection: input.productHeroSection ?? null,
      productBenefits: input.productBenefits ?? null,
      productIngredients: input.productIngredients ?? null,
      productFaqs: input.productFaqs ?? null,
      productTestimonials: input.productTestimonials ?? null,
      supplementFacts: input.supplementFacts ?? null,
      productHoneyPromotion: input.productHoneyPromotion ?? null,
      productShipping: input.productShipping ?? null,
      productHowToUse: input.productHowToUse ?? null,
      ur: input.ur,
    })
    .returning();
  return row!;
}

/** The row, locked until the transaction ends: orders taking its stock and other saves wait for us. */
async function lockProduct(tx: Transaction, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  return row;
}

/**
 * The versions a save was made against (decision 016): the body's `version` and the If-Match header's,
 * each optional. Neither is the spec's last write.
 */
export type ExpectedVersions = { body?: number; ifMatch?: number[] };

function isStale(current: number, expected: ExpectedVersions): boolean {
  if (expected.body !== undefined && expected.body !== current) return true;
  return expected.ifMatch !== undefined && !expected.ifMatch.includes(current);
}

/**
 * How a save moves the stock, decided under the row lock: by the editor's change (`stock - stockLoaded`)
 * from whatever orders left, or, for `stock` alone, to that figure (the spec's meaning). A change that
 * would go below 0 is a 409 that says how many are left.
 */
function stockMove(current: ProductRow, stock: number | undefined, stockLoaded: number | undefined) {
  if (stock === undefined) return { stockChange: 0, set: undefined };
  if (stockLoaded === undefined) return { stockChange: stock - current.stock, set: stock };
  const stockChange = stock - stockLoaded;
  const stockAfter = current.stock + stockChange;
  if (stockAfter < 0) {
    throw new ConflictError(
      `Only ${current.stock} of ${current.name} are in stock now (orders may have taken some since you ` +
        `opened it), so stock cannot go down by ${-stockChange}. Reload the product to see the current stock.`,
    );
  }
  if (stockAfter > MAX_STOCK) throw new InputError('Stock is too large');
  return { stockChange, set: stockChange !== 0 ? sql`${products.stock} + ${stockChange}` : undefined };
}

/**
 * PATCH (decision 016). The row is locked first, so orders and other saves queue behind this one, then:
 * a version the client said it loaded (body or If-Match) other than the current one is a 409 and nothing
 * changes; the stock moves as `stockMove` says; the version goes up by one. Orders taking stock never
 * touch the version.
 */
export async function updateProductRow(
  tx: Transaction,
  id: string,
  patch: ProductPatch,
  expected: ExpectedVersions,
  attempted: Attempted,
) {
  const current = await lockProduct(tx, id);
  if (isStale(current.version, expected)) throw new ConflictError(PRODUCT_MESSAGES.stale);

  const { version: _version, stock, stockLoaded, slug, sku, ...fields } = patch;
  const name = fields.name ?? current.name;
  const category = fields.category ?? current.category;
  const nextSlug = slug === undefined ? undefined : slug || (await uniqueSlug(tx, name, id));
  const nextSku = sku === undefined ? undefined : sku || (await uniqueSku(tx, category, name));
  Object.assign(attempted, { slug: nextSlug, sku: nextSku, excludeId: id });
  await assertFree(
    tx,
    {
      slug: nextSlug !== undefined && nextSlug !== current.slug ? nextSlug : undefined,
      sku: nextSku !== undefined && nextSku !== current.sku ? nextSku : undefined,
    },
    id,
  );
  checkGallery(
    fields.image !== undefined ? fields.image : current.image,
    fields.images !== undefined ? fields.images : current.images,
  );

  const { stockChange, set: stockSet } = stockMove(current, stock, stockLoaded);

  const [row] = await tx
    .update(products)
    // drizzle leaves out what is undefined: a field the body does not name keeps its value.
    .set({
      name: fields.name,
      description: fields.description,
      category: fields.category,
      status: fields.status,
      price: fields.price,
      costPrice: fields.costPrice,
      image: fields.image,
      images: fields.images,
      videos: fields.videos,
      isNewArrival: fields.isNewArrival,
      isFeatured: fields.isFeatured,
      isBestSeller: fields.isBestSeller,
      isOnSale: fields.isOnSale,
      maxPerOrder: fields.maxPerOrder,
      benefits: fields.benefits,
      ingredients: fields.ingredients,
      usageInstructions: fields.usageInstructions,
      productStory: fields.productStory,
      ur: fields.ur,
      slug: nextSlug,
      sku: nextSku,
      ...blockColumns(fields),
      stock: stockSet,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    // The version read under the lock: no path writes over a newer one.
    .where(and(eq(products.id, id), eq(products.version, current.version)))
    .returning();
  // Unreachable while the row is locked; kept so that a stale save can never write.
  if (!row) throw new ConflictError(PRODUCT_MESSAGES.stale);
  if (row.slug !== current.slug) await moveSlug(tx, id, current.slug, row.slug);
  return { before: current, after: row, stockChange };
}

/**
 * DELETE: the product's reviews and FAQs go with it (their foreign keys cascade; deleted here by name so
 * the count is known), past order lines keep their name and price and lose only the link (order_items'
 * key is ON DELETE SET NULL), and its media stays in the library.
 */
export async function deleteProductRow(tx: Transaction, id: string) {
  const current = await lockProduct(tx, id);
  const [reviews] = await tx
    .select({ n: count() })
    .from(productReviews)
    .where(eq(productReviews.productId, id));
  const [faqs] = await tx.select({ n: count() }).from(productFaqs).where(eq(productFaqs.productId, id));
  await tx.delete(productReviews).where(eq(productReviews.productId, id));
  await tx.delete(productFaqs).where(eq(productFaqs.productId, id));
  await tx.delete(products).where(eq(products.id, id));
  return { before: current, reviewsDeleted: reviews?.n ?? 0, faqsDeleted: faqs?.n ?? 0 };
}
