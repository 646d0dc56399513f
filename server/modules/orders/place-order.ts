import { eq, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import { fromPaisa, toPaisa } from '../../../common/money';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, ConflictError } from '../../errors';
import { checkOrderCaps, priceProducts, shortfall, stockTake, type StockLine } from '../catalog/stock';
import { enqueueMessagesWhere } from '../notifications/outbox-statement';
import type { OutboxMessage } from '../notifications/outbox';
import { chargeLines, loadHomeTiers, type ChargedLine, type PackSource } from './charge-lines';
import { mayMailConfirmation } from './confirmation-allowance';
import { newOrderMessages, type ShopForMessages } from './order-messages';
import { orderItems, orders, type StatusHistoryEntry } from './orders.tables';

export type PlacedOrder = { id: string; replayed: boolean };

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Send a new key for a new order.';

/**
 * What makes two requests "the same order" for an Idempotency-Key (the IETF idempotency-key draft):
 * the details and the lines the server acts on. Fields the server ignores (the client's prices and
 * total, line names) are left out, so a retry that recomputed them still matches.
 */
function fingerprint(input: PlaceOrderInput): string {
  const meaningful = {
    order: { ...input.order, total: undefined },
    items: input.items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      plan: item.plan,
    })),
  };
  return createHash('sha256').update(JSON.stringify(meaningful)).digest('base64url');
}

/** The order an earlier request with this key placed; a different request under the same key is a 422. */
async function replay(db: Database, key: string, print: string): Promise<PlacedOrder | undefined> {
  const [row] = await db
    .select({ id: orders.id, print: orders.idempotencyFingerprint })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!row) return undefined;
  if (row.print !== print) throw new AppError(422, IDEMPOTENCY_KEY_REUSED);
  return { id: row.id, replayed: true };
}

/** The same product on two lines (two plans) is one stock take of every unit the lines hold. */
function stockNeeded(lines: ChargedLine[]): Array<{ productId: string; quantity: number }> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity * line.packSize);
  }
  return [...totals].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
type Rows<T> = { rows: T[] };

/**
 * The order's one write, a single statement and so a single transaction: take the stock (`stockTake`,
 * products locked in id order), and only if every line could be taken, write the order with its first
 * history entry, its lines as charged, and its notifications to the outbox. A shortfall writes nothing
 * and answers what each product has left, read under the lock. No round trip to this process happens while the products are locked: the
 * row lock of a product everyone is buying lasts the rest of this statement and its commit.
 */
async function writeOrder(
  db: Database,
  order: {
    id: string;
    details: PlaceOrderInput['order'];
    total: string;
    idempotency: { key: string; print: string } | null;
    lines: ChargedLine[];
    stock: StockLine[];
    messages: OutboxMessage[];
  },
): Promise<{ ok: boolean; stock: Record<string, number> }> {
  const { details } = order;
  const history: StatusHistoryEntry[] = [
    {
      previousStatus: null,
      status: 'pending',
      changedAt: new Date().toISOString(),
      note: 'Order placed',
      changedBy: null,
    },
  ];
  const lines = JSON.stringify(order.lines);
  const result = await db.execute(sql`WITH ${stockTake(order.stock)},
    placed AS (
      INSERT INTO ${orders} (id, customer_name, customer_email, customer_phone, shipping_address, city,
        postal_code, total, status, idempotency_key, idempotency_fingerprint, status_history)
      SELECT ${order.id}::uuid, ${details.customerName}::text, ${details.customerEmail ?? null}::text,
        ${details.customerPhone}::text, ${details.shippingAddress}::text, ${details.city}::text,
        ${details.postalCode ?? null}::text, ${order.total}::numeric, 'pending',
        ${order.idempotency?.key ?? null}::text, ${order.idempotency?.print ?? null}::text,
        ${JSON.stringify(history)}::jsonb
      WHERE (SELECT ok FROM stock_ok)
      RETURNING id
    ),
    placed_lines AS (
      INSERT INTO ${orderItems} (order_id, product_id, product_name, quantity, price, pack_size)
      SELECT placed.id, l."productId", l."productName", l.quantity, l.price, l."packSize"
      FROM placed, jsonb_to_recordset(${lines}::jsonb)
        AS l("productId" uuid, "productName" text, quantity integer, price numeric, "packSize" integer)
    ),
    placed_messages AS (${enqueueMessagesWhere(order.messages, sql`EXISTS (SELECT FROM placed)`)})
    SELECT (SELECT ok FROM stock_ok) AS ok,
      (SELECT coalesce(jsonb_object_agg(id, stock), '{}'::jsonb) FROM stock_locked) AS stock`);
  const [row] = (result as unknown as Rows<{ ok: boolean; stock: Record<string, number> }>).rows;
  return row!;
}

