import { describe, expect, it } from 'vitest';
import { matchesMediaSearch, mediaSearchWords } from './media-search';

describe('the media search', () => {
  const jar = { fileName: 'Beach-Sunset.JPG', altText: 'Honey jars on the sand' };
  const bare = { fileName: 'vitalix-jar.png', altText: null };

  it('needs every word in the file name or the alt text, in any case', () => {
    expect(matchesMediaSearch(jar, mediaSearchWords('beach HONEY'))).toBe(true);
    expect(matchesMediaSearch(jar, mediaSearchWords('  jar  sand '))).toBe(true);
    expect(matchesMediaSearch(bare, mediaSearchWords('jar sand'))).toBe(false);
    expect(matchesMediaSearch(bare, mediaSearchWords('VITALIX'))).toBe(true);
  });

  it('keeps everything for an empty search', () => {
    expect(mediaSearchWords('   ')).toEqual([]);
    expect(mediaSearchWords(undefined)).toEqual([]);
    expect(matchesMediaSearch(bare, [])).toBe(true);
  });
});
