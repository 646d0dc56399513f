import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import type { WhatsAppNotSentReason } from '../../../common/orders/whatsapp-not-sent';
import type { Database } from '../../db/client';
import { lowStockAlerts } from '../catalog/low-stock';
import { stockTake, stockWanted, type StockLine } from '../catalog/stock';
import { enqueueMessagesWhere, outboxRowsJson, type OutboxMessage } from '../notifications/outbox';
import type { ChargedLine } from './charge-lines';
import { orderItems, orders, type StatusHistoryEntry } from './orders.tables';

const value = (name: string) => sql.placeholder(name);

/**
 * The write of one or more orders, a single statement and so a single transaction (`writeOrders`):
 * take the stock of the orders that can have it (`stockTake`: their products locked in id order, the
 * orders taken in turn), and write those orders with their first history entry, their lines as charged
 * and their notifications to the outbox, and the low-stock alert of any product whose stock the take
 * brought to 10 or below, or to 0 (`lowStockAlerts`: a task row, so it exists exactly when the stock was
 * taken). An order whose stock is not taken writes nothing. No round trip
 * to this process happens while the products are locked: the row lock of a product everyone is buying
 * lasts the rest of this statement and its commit.
 *
 * Built once, its values placeholders: every write sends the same text, which PostgreSQL parses and
 * plans once per connection (a named prepared statement) instead of once per order, the biggest part of
 * its work for this statement.
 */
const ORDERS_WRITE = new PgDialect().sqlToQuery(sql`WITH ${stockTake(value('stock'))},
    placed AS (
      INSERT INTO ${orders} (id, customer_name, customer_email, customer_phone, shipping_address, city,
        postal_code, total, cod_fee, language, status, idempotency_key, idempotency_fingerprint,
        status_history, whatsapp_not_sent_reason)
      SELECT o.id, o."customerName", o."customerEmail", o."customerPhone", o."shippingAddress", o.city,
        o."postalCode", o.total, o."codFee", o.language, 'pending', o."idempotencyKey",
        o."idempotencyFingerprint", o.history, o."whatsappNotSentReason"
      FROM jsonb_to_recordset(${value('orders')}::jsonb) AS o(n integer, id uuid, "customerName" text,
        "customerEmail" text, "customerPhone" text, "shippingAddress" text, city text, "postalCode" text,
        total numeric, "codFee" numeric, language text, "idempotencyKey" text,
        "idempotencyFingerprint" text, history jsonb, "whatsappNotSentReason" text)
      JOIN stock_orders_taken t ON t.n = o.n
      RETURNING id
    ),
    placed_lines AS (
      INSERT INTO ${orderItems} (order_id, product_id, product_name, quantity, price, pack_size)
      SELECT placed.id, l."productId", l."productName", l.quantity, l.price, l."packSize"
      FROM jsonb_to_recordset(${value('lines')}::jsonb) AS l("orderId" uuid, "productId" uuid,
        "productName" text, quantity integer, price numeric, "packSize" integer)
      JOIN placed ON placed.id = l."orderId"
    ),
    placed_messages AS (${enqueueMessagesWhere(
      { rows: value('messages'), due: value('due') },
      sql`m."orderId" IN (SELECT id FROM placed)`,
    )}),
    stock_alerts AS (${lowStockAlerts(sql`stock_taken`, value('due'))})
    SELECT (SELECT coalesce(jsonb_agg(n), '[]'::jsonb) FROM stock_orders_taken) AS placed,
      (SELECT coalesce(jsonb_object_agg(id, stock), '{}'::jsonb) FROM stock_locked) AS stock`);

/** node-postgres names the statement, so each pooled connection prepares it once; PGlite runs it as is. */
const STATEMENT_NAME = 'place_orders';

/** Made per database handle (a transaction is one too): the prepared query is only a description. */
const prepared = new WeakMap<Database, { execute(values: Record<string, unknown>): Promise<unknown> }>();

export type OrderToWrite = {
  id: string;
  details: PlaceOrderInput['order'];
  total: string;
  /** The Cash on Delivery fee, included in `total` ("0.00" for none). */
  codFee: string;
  idempotency: { key: string; print: string } | null;
  lines: ChargedLine[];
  stock: StockLine[];
  messages: OutboxMessage[];
  /** Why no WhatsApp message to the shop is among `messages` (order-messages.ts `shopWhatsApp`). */
  whatsappNotSentReason?: WhatsAppNotSentReason | null;
};

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
type Rows<T> = { rows: T[] };

/**
 * Writes the orders whose stock can be taken, in the order given (ORDERS_WRITE): `placed[i]` says whether
 * `orders[i]` was written; `stock` is what each product had when locked, before this statement took any.
 * An order is taken when its stock, and that of every order before it, can be: the first that cannot be
 * ends the run, and the orders after it are not written either (the caller writes each of them alone,
 * which decides it exactly).
 */
export async function writeOrders(
  db: Database,
  batch: OrderToWrite[],
): Promise<{ placed: boolean[]; stock: Record<string, number> }> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = db._.session.prepareQuery(ORDERS_WRITE, undefined, STATEMENT_NAME, false);
    prepared.set(db, statement);
  }
  const now = new Date().toISOString();
  const history: StatusHistoryEntry[] = [
    { previousStatus: null, status: 'pending', changedAt: now, note: 'Order placed', changedBy: null },
  ];
  const result = (await statement.execute({
    stock: stockWanted(batch.map((order) => order.stock)),
    orders: JSON.stringify(
      batch.map(({ id, details, total, codFee, idempotency, whatsappNotSentReason }, n) => ({
        n,
        id,
        customerName: details.customerName,
        customerEmail: details.customerEmail ?? null,
        customerPhone: details.customerPhone,
        shippingAddress: details.shippingAddress,
        city: details.city,
        postalCode: details.postalCode ?? null,
        total,
        codFee,
        language: details.language ?? 'en',
        idempotencyKey: idempotency?.key ?? null,
        idempotencyFingerprint: idempotency?.print ?? null,
        history,
        whatsappNotSentReason: whatsappNotSentReason ?? null,
      })),
    ),
    lines: JSON.stringify(
      batch.flatMap((order) => order.lines.map((line) => ({ ...line, orderId: order.id }))),
    ),
    messages: outboxRowsJson(batch.flatMap((order) => order.messages)),
    due: now,
  })) as Rows<{ placed: number[]; stock: Record<string, number> }>;
  const { placed, stock } = result.rows[0]!;
  const taken = new Set(placed);
  return { placed: batch.map((_, n) => taken.has(n)), stock };
}
