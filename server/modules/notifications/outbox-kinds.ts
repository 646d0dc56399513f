import { sql, type SQL } from 'drizzle-orm';
import { notificationOutbox } from './notifications.tables';

/**
 * Whether the order `orderId` (an SQL expression of the caller's statement) has a message of one of
 * `kinds` still to be sent (`waiting`) or sent (`sent`), as SQL: for what an order keeps of some of its
 * messages only (its WhatsApp flags describe the shop's own message, not the shopper's updates).
 */
export function messagesOfKinds(orderId: SQL, kinds: readonly string[], state: 'waiting' | 'sent'): SQL {
  const named = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`EXISTS (SELECT FROM ${notificationOutbox} m
    WHERE m.order_id = ${orderId} AND m.kind IN (${named})
      AND m.sent_at ${state === 'waiting' ? sql`IS NULL` : sql`IS NOT NULL`})`;
}
