import { describe, expect, it } from 'vitest';
import { hasNoControlCharacters, isOneLine } from './text-rules';

describe('text rules', () => {
  it('a one-line field refuses line breaks and control characters', () => {
    expect(isOneLine('Ayesha Khan')).toBe(true);
    expect(isOneLine('نام اردو میں')).toBe(true);
    for (const bad of ['a\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u2028b', 'a\u0085b']) {
      expect(isOneLine(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('a multi-line field keeps line breaks and refuses other control characters', () => {
    expect(hasNoControlCharacters('House 5\r\nStreet 2\nLahore')).toBe(true);
    for (const bad of ['a\u0000b', 'a\tb', 'a\u001bb', 'a\u007fb']) {
      expect(hasNoControlCharacters(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
