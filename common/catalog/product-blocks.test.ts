import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPARISON_COLUMNS,
  defaultPlanIndex,
  FALLBACK_INGREDIENTS,
  parseJsonBlock,
  parsePricingPlans,
  parseProductBlocks,
  shortDescription,
} from './product-blocks';

const bare = { name: 'Walnut Kernels', description: 'Crunchy walnut halves. Packed fresh in Swat.' };

const plans = [
  { label: '1 Jar', servings: 30, price: 6500, perDay: 217, features: ['a', 'b', 'c', 'd'] },
  { label: '2 Jars', servings: 60, price: '11,000', highlight: 'Most Popular', savings: { amount: 2000 } },
  { label: '3 Jars', servings: 90, price: 'Rs. 17,000', highlight: 'Best Value' },
];

describe('parseJsonBlock (storefront §3: object or JSON string)', () => {
  it('takes an object as it is', () => {
    expect(parseJsonBlock({ heading: 'Hi' })).toEqual({ heading: 'Hi' });
  });

  it('parses a JSON string', () => {
    expect(parseJsonBlock('{"heading":"Hi"}')).toEqual({ heading: 'Hi' });
  });

  it.each([['{not json'], ['"just text"'], ['[1,2]'], [null], [undefined], [42]])(
    'turns %j into null',
    (value) => {
      expect(parseJsonBlock(value)).toBeNull();
    },
  );
});

describe('pricing plans (storefront §3, §4)', () => {
  it('reads numbers typed as text, counts jars and keeps at most 3 features', () => {
    const parsed = parsePricingPlans(plans);
    expect(parsed.map((p) => [p.label, p.price, p.jars])).toEqual([
      ['1 Jar', 6500, 1],
      ['2 Jars', 11000, 2],
      ['3 Jars', 17000, 3],
    ]);
    expect(parsed[0]!.features).toEqual(['a', 'b', 'c']);
    expect(parsed[1]!.savingsAmount).toBe(2000);
    expect(parsed[0]!.highlight).toBeNull();
  });

  it('rounds servings / 30 to jars, at least 1', () => {
    const jars = parsePricingPlans(
      [10, 44, 45, 120].map((servings) => ({ label: `${servings}`, servings, price: 100 })),
    ).map((p) => p.jars);
    expect(jars).toEqual([1, 1, 2, 4]);
  });

  it('drops plans without a label or a price and survives a non-list', () => {
    expect(parsePricingPlans([{ label: '', price: 1 }, { label: 'No price' }, 'junk'])).toEqual([]);
    expect(parsePricingPlans('nope')).toEqual([]);
  });

  it("defaults to the 'Most Popular' plan, otherwise the first", () => {
    expect(defaultPlanIndex(parsePricingPlans(plans))).toBe(1);
    expect(defaultPlanIndex(parsePricingPlans([plans[0], plans[2]]))).toBe(0);
    expect(defaultPlanIndex([])).toBe(0);
  });
});

describe('parseProductBlocks', () => {
  it('falls back for a product with no blocks (storefront §9)', () => {
    const blocks = parseProductBlocks(bare);
    expect(blocks.hero).toEqual({ heading: 'Walnut Kernels', subheading: 'Crunchy walnut halves.' });
    expect(blocks.plans).toEqual([]);
    expect(blocks.defaultPlan).toBe(0);
    expect(blocks.comparison).toBeNull();
    expect(blocks.ingredients).toBe(FALLBACK_INGREDIENTS);
    expect(blocks.ingredients.ingredients.map((i) => i.name)).toEqual([
      'Ashwagandha',
      'Safed Musli',
      'Shatavari',
      'Saffron',
      'Honey',
    ]);
    expect(blocks.ingredients.tags).toHaveLength(18);
    expect(blocks.nutrition).toMatchObject({
      calories: '45 kcal',
      carbohydrates: '8g',
      sugars: '5g',
      protein: '2g',
      servingSize: null,
      nutrients: [],
    });
    expect(blocks.faq.items).toEqual([]);
    expect(blocks.testimonials.items).toEqual([]);
    expect(blocks.honeyPromotion).toBeNull();
  });

  it('reads every block from JSON strings too, and bad fields degrade alone', () => {
    const blocks = parseProductBlocks({
      ...bare,
      productHeroSection: JSON.stringify({ heading: 'Crunch', subheading: 42 }),
      productBenefits: JSON.stringify({
        pricingPlans: plans,
        nutritionalHeading: 'Nutrition',
        comparisonTable: { heading: 'Compare', rows: [{ feature: 'Fresh', values: ['Yes'] }] },
      }),
      productIngredients: '{broken',
      productFaqs: { faqs: [{ question: 'Q?', answer: 'A.' }, { question: 'no answer' }] },
      productTestimonials: {
        testimonials: Array.from({ length: 8 }, (_, i) => ({ name: `N${i}`, text: 'Good', rating: 9 })),
      },
      supplementFacts: { calories: 60, sugars: '', servingSize: '1 tsp', servingsPerContainer: 30 },
      productHoneyPromotion: { title: 'Try honey', imageUrl: '' },
    });
    expect(blocks.hero).toEqual({ heading: 'Crunch', subheading: 'Crunchy walnut halves.' });
    expect(blocks.plans).toHaveLength(3);
    expect(blocks.defaultPlan).toBe(1);
    expect(blocks.comparison).toEqual({
      heading: 'Compare',
      columns: DEFAULT_COMPARISON_COLUMNS,
      rows: [{ feature: 'Fresh', values: ['Yes', '', '', '', ''] }],
    });
    expect(blocks.ingredients).toBe(FALLBACK_INGREDIENTS);
    expect(blocks.faq.items).toEqual([{ question: 'Q?', answer: 'A.' }]);
    expect(blocks.testimonials.items).toHaveLength(6);
    expect(blocks.testimonials.items[0]).toEqual({
      name: 'N0',
      location: '',
      image: null,
      rating: 5,
      text: 'Good',
    });
    expect(blocks.nutrition).toMatchObject({
      heading: 'Nutrition',
      calories: '60 kcal',
      sugars: '5g',
      servingSize: '1 tsp',
      servingsPerContainer: '30',
    });
    expect(blocks.honeyPromotion).toEqual({
      title: 'Try honey',
      description: '',
      imageUrl: null,
      buttonText: 'Shop Honey',
    });
  });

  it('keeps a filled ingredients block, at most 5 cards, benefits as a list', () => {
    const blocks = parseProductBlocks({
      ...bare,
      productIngredients: {
        heading: 'Inside',
        ingredients: Array.from({ length: 7 }, (_, i) => ({ name: `I${i}`, benefits: 'One line' })),
        ingredientTags: ['Raw'],
      },
    });
    expect(blocks.ingredients.heading).toBe('Inside');
    expect(blocks.ingredients.ingredients).toHaveLength(5);
    expect(blocks.ingredients.ingredients[0]!.benefits).toEqual(['One line']);
    expect(blocks.ingredients.tags).toEqual(['Raw']);
  });
});

describe('shortDescription', () => {
  it('takes the first sentence and shortens a long one', () => {
    expect(shortDescription('One. Two.')).toBe('One.');
    expect(shortDescription('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
  });
});
