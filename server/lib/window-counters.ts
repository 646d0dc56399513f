import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Counters that reset a fixed window after their first count, for limits that count only some outcomes
 * (login failures, modules/accounts/attempt-limits.ts). @fastify/rate-limit counts every call it sees and
 * cannot read a count without adding to it, nor take one back. In Redis when REDIS_URL is set (shared by
 * every instance, like the rate limits), else in process.
 */
export type WindowCounters = {
  /** Adds `by` (negative takes back) to the count under `key`; answers the count and ms until it resets. */
  add(key: string, by: number, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  get(key: string): Promise<number>;
  delete(key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only with rate limits on (plugins/rate-limit.ts). */
    windowCounters: WindowCounters;
  }
}

const PREFIX = 'shop-wc:';

export function redisWindowCounters(redis: Redis): WindowCounters {
  return {
    async add(key, by, windowMs) {
      // One transaction: start the window if there is none, count, and read what is left of it.
      const results = await redis
        .multi()
        .set(PREFIX + key, 0, 'PX', windowMs, 'NX')
        .incrby(PREFIX + key, by)
        .pttl(PREFIX + key)
        .exec();
      const [, counted, left] = results ?? [];
      return { count: Number(counted?.[1] ?? 0), resetInMs: Math.max(0, Number(left?.[1] ?? 0)) };
    },
    async get(key) {
      return Number((await redis.get(PREFIX + key)) ?? 0);
    },
    async delete(key) {
      await redis.del(PREFIX + key);
    },
  };
}

/** In process: bounded, so a flood of made-up names cannot grow it without end. */
export function memoryWindowCounters(maxKeys = 50_000, now = () => Date.now()): WindowCounters {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now()) counts.delete(key);
    return counts.get(key);
  };
  function makeRoom() {
    if (counts.size < maxKeys) return;
    const at = now();
    for (const [key, entry] of counts) if (entry.resetAt <= at) counts.delete(key);
    // Still nearly full of live windows: drop the oldest tenth (a Map iterates in insertion order), so
    // the next sweep is a tenth of the size away and a flood of names costs little per name.
    for (const key of counts.keys()) {
      if (counts.size < maxKeys * 0.9) break;
      counts.delete(key);
    }
  }
  return {
    async add(key, by, windowMs) {
      let entry = live(key);
      if (!entry) {
        makeRoom();
        entry = { count: 0, resetAt: now() + windowMs };
        counts.set(key, entry);
      }
      entry.count += by;
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async delete(key) {
      counts.delete(key);
    },
  };
}

/**
 * A Redis outage must not take logins down with it (as the rate limits' skipOnError): a failed count
 * counts nothing.
 */
function failingOpen(counters: WindowCounters, log: (message: string) => void): WindowCounters {
  const warn = (error: unknown) => log(`Window counters unavailable: ${(error as Error).message}`);
  return {
    add: (key, by, windowMs) =>
      counters.add(key, by, windowMs).catch((error: unknown) => {
        warn(error);
        return { count: 0, resetInMs: 0 };
      }),
    get: (key) =>
      counters.get(key).catch((error: unknown) => {
        warn(error);
        return 0;
      }),
    delete: (key) => counters.delete(key).catch(warn),
  };
}

export function registerWindowCounters(app: FastifyInstance, redis: Redis | undefined) {
  app.decorate(
    'windowCounters',
    redis
      ? failingOpen(redisWindowCounters(redis), (message) => app.log.warn(message))
      : memoryWindowCounters(),
  );
}
