import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationOutbox } from './notifications.tables';
import { MAX_ATTEMPTS } from './outbox';

export type OutboxStats = {
  /** Not sent yet and still to be tried: due now, or waiting for a retry. */
  waiting: number;
  /** Among those waiting, the ones whose last attempt failed (a mail server or WhatsApp refusing). */
  retrying: number;
  /** Failed MAX_ATTEMPTS times: never sent unless someone acts (a last attempt in flight counts here too). */
  givenUp: number;
};

/**
 * The outbox's state for the metrics (plugins/metrics.ts), in one count over the unsent rows only: the
 * due index covers exactly those (`sent_at IS NULL`), so this stays cheap however many were sent.
 */
export async function outboxStats(db: Database): Promise<OutboxStats> {
  const stillTried = sql`${notificationOutbox.attempts} < ${MAX_ATTEMPTS}`;
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) FILTER (WHERE ${stillTried})::int`,
      retrying: sql<number>`count(*) FILTER (WHERE ${stillTried} AND ${notificationOutbox.lastError} IS NOT NULL)::int`,
      givenUp: sql<number>`count(*) FILTER (WHERE NOT (${stillTried}))::int`,
    })
    .from(notificationOutbox)
    .where(isNull(notificationOutbox.sentAt));
  return row ?? { waiting: 0, retrying: 0, givenUp: 0 };
}
