import { describe, expect, it } from 'vitest';
import { PAKISTAN_CITIES } from './cities';

describe('checkout cities', () => {
  it('holds 53 distinct cities in alphabetical order', () => {
    expect(PAKISTAN_CITIES).toHaveLength(53);
    expect(new Set(PAKISTAN_CITIES).size).toBe(53);
    expect([...PAKISTAN_CITIES]).toEqual([...PAKISTAN_CITIES].sort((a, b) => a.localeCompare(b)));
  });
});
