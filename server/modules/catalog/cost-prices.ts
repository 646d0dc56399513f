import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from './catalog.tables';

/**
 * The cost price and name of each of these products as they are now (docs/settlements.md, costs), for
 * the reports' cost of goods (docs/reports.md): a product without a cost price is there with null, a
 * deleted one is missing.
 */
export async function readCostPrices(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { name: string; costPrice: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, costPrice: products.costPrice })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}
