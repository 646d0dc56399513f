import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './outbox';

describe('outbox back-off', () => {
  it('doubles from 30 seconds and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(9)).toBe(60 * 60_000);
    expect(retryDelayMs(0)).toBe(30_000);
  });
});
