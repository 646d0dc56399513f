import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { parseJsonBlock, parsePricingPlans } from '../../../common/catalog/product-blocks';
import type { ProductStatus } from '../../../common/catalog/product-status';
import { productTextsIn } from '../../../common/catalog/product-texts';
import { MAX_LINE_QUANTITY } from '../../../common/orders/checkout-schema';
import { ConflictError, InputError } from '../../errors';
import { products } from './catalog.tables';

/**
 * A pack the shop sells: a pricing plan of a product page, or a tier of the home pricing section. Its
 * label is its name in English, the one orders keep; `urduLabel` is the name its Urdu page shows where
 * it has one (decision 039), which a cart filled on that page names.
 */
export type Pack = { label: string; jars: number; price: number; urduLabel?: string };

/**
 * A product's pricing plans as its pages offer them, in English, each with the name its Urdu page shows
 * where that differs (decision 039): the plans read from the English and from the Urdu over it are the
 * same plans in the same order, only named otherwise.
 */
function plansOf(productBenefits: unknown, ur: unknown): Pack[] {
  const block = parseJsonBlock(productBenefits);
  const english = parsePricingPlans(block?.pricingPlans);
  if (!english.length || !ur) return english;
  const inUrdu = parsePricingPlans(
    productTextsIn({ productBenefits: block }, ur, 'ur').productBenefits?.pricingPlans,
  );
  return english.map((plan, index) => {
    const urduLabel = inUrdu[index]?.label;
    return urduLabel && urduLabel !== plan.label ? { ...plan, urduLabel } : plan;
  });
}

export type PricedProduct = {
  id: string;
  name: string;
  price: string;
  stock: number;
  maxPerOrder: number | null;
  /** A draft is not for sale (decision 029): a shopper's order naming one is refused (`refuseDrafts`). */
  status: ProductStatus;
  /** The product's pricing plans, as its page shows them. */
  plans: Pack[];
};
export type StockLine = { productId: string; quantity: number };

/** The columns an order is priced from; the pricing plans only when a line names one. */
function pricingQuery(db: DbOrTx, withPlans: boolean) {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      maxPerOrder: products.maxPerOrder,
      status: products.status,
      productBenefits: withPlans ? products.productBenefits : sql<null>`null`,
      ur: withPlans ? products.ur : sql<null>`null`,
    })
    .from(products)
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare(withPlans ? 'price_products_with_plans' : 'price_products');
}

/** Built once per database: every order runs the same two statements, prepared once per connection. */
const pricingQueries = new WeakMap<
  DbOrTx,
  { plain: ReturnType<typeof pricingQuery>; withPlans: ReturnType<typeof pricingQuery> }
>();

function pricingQueryFor(db: DbOrTx, withPlans: boolean) {
  let queries = pricingQueries.get(db);
  if (!queries) {
    queries = { plain: pricingQuery(db, false), withPlans: pricingQuery(db, true) };
    pricingQueries.set(db, queries);
  }
  return withPlans ? queries.withPlans : queries.plain;
}

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
  const rows = await pricingQueryFor(db, withPlans).execute({ ids });
  const found = new Map(
    rows.map(({ productBenefits, ur, ...row }) => [
      row.id,
      { ...row, plans: withPlans ? plansOf(productBenefits, ur) : [] },
    ]),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw new InputError(
      NO_LONGER_AVAILABLE,
      missing.map((id) => `Unknown product: ${id}`),
    );
  }
  return found;
}

/** What a shopper is told when the cart names a product the shop does not sell (now). */
export const NO_LONGER_AVAILABLE = 'Some products in your cart are no longer available';

/**
 * Refuses a shopper's order that names a draft (decision 029), whole (400) and before anything is
 * written, as one naming a product the shop no longer has: a draft is not on the shop, whatever a cart
 * filled before it was unpublished still holds. A product unpublished after this read and before the
 * order's statement is sold, the same race as a price changed meanwhile (place-order.ts).
 */
export function refuseDrafts(priced: Map<string, PricedProduct>): void {
  const drafts = [...priced.values()].filter((product) => product.status === 'draft');
  if (drafts.length) {
    throw new InputError(
      NO_LONGER_AVAILABLE,
      drafts.map((product) => `Not on sale: ${product.name}`),
    );
  }
}

/**
 * Refuses an order that takes more of a product than one order may: the product's own cap,
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
 * The value of `stockTake`'s `wanted` parameter: for each order of a write, in turn, each of its products
 * once with the units it takes.
 */
export function stockWanted(orders: StockLine[][]): string {
  return JSON.stringify(
    orders.flatMap((lines, n) => lines.map((line) => ({ n, id: line.productId, quantity: line.quantity }))),
  );
}

/**
 * The stock take of one or more orders, as common table expressions for their one statement
 * (order-write.ts), which writes the orders `stock_orders_taken` names. `wanted` is the statement's
 * parameter holding `stockWanted(orders)` (a placeholder: the statement is built once).
 * - `stock_locked (id, stock)`: every product of the orders, locked in id order (so two writes never wait
 *   on each other) and read as it is now, after any write that held the lock before;
 * - `stock_orders_taken (n)`: the orders, by their place in `wanted`, whose stock is taken: an order is
 *   taken when every one of its products is still there with enough stock for it and for the same
 *   product's lines of the orders before it, and every order before it was taken. The first that is not
 *   ends the run (one order's verdict never depends on a later one's);
 * - `stock_taken (product_id, stock_before, stock_after)`: `UPDATE … SET stock = stock - q` (DESIGN.md §4)
 *   of what those orders take, each product once, with its stock either side of the take (what
 *   `lowStockAlerts` of low-stock.ts reads). The check `stock >= 0` of the table stands behind the count
 *   above.
 * `FOR NO KEY UPDATE` is the lock the UPDATE takes anyway: it leaves other orders' foreign-key checks on
 * the product (their lines) free. The lock is held until the statement commits; no round trip to the
 * server process happens while it is held.
 */
export function stockTake(wanted: SQLWrapper): SQL {
  return sql`stock_wanted AS (
      SELECT * FROM jsonb_to_recordset(${wanted}::jsonb) AS w(n integer, id uuid, quantity integer)
    ),
    stock_locked AS (
      SELECT p.id, p.stock
      FROM ${products} p
      WHERE p.id IN (SELECT id FROM stock_wanted)
      ORDER BY p.id
      FOR NO KEY UPDATE OF p
    ),
    stock_fits AS (
      SELECT w.n, coalesce(
          l.stock >= sum(w.quantity) OVER (PARTITION BY w.id ORDER BY w.n), false) AS fits
      FROM stock_wanted w LEFT JOIN stock_locked l ON l.id = w.id
    ),
    stock_orders_taken AS (
      SELECT n FROM (
        SELECT n, bool_and(bool_and(fits)) OVER (ORDER BY n) AS taken FROM stock_fits GROUP BY n
      ) orders_in_turn
      WHERE taken
    ),
    stock_taken AS (
      UPDATE ${products} p SET stock = p.stock - t.quantity
      FROM (
        SELECT w.id, sum(w.quantity) AS quantity
        FROM stock_wanted w JOIN stock_orders_taken o ON o.n = w.n
        GROUP BY w.id
      ) t
      WHERE p.id = t.id
      RETURNING p.id AS product_id, p.stock + t.quantity AS stock_before, p.stock AS stock_after
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
