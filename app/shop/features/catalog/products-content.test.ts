import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CHIP_DEFAULTS,
  SECTION_DEFAULTS,
  SORT_OPTION_DEFAULTS,
} from '../../../../common/content/section-defaults';
import { productsPageContent } from './products-content';

describe('productsPageContent', () => {
  it('falls back to the page defaults when no section exists', () => {
    const content = productsPageContent([]);
    expect(content.hero.heading).toBe('Our Products');
    expect(content.categories.map((c) => c.label)).toEqual([
      'All Products',
      'Supplements',
      'Natural Foods',
      'Dry Fruits',
      'Herbal Medicines',
    ]);
    expect(content.sortOptions.map((o) => o.value)).toEqual([
      'featured',
      'price-asc',
      'price-desc',
      'name',
      'newest',
      'rating',
    ]);
    const strip = content.features.map((f) => `${f.title} ${f.description}`).join(' ');
    expect(strip).toContain('over $50');
    expect(strip).toContain('90-Day Guarantee');
  });

  it('takes every default from SECTION_DEFAULTS, the content editor’s first draft', () => {
    const content = productsPageContent([]);
    expect(content.hero).toEqual(SECTION_DEFAULTS['products-hero']);
    expect(content.features).toEqual(SECTION_DEFAULTS['products-features'].features);
    expect(content.cta).toEqual(SECTION_DEFAULTS['products-cta']);
    expect(content.categories.map((c) => c.label)).toEqual(CATEGORY_CHIP_DEFAULTS.map((c) => c.label));
    expect(content.sortOptions.map((o) => o.label)).toEqual(SORT_OPTION_DEFAULTS.map((o) => o.label));
    content.features[0]!.title = 'changed';
    expect(SECTION_DEFAULTS['products-features'].features[0].title).toBe('100% Organic');
  });

  it('reads the sections, mapping the editor’s sort names onto the URL’s', () => {
    const content = productsPageContent([
      { section: 'hero', content: { heading: 'Shop', subheading: 'All of it' } },
      { section: 'categories', content: { categories: [{ id: 'Dry Fruits', label: 'Nuts & Dates' }] } },
      { section: 'sort', content: { options: [{ value: 'price-low', label: 'Cheapest first' }] } },
      {
        section: 'features',
        content: { features: [{ icon: 'Truck', title: 'Fast', description: 'Quick' }] },
      },
      { section: 'cta', content: { heading: 'Need help?', primaryButtonText: 'Try Vitalix' } },
    ]);
    expect(content.hero).toEqual({ heading: 'Shop', subheading: 'All of it' });
    expect(content.categories[3]).toEqual({ category: 'Dry Fruits', label: 'Nuts & Dates' });
    expect(content.sortOptions[1]).toEqual({ value: 'price-asc', label: 'Cheapest first' });
    expect(content.features).toEqual([{ icon: 'Truck', title: 'Fast', description: 'Quick' }]);
    expect(content.cta.heading).toBe('Need help?');
    expect(content.cta.secondaryButtonText).toBe('Contact Us');
  });

  it('survives malformed sections', () => {
    const content = productsPageContent([
      { section: 'hero', content: 'not an object' },
      { section: 'features', content: { features: 'nope' } },
      { section: 'categories', content: { categories: [null, 3] } },
      { section: 'sort', content: { options: [{ value: 42 }] } },
    ]);
    expect(content.hero.heading).toBe('Our Products');
    expect(content.features).toHaveLength(4);
    expect(content.categories[0]?.label).toBe('All Products');
    expect(content.sortOptions[0]?.label).toBe('Featured');
  });
});
