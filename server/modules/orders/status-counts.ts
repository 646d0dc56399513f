import type { OrderDeskQuery } from '../../../common/orders/order-desk-query';
import type { DbOrTx } from '../../db/client';
import { countOrdersByStatus, type StatusCounts } from './order-desk';

const TTL_MS = 5_000;
const MAX_ENTRIES = 200;

/**
 * The status tabs' counts, kept for a few seconds per search and date range. Counting 100,000 orders
 * costs ~15 ms of database time, and the desk asks on every page, filter and refresh; the tabs may lag
 * other staff's changes by up to five seconds, but never this process's own: every order placed or
 * status changed here clears the cache.
 */
export function createStatusCounts(db: DbOrTx, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; counts: Promise<StatusCounts> }>();
  return {
    get(query: Pick<OrderDeskQuery, 'q' | 'from' | 'to'>): Promise<StatusCounts> {
      const key = JSON.stringify([query.q ?? '', query.from ?? '', query.to ?? '']);
      const hit = cache.get(key);
      if (hit && now() - hit.at < TTL_MS) return hit.counts;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      const counts = countOrdersByStatus(db, query);
      cache.set(key, { at: now(), counts });
      counts.catch(() => cache.delete(key)); // a failed count is not remembered
      return counts;
    },
    clear: () => cache.clear(),
  };
}
