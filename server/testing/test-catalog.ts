import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { products } from '../db/schema';

/** Inserts a product with just what ordering needs; slugs and SKUs are made unique per call. */
export async function addProduct(
  db: Database,
  fields: { name: string; price: string; stock: number; maxPerOrder?: number },
) {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(products)
    .values({
      ...fields,
      slug: `${fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`,
      sku: `TEST-${suffix}`,
      category: 'Natural Foods',
    })
    .returning();
  return row!;
}

let bodies = 0;

/**
 * The least POST /api/admin/products needs, with a name of its own each call (slug and SKU are then
 * made from it), and anything over it.
 */
export function newProductBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Test Product ${++bodies}`,
    description: 'A product made by a test.',
    category: 'Natural Foods',
    price: '1000.00',
    stock: 10,
    ...overrides,
  };
}

/** A product's stock as the database holds it now. */
export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

/** A checkout form that passes every rule of storefront §5. */
export const VALID_CUSTOMER = {
  customerName: 'Ayesha Khan',
  customerEmail: 'ayesha@example.pk',
  customerPhone: '+92 300 1234567',
  shippingAddress: 'House 12, Street 4, F-7/2',
  city: 'Islamabad',
  postalCode: '44000',
};
