import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import type { Mail } from './mailer';
import { createOutboxWorker, enqueueMessages, GATHER_MS, type OrderNotificationFlags } from './outbox';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A worker whose mail goes into `sent`. */
function worker(sent: Mail[]) {
  const flags: OrderNotificationFlags = {
    markSent: async () => {},
    markFailed: async () => {},
    markWhatsAppDelivery: async () => {},
  };
  return createOutboxWorker({
    db: database.db,
    mailer: { send: async (mail) => void sent.push(mail), close: () => {} },
    whatsapp: null,
    flags,
    log: () => {},
  });
}

const mail = (subject: string) => ({
  channel: 'email' as const,
  kind: 'test-mail',
  payload: { to: 'shop@example.pk', subject, text: subject },
});

/**
 * Fakes the timers (the worker's pause is its only one) while `run` runs: the pause moves only when the
 * test moves it, so the database's speed cannot matter.
 */
async function withTimersHeld(run: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await run();
  } finally {
    vi.useRealTimers();
  }
}

describe('a delivery pass a commit asks for', () => {
  it('waits a moment and carries the messages of the commits made meanwhile', async () => {
    const sent: Mail[] = [];
    const outbox = worker(sent);
    await withTimersHeld(async () => {
      await enqueueMessages(database.db, [mail('first order')]);
      const pass = outbox.kick();
      await enqueueMessages(database.db, [mail('second order')]);
      expect(outbox.kick()).toBe(pass);
      await enqueueMessages(database.db, [mail('third order')]);
      void outbox.kick();
      await vi.advanceTimersByTimeAsync(GATHER_MS - 1);
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      // One pass took all three: the commits came while it waited to start.
      expect(await pass).toBe(3);
      expect(sent.map((m) => m.subject).sort()).toEqual(['first order', 'second order', 'third order']);
      await outbox.stop();
    });
  });

  it('starts at once when someone waits for the outbox to be idle (tests, stopping the server)', async () => {
    const sent: Mail[] = [];
    const outbox = worker(sent);
    // A pass that waited out its pause would never start, and this test would time out.
    await withTimersHeld(async () => {
      await enqueueMessages(database.db, [mail('order placed')]);
      void outbox.kick();
      await outbox.idle();
      expect(sent.map((m) => m.subject)).toEqual(['order placed']);
      await enqueueMessages(database.db, [mail('order before closing')]);
      void outbox.kick();
      await outbox.stop();
      expect(sent.map((m) => m.subject)).toEqual(['order placed', 'order before closing']);
    });
  });
});
