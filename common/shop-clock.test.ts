import { describe, expect, it } from 'vitest';
import { fromShopClockInput, shopDay, toShopClockInput } from './shop-clock';

describe("the shop's clock", () => {
  it('writes an instant as the wall time in Pakistan, and reads it back', () => {
    const at = new Date('2026-11-26T15:30:00Z');
    expect(toShopClockInput(at)).toBe('2026-11-26T20:30');
    expect(fromShopClockInput('2026-11-26T20:30')!.toISOString()).toBe('2026-11-26T15:30:00.000Z');
    // Past midnight in Pakistan it is already the next day there.
    expect(toShopClockInput(new Date('2026-11-26T20:30:00Z'))).toBe('2026-11-27T01:30');
    expect(shopDay(new Date('2026-11-26T20:30:00Z'))).toBe('2026-11-27');
  });

  it.each(['', '2026-11-26', '2026-11-26 20:30', '2026-02-30T10:00', '2026-11-26T24:30', 'soon'])(
    'reads %j as no time',
    (value) => {
      expect(fromShopClockInput(value)).toBeNull();
    },
  );
});
