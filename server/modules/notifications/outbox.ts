import { and, asc, eq, inArray, isNull, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { safeErrorMessage } from '../../lib/safe-errors';
import type { Mail, Mailer } from './mailer';
import { notificationOutbox } from './notifications.tables';
import { optedOut } from './whatsapp-opt-outs';
import type { WhatsAppDelivery, WhatsAppNotSentReason } from '../../../common/orders/whatsapp-not-sent';
import {
  WhatsAppNotConnected,
  whatsappFailureReason,
  type WhatsAppMessage,
  type WhatsAppSender,
} from './whatsapp';

export type OutboxMessage =
  | { channel: 'email'; kind: string; orderId?: string; payload: Mail }
  | {
      channel: 'whatsapp';
      kind: string;
      orderId?: string;
      /**
       * `toShopper`: a message the shop starts to a shopper, never sent to one who wrote STOP
       * (whatsapp-opt-outs.ts); the shop's own alerts leave it out.
       */
      payload: { to: string; toShopper?: boolean } & WhatsAppMessage;
    }
  /** Work left for after the answer: the task registered for `kind` carries it out (`handle`). */
  | {
      channel: 'task';
      kind: string;
      /** The order a task is about, so an order's write can hold it (`enqueueMessagesWhere`). */
      orderId?: string;
      payload: Record<string, unknown>;
    };

/** Carries out one task row; throws to be retried with the same back-off as a message. */
export type OutboxTask = (payload: Record<string, unknown>) => Promise<void>;

/** A message of an order that went, by its channel. */
export type OrderMessageSent = { orderId: string; channel: 'email' | 'whatsapp' };

/** Delivery results an order keeps (back-office §3 orders): set once all its messages of a channel went. */
export type OrderNotificationFlags = {
  /** The orders' messages recorded as sent, all of a delivery pass at once (one statement). */
  markSent(db: Database, sent: OrderMessageSent[]): Promise<void>;
  /** A message of the order failed: `error` in the log's words, and for WhatsApp why, in a word. */
  markFailed(
    db: Database,
    orderId: string,
    error: string,
    whatsappReason?: WhatsAppNotSentReason,
  ): Promise<void>;
  /**
   * What WhatsApp's status webhook said of the order's message (whatsapp-inbox.ts): delivered, read, or
   * failed with Meta's code. A status never goes back (a late "delivered" after "read" changes nothing).
   */
  markWhatsAppDelivery(
    db: Database,
    orderId: string,
    delivery: WhatsAppDelivery,
    errorCode: number | null,
    /** The outbox kind of the message the status is of. */
    kind: string,
  ): Promise<void>;
};

export const MAX_ATTEMPTS = 10;
/** A claimed message is someone's for this long; a worker that dies mid-send frees it by timing out. */
const LEASE_MS = 5 * 60_000;
/** The most messages one delivery pass claims. */
const PASS_SIZE = 50;
/**
 * A pass a commit asks for starts this long after the ask, and carries whatever else was written
 * meanwhile: at 20 orders a second (a sale day's steady stream) four orders' messages share one claim and
 * one record of what went, instead of three statements and a wake-up of the worker per order. A pass per
 * order was about 40 % of what an order cost the server at that rate; gathered, an order costs it 10–20 %
 * less, each message's mail still being composed on its own (docs/performance.md). A fifth of a second is
 * nothing to a mail or a WhatsApp message; `idle()` (tests, stopping) starts a waiting pass at once.
 */
export const GATHER_MS = 200;
/**
 * Kicks that come while a pass runs are answered by one more pass this long after it ends. In a rush of
 * orders (each kicks the worker after its commit) a pass then carries the messages of many orders, with
 * one claim and one record of what went, instead of a pass, a claim and four statements per order.
 */
const FOLLOW_UP_PAUSE_MS = 20;
/**
 * What a pass sent is recorded at its end, and at least this often during a long one (a slow mail
 * server): a process that dies mid-pass sends again, once the lease is over, only what went since.
 */
const RECORD_EVERY_MS = 1_000;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down for hours still gets the message. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** A message as its outbox row: the one shape both ways of enqueueing write. */
function outboxRow(message: OutboxMessage) {
  return {
    channel: message.channel,
    kind: message.kind,
    orderId: message.orderId ?? null,
    payload: message.payload,
  };
}

/** Written in the caller's transaction, so the messages exist exactly when the change they announce does. */
export async function enqueueMessages(tx: DbOrTx, messages: OutboxMessage[]): Promise<void> {
  if (!messages.length) return;
  // Due from this process's clock, the one the worker claims by: the database's now() has microseconds,
  // and a row written within the millisecond of the kick that follows would not be due for that pass.
  const due = new Date();
  await tx
    .insert(notificationOutbox)
    .values(messages.map((message) => ({ ...outboxRow(message), nextAttemptAt: due })));
}

/** The value of `enqueueMessagesWhere`'s `rows` parameter: the messages as their rows, in JSON. */
export function outboxRowsJson(messages: OutboxMessage[]): string {
  return JSON.stringify(messages.map(outboxRow));
}

/**
 * `enqueueMessages` as part of a caller's one statement (a data-modifying `WITH` entry): an
 * `INSERT … SELECT` of the messages that writes them only where `condition` holds, so they exist exactly
 * when the change they announce does (placing an order writes its messages only if it took the stock).
 * `rows` holds `outboxRowsJson(messages)` and `due` this process's clock, as `enqueueMessages` writes them;
 * both are parameters (placeholders, for a statement built once). `condition` may name the message's row
 * as `m` (`m."orderId"`: the messages of the orders the statement wrote).
 */
export function enqueueMessagesWhere(
  { rows, due }: { rows: SQLWrapper; due: SQLWrapper },
  condition: SQL,
): SQL {
  return sql`INSERT INTO ${notificationOutbox} (channel, kind, order_id, payload, next_attempt_at)
    SELECT m.channel, m.kind, m."orderId", m.payload, ${due}::timestamptz
    FROM jsonb_to_recordset(${rows}::jsonb) AS m(channel text, kind text, "orderId" uuid, payload jsonb)
    WHERE ${condition}`;
}

/**
 * Task rows as part of a caller's one statement (a data-modifying `WITH` entry), one per row of `payloads`:
 * a query of the same statement answering a `payload` (jsonb) column. They exist exactly when the change
 * that needs them does (a stock take's low-stock alerts, catalog/low-stock.ts). `kind` is a constant of
 * the caller, written into the statement's text (built once); `due` as for `enqueueMessagesWhere`.
 */
export function enqueueTasksFrom(kind: string, payloads: SQL, due: SQLWrapper): SQL {
  if (!/^[a-z][a-z0-9-]*$/.test(kind)) throw new Error(`Not a task kind: ${kind}`);
  return sql`INSERT INTO ${notificationOutbox} (channel, kind, payload, next_attempt_at)
    SELECT 'task', ${sql.raw(`'${kind}'`)}, t.payload, ${due}::timestamptz
    FROM (${payloads}) t`;
}

/** What an outbox row says of a message left unsent because its shopper wrote STOP. */
export const OPTED_OUT = 'Not sent: the shopper wrote STOP on WhatsApp';

/** The number of a row the shop starts to a shopper (none for mail, tasks and the shop's own alerts). */
function shopperNumber(row: typeof notificationOutbox.$inferSelect): string[] {
  if (row.channel !== 'whatsapp') return [];
  const payload = row.payload as { to?: unknown; toShopper?: unknown };
  return payload.toShopper === true && typeof payload.to === 'string' ? [payload.to] : [];
}

type Deps = {
  db: Database;
  mailer: Mailer;
  whatsapp: WhatsAppSender | null;
  flags: OrderNotificationFlags;
  log: (level: 'info' | 'warn', message: string) => void;
  now?: () => Date;
};

/**
 * Delivers what the outbox holds, after commit: claims due messages (SKIP LOCKED, so several server
 * processes share the work), sends each, and records success or schedules a retry with back-off.
 */
export function createOutboxWorker(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const tasks = new Map<string, OutboxTask>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  /** Ends the pause of the pass that is waiting to start, if one is (`idle`). */
  let startNow: (() => void) | undefined;

  async function claim(limit: number) {
    const at = now();
    const due = deps.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          isNull(notificationOutbox.sentAt),
          lt(notificationOutbox.attempts, MAX_ATTEMPTS),
          lte(notificationOutbox.nextAttemptAt, at),
        ),
      )
      .orderBy(asc(notificationOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await deps.db
      .update(notificationOutbox)
      .set({
        attempts: sql`${notificationOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + LEASE_MS),
      })
      .where(inArray(notificationOutbox.id, due))
      .returning();
    // Sent in the order they were written: a pass may carry several messages of one order (shipped, then
    // out for delivery), and an UPDATE's RETURNING keeps no order.
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** Sends one row; a WhatsApp message answers the id WhatsApp gave it. */
  async function send(row: typeof notificationOutbox.$inferSelect): Promise<string | void> {
    if (row.channel === 'email') return deps.mailer.send(row.payload as Mail);
    if (row.channel === 'task') {
      const task = tasks.get(row.kind);
      if (!task) throw new Error(`No task is registered for ${row.kind}`);
      return task(row.payload);
    }
    if (!deps.whatsapp) throw new WhatsAppNotConnected();
    const {
      to,
      toShopper: _,
      ...message
    } = row.payload as { to: string; toShopper?: boolean } & WhatsAppMessage;
    return deps.whatsapp.send(to, message);
  }

  /**
   * Records messages as sent, and their orders' flags: two statements for any number of messages, and one
   * more per WhatsApp message for the id WhatsApp gave it (its status webhooks name it).
   */
  async function recordSent(
    rows: Array<typeof notificationOutbox.$inferSelect>,
    providerIds: ReadonlyMap<string, string>,
  ): Promise<void> {
    const ids = rows.map((row) => row.id);
    await deps.db
      .update(notificationOutbox)
      .set({ sentAt: now(), lastError: null })
      .where(inArray(notificationOutbox.id, ids));
    for (const row of rows) {
      const providerMessageId = providerIds.get(row.id);
      if (!providerMessageId) continue;
      await deps.db
        .update(notificationOutbox)
        .set({ providerMessageId })
        .where(eq(notificationOutbox.id, row.id));
    }
    const ofOrders = rows.flatMap((row) =>
      row.orderId && row.channel !== 'task' ? [{ orderId: row.orderId, channel: row.channel }] : [],
    );
    if (ofOrders.length) await deps.flags.markSent(deps.db, ofOrders);
  }

  /** Sends every message due now (up to `limit`); answers how many went. */
  async function deliverDue(limit = PASS_SIZE): Promise<number> {
    let sent = 0;
    let went: Array<typeof notificationOutbox.$inferSelect> = [];
    const providerIds = new Map<string, string>();
    let recordedAt = Date.now();
    const record = async () => {
      const rows = went;
      went = [];
      recordedAt = Date.now();
      if (!rows.length) return;
      await recordSent(rows, providerIds);
      sent += rows.length;
    };
    const claimed = await claim(limit);
    const stopped = await optedOut(deps.db, claimed.flatMap(shopperNumber));
    for (const row of claimed) {
      if (shopperNumber(row).some((to) => stopped.has(to))) {
        // Done, not sent: a shopper who wrote STOP gets nothing the shop starts (docs/whatsapp.md).
        await deps.db
          .update(notificationOutbox)
          .set({ sentAt: now(), lastError: OPTED_OUT })
          .where(eq(notificationOutbox.id, row.id));
        continue;
      }
      try {
        const providerMessageId = await send(row);
        if (typeof providerMessageId === 'string') providerIds.set(row.id, providerMessageId);
        went.push(row);
      } catch (error) {
        // Kept on the row and the order and logged: never a failed statement's parameters (customer data).
        const message = safeErrorMessage(error);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await deps.db
          .update(notificationOutbox)
          .set({ lastError: message, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)) })
          .where(eq(notificationOutbox.id, row.id));
        // A task that failed is the shop's work to retry, not a message of the order that did not go.
        if (row.orderId && row.channel !== 'task') {
          const whatsappReason = row.channel === 'whatsapp' ? whatsappFailureReason(error) : undefined;
          await deps.flags.markFailed(deps.db, row.orderId, `${row.kind}: ${message}`, whatsappReason);
        }
        deps.log(
          'warn',
          `Outbox ${row.kind} ${row.id} attempt ${row.attempts} failed${giveUp ? ' (giving up)' : ''}: ${message}`,
        );
      }
      if (Date.now() - recordedAt >= RECORD_EVERY_MS) await record();
    }
    await record();
    return sent;
  }

  /** Resolves after `ms`, or as soon as `startNow` is called. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(waiting);
        startNow = undefined;
        resolve();
      };
      const waiting = setTimeout(end, ms);
      startNow = end;
    });
  }

  /**
   * One delivery pass, after `pauseMs`; a kick that came while it delivered starts the next
   * (FOLLOW_UP_PAUSE_MS). A kick during the pause needs nothing: the pass has not claimed yet.
   */
  function pass(pauseMs: number): Promise<number> {
    return pause(pauseMs)
      .then(() => deliverDue())
      .catch((error: unknown) => {
        deps.log('warn', `Outbox delivery pass failed: ${safeErrorMessage(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          running = pass(FOLLOW_UP_PAUSE_MS);
        }
      });
  }

  /**
   * Asks for a delivery pass: one starts GATHER_MS from now unless one is waiting to start (it will take
   * this kick's messages too) or delivering, in which case one more follows it, FOLLOW_UP_PAUSE_MS after it
   * ends. Answers the pass asked for, or the one under way.
   */
  function kick(): Promise<number> {
    if (running) {
      if (!startNow) again = true;
      return running;
    }
    running = pass(GATHER_MS);
    return running;
  }

  /**
   * Resolves once no delivery pass is running, nor queued behind the one running; a pass waiting out its
   * pause starts at once.
   */
  async function idle(): Promise<void> {
    while (running) {
      startNow?.();
      await running;
    }
  }

  return {
    deliverDue,
    kick,
    idle,
    /** Registers the tasks a module carries out for its 'task' rows, by kind. */
    handle(byKind: Record<string, OutboxTask>) {
      for (const [kind, task] of Object.entries(byKind)) tasks.set(kind, task);
    },
    /** Polls for due messages (retries, and messages left by a process that stopped). */
    start(intervalMs = 5_000) {
      timer ??= setInterval(() => void kick(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await idle();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/**
 * Whether a message of the order `orderId` (an SQL expression of the caller's statement) on `channel` is
 * still to be sent, as SQL: the condition an order's delivery flag waits for.
 */
export function messagesWaiting(orderId: SQL, channel: 'email' | 'whatsapp'): SQL {
  return sql`EXISTS (SELECT FROM ${notificationOutbox} m
    WHERE m.order_id = ${orderId} AND m.channel = ${channel} AND m.sent_at IS NULL)`;
}
