import { asc, lte, sql } from 'drizzle-orm';
import { DASHBOARD_INVENTORY_ALERTS } from '../../../common/admin/dashboard-schemas';
import { LOW_STOCK_THRESHOLD } from '../../../common/catalog/categories';
import type { DbOrTx } from '../../db/client';
import { products } from './catalog.tables';

/**
 * The catalogue's part of the dashboard (back-office §2, §9): how many products, how many low (1 to 10)
 * and out of stock (0), and up to five products with 10 or fewer, lowest first.
 */
export async function readStockFigures(db: DbOrTx) {
  const [counts] = await db
    .select({
      products: sql<number>`count(*)::int`,
      lowStock: sql<number>`(count(*) FILTER (WHERE ${products.stock} BETWEEN 1 AND ${LOW_STOCK_THRESHOLD}))::int`,
      outOfStock: sql<number>`(count(*) FILTER (WHERE ${products.stock} <= 0))::int`,
    })
    .from(products);
  const inventoryAlerts = await db
    .select({ id: products.id, name: products.name, slug: products.slug, stock: products.stock })
    .from(products)
    .where(lte(products.stock, LOW_STOCK_THRESHOLD))
    .orderBy(asc(products.stock), asc(products.name), asc(products.id))
    .limit(DASHBOARD_INVENTORY_ALERTS);
  return { ...counts!, inventoryAlerts };
}
