import { describe, expect, it } from 'vitest';
import { PRODUCT_BLOCKS } from './all-blocks';

describe('the product blocks’ one definition (storefront §3)', () => {
  it('gives the writer and the reader of each block the same keys', () => {
    for (const block of Object.values(PRODUCT_BLOCKS)) {
      expect(Object.keys(block.lenient.shape)).toEqual(Object.keys(block.strict.shape));
    }
  });

  it('refuses an unknown key when writing and ignores it when reading', () => {
    const hero = PRODUCT_BLOCKS.productHeroSection;
    expect(hero.strict.safeParse({ heading: 'Hi', tagline: 'x' }).success).toBe(false);
    expect(hero.lenient.parse({ heading: 'Hi', tagline: 'x' })).toEqual({ heading: 'Hi', subheading: '' });
  });

  it('reads the ingredient tags under the spec’s name, ingredientTags', () => {
    const read = PRODUCT_BLOCKS.productIngredients.lenient.parse({ ingredientTags: ['Raw', ' ', 'Halal'] });
    expect(read.ingredientTags).toEqual(['Raw', 'Halal']);
  });
});
