import { eq } from 'drizzle-orm';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import { fromPaisa, toPaisa } from '../../../common/money';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { priceProducts, takeStock } from '../catalog/stock';
import { enqueueMessages } from '../notifications/outbox';
import { newOrderMessages, type ShopForMessages } from './order-messages';
import { orderItems, orders } from './orders.tables';

export type PlacedOrder = { id: string; replayed: boolean };

async function findByIdempotencyKey(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
  return row?.id;
}

/** The same product on two cart lines (two plans) is one stock take and one priced line per plan. */
function stockNeeded(items: PlaceOrderInput['items']): Array<{ productId: string; quantity: number }> {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.quantity);
  return [...totals].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Places an order (DESIGN.md §4), as one transaction of named steps:
 * 1. price every line from the shop's own prices (the client's prices and total are ignored);
 * 2. take the stock atomically (a shortfall answers 409 and nothing is written);
 * 3. write the order, its lines as charged, and the first status-history entry;
 * 4. write its notifications to the outbox, delivered after commit.
 * A repeated Idempotency-Key returns the first order instead of placing a second.
 */
export async function placeOrder(
  db: Database,
  input: PlaceOrderInput,
  options: { idempotencyKey?: string; shop: () => Promise<ShopForMessages> },
): Promise<PlacedOrder> {
  const key = options.idempotencyKey;
  if (key) {
    const existing = await findByIdempotencyKey(db, key);
    if (existing) return { id: existing, replayed: true };
  }
  const shop = await options.shop();
  const details = input.order;
  try {
    const id = await db.transaction(async (tx) => {
      const lines = stockNeeded(input.items);
      const priced = await priceProducts(
        tx,
        lines.map((l) => l.productId),
      );
      await takeStock(tx, lines, priced);

      const charged = input.items.map((item) => ({
        productId: item.productId,
        productName: priced.get(item.productId)!.name,
        quantity: item.quantity,
        price: priced.get(item.productId)!.price,
      }));
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
        ),
      );
      return order!.id;
    });
    return { id, replayed: false };
  } catch (error) {
    // Two submits with one key raced past the first lookup: the loser answers with the winner's order.
    if (key && isUniqueViolation(error, 'orders_idempotency_key_key')) {
      const existing = await findByIdempotencyKey(db, key);
      if (existing) return { id: existing, replayed: true };
    }
    throw error;
  }
}
