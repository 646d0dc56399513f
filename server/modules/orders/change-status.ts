import { eq } from 'drizzle-orm';
import type { StatusChangeInput } from '../../../common/orders/order-desk-schemas';
import {
  canChangeStatus,
  statusChangeRefusal,
  UNPAID_STATUSES,
  type OrderStatus,
} from '../../../common/orders/statuses';
import type { Database, Transaction } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { returnStock } from '../catalog/stock';
import { enqueueMessages } from '../notifications/outbox';
import { adReportsOnStatusChange } from './order-ads';
import type { ShopForMessages } from './order-messages';
import { shippedMessage } from './shipping-message';
import { shippedWhatsApp } from './shipping-whatsapp';
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
 * The moves that may write outbox rows, for which the shop is read before the transaction: shipped tells
 * the shopper (shipping-message.ts, shipping-whatsapp.ts), completed and returned may tell the ads
 * (order-ads.ts). The worker is kicked after them.
 */
export const MOVES_WITH_MESSAGES: readonly OrderStatus[] = ['shipped', 'completed', 'returned'];

/**
 * Moves an order along its status path (DESIGN.md §4, decision 005), appending who changed it, when and
 * why to its history, and to the audit trail. Cancelling, or a return from the courier (decision 022),
 * puts the order's stock back in the same transaction; shipping records the courier and tracking number
 * when staff give them (§4), and an order shipped without them reads "courier not recorded". The row is
 * locked first, so two staff members changing one order at once are applied one after the other.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  change: StatusChangeInput,
  actor: Actor,
  /**
   * The shop as its messages name it: with it, a move to shipped tells the shopper (shipping-message.ts,
   * shipping-whatsapp.ts), and a delivery or a return the ads (order-ads.ts).
   */
  options: { shop?: () => Promise<ShopForMessages> } = {},
) {
  // Read before the transaction: on the embedded database its one connection is the transaction's.
  const shop = MOVES_WITH_MESSAGES.includes(change.status) && options.shop ? await options.shop() : null;
  return withAudit(db, actor, statusChangeTarget(orderId), (tx) =>
    applyStatusChange(tx, orderId, change, actor, shop),
  );
}

/** The audit target of a status change, for `withAudit` around `applyStatusChange`. */
export function statusChangeTarget(orderId: string) {
  return { entity: 'order', action: 'change_status', entityId: orderId } as const;
}

/**
 * `changeOrderStatus`'s work inside the caller's audited transaction, for changes that commit with
 * something else (a courier's booking stores its parcel in the same transaction, decision 031). `shop`,
 * read before the transaction, makes a move to shipped tell the shopper, by mail and WhatsApp, and a move
 * to completed or returned tell the ads what the owner asked for (docs/ads.md).
 */
export async function applyStatusChange(
  tx: Transaction,
  orderId: string,
  change: StatusChangeInput,
  actor: Actor,
  shop: ShopForMessages | null,
) {
  const [order] = await tx
    .select({
      status: orders.status,
      statusHistory: orders.statusHistory,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      city: orders.city,
      total: orders.total,
      createdAt: orders.createdAt,
      // The shopper's mail and WhatsApp about the parcel go in it (decision 038).
      language: orders.language,
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
  if (shop && change.status === 'shipped') {
    // Shipped with or without a courier: a shopper who gave an email hears it either way (back-office §2
    // allows none); by WhatsApp where the owner switched shipping updates on and a courier is named.
    const shipped = {
      id: orderId,
      ...order,
      courier: change.courier ?? null,
      trackingNumber: change.trackingNumber ?? null,
    };
    const messages = [shippedMessage(shipped, shop), shippedWhatsApp(shipped, shop)].filter(
      (m) => m !== null,
    );
    await enqueueMessages(tx, messages);
  }
  if (shop?.ads) {
    await enqueueMessages(
      tx,
      await adReportsOnStatusChange(tx, { id: orderId, ...order }, change.status, shop.ads),
    );
  }
  const [updated] = await tx
    .update(orders)
    .set({
      status: change.status,
      statusHistory: [...order.statusHistory, entry],
      updatedAt: new Date(),
      ...(change.courier ? { courier: change.courier, trackingNumber: change.trackingNumber ?? null } : {}),
      // From here the courier owes the parcel's cash (docs/settlements.md, outstanding).
      ...(change.status === 'completed' ? { deliveredAt: new Date() } : {}),
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
}
