import { describe, expect, it } from 'vitest';
import {
  chargedAtCheckout,
  formatMoney,
  fromPaisa,
  MAX_MONEY_PAISA,
  priceInRupees,
  priceMessages,
  readAmount,
  readPrice,
  toPaisa,
} from './money';

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
    for (const n of [
      0.005, 1.005, 2.675, 0.125, 999.995, 1000, 12345.678, 123456789.125, -42.5, -1234.565, -0.001, -0,
      99999999.99, 1e20, 1.5e21, 1e-7, 0.0049999, 5e-3,
    ]) {
      expect(formatMoney(n)).toBe(`Rs ${asBefore(n)}`);
    }
    // Every amount to the tenth of a paisa from -20 to 2,000 rupees, and a spread of larger ones.
    const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let tenths = -20_000; tenths <= 2_000_000; tenths += 3) {
      const n = tenths / 1000;
      if (formatMoney(n) !== `Rs ${formatter.format(n)}`) expect(formatMoney(n)).toBe(`Rs ${asBefore(n)}`);
    }
    for (let n = 1.005; n < 1e15; n = n * 7.3 + 0.005) {
      expect(formatMoney(n)).toBe(`Rs ${asBefore(n)}`);
    }
  });
});

describe('paisa', () => {
  it('sums without float drift', () => {
    expect(fromPaisa(toPaisa('0.10') + toPaisa('0.20'))).toBe('0.30');
  });
});

describe('readAmount: a typed price is one amount, in exact paisa (DESIGN.md "Money is an amount")', () => {
  it.each([
    // Storefront §4's whole-rupee texts read as their numeric digits, as the spec wrote them.
    ['Rs. 6,500', 650_000],
    ['Rs. 11,000', 1_100_000],
    ['Rs. 17,000', 1_700_000],
    ['6500', 650_000],
    // Paisa are paisa, never more digits: the Rs 650,000.00 bundle.
    ['Rs. 6,500.00', 650_000],
    ['Rs 6,500.50', 650_050],
    ['6500.5', 650_050],
    ['0.75', 75],
    // Any case, with or without the point and the space.
    ['rs 6500', 650_000],
    ['RS.6500', 650_000],
    ['Rs6,500', 650_000],
    ['  Rs.  6,500  ', 650_000],
    // Western grouping.
    ['1,234,567', 123_456_700],
    ['Rs 1,000,000.25', 100_000_025],
    ['100,000', 10_000_000],
    // South-Asian (lakh) grouping.
    ['1,00,000', 10_000_000],
    ['Rs. 10,00,000', 100_000_000],
    ['12,34,567.89', 123_456_789],
    ['1,00,00,000', 1_000_000_000],
    // Numbers sent as numbers.
    [6500, 650_000],
    [8333.33, 833_333],
    ['0', 0],
    ['99,999,999.99', MAX_MONEY_PAISA],
  ])('%j is %i paisa', (typed, paisa) => {
    expect(readAmount(typed)).toEqual({ ok: true, paisa });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['Rs.', 'empty'],
    ['free', 'notAmount'],
    ['Rs. six thousand', 'notAmount'],
    ['6500 rupees', 'notAmount'],
    ['Rs. 6,500 - 7,000', 'notAmount'],
    ['6500 6600', 'notAmount'],
    ['Rs 6,500 / Rs 11,000', 'notAmount'],
    ['1e4', 'notAmount'],
    ['$6500', 'notAmount'],
    [Number.NaN, 'notAmount'],
    ['65,00', 'comma'],
    ['6,5000', 'comma'],
    ['1,000,00', 'comma'],
    ['1,0000,000', 'comma'],
    ['0,500', 'comma'],
    ['6.500,00', 'separators'],
    ['6,500.', 'separators'],
    ['6..5', 'separators'],
    ['-6500', 'negative'],
    ['Rs -6,500', 'negative'],
    ['-Rs. 6,500', 'negative'],
    [-1, 'negative'],
    ['6500.123', 'decimals'],
    ['6.500', 'decimals'],
    ['100,000,000', 'tooLarge'],
    [1e8, 'tooLarge'],
  ])('refuses %j (%s) with a message naming the field', (typed, problem) => {
    const reading = readAmount(typed, 'Plan price');
    expect(reading).toEqual({
      ok: false,
      problem,
      message: priceMessages('Plan price')[problem as keyof ReturnType<typeof priceMessages>],
    });
    expect(reading.ok || reading.message.startsWith('Plan price ')).toBe(true);
  });

  it('says plainly what is wrong', () => {
    const message = (typed: string) => {
      const reading = readAmount(typed);
      return reading.ok ? null : reading.message;
    };
    expect(message('')).toBe('Price is required');
    expect(message('65,00')).toMatch(/comma in the wrong place.*6,500.*1,00,000/);
    expect(message('6500.123')).toBe('Price can have at most two decimals');
    expect(message('-5')).toBe('Price cannot be negative');
    expect(message('Rs. 6,500 - 7,000')).toBe(
      'Price must be one amount in rupees, such as 6,500 or Rs. 6,500.50',
    );
  });
});

describe('readPrice: nothing sells for nothing', () => {
  it('refuses 0 in every spelling, and reads the rest as readAmount does', () => {
    for (const zero of ['0', 'Rs. 0', '0.00', 'rs 000', 0]) {
      expect(readPrice(zero)).toMatchObject({ ok: false, problem: 'zero' });
    }
    expect(readPrice('0.01')).toEqual({ ok: true, paisa: 1 });
    expect(readPrice('Rs. 6,500.00')).toEqual({ ok: true, paisa: 650_000 });
    expect(readPrice('0', 'Plan price')).toMatchObject({ message: 'Plan price must be more than 0' });
  });

  it('gives the cart and the packs their rupees, or null', () => {
    expect(priceInRupees('Rs. 6,500.50')).toBe(6500.5);
    expect(priceInRupees('Rs. 17,000')).toBe(17000);
    expect(priceInRupees('Rs. 0')).toBeNull();
    expect(priceInRupees('6.500,00')).toBeNull();
  });
});

describe('chargedAtCheckout: the admin forms show what a typed price charges', () => {
  it('formats the amount with the shop symbol, or says why it charges nothing', () => {
    expect(chargedAtCheckout('Rs. 6,500.00', 'Rs')).toBe('Charged at checkout: Rs 6,500.00');
    expect(chargedAtCheckout('1,00,000', 'PKR')).toBe('Charged at checkout: PKR 100,000.00');
    expect(chargedAtCheckout('65,00', 'Rs')).toMatch(/^Price has a comma in the wrong place/);
    expect(chargedAtCheckout('0', 'Rs')).toBe('Price must be more than 0');
    expect(chargedAtCheckout('  ', 'Rs')).toBeUndefined();
  });
});
