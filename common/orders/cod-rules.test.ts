import { describe, expect, it } from 'vitest';
import { codFeePaisa, NO_COD_RULES, orderValueRefusal, servesCity, type CodRules } from './cod-rules';

describe('codFeePaisa', () => {
  const percent = (hundredths: number, firstOrderOnly = false) =>
    ({ kind: 'percent', hundredths, firstOrderOnly }) as const;

  it('charges a flat fee whatever the items come to', () => {
    expect(codFeePaisa({ kind: 'flat', paisa: 15_000, firstOrderOnly: false }, 1)).toBe(15_000);
    expect(codFeePaisa(null, 900_000)).toBe(0);
  });

  it('rounds a percentage to the paisa, half up, in whole numbers', () => {
    expect(codFeePaisa(percent(250), 123_450)).toBe(3_086); // Rs 30.8625
    expect(codFeePaisa(percent(250), 123_470)).toBe(3_087); // Rs 30.8675
    expect(codFeePaisa(percent(100), 50)).toBe(1); // half a paisa: up
    expect(codFeePaisa(percent(100), 49)).toBe(0);
    // The largest order a total can hold, at 100 %: exact, no float drift.
    expect(codFeePaisa(percent(10_000), 9_999_999_999)).toBe(9_999_999_999);
  });

  it('charges a first-order-only fee on a first order alone', () => {
    expect(codFeePaisa(percent(200, true), 10_000, true)).toBe(200);
    expect(codFeePaisa(percent(200, true), 10_000, false)).toBe(0);
    expect(codFeePaisa(percent(200, false), 10_000, false)).toBe(200);
  });
});

describe('orderValueRefusal and servesCity', () => {
  const rules: CodRules = { cities: ['Lahore'], minOrderPaisa: 100_000, maxOrderPaisa: 500_000, fee: null };

  it('refuses below the minimum and above the maximum, the limits themselves allowed', () => {
    expect(orderValueRefusal(rules, 99_999, 'Rs')).toBe(
      'Cash on Delivery orders must come to at least Rs 1,000.00; this order comes to Rs 999.99. Please add to your order.',
    );
    expect(orderValueRefusal(rules, 100_000, 'Rs')).toBeNull();
    expect(orderValueRefusal(rules, 500_000, 'Rs')).toBeNull();
    expect(orderValueRefusal(rules, 500_001, 'PKR')).toMatch(
      /^Cash on Delivery orders may come to at most PKR 5,000\.00; this order comes to PKR 5,000\.01\./,
    );
    expect(orderValueRefusal(NO_COD_RULES, 1, 'Rs')).toBeNull();
  });

  it('serves every city while the list is off, and only its own while on', () => {
    expect(servesCity(NO_COD_RULES, 'Turbat')).toBe(true);
    expect(servesCity(rules, 'Lahore')).toBe(true);
    expect(servesCity(rules, 'Karachi')).toBe(false);
  });
});
