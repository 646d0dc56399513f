import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPARISON_COLUMNS,
  defaultPlanIndex,
  FALLBACK_INGREDIENTS,
  isFlagshipProduct,
  parseJsonBlock,
  parsePricingPlans,
  parseProductBlocks,
  shortDescription,
} from './product-blocks';

const bare = {
  slug: 'walnut-kernels',
  name: 'Walnut Kernels',
  description: 'Crunchy walnut halves. Packed fresh in Swat.',
};
const flagship = { slug: 'vitalix', name: 'Vitalix', description: 'Herbs in raw honey.' };

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
    // Nothing sells for nothing, and a price is one amount: never a guess at its digits.
    const offered = parsePricingPlans(
      [0, '0', 'Rs 0', -5, '6.500,00', '65,00', 'Rs 4,500 or 5,000', 4500.555, 'Rs. 4,500.50', 8333.33].map(
        (price, i) => ({ label: `Plan ${i}`, price }),
      ),
    );
    expect(offered.map((p) => [p.label, p.price])).toEqual([
      ['Plan 8', 4500.5],
      ['Plan 9', 8333.33],
    ]);
    expect(parsePricingPlans('nope')).toEqual([]);
  });

  it("defaults to the 'Most Popular' plan, otherwise the first", () => {
    expect(defaultPlanIndex(parsePricingPlans(plans))).toBe(1);
    expect(defaultPlanIndex(parsePricingPlans([plans[0], plans[2]]))).toBe(0);
    expect(defaultPlanIndex([])).toBe(0);
  });
});

