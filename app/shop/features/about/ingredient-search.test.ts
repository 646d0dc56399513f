import { describe, expect, it } from 'vitest';
import { filterNatureEntries } from './ingredient-search';

const entries = [
  { label: 'Turmeric Root', description: 'Golden haldi with curcumin.' },
  { label: 'Ashwagandha', description: 'An adaptogenic root.' },
  { label: 'Moringa', description: 'Nutrient-dense leaves.' },
];

describe('filterNatureEntries', () => {
  it('keeps everything for a blank query', () => {
    expect(filterNatureEntries(entries, '')).toEqual(entries);
    expect(filterNatureEntries(entries, '   ')).toEqual(entries);
  });

  it('matches the label case-insensitively', () => {
    expect(filterNatureEntries(entries, 'MORINGA').map((e) => e.label)).toEqual(['Moringa']);
  });

  it('matches the description too, ignoring surrounding spaces', () => {
    expect(filterNatureEntries(entries, ' root ').map((e) => e.label)).toEqual([
      'Turmeric Root',
      'Ashwagandha',
    ]);
    expect(filterNatureEntries(entries, 'curcumin').map((e) => e.label)).toEqual(['Turmeric Root']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterNatureEntries(entries, 'saffron')).toEqual([]);
  });
});
