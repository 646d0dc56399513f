import { sql, type SQL } from 'drizzle-orm';
import { notificationOutbox } from './notifications.tables';
import type { OutboxMessage } from './outbox';

/**
 * `enqueueMessages` as part of a caller's one statement (a data-modifying `WITH` entry): an
 * `INSERT … SELECT` of the messages that writes them only where `condition` holds, so they exist exactly
 * when the change they announce does (placing an order writes its messages only if it took the stock).
 * The rows are what `enqueueMessages` writes: due now by this process's clock.
 */
export function enqueueMessagesWhere(messages: OutboxMessage[], condition: SQL): SQL {
  const rows = JSON.stringify(
    messages.map((m) => ({
      channel: m.channel,
      kind: m.kind,
      orderId: m.orderId ?? null,
      payload: m.payload,
    })),
  );
  return sql`INSERT INTO ${notificationOutbox} (channel, kind, order_id, payload, next_attempt_at)
    SELECT m.channel, m.kind, m."orderId", m.payload, ${new Date().toISOString()}::timestamptz
    FROM jsonb_to_recordset(${rows}::jsonb) AS m(channel text, kind text, "orderId" uuid, payload jsonb)
    WHERE ${condition}`;
}
