import { sql } from 'drizzle-orm';
import { DASHBOARD_INVENTORY_ALERTS } from '../../../common/admin/dashboard-schemas';
import { LOW_STOCK_THRESHOLD } from '../../../common/catalog/categories';
import { sqlConstant } from '../../db/sql-constant';
import { products } from './catalog.tables';

export type StockFigures = {
  products: number;
  lowStock: number;
  outOfStock: number;
  inventoryAlerts: { id: string; name: string; slug: string; stock: number }[];
};

const LOW = sqlConstant(LOW_STOCK_THRESHOLD);

/**
 * The catalogue's part of the dashboard (back-office §2, §9), as one JSON value for the dashboard's one
 * statement: how many products, how many low (1 to 10) and out of stock (0), and up to five products
 * with 10 or fewer, lowest first. No parameters, so the prepared statement's plan is kept.
 */
export const stockFiguresJson = sql<StockFigures>`(
  SELECT json_build_object(
    'products', count(*)::int,
    'lowStock', (count(*) FILTER (WHERE ${products.stock} BETWEEN 1 AND ${LOW}))::int,
    'outOfStock', (count(*) FILTER (WHERE ${products.stock} <= 0))::int,
    'inventoryAlerts', (
      SELECT coalesce(json_agg(alert ORDER BY alert.stock, alert.name, alert.id), '[]'::json)
      FROM (
        SELECT ${products.id} AS id, ${products.name} AS name, ${products.slug} AS slug,
          ${products.stock} AS stock
        FROM ${products} WHERE ${products.stock} <= ${LOW}
        ORDER BY ${products.stock}, ${products.name}, ${products.id}
        LIMIT ${sqlConstant(DASHBOARD_INVENTORY_ALERTS)}
      ) AS alert))
  FROM ${products})`;
