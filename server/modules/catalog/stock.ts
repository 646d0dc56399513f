import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { parseJsonBlock, parsePricingPlans } from '../../../common/catalog/product-blocks';
import { MAX_LINE_QUANTITY } from '../../../common/orders/checkout-schema';
import { ConflictError, InputError } from '../../errors';
import { products } from './catalog.tables';

/** A pack the shop sells: a pricing plan of a product page, or a tier of the home pricing section. */
export type Pack = { label: string; jars: number; price: number };

export type PricedProduct = {
  id: string;
  name: string;
  price: string;
  stock: number;
  maxPerOrder: number | null;
  /** The product's pricing plans, as its page shows them. */
  plans: Pack[];
};
export type StockLine = { productId: string; quantity: number };

/**
 * The products an order names, with the prices the shop charges today. Any id the shop does not know
 * (never existed, or deleted since the cart was filled) refuses the whole order (400).
 */
export async function priceProducts(db: DbOrTx, ids: string[]): Promise<Map<string, PricedProduct>> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      maxPerOrder: products.maxPerOrder,
      productBenefits: products.productBenefits,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const found = new Map(
    rows.map(({ productBenefits, ...row }) => [
      row.id,
      { ...row, plans: parsePricingPlans(parseJsonBlock(productBenefits)?.pricingPlans) },
    ]),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw new InputError(
      'Some products in your cart are no longer available',
      missing.map((id) => `Unknown product: ${id}`),
    );
  }
  return found;
}

/**
 * Refuses an order that takes more of a product than one order may (issue 9): the product's own cap,
 * else the shop-wide one, in stock units (a 3-jar bundle is 3). Checked before any stock is taken.
 */
export function checkOrderCaps(lines: StockLine[], priced: Map<string, PricedProduct>): void {
  for (const line of lines) {
    const product = priced.get(line.productId)!;
    const cap = product.maxPerOrder ?? MAX_LINE_QUANTITY;
    if (line.quantity > cap) {
      throw new InputError(`You can order at most ${cap} of ${product.name} at a time`);
    }
  }
}

/**
 * Takes stock for every line inside the caller's transaction, each with one conditional UPDATE
 * (DESIGN.md §4): the row lock makes concurrent orders queue, and the `stock >= quantity` guard makes the
 * loser of a race fail instead of going negative. Lines are taken in id order so two orders can never
 * wait on each other. A shortfall throws 409 naming the product and what is left, and the caller's
 * transaction rolls back whatever was taken before it.
 */
export async function takeStock(
  tx: Transaction,
  lines: StockLine[],
  names: Map<string, PricedProduct>,
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, line.productId));
      const available = row?.stock ?? 0;
      const name = names.get(line.productId)?.name ?? 'A product';
      throw new ConflictError(
        available === 0
          ? `${name} is out of stock`
          : `Only ${available} of ${name} available, you asked for ${line.quantity}`,
      );
    }
  }
}

/** Puts stock back (a cancelled order); lines whose product was deleted since are skipped. */
export async function returnStock(
  tx: Transaction,
  lines: Array<{ productId: string | null; quantity: number }>,
): Promise<void> {
  for (const line of lines) {
    if (!line.productId) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
