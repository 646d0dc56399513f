import { describe, expect, it } from 'vitest';
import { jarsForServings, priceDigits } from './jars';

describe('jar maths (storefront §4, §9)', () => {
  it.each([
    [30, 1],
    [60, 2],
    [90, 3],
    [44, 1],
    [45, 2],
    [10, 1],
    [0, 1],
    [Number.NaN, 1],
  ])('%i servings make %i jar(s)', (servings, jars) => {
    expect(jarsForServings(servings)).toBe(jars);
  });

  it('reads only the digits of a tier price', () => {
    expect(priceDigits('Rs. 6,500')).toBe(6500);
    expect(priceDigits('Rs. 11,000')).toBe(11000);
    expect(priceDigits(17000)).toBe(17000);
    expect(priceDigits('free')).toBe(0);
  });
});
