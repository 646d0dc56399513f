import { asc, eq } from 'drizzle-orm';
import { PRODUCT_MESSAGES } from '../../../common/catalog/product-admin-schemas';
import { copyName } from '../../../common/catalog/product-status';
import type { Transaction } from '../../db/client';
import { NotFoundError } from '../../errors';
import { productFaqs, products } from './catalog.tables';
import { uniqueSku, uniqueSlug } from './sku-and-slug';

/** The longest name the product body takes (product-admin-schemas.ts `requiredText('Name', 200)`). */
const MAX_NAME = 200;

/**
 * A copy of a product to start another from (decision 029): a draft named "… (copy)" with a fresh slug
 * and SKU, the same text, price, flags, images, videos, blocks (plans included), stored FAQs and Urdu
 * version (decision 039) but its Urdu name, which would name the copy as the original. What
 * belongs to the original alone stays behind: its stock (the copy is another item on the shelf, so it
 * starts at 0), its reviews and rating, its old addresses, its version.
 */
export async function duplicateProductRow(tx: Transaction, id: string) {
  const [source] = await tx.select().from(products).where(eq(products.id, id));
  if (!source) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  const name = copyName(source.name.slice(0, MAX_NAME - copyName('').length).trimEnd());
  const [slug, sku] = await Promise.all([uniqueSlug(tx, name), uniqueSku(tx, source.category, name)]);
  const {
    id: _id,
    slug: _slug,
    sku: _sku,
    name: _name,
    stock: _stock,
    rating: _rating,
    reviewCount: _reviews,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ur,
    ...copied
  } = source;
  const { name: _urduName, ...urdu } = ur ?? {};
  const [copy] = await tx
    .insert(products)
    .values({ ...copied, name, slug, sku, status: 'draft', ur: Object.keys(urdu).length ? urdu : null })
    .returning();
  const faqs = await tx
    .select()
    .from(productFaqs)
    .where(eq(productFaqs.productId, id))
    .orderBy(asc(productFaqs.order), asc(productFaqs.createdAt));
  if (faqs.length) {
    await tx.insert(productFaqs).values(
      faqs.map(({ question, answer, order, isPublished }) => ({
        productId: copy!.id,
        question,
        answer,
        order,
        isPublished,
      })),
    );
  }
  return { source, copy: copy!, faqsCopied: faqs.length };
}
