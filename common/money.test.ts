import { describe, expect, it } from 'vitest';
import { formatMoney, fromPaisa, toPaisa } from './money';

describe('formatMoney', () => {
  it('writes the symbol, thousands separators and two decimals', () => {
    expect(formatMoney('6500.00')).toBe('Rs 6,500.00');
    expect(formatMoney(1234567.5, '$')).toBe('$ 1,234,567.50');
    expect(formatMoney('0')).toBe('Rs 0.00');
    expect(formatMoney('not a number')).toBe('Rs 0.00');
  });

  it('writes what toLocaleString wrote before the formatter was kept, rounding included', () => {
    const asBefore = (n: number) =>
      n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of [0.005, 1.005, 2.675, 999.995, 1000, 12345.678, -42.5, 99999999.99]) {
      expect(formatMoney(n)).toBe(`Rs ${asBefore(n)}`);
    }
  });
});

describe('paisa', () => {
  it('sums without float drift', () => {
    expect(fromPaisa(toPaisa('0.10') + toPaisa('0.20'))).toBe('0.30');
  });
});
