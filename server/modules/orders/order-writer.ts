import type { Database } from '../../db/client';
import { writeOrders, type OrderToWrite } from './order-write';

/** The most orders one write carries. */
const MOST_PER_WRITE = 32;
/** Writes of this process under way at once; orders that come meanwhile wait for the next. */
const WRITES_AT_ONCE = 2;

/** An order's write: placed, or not, with the stock its products had under the lock. */
export type OrderVerdict = { placed: boolean; stock: Record<string, number> };

type Waiting = {
  order: OrderToWrite;
  /** Written on its own: a write with others did not place it (or failed), so it is decided alone. */
  alone: boolean;
  resolve: (verdict: OrderVerdict) => void;
  reject: (error: unknown) => void;
};

/**
 * Orders of this process written together: while WRITES_AT_ONCE writes are under way, the orders that
 * come wait, and the next write carries all of them (up to MOST_PER_WRITE): one statement, one lock of
 * each product and one commit for many orders. A quiet shop sees no difference: an order that finds a
 * write free is written at once, alone.
 *
 * Why: an order's write holds its products' row locks until its commit is flushed, so the orders of a
 * product everyone is buying go one at a time, each waiting for the commit before it; and a backend
 * waiting on the row lock is woken, reads the row again and re-checks its plan after each commit, which
 * tripled PostgreSQL's CPU per order with 16 shoppers on one product (pgbench on this machine).
 *
 * Each order is still decided by the database (order-write.ts): a write places the orders whose stock it
 * can take, in turn. An order it does not place, and every order of a write that fails, goes back to the
 * front of the queue to be written alone, which decides it exactly: its 409, or its own error (an
 * Idempotency-Key another copy used meanwhile).
 */
export function createOrderWriter(
  db: Database,
  { writeTogether = writeOrders }: { writeTogether?: typeof writeOrders } = {},
) {
  const waiting: Waiting[] = [];
  let underWay = 0;

  /** The next write's orders: one order to decide alone, or every order waiting, up to the most. */
  function nextBatch(): Waiting[] {
    if (waiting[0]!.alone) return waiting.splice(0, 1);
    const together = waiting.findIndex((w) => w.alone);
    return waiting.splice(0, Math.min(MOST_PER_WRITE, together < 0 ? waiting.length : together));
  }

  async function write(batch: Waiting[]): Promise<void> {
    let verdict: { placed: boolean[]; stock: Record<string, number> };
    try {
      verdict = await writeTogether(
        db,
        batch.map((w) => w.order),
      );
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      waiting.unshift(...batch.map((w) => ({ ...w, alone: true })));
      return;
    }
    const again: Waiting[] = [];
    batch.forEach((w, i) => {
      if (verdict.placed[i] || batch.length === 1)
        w.resolve({ placed: verdict.placed[i]!, stock: verdict.stock });
      else again.push({ ...w, alone: true });
    });
    waiting.unshift(...again);
  }

  function start() {
    while (underWay < WRITES_AT_ONCE && waiting.length) {
      underWay++;
      void write(nextBatch()).finally(() => {
        underWay--;
        start();
      });
    }
  }

  return {
    /** Writes the order, with others that come meanwhile; answers whether it was placed. */
    write(order: OrderToWrite): Promise<OrderVerdict> {
      return new Promise((resolve, reject) => {
        waiting.push({ order, alone: false, resolve, reject });
        start();
      });
    },
  };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;
