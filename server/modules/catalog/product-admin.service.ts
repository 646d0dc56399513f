import { desc, eq } from 'drizzle-orm';
import type { ProductCategory } from '../../../common/catalog/categories';
import {
  PRODUCT_MESSAGES,
  type AdminProduct,
  type ProductInput,
  type ProductPatch,
  type SlugCheck,
} from '../../../common/catalog/product-admin-schemas';
import type { Database, DbOrTx } from '../../db/client';
import { NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { products } from './catalog.tables';
import {
  conflictFromUniqueViolation,
  deleteProductRow,
  insertProduct,
  productSummary,
  toAdminProduct,
  updateProductRow,
  type Attempted,
  type ProductRow,
} from './product-writes';
import { duplicateProductRow } from './product-duplicate';
import { checkSlug, uniqueSku, uniqueSlug } from './sku-and-slug';
import { oldSlugsOf } from './slug-redirects';

/**
 * Product management for the back office (back-office §2, §7). Every write is audited as
 * `product` in its own transaction. The storefront reads the same table with no cache in between, so a
 * saved change is on the shop's next page.
 */
export function createProductAdminService(db: Database) {
  /** A refusal by the unique indexes (a race with another save) becomes the 409 the checks give. */
  async function mapConflicts<T>(attempted: Attempted, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw await conflictFromUniqueViolation(db, error, attempted);
    }
  }

  /** A row as the admin API answers it, with its old slugs read in the same transaction. */
  async function answerOf(tx: DbOrTx, row: ProductRow): Promise<AdminProduct> {
    return toAdminProduct(row, (await oldSlugsOf(tx, [row.id])).get(row.id));
  }

  return {
    /** Every product, drafts included, with every field the editor needs, newest first. */
    async listProducts(): Promise<AdminProduct[]> {
      const rows = await db.select().from(products).orderBy(desc(products.createdAt), desc(products.id));
      const oldSlugs = await oldSlugsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toAdminProduct(row, oldSlugs.get(row.id)));
    },

    async getProduct(id: string): Promise<AdminProduct> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      return answerOf(db, row);
    },

    createProduct(input: ProductInput, actor: Actor): Promise<AdminProduct> {
      const attempted: Attempted = {};
      return mapConflicts(attempted, () =>
        withAudit(db, actor, { entity: 'product', action: 'create' }, async (tx) => {
          const row = await insertProduct(tx, input, attempted);
          return {
            result: await answerOf(tx, row),
            entityId: row.id,
            before: null,
            after: productSummary(row),
          };
        }),
      );
    },

    /** PATCH with the version the editor loaded; stock as a change (decision 016). */
    /** `ifMatch`: the versions an If-Match header named (product-version-tag.ts), if it came with one. */
    updateProduct(id: string, patch: ProductPatch, actor: Actor, ifMatch?: number[]): Promise<AdminProduct> {
      const attempted: Attempted = { excludeId: id };
      const expected = { body: patch.version, ifMatch };
      return mapConflicts(attempted, () =>
        withAudit(db, actor, { entity: 'product', action: 'update', entityId: id }, async (tx) => {
          const { before, after, stockChange } = await updateProductRow(tx, id, patch, expected, attempted);
          return {
            result: await answerOf(tx, after),
            before: productSummary(before),
            after: { ...productSummary(after), stockChange },
          };
        }),
      );
    },

    /**
     * A copy to start another product from, saved as a draft (decision 029; product-duplicate.ts says
     * what is copied). Audited as the copy's creation, naming the original.
     */
    duplicateProduct(id: string, actor: Actor): Promise<AdminProduct> {
      return withAudit(db, actor, { entity: 'product', action: 'create' }, async (tx) => {
        const { source, copy, faqsCopied } = await duplicateProductRow(tx, id);
        return {
          result: toAdminProduct(copy),
          entityId: copy.id,
          before: null,
          after: { ...productSummary(copy), copyOf: source.name, copyOfId: source.id, faqs: faqsCopied },
        };
      });
    },

    /** Reviews and FAQs go with it; order lines keep name and price; media stays in the library. */
    async deleteProduct(id: string, actor: Actor): Promise<void> {
      await withAudit(db, actor, { entity: 'product', action: 'delete', entityId: id }, async (tx) => {
        const { before, reviewsDeleted, faqsDeleted } = await deleteProductRow(tx, id);
        return {
          result: undefined,
          before: { ...productSummary(before), reviews: reviewsDeleted, faqs: faqsDeleted },
          after: null,
        };
      });
    },

    /** GET validate-slug: format, then whether another product (not `excludeId`) holds it. */
    checkSlug(slug: string, excludeId?: string): Promise<SlugCheck> {
      return checkSlug(db, slug, excludeId);
    },

    async generateSku(category: ProductCategory, productName: string): Promise<{ sku: string }> {
      return { sku: await uniqueSku(db, category, productName) };
    },

    async generateSlug(productName: string, excludeId?: string): Promise<{ slug: string }> {
      return { slug: await uniqueSlug(db, productName, excludeId) };
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
