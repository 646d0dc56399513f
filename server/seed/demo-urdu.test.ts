import { describe, expect, it } from 'vitest';
import { productUrdu } from '../../common/catalog/product-texts';
import { SECTION_DEFAULTS } from '../../common/content/section-defaults';
import { checkSectionUrdu, sectionUrdu } from '../../common/content/section-rules';
import type { UrduShape } from '../../common/i18n/urdu-version';
import { seoUrdu } from '../../common/seo/seo-admin-schemas';
import { demoProducts } from './demo-catalog';
import { demoSeo } from './demo-community';
import { demoContent } from './demo-content';

/**
 * The Urdu versions (decision 039) against the demo shop, whose products and sections fill every field:
 * what the demo ships in Urdu passes the writers as it is, and every text the shop holds either has an
 * Urdu version or is not words (an address, a price, an icon, a figure). A new text field of a block or
 * a section must say which it is: its definition's `urdu`, or a place in the list below.
 */

/** Texts that are not words: addresses, prices and figures, a pack's badge, choices the page keys by. */
const NOT_WORDS = new Set([
  'image',
  'images',
  'videos',
  'imageUrl',
  'videoUrl',
  'ctaLink',
  'backgroundColor',
  'icon',
  'id',
  'value',
  'price',
  'originalPrice',
  'highlight',
  'servingsPerContainer',
  'calories',
  'carbohydrates',
  'sugars',
  'protein',
  'amount',
  'dailyValue',
]);

/** The paths of every text in `value` that neither has an Urdu version in `shape` nor is in NOT_WORDS. */
function untranslated(value: unknown, shape: UrduShape | undefined, path: string[] = []): string[] {
  if (typeof value === 'string') {
    const key = path.filter((part) => !/^\d+$/.test(part)).at(-1) ?? '';
    return shape || NOT_WORDS.has(key) ? [] : [path.join('.')];
  }
  if (Array.isArray(value)) {
    if (shape?.kind === 'lines') return [];
    const item = shape?.kind === 'items' ? shape.item : undefined;
    return value.flatMap((entry, index) => untranslated(entry, item, [...path, String(index)]));
  }
  if (typeof value !== 'object' || value === null) return [];
  const fields = shape?.kind === 'group' ? shape.fields : {};
  return Object.entries(value).flatMap(([key, entry]) => untranslated(entry, fields[key], [...path, key]));
}

/** A product's columns that are not shown to shoppers as words, and its Urdu version itself. */
const {
  sku: _sku,
  slug: _slug,
  category: _category,
  rating: _rating,
  ur: _ur,
  ...vitalixShown
} = demoProducts.find((product) => product.slug === 'vitalix')!;

describe('the Urdu versions of the demo shop', () => {
  it('cover every word of a product with every block filled', () => {
    expect(untranslated(vitalixShown, productUrdu.shape)).toEqual([]);
  });

  it.each(Object.entries(SECTION_DEFAULTS))('cover every word of the section %s', (key, content) => {
    const [page, ...section] = key.split('-');
    expect(untranslated(content, sectionUrdu(page!, section.join('-'))?.shape)).toEqual([]);
  });

  it('are stored as the writers would store them', () => {
    const urduProducts = demoProducts.filter((product) => product.ur);
    expect(urduProducts.length).toBeGreaterThan(0);
    for (const product of urduProducts) expect(productUrdu.schema.parse(product.ur)).toEqual(product.ur);
    for (const section of demoContent.filter((s) => s.ur)) {
      expect(checkSectionUrdu(section.page, section.section, section.ur)).toEqual({
        ok: true,
        ur: section.ur,
      });
    }
    for (const entry of demoSeo.filter((e) => e.ur)) expect(seoUrdu.schema.parse(entry.ur)).toEqual(entry.ur);
  });
});
