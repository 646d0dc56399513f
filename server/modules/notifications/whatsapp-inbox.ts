import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enqueueMessages, type OrderNotificationFlags, type OutboxMessage, type OutboxTask } from './outbox';
import { notificationOutbox, whatsappEvents, whatsappInbound } from './notifications.tables';
import type { WhatsAppEvent } from './whatsapp-webhook';
import { e164OfWhatsApp, optOutWordOf, recordOptOut } from './whatsapp-opt-outs';

/** The outbox task that carries out one event of WhatsApp's webhook after the answer. */
export const WHATSAPP_EVENT_TASK = 'whatsapp-event';

/** An event as its task row keeps it: the same, with its time as text. */
type StoredEvent = WhatsAppEvent extends infer E
  ? E extends { at: Date }
    ? Omit<E, 'at'> & { at: string }
    : never
  : never;

/**
 * WhatsApp's webhook, taken in (docs/whatsapp.md): each delivery's new events are kept, each once, as
 * outbox tasks in one transaction, so the answer goes at once and Meta's repeated deliveries change
 * nothing; the tasks record a message's status on its order and keep what customers wrote.
 */
export function createWhatsAppInbox(
  db: Database,
  deps: {
    flags: OrderNotificationFlags;
    afterCommit: () => void;
    log: (level: 'info' | 'warn', message: string) => void;
    /** The owner's word that stops the shop's messages, besides STOP (settings). */
    stopWord: () => Promise<string | null>;
    /** A customer tapped a quick reply of the shop's (confirmation by button, whatsapp-confirmation.ts). */
    onButton?: (event: { from: string; payload: string; at: Date }) => Promise<void>;
    /** A message of this outbox kind failed: the order needs another way (the desk's call). */
    onFailed?: Record<string, (orderId: string) => Promise<void>>;
  },
) {
  async function carryOut(event: StoredEvent): Promise<void> {
    if (event.kind === 'status') {
      const [message] = await db
        .select({ orderId: notificationOutbox.orderId, kind: notificationOutbox.kind })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.providerMessageId, event.messageId))
        .limit(1);
      if (event.status === 'failed') {
        deps.log(
          'warn',
          `WhatsApp could not deliver ${message?.kind ?? 'a message'} (${event.messageId}): Meta error ${event.errorCode ?? '?'} ${event.errorTitle ?? ''}`.trim(),
        );
      }
      // A message of no order (a low-stock alert), or one the shop has no record of: nothing to show.
      if (!message?.orderId) return;
      await deps.flags.markWhatsAppDelivery(
        db,
        message.orderId,
        event.status,
        event.errorCode ?? null,
        message.kind,
      );
      if (event.status === 'failed') await deps.onFailed?.[message.kind]?.(message.orderId);
      return;
    }
    await db
      .insert(whatsappInbound)
      .values({
        id: event.messageId,
        fromNumber: event.from,
        text: event.text?.slice(0, 4096) ?? null,
        buttonPayload: event.buttonPayload?.slice(0, 256) ?? null,
        sentAt: new Date(event.at),
      })
      .onConflictDoNothing();
    if (event.buttonPayload) {
      await deps.onButton?.({ from: event.from, payload: event.buttonPayload, at: new Date(event.at) });
    } else if (event.text) {
      const word = optOutWordOf(event.text, await deps.stopWord());
      const phone = e164OfWhatsApp(event.from);
      if (word && phone) await recordOptOut(db, phone, word, event.text);
    }
  }

  return {
    /** Keeps a delivery's new events as tasks; answers how many were new. */
    async receive(events: WhatsAppEvent[]): Promise<number> {
      if (!events.length) return 0;
      const fresh = await db.transaction(async (tx) => {
        const kept = await tx
          .insert(whatsappEvents)
          .values(events.map((event) => ({ id: event.id })))
          .onConflictDoNothing()
          .returning({ id: whatsappEvents.id });
        const ids = new Set(kept.map((row) => row.id));
        const tasks: OutboxMessage[] = events
          .filter((event) => ids.has(event.id))
          .map((event) => ({
            channel: 'task',
            kind: WHATSAPP_EVENT_TASK,
            payload: { ...event, at: event.at.toISOString() },
          }));
        await enqueueMessages(tx, tasks);
        return tasks.length;
      });
      if (fresh) deps.afterCommit();
      return fresh;
    },
    outboxTasks: {
      [WHATSAPP_EVENT_TASK]: (payload) => carryOut(payload as StoredEvent),
    } satisfies Record<string, OutboxTask>,
  };
}

export type WhatsAppInbox = ReturnType<typeof createWhatsAppInbox>;
