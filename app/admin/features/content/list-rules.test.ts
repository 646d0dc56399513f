import { describe, expect, it } from 'vitest';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { contentRecord } from './content-fixture';
import { readView, writeView } from '../../../lib/url-view';
import { cardPreview, cardsOfPage, contentViewSchema, pageOf, shownContent } from './content-view';
import {
  fixedRows,
  joinParagraphs,
  mergeOverDefaults,
  recommendedAfterRemoval,
  splitLines,
  splitParagraphs,
  typedNumber,
} from './list-rules';

describe('lists typed as text', () => {
  it('splits paragraphs on blank lines, trimmed, empties dropped, and joins them with one blank line', () => {
    expect(splitParagraphs('  First one.\nstill first\n\n\n Second. \n   \nThird\n\n')).toEqual([
      'First one.\nstill first',
      'Second.',
      'Third',
    ]);
    expect(splitParagraphs(' \n\n ')).toEqual([]);
    expect(joinParagraphs(['One', '', 'Two'])).toBe('One\n\nTwo');
    expect(joinParagraphs('not a list')).toBe('');
  });

  it('splits benefits one per line', () => {
    expect(splitLines('Energy\n\n  Calm  \n')).toEqual(['Energy', 'Calm']);
  });

  it('reads typed numbers, leaving what is not a number for the check to name', () => {
    expect(typedNumber(' 3 ')).toBe(3);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('two')).toBe('two');
  });
});

describe('the recommended tier after a delete', () => {
  it('keeps pointing at the same tier, or hands the mark to the tier taking its place', () => {
    expect(recommendedAfterRemoval(2, 0, 3)).toBe(1);
    expect(recommendedAfterRemoval(0, 2, 3)).toBe(0);
    expect(recommendedAfterRemoval(1, 1, 3)).toBe(1);
    expect(recommendedAfterRemoval(2, 2, 3)).toBe(1);
    expect(recommendedAfterRemoval(1, 0, 2)).toBe(0);
  });
});

describe('saved content over the defaults', () => {
  it('lets blank fields show their default, as the page does, and keeps extra fields', () => {
    expect(
      mergeOverDefaults(
        { heading: 'Default', subheading: 'Sub', list: ['a'] },
        {
          heading: '  ',
          subheading: 'Mine',
          list: [],
          extra: 1,
        },
      ),
    ).toEqual({ heading: 'Default', subheading: 'Mine', list: ['a'], extra: 1 });
  });

  it('pads fixed rows from the defaults and reads stored rows over them', () => {
    const defaults = [
      { title: 'A', description: 'a' },
      { title: 'B', description: 'b' },
    ];
    expect(
      fixedRows([{ title: 'Mine' }, 'junk', { title: 'Extra' }], defaults, (row, fallback) => ({
        title: typeof row.title === 'string' ? row.title : fallback.title,
        description: fallback.description,
      })),
    ).toEqual([
      { title: 'Mine', description: 'a' },
      { title: 'B', description: 'b' },
    ]);
  });

  it('opens a saved section merged over its defaults', () => {
    const record = contentRecord({ page: 'home', section: 'hero', content: { heading: 'Raw honey' } });
    expect(shownContent('home-hero', record)).toEqual({
      ...SECTION_DEFAULTS['home-hero'],
      heading: 'Raw honey',
    });
  });
});

describe('the cards of a page', () => {
  it('reads the tab from the address, the home page by default', () => {
    expect(pageOf(readView(new URLSearchParams('page=about'), contentViewSchema))).toBe('about');
    expect(pageOf(readView(new URLSearchParams('page=nowhere'), contentViewSchema))).toBe('home');
    expect(pageOf(readView(new URLSearchParams(), contentViewSchema))).toBe('home');
    // A chosen tab is named in the address, the Homepage too.
    expect(String(writeView(new URLSearchParams('page=about'), contentViewSchema, { page: 'home' }))).toBe(
      'page=home',
    );
  });

  it('lists the catalogued sections, then saved sections the catalogue does not know', () => {
    const banner = contentRecord({ page: 'products', section: 'banner', content: { text: 'Sale' } });
    const cta = contentRecord({ page: 'products', section: 'cta', content: { heading: 'Hi' } });
    const cards = cardsOfPage('products', [banner, cta]);
    expect(cards.map((card) => [card.key, card.record?.section ?? null, card.custom])).toEqual([
      ['products-hero', null, false],
      ['products-features', null, false],
      ['products-categories', null, false],
      ['products-sort', null, false],
      ['products-cta', 'cta', false],
      ['products-banner', 'banner', true],
    ]);
    expect(cardsOfPage('product-detail', [banner])).toEqual([]);
  });

  it('previews the first heading-like text and the description, each cut at 50 characters', () => {
    const { mission, vision } = SECTION_DEFAULTS['about-mission-vision'];
    expect(cardPreview('about-mission-vision', null)).toEqual({
      text: `${mission.slice(0, 50)}...`,
      description: `${vision.slice(0, 50)}...`,
    });
    expect(cardPreview('products-categories', null)).toEqual({ text: 'All Products', description: '' });
    expect(cardPreview('products-features', null).text).toBe('100% Organic');
    expect(cardPreview('home-honey-strip', null)).toEqual({
      text: 'From Our Hives to Your Home',
      description: 'Raw honey from the forests and valleys of Pakistan',
    });
  });
});
