import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryWindowCounters, redisWindowCounters, type WindowCounters } from './window-counters';

// Redis runs where TEST_REDIS_URL names one (e.g. redis://127.0.0.1:6379); the in-process store always.
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(async () => void (await redis?.quit()));

// The in-process store reads the clock it is given; Redis expires keys on its own clock.
const stores: Array<[string, (now?: () => number) => WindowCounters]> = [
  ['in process', (now) => memoryWindowCounters(undefined, now)],
];
if (redis) stores.push(['Redis', () => redisWindowCounters(redis)]);

describe.each(stores)('window counters (%s)', (_name, make) => {
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('count up and back down within one window, and forget on delete', async () => {
    const counters = make();
    const k = key();
    expect(await counters.get(k)).toBe(0);
    expect((await counters.add(k, 1, 60_000)).count).toBe(1);
    const second = await counters.add(k, 1, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await counters.add(k, -1, 60_000)).count).toBe(1);
    expect(await counters.get(k)).toBe(1);
    await counters.delete(k);
    expect(await counters.get(k)).toBe(0);
  });

  it('start over once the window has passed', async () => {
    let clock = Date.now();
    const counters = make(() => clock);
    const k = key();
    await counters.add(k, 3, 1);
    clock += 1;
    // Redis's clock is its own: ask until its millisecond window has run out.
    await vi.waitFor(async () => expect(await counters.get(k)).toBe(0), { timeout: 1000, interval: 5 });
    expect((await counters.add(k, 1, 60_000)).count).toBe(1);
  });
});

describe('in-process window counters', () => {
  it('stay within their size, dropping the oldest windows first', async () => {
    const counters = memoryWindowCounters(3);
    for (const k of ['a', 'b', 'c', 'd']) await counters.add(k, 1, 60_000);
    expect(await counters.get('a')).toBe(0);
    expect(await counters.get('d')).toBe(1);
  });
});