describe('parseProductBlocks', () => {
  it('gives the flagship the spec fallbacks when it has no blocks (storefront §9)', () => {
    const blocks = parseProductBlocks(flagship);
    expect(blocks.ingredients).toBe(FALLBACK_INGREDIENTS);
    expect(blocks.ingredients!.ingredients.map((i) => i.name)).toEqual([
      'Ashwagandha',
      'Safed Musli',
      'Shatavari',
      'Saffron',
      'Honey',
    ]);
    expect(blocks.ingredients!.ingredientTags).toHaveLength(18);
    expect(blocks.nutrition).toMatchObject({
      calories: '45 kcal',
      carbohydrates: '8g',
      sugars: '5g',
      protein: '2g',
      servingSize: null,
      nutrients: [],
    });
    // A table still needs rows; only its columns have a default.
    expect(blocks.comparison).toBeNull();
  });

  it('leaves out the sections another product has no content for', () => {
    const blocks = parseProductBlocks(bare);
    expect(blocks.hero).toEqual({ heading: 'Walnut Kernels', subheading: 'Crunchy walnut halves.' });
    expect(blocks.plans).toEqual([]);
    expect(blocks.defaultPlan).toBe(0);
    expect(blocks.comparison).toBeNull();
    expect(blocks.benefits).toBeNull();
    expect(blocks.ingredients).toBeNull();
    expect(blocks.nutrition).toBeNull();
    expect(blocks.faq.items).toEqual([]);
    expect(blocks.testimonials.items).toEqual([]);
    expect(blocks.honeyPromotion).toBeNull();
  });

  it("shows the Benefits tab's cards as a section, named after the product when it has no heading", () => {
    const productBenefits = {
      heading: '',
      subheading: 'What a spoon a day does.',
      benefits: [
        { title: 'Steady energy', description: 'No crash.\nNo caffeine.', icon: 'zap' },
        { title: '', description: 'A card without a title is left out', icon: 'leaf' },
        { title: 'Calm', icon: 'rocket' },
      ],
    };
    expect(parseProductBlocks({ ...bare, productBenefits }).benefits).toEqual({
      heading: 'Benefits of Walnut Kernels',
      subheading: 'What a spoon a day does.',
      items: [
        { title: 'Steady energy', description: 'No crash.\nNo caffeine.', icon: 'zap' },
        // An icon the shop cannot draw falls back to the check mark.
        { title: 'Calm', description: '', icon: 'check' },
      ],
    });
    expect(
      parseProductBlocks({
        ...bare,
        productBenefits: JSON.stringify({ ...productBenefits, heading: 'Why walnuts' }),
      }).benefits?.heading,
    ).toBe('Why walnuts');
    // A heading with no card to show is no section.
    expect(
      parseProductBlocks({ ...bare, productBenefits: { heading: 'Why', benefits: [] } }).benefits,
    ).toBeNull();
  });

  it('finds the flagship by slug or by a name containing Vitalix, in any case', () => {
    expect(isFlagshipProduct({ slug: 'vitalix', name: 'Anything' })).toBe(true);
    expect(isFlagshipProduct({ slug: 'vx-jar', name: 'VITALIX Herbal Blend' })).toBe(true);
    expect(isFlagshipProduct(bare)).toBe(false);
  });

  it('reads every block from JSON strings too, and bad fields degrade alone', () => {
    const blocks = parseProductBlocks({
      ...bare,
      productHeroSection: JSON.stringify({ heading: 'Crunch', subheading: 42 }),
      productBenefits: JSON.stringify({
        pricingPlans: plans,
        nutritionalHeading: 'Nutrition',
        comparisonTable: {
          heading: 'Compare',
          columns: ['Ours', 'Shop brand'],
          rows: [{ feature: 'Fresh', values: ['Yes'] }],
        },
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
      columns: ['Ours', 'Shop brand'],
      rows: [{ feature: 'Fresh', values: ['Yes', ''] }],
    });
    expect(blocks.ingredients).toBeNull();
    expect(blocks.faq.items).toEqual([{ question: 'Q?', answer: 'A.' }]);
    expect(blocks.testimonials.items).toHaveLength(6);
    expect(blocks.testimonials.items[0]).toEqual({
      name: 'N0',
      location: '',
      image: null,
      rating: 5,
      text: 'Good',
    });
    // Only what the product's own facts say: no flagship figures fill the gaps.
    expect(blocks.nutrition).toMatchObject({
      heading: 'Nutrition',
      calories: '60 kcal',
      carbohydrates: '',
      sugars: '',
      protein: '',
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

  it('gives a table without columns the default columns on the flagship only', () => {
    const productBenefits = { comparisonTable: { rows: [{ feature: 'Fresh', values: ['Yes'] }] } };
    expect(parseProductBlocks({ ...flagship, productBenefits }).comparison).toEqual({
      heading: 'How It Compares',
      columns: DEFAULT_COMPARISON_COLUMNS,
      rows: [{ feature: 'Fresh', values: ['Yes', '', '', '', ''] }],
    });
    expect(parseProductBlocks({ ...bare, productBenefits }).comparison).toBeNull();
  });

  it('fills the flagship nutrition gaps with the fallbacks; facts that say nothing are left out', () => {
    const supplementFacts = { calories: 60, sugars: '' };
    expect(parseProductBlocks({ ...flagship, supplementFacts }).nutrition).toMatchObject({
      calories: '60 kcal',
      carbohydrates: '8g',
      sugars: '5g',
      protein: '2g',
    });
    expect(parseProductBlocks({ ...bare, supplementFacts: { disclaimer: '' } }).nutrition).toBeNull();
    expect(
      parseProductBlocks({ ...bare, supplementFacts: { nutrients: [{ name: 'Iron', amount: '2 mg' }] } })
        .nutrition?.nutrients,
    ).toEqual([{ name: 'Iron', amount: '2 mg', dailyValue: '' }]);
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
    expect(blocks.ingredients!.heading).toBe('Inside');
    expect(blocks.ingredients!.ingredients).toHaveLength(5);
    expect(blocks.ingredients!.ingredients[0]!.benefits).toEqual(['One line']);
    expect(blocks.ingredients!.ingredientTags).toEqual(['Raw']);
  });
});

describe('shortDescription', () => {
  it('takes the first sentence and shortens a long one', () => {
    expect(shortDescription('One. Two.')).toBe('One.');
    expect(shortDescription('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
  });
});