/**
 * Places an order (DESIGN.md §4):
 * 1. read what the order needs, at once: the shop's settings, the home page's packs when a line names
 *    one, the products' prices, packs and stock, and whether the shopper may be mailed a confirmation;
 * 2. price every line from the shop's own prices and packs (the client's prices and total are ignored),
 *    check the per-order caps, and refuse at once (409) when the stock just read cannot cover the order;
 * 3. write it all in one statement (`writeOrder`): take the stock atomically and, only then, the order,
 *    its lines as charged, its first status-history entry and its notifications for the outbox, delivered
 *    after commit. A shortfall found under the lock answers 409 and nothing is written.
 * Prices are read before the write, as READ COMMITTED read them inside a transaction too: a price changed
 * between the read and the commit is charged as it was when the order was priced, the same race as ever.
 * A repeated Idempotency-Key returns the first order instead of placing a second; the same key with a
 * different order is refused (422). The shopper's confirmation mail respects the hourly allowance per
 * address and phone.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  options: { idempotencyKey?: string; shop: () => Promise<ShopForMessages>; packs: PackSource },
): Promise<PlacedOrder> {
  const key = options.idempotencyKey;
  const print = fingerprint(input);
  if (key) {
    const earlier = await replay(db, key, print);
    if (earlier) return earlier;
  }
  const details = input.order;
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const withPlans = input.items.some((item) => item.plan?.kind === 'plan');
  const [shop, homeTiers, priced, mailShopper] = await Promise.all([
    options.shop(),
    loadHomeTiers(options.packs, input.items),
    priceProducts(db, ids, { withPlans }),
    mayMailConfirmation(db, details),
  ]);
  const charged = chargeLines(input.items, priced, homeTiers, shop.currencySymbol);
  const lines = stockNeeded(charged);
  checkOrderCaps(lines, priced);
  // Sold out already when read: refused without waiting for the lock (the order came just after the last).
  const short = shortfall(lines, new Map([...priced.values()].map((p) => [p.id, p.stock])), priced);
  if (short) throw short;

  const id = randomUUID();
  const total = fromPaisa(charged.reduce((sum, line) => sum + toPaisa(line.price) * line.quantity, 0));
  const messages = newOrderMessages(
    {
      id,
      ...details,
      customerEmail: details.customerEmail ?? null,
      postalCode: details.postalCode ?? null,
      total,
      items: charged,
    },
    shop,
    { mailShopper },
  );
  try {
    const written = await writeOrder(db, {
      id,
      details,
      total,
      idempotency: key ? { key, print } : null,
      lines: charged,
      stock: lines,
      messages,
    });
    if (!written.ok) {
      throw (
        shortfall(lines, new Map(Object.entries(written.stock)), priced) ??
        new ConflictError('Some products in your cart are no longer available')
      );
    }
    return { id, replayed: false };
  } catch (error) {
    // Two submits with one key raced past the first lookup: the loser answers with the winner's order.
    if (key && isUniqueViolation(error, 'orders_idempotency_key_key')) {
      const earlier = await replay(db, key, print);
      if (earlier) return earlier;
    }
    throw error;
  }
}
