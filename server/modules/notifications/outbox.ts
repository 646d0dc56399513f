import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { safeErrorMessage } from '../../plugins/logging';
import type { Mail, Mailer } from './mailer';
import { notificationOutbox } from './notifications.tables';
import type { WhatsAppSender } from './whatsapp';

export type OutboxMessage =
  | { channel: 'email'; kind: string; orderId?: string; payload: Mail }
  | { channel: 'whatsapp'; kind: string; orderId?: string; payload: { to: string; body: string } }
  /** Work left for after the answer: the task registered for `kind` carries it out (`handle`). */
  | { channel: 'task'; kind: string; orderId?: undefined; payload: Record<string, unknown> };

/** Carries out one task row; throws to be retried with the same back-off as a message. */
export type OutboxTask = (payload: Record<string, unknown>) => Promise<void>;

/** Delivery results an order keeps (back-office §3 orders): set once all its messages of a channel went. */
export type OrderNotificationFlags = {
  markSent(db: Database, orderId: string, channel: 'email' | 'whatsapp'): Promise<void>;
  markFailed(db: Database, orderId: string, error: string): Promise<void>;
};

export const MAX_ATTEMPTS = 10;
/** A claimed message is someone's for this long; a worker that dies mid-send frees it by timing out. */
const LEASE_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down for hours still gets the message. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Written in the caller's transaction, so the messages exist exactly when the change they announce does. */
export async function enqueueMessages(tx: DbOrTx, messages: OutboxMessage[]): Promise<void> {
  if (!messages.length) return;
  // Due from this process's clock, the one the worker claims by: the database's now() has microseconds,
  // and a row written within the millisecond of the kick that follows would not be due for that pass.
  const due = new Date();
  await tx.insert(notificationOutbox).values(
    messages.map((m) => ({
      channel: m.channel,
      kind: m.kind,
      orderId: m.orderId ?? null,
      payload: m.payload,
      nextAttemptAt: due,
    })),
  );
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
    return deps.db
      .update(notificationOutbox)
      .set({
        attempts: sql`${notificationOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + LEASE_MS),
      })
      .where(inArray(notificationOutbox.id, due))
      .returning();
  }

  async function send(row: typeof notificationOutbox.$inferSelect): Promise<void> {
    if (row.channel === 'email') return deps.mailer.send(row.payload as Mail);
    if (row.channel === 'task') {
      const task = tasks.get(row.kind);
      if (!task) throw new Error(`No task is registered for ${row.kind}`);
      return task(row.payload);
    }
    if (!deps.whatsapp)
      throw new Error('WhatsApp is not configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)');
    const { to, body } = row.payload as { to: string; body: string };
    return deps.whatsapp.send(to, body);
  }

  /** Sends every message due now; answers how many went. */
  async function deliverDue(limit = 20): Promise<number> {
    let sent = 0;
    for (const row of await claim(limit)) {
      try {
        await send(row);
        await deps.db
          .update(notificationOutbox)
          .set({ sentAt: now(), lastError: null })
          .where(eq(notificationOutbox.id, row.id));
        if (row.orderId && row.channel !== 'task') {
          await deps.flags.markSent(deps.db, row.orderId, row.channel);
        }
        sent++;
      } catch (error) {
        // Kept on the row and the order and logged: never a failed statement's parameters (customer data).
        const message = safeErrorMessage(error);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await deps.db
          .update(notificationOutbox)
          .set({ lastError: message, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)) })
          .where(eq(notificationOutbox.id, row.id));
        if (row.orderId) await deps.flags.markFailed(deps.db, row.orderId, `${row.kind}: ${message}`);
        deps.log(
          'warn',
          `Outbox ${row.kind} ${row.id} attempt ${row.attempts} failed${giveUp ? ' (giving up)' : ''}: ${message}`,
        );
      }
    }
    return sent;
  }

  /** Runs a delivery pass now unless one is running, in which case one more follows it. */
  function kick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        deps.log('warn', `Outbox delivery pass failed: ${safeErrorMessage(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  /** Resolves once no delivery pass is running, nor queued behind the one running. */
  async function idle(): Promise<void> {
    while (running) await running;
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

/** Messages of one order and channel still waiting, to decide whether the order's flag can be set. */
export async function pendingCount(
  db: DbOrTx,
  orderId: string,
  channel: 'email' | 'whatsapp',
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.orderId, orderId),
        eq(notificationOutbox.channel, channel),
        isNull(notificationOutbox.sentAt),
      ),
    );
  return row?.n ?? 0;
}
