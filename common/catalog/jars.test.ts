import { describe, expect, it } from 'vitest';
import { jarsForServings } from './jars';

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
});
