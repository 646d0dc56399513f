import { eq, inArray, sql, type SQL } from 'drizzle-orm';
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
 * The products an order names, with the prices the shop charges today and the stock they had when read.
 * Any id the shop does not know (never existed, or deleted since the cart was filled) refuses the whole
 * order (400). The pricing plans are read and parsed only when `withPlans` (a line names a plan): parsing a
 * product page's blocks is most of the work of pricing a plain order.
 */
export async function priceProducts(
  db: DbOrTx,
  ids: string[],
  { withPlans }: { withPlans: boolean },
): Promise<Map<string, PricedProduct>> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      maxPerOrder: products.maxPerOrder,
      productBenefits: withPlans ? products.productBenefits : sql<null>`null`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const found = new Map(
    rows.map(({ productBenefits, ...row }) => [
      row.id,
      {
        ...row,
        plans: withPlans ? parsePricingPlans(parseJsonBlock(productBenefits)?.pricingPlans) : [],
      },
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

/** Products are locked in this order by everyone who locks several (orders, cancellations, the CSV import). */
const byProductId = (a: { productId: string }, b: { productId: string }) =>
  a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;

/**
 * The 409 for the first line (in id order) that `available` cannot cover, or null when every line can be
 * taken: "{name} is out of stock", or "Only {n} of {name} available, you asked for {q}". A product missing
 * from `available` (deleted since the order was priced) is out of stock.
 */
export function shortfall(
  lines: StockLine[],
  available: ReadonlyMap<string, number>,
  names: Map<string, PricedProduct>,
): ConflictError | null {
  for (const line of [...lines].sort(byProductId)) {
    const left = available.get(line.productId) ?? 0;
    if (left >= line.quantity) continue;
    const name = names.get(line.productId)?.name ?? 'A product';
    return new ConflictError(
      left === 0
        ? `${name} is out of stock`
        : `Only ${left} of ${name} available, you asked for ${line.quantity}`,
    );
  }
  return null;
}

/**
 * The stock take of an order, as common table expressions for the order's one statement (place-order.ts),
 * which writes the order only where `stock_ok` says so:
 * - `stock_locked (id, stock, quantity)`: every product of the order, locked in id order (so two orders
 *   never wait on each other) and read as it is now, after any order that held the lock before;
 * - `stock_ok (ok)`: true when every product is still there with enough stock for its line;
 * - `stock_taken (id)`: the conditional `UPDATE … SET stock = stock - q WHERE stock >= q` (DESIGN.md §4),
 *   run only when `ok`.
 * `FOR NO KEY UPDATE` is the lock the UPDATE takes anyway: it leaves other orders' foreign-key checks on
 * the product (their lines) free. The lock is held until the statement commits; no round trip to the
 * server process happens while it is held.
 */
export function stockTake(lines: StockLine[]): SQL {
  const wanted = JSON.stringify(lines.map((line) => ({ id: line.productId, quantity: line.quantity })));
  return sql`stock_wanted AS (
      SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS w(id uuid, quantity integer)
    ),
    stock_locked AS (
      SELECT p.id, p.stock, w.quantity
      FROM ${products} p JOIN stock_wanted w ON w.id = p.id
      ORDER BY p.id
      FOR NO KEY UPDATE OF p
    ),
    stock_ok AS (
      SELECT count(*) = ${lines.length} AND coalesce(bool_and(stock >= quantity), false) AS ok
      FROM stock_locked
    ),
    stock_taken AS (
      UPDATE ${products} p SET stock = p.stock - l.quantity
      FROM stock_locked l
      WHERE p.id = l.id AND p.stock >= l.quantity AND (SELECT ok FROM stock_ok)
      RETURNING p.id
    )`;
}

/**
 * Puts stock back (a cancelled order), in id order as orders take it; lines whose product was deleted
 * since are skipped.
 */
export async function returnStock(
  tx: Transaction,
  lines: Array<{ productId: string | null; quantity: number }>,
): Promise<void> {
  const kept = lines.filter((line): line is { productId: string; quantity: number } => !!line.productId);
  for (const line of kept.sort(byProductId)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
