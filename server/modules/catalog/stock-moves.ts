import { and, gte, inArray, sql, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ConflictError } from '../../errors';
import { products } from './catalog.tables';
import { crossesLowStock, lowStockAlerts } from './low-stock';
import { returnStock, shortfall, type PricedProduct } from './stock';

/** A product's stock as one change left it: what the low-stock alerts (decision 024) read. */
export type StockMove = { productId: string; name: string; before: number; after: number };

/**
 * Moves stock by a change of units per product (an order edit, decision 022), inside the caller's
 * transaction: positive takes, negative gives back, zero is left alone. The products are locked in id
 * order first, as orders lock them (stock.ts), so an edit and an order for the same products never wait
 * on each other in a cycle; an increase is taken only if the stock covers it, with the same 409 an order
 * gets ("Only 2 of Vitalix available, you asked for 3", counting the units added), before anything is
 * written. A take that brings a product to 10 or below, or to 0, writes its low-stock alert in the same
 * transaction (`lowStockAlerts`, decision 024), as an order's take does. Answers each product's stock
 * before and after.
 */
export async function moveStock(
  tx: Transaction,
  changes: ReadonlyMap<string, number>,
  names: Map<string, PricedProduct>,
): Promise<StockMove[]> {
  const moving = [...changes].filter(([, units]) => units !== 0).map(([productId]) => productId);
  if (!moving.length) return [];
  // FOR NO KEY UPDATE, as orders take it: other orders' lines may still point at these products.
  const locked = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, moving))
    .orderBy(products.id)
    .for('no key update');
  const before = new Map(locked.map((row) => [row.id, row.stock]));
  const takes = moving
    .filter((id) => changes.get(id)! > 0)
    .map((productId) => ({ productId, quantity: changes.get(productId)! }));
  const short = shortfall(takes, before, names);
  if (short) throw short;

  for (const take of takes.sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    // Conditional, as every take of stock is (DESIGN.md §4): the lock makes it hold; the check stays.
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${take.quantity}` })
      .where(and(eq(products.id, take.productId), gte(products.stock, take.quantity)))
      .returning({ id: products.id });
    if (!taken.length) throw new ConflictError('Some products are no longer available');
  }
  const gives = moving
    .filter((id) => changes.get(id)! < 0 && before.has(id))
    .map((productId) => ({ productId, quantity: -changes.get(productId)! }));
  await returnStock(tx, gives);

  // A product deleted since the order was placed has no stock to move: it is not in `locked`.
  const moves = locked.map((row) => ({
    productId: row.id,
    name: row.name,
    before: row.stock,
    after: row.stock - changes.get(row.id)!,
  }));
  const crossings = moves.filter((move) => crossesLowStock(move.before, move.after));
  if (crossings.length) {
    const rows = sql.join(
      crossings.map((move) => sql`(${move.productId}::uuid, ${move.before}::int, ${move.after}::int)`),
      sql`, `,
    );
    await tx.execute(
      lowStockAlerts(sql`(VALUES ${rows}) AS c(product_id, stock_before, stock_after)`, sql`now()`),
    );
  }
  return moves;
}
