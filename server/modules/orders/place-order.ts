import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import { fromPaisa, toPaisa } from '../../../common/money';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { checkOrderCaps, priceProducts, takeStock } from '../catalog/stock';
import { enqueueMessages } from '../notifications/outbox';
import { chargeLines, loadHomeTiers, type ChargedLine, type PackSource } from './charge-lines';
import { mayMailConfirmation } from './confirmation-allowance';
import { newOrderMessages, type ShopForMessages } from './order-messages';
import { orderItems, orders } from './orders.tables';

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

/**
 * Places an order (DESIGN.md §4), as one transaction of named steps:
 * 1. price every line from the shop's own prices and packs (the client's prices and total are ignored);
 * 2. take the stock atomically (a shortfall answers 409 and nothing is written);
 * 3. write the order, its lines as charged, and the first status-history entry;
 * 4. write its notifications to the outbox, delivered after commit.
 * A repeated Idempotency-Key returns the first order instead of placing a second; the same key with a
 * different order is refused (422). Every product's per-order cap is checked before stock is taken, and
 * the shopper's confirmation mail respects the hourly allowance per address and phone.
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
  const [shop, homeTiers] = await Promise.all([options.shop(), loadHomeTiers(options.packs, input.items)]);
  const details = input.order;
  try {
    const id = await db.transaction(async (tx) => {
      const priced = await priceProducts(tx, [...new Set(input.items.map((item) => item.productId))]);
      const charged = chargeLines(input.items, priced, homeTiers, shop.currencySymbol);
      const lines = stockNeeded(charged);
      checkOrderCaps(lines, priced);
      await takeStock(tx, lines, priced);
      const mailShopper = await mayMailConfirmation(tx, details);

      const total = fromPaisa(charged.reduce((sum, line) => sum + toPaisa(line.price) * line.quantity, 0));
      const [order] = await tx
        .insert(orders)
        .values({
          customerName: details.customerName,
          customerEmail: details.customerEmail ?? null,
          customerPhone: details.customerPhone,
          shippingAddress: details.shippingAddress,
          city: details.city,
          postalCode: details.postalCode ?? null,
          total,
          status: 'pending',
          idempotencyKey: key ?? null,
          idempotencyFingerprint: key ? print : null,
          statusHistory: [
            {
              previousStatus: null,
              status: 'pending',
              changedAt: new Date().toISOString(),
              note: 'Order placed',
              changedBy: null,
            },
          ],
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(charged.map((line) => ({ ...line, orderId: order!.id })));
      await enqueueMessages(
        tx,
        newOrderMessages(
          {
            id: order!.id,
            ...details,
            customerEmail: details.customerEmail ?? null,
            postalCode: details.postalCode ?? null,
            total,
            items: charged,
          },
          shop,
          { mailShopper },
        ),
      );
      return order!.id;
    });
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
