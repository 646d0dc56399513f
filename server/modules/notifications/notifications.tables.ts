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
    /** The id WhatsApp gave a message it accepted (`wamid.…`): its status webhooks name it. */
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
    index('notification_outbox_order_idx').on(t.orderId),
    index('notification_outbox_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} IS NOT NULL`),
  ],
);

/**
 * Each event of WhatsApp's webhook the shop took, by its id (a message's id and status, or an inbound
 * message's id): Meta delivers at least once, so an event seen again is not processed again.
 */
export const whatsappEvents = pgTable('whatsapp_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What customers wrote to the shop's WhatsApp number (a text, or a quick reply's payload). */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    /** WhatsApp's id of the message (`wamid.…`). */
    id: text('id').primaryKey(),
    fromNumber: text('from_number').notNull(),
    text: text('text'),
    buttonPayload: text('button_payload'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_inbound_from_idx').on(t.fromNumber, t.sentAt)],
);

/**
 * Shoppers who wrote STOP (or the owner's word for it) to the shop's WhatsApp number: the shop starts no
 * message to them again (docs/whatsapp.md) until they write START. Keyed by the E.164 form, as blocked
 * phones are, so every way of typing the number is one row.
 */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  phone: text('phone').primaryKey(),
  word: text('word').notNull(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});
