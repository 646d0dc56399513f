import { eq } from 'drizzle-orm';
import type { StatusChangeInput } from '../../../common/orders/order-desk-schemas';
import { canChangeStatus, statusChangeRefusal, UNPAID_STATUSES } from '../../../common/orders/statuses';
import type { Database, Transaction } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { returnStock } from '../catalog/stock';
import { enqueueMessages } from '../notifications/outbox';
import type { ShopForMessages } from './order-messages';
import { shippedMessage } from './shipping-message';
import { orderItems, orders, type StatusHistoryEntry } from './orders.tables';

/**
 * Puts an order's stock back (a cancellation or a return) inside the caller's transaction: a bundle line
 * of 1 pack of 3 jars puts 3 jars back (decision 011).
 */
export async function putStockBack(tx: Transaction, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      packSize: orderItems.packSize,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await returnStock(
    tx,
    lines.map((line) => ({ productId: line.productId, quantity: line.quantity * line.packSize })),
  );
}

/**
 * Moves an order along its status path (DESIGN.md §4, decision 005), appending who changed it, when and
 * why to its history, and to the audit trail. Cancelling, or a return from the courier (decision 022),
 * puts the order's stock back in the same transaction; shipping records the courier and tracking number
 * when staff give them (§4), and an order shipped without them reads "courier not recorded". The row is locked first, so two staff members changing one order at once are applied one after
 * the other.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  change: StatusChangeInput,
  actor: Actor,
  /** The shop as its mails name it: with it, a move to shipped mails the shopper (shipping-message.ts). */
  options: { shop?: () => Promise<ShopForMessages> } = {},
) {
  const target = { entity: 'order', action: 'change_status', entityId: orderId } as const;
  // Read before the transaction: on the embedded database its one connection is the transaction's.
  const shop = change.status === 'shipped' && options.shop ? await options.shop() : null;
  return withAudit(db, actor, target, async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        statusHistory: orders.statusHistory,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new NotFoundError('Order not found');
    if (!canChangeStatus(order.status, change.status)) {
      throw new ConflictError(statusChangeRefusal(order.status, change.status));
    }
    const entry: StatusHistoryEntry = {
      previousStatus: order.status,
      status: change.status,
      changedAt: new Date().toISOString(),
      note: change.note?.trim() || null,
      changedBy: actor.username,
      ...(change.courier ? { courier: change.courier, trackingNumber: change.trackingNumber ?? null } : {}),
    };
    if (UNPAID_STATUSES.includes(change.status)) await putStockBack(tx, orderId);
    if (shop) {
      // Shipped with or without a courier: the shopper hears it either way (back-office §2 allows none).
      const shipped = shippedMessage(
        {
          id: orderId,
          ...order,
          courier: change.courier ?? null,
          trackingNumber: change.trackingNumber ?? null,
        },
        shop,
      );
      if (shipped) await enqueueMessages(tx, [shipped]);
    }
    const [updated] = await tx
      .update(orders)
      .set({
        status: change.status,
        statusHistory: [...order.statusHistory, entry],
        updatedAt: new Date(),
        ...(change.courier ? { courier: change.courier, trackingNumber: change.trackingNumber ?? null } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning({ id: orders.id, status: orders.status, statusHistory: orders.statusHistory });
    return {
      result: updated!,
      before: { status: order.status },
      after: {
        status: change.status,
        note: entry.note,
        ...(change.courier ? { courier: change.courier, trackingNumber: change.trackingNumber ?? null } : {}),
      },
    };
  });
}
