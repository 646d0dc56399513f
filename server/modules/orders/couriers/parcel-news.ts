import { and, eq, inArray } from 'drizzle-orm';
import type { ApiCourierKey, ParcelStatus } from '../../../../common/orders/parcels';
import type { Transaction } from '../../../db/client';
import { enqueueMessages } from '../../notifications/outbox';
import { orders } from '../orders.tables';
import {
  parcelNewsWhatsApp,
  shippingUpdatesOn,
  type ParcelNews,
  type ShopForUpdates,
} from '../shipping-whatsapp';

/**
 * What of a courier's tracking the shopper hears by WhatsApp (docs/whatsapp.md, "Shipping updates"): the
 * parcel is out for delivery, or the rider could not deliver it.
 */

/** News older than this is no longer news: the templates say "today" (a poll after a long outage). */
const FRESH_FOR_MS = 12 * 3_600_000;

export type ParcelMove = { orderId: string; courier: ApiCourierKey; news: ParcelNews };

/**
 * The news in a parcel's move from `before` to its new status by an event at `at`, or null. Only a move
 * is news: each courier event is kept once, so a repeated push or poll moves nothing, and a parcel that
 * already stood there hears the same news in other words (PostEx's "Attempt Made" and then "Delivery
 * Under Review" are one failed attempt; Trax's second out-for-delivery line is the same run). A new run
 * after a failed attempt (attempted, then out for delivery again) is news again, as is its failure.
 */
export function parcelNews(before: ParcelStatus | null, after: ParcelStatus, at: Date, now: Date) {
  if (after !== 'out-for-delivery' && after !== 'attempted') return null;
  if (before === after || now.getTime() - at.getTime() > FRESH_FOR_MS) return null;
  return after;
}

/**
 * Queues the shoppers' WhatsApp news of these moves in the caller's transaction, where the owner switched
 * shipping updates on; only for orders still Shipped (a cancelled or completed order's rider news is none of
 * the shopper's). Answers how many messages were queued.
 */
export async function tellShoppers(
  tx: Transaction,
  moves: ParcelMove[],
  shop: ShopForUpdates | null,
): Promise<number> {
  if (!moves.length || !shop || !shippingUpdatesOn(shop)) return 0;
  const ids = moves.map((move) => move.orderId);
  const rows = await tx
    .select({
      id: orders.id,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      total: orders.total,
      language: orders.language,
    })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.status, 'shipped')));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const messages = moves.flatMap((move) => {
    const order = byId.get(move.orderId);
    const message = order && parcelNewsWhatsApp(move.news, { ...order, courier: move.courier }, shop);
    return message ? [message] : [];
  });
  await enqueueMessages(tx, messages);
  return messages.length;
}
