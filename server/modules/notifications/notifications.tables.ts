import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk } from '../../db/columns';

/**
 * The outbox: messages written in the same transaction as the change they announce, delivered after
 * commit by a worker with retries and back-off (DESIGN.md §4). A crash between commit and delivery loses
 * nothing: the row is still here, unsent.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuidPk(),
    /** 'task' rows are work for after the answer (forgot password…), carried out by a registered task. */
    channel: text('channel', { enum: ['email', 'whatsapp', 'task'] }).notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Set for order notifications so delivery can record its flags on the order. */
    orderId: uuid('order_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
    index('notification_outbox_order_idx').on(t.orderId),
  ],
);
