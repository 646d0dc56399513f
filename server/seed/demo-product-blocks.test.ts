import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPARISON_COLUMNS,
  FALLBACK_INGREDIENTS,
  isFlagshipProduct,
  parseProductBlocks,
} from '../../common/catalog/product-blocks';
import { demoProducts } from './demo-catalog';
import { demoOwnBlocks } from './demo-product-blocks';

describe('the demo products’ own blocks', () => {
  it('belong to products of the catalogue', () => {
    const slugs = new Set(demoProducts.map((p) => p.slug));
    expect(Object.keys(demoOwnBlocks).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('never show flagship content on another product', () => {
    for (const product of demoProducts.filter((p) => !isFlagshipProduct(p))) {
      const { ingredients, comparison, nutrition } = parseProductBlocks(product);
      expect(ingredients, product.slug).not.toBe(FALLBACK_INGREDIENTS);
      expect(comparison?.columns, product.slug).not.toEqual(DEFAULT_COMPARISON_COLUMNS);
      expect(nutrition?.calories, product.slug).not.toBe('45 kcal');
      expect(JSON.stringify({ ingredients, comparison, nutrition }), product.slug).not.toMatch(/vitalix/i);
    }
  });

  it('give some products ingredients, facts or a comparison of their own', () => {
    const shown = demoProducts
      .filter((p) => !isFlagshipProduct(p))
      .map((p) => parseProductBlocks(p))
      .map((b) => [Boolean(b.ingredients), Boolean(b.nutrition), Boolean(b.comparison)]);
    for (const section of [0, 1, 2]) expect(shown.some((row) => row[section])).toBe(true);
  });
});
