import { describe, expect, it } from 'vitest';
import { checkProduct, FORM_ERROR, tabOf } from './form-check';
import { productFixture } from './product-fixture';
import {
  emptyPlan,
  formValuesOf,
  newProductValues,
  patchBody,
  productBody,
  splitList,
  splitValues,
  toInteger,
  typedList,
} from './product-form';

const vitalix = productFixture({
  image: '/uploads/a.webp',
  images: ['/uploads/b.webp', '/uploads/c.webp'],
  videos: ['/uploads/v.mp4'],
  productHeroSection: { heading: 'Feel alive', subheading: 'Every day' },
  productBenefits: {
    heading: 'Why Vitalix',
    subheading: '',
    nutritionalHeading: 'Nutrition',
    benefits: [{ title: 'Energy', description: 'All day', icon: 'zap' }],
    pricingPlans: [
      {
        label: '1 Jar',
        servings: 30,
        price: 6500,
        perDay: 216,
        description: 'Try it',
        features: ['Free delivery', 'Rich in zinc, iron'],
        highlight: 'Most Popular',
        savings: { amount: 500 },
      },
    ],
    comparisonTable: {
      heading: 'How it compares',
      columns: ['Vitalix', 'Others'],
      rows: [{ feature: 'Herbs', values: ['Yes, 9 herbs', 'No'] }],
    },
  },
});

describe('lists typed as text', () => {
  it('splits by line or comma, trimmed, empties dropped; row values by commas only', () => {
    expect(splitList(' a, b\n\nc ,, ')).toEqual(['a', 'b', 'c']);
    expect(splitValues('Yes, , No ')).toEqual(['Yes', '', 'No']);
    expect(splitValues('  ')).toEqual([]);
  });

  it('reads plan numbers as integers, 0 when they are not numbers', () => {
    expect(toInteger('6500')).toBe(6500);
    expect(toInteger('12.7')).toBe(12);
    expect(toInteger('')).toBe(0);
    expect(toInteger('abc')).toBe(0);
    expect(toInteger('-3')).toBe(-3);
  });
});

describe('formValuesOf and productBody', () => {
  it('starts a new product with the spec defaults and no blocks', () => {
    const values = newProductValues();
    expect(values).toMatchObject({ category: 'Supplements', price: '0', stock: '0', gallery: [] });
    expect(productBody(values)).toMatchObject({
      category: 'Supplements',
      price: '0',
      stock: 0,
      image: null,
      images: [],
      productHeroSection: null,
      productBenefits: null,
      productIngredients: null,
      productFaqs: null,
      productTestimonials: null,
      supplementFacts: null,
      productHoneyPromotion: null,
    });
  });

  it('saves a product loaded and not changed as it was (entries holding commas included)', () => {
    const body = productBody(formValuesOf(vitalix));
    expect(body.image).toBe('/uploads/a.webp');
    expect(body.images).toEqual(['/uploads/b.webp', '/uploads/c.webp']);
    expect(body.productBenefits).toEqual(vitalix.productBenefits);
    expect(body.productHeroSection).toEqual({ heading: 'Feel alive', subheading: 'Every day' });
  });

  it('splits what was retyped, and reads stock as a whole number falling back to 0', () => {
    const values = formValuesOf(vitalix);
    values.stock = 'lots';
    values.productBenefits.pricingPlans = [
      {
        ...values.productBenefits.pricingPlans[0]!,
        price: '7000',
        features: typedList('Free delivery\nZinc, iron'),
      },
      { ...emptyPlan(), label: '2 Jars', servings: 'x' },
    ];
    const body = productBody(values);
    expect(body.stock).toBe(0);
    const plans = (body.productBenefits as { pricingPlans: unknown[] }).pricingPlans;
    expect(plans[0]).toMatchObject({ price: 7000, features: ['Free delivery', 'Zinc', 'iron'] });
    expect(plans[1]).toEqual({
      label: '2 Jars',
      servings: 0,
      // An empty price goes as typed, and the schema refuses it: never a plan at Rs 0.00.
      price: '',
      perDay: 0,
      description: '',
      features: [],
      highlight: '',
      savings: { amount: 0 },
    });
  });

  it('sends a plan price typed with rupees, separators or paisa as its amount', () => {
    const values = formValuesOf(vitalix);
    values.productBenefits.pricingPlans = [
      { ...values.productBenefits.pricingPlans[0]!, price: 'Rs. 6,500.50' },
      { ...values.productBenefits.pricingPlans[0]!, label: '2 Jars', price: '1,00,000' },
    ];
    const plans = (productBody(values).productBenefits as { pricingPlans: { price: unknown }[] })
      .pricingPlans;
    expect(plans.map((plan) => plan.price)).toEqual([6500.5, 100000]);
  });

  it('leaves out blank video rows and makes the first gallery image the primary', () => {
    const values = formValuesOf(vitalix);
    values.videos = [{ url: '' }, { url: ' /uploads/w.mp4 ' }, { url: '' }];
    values.gallery = ['/uploads/c.webp', '/uploads/a.webp'];
    expect(productBody(values)).toMatchObject({
      videos: ['/uploads/w.mp4'],
      image: '/uploads/c.webp',
      images: ['/uploads/a.webp'],
    });
  });
});

describe("the shop's texts and flags (storefront §2, §3)", () => {
  const described = productFixture({
    benefits: ['Raw and unheated', 'Rich in zinc, iron'],
    ingredients: 'Sidr honey\nSaffron',
    usageInstructions: 'One spoon a day.\nWith warm water.',
    isNewArrival: true,
    isOnSale: true,
  });

  it('opens the Key Benefits as rows, the texts as typed and the flags as stored, and saves them back unchanged', () => {
    const saved = {
      ingredients: 'Sidr honey\nSaffron',
      usageInstructions: 'One spoon a day.\nWith warm water.',
      isNewArrival: true,
      isFeatured: false,
      isBestSeller: false,
      isOnSale: true,
    };
    const values = formValuesOf(described);
    expect(values).toMatchObject({
      ...saved,
      benefits: [{ text: 'Raw and unheated' }, { text: 'Rich in zinc, iron' }],
    });
    expect(productBody(values)).toMatchObject({
      ...saved,
      benefits: ['Raw and unheated', 'Rich in zinc, iron'],
    });
    expect(patchBody(values, formValuesOf(described), 1, 25)).toEqual({ version: 1 });
  });

  it('starts a new product with no Key Benefits, no texts and no flags', () => {
    expect(productBody(newProductValues())).toMatchObject({
      benefits: [],
      ingredients: '',
      usageInstructions: '',
      isNewArrival: false,
      isFeatured: false,
      isBestSeller: false,
      isOnSale: false,
    });
  });

  it('sends only the flag, the lines or the text that changed', () => {
    const loaded = formValuesOf(described);
    expect(patchBody(loaded, { ...loaded, isBestSeller: true }, 1, 25)).toEqual({
      version: 1,
      isBestSeller: true,
    });
    expect(
      patchBody(loaded, { ...loaded, benefits: [...loaded.benefits, { text: 'Single origin' }] }, 1, 25),
    ).toEqual({ version: 1, benefits: ['Raw and unheated', 'Rich in zinc, iron', 'Single origin'] });
    expect(patchBody(loaded, { ...loaded, usageInstructions: '' }, 1, 25)).toEqual({
      version: 1,
      usageInstructions: '',
    });
  });

  it('puts a Key Benefits line the API refuses under its own row, on the Benefits tab', () => {
    const values = formValuesOf(described);
    values.benefits = [{ text: '' }, { text: 'x'.repeat(501) }];
    const { errors } = checkProduct(values);
    expect(errors).toEqual({ 'benefits.1.text': 'At most 500 characters' });
    expect(tabOf('benefits.1.text')).toBe('benefits');
  });
});

describe('patchBody', () => {
  it('sends only what changed, with the version, and stock as the shown and the loaded stock', () => {
    const loaded = formValuesOf(vitalix);
    const now = { ...loaded, price: '6999.50', stock: '30' };
    expect(patchBody(loaded, now, 4, 25)).toEqual({
      version: 4,
      price: '6999.50',
      stock: 30,
      stockLoaded: 25,
    });
    expect(patchBody(loaded, loaded, 4, 25)).toEqual({ version: 4 });
  });

  it('sends the whole gallery when its order changed', () => {
    const loaded = formValuesOf(vitalix);
    const now = { ...loaded, gallery: ['/uploads/a.webp', '/uploads/c.webp', '/uploads/b.webp'] };
    expect(patchBody(loaded, now, 1, 25)).toEqual({
      version: 1,
      image: '/uploads/a.webp',
      images: ['/uploads/c.webp', '/uploads/b.webp'],
    });
  });
});

describe('checkProduct', () => {
  it("puts the API schema's messages on the fields, and counts them by tab", () => {
    const values = { ...newProductValues(), price: '-1', stock: '-2' };
    values.productBenefits.pricingPlans = [{ ...emptyPlan(), price: '-5' }];
    values.videos = [{ url: '' }, { url: 'ftp://nope' }];
    const { errors, unplaced } = checkProduct(values);
    expect(errors).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
      price: 'Price cannot be negative',
      stock: 'Stock must be a whole number of at least 0',
      'productBenefits.pricingPlans.0.label': 'Plan label is required',
      'productBenefits.pricingPlans.0.price': 'Plan price cannot be negative',
      'videos.1.url': 'A media address must start with http://, https:// or /',
    });
    expect(unplaced).toEqual([]);
    // Each problem belongs to the tab its field is on (the tabs' counts, FormTabs).
    expect(Object.keys(errors).map(tabOf)).toEqual([
      'basic',
      'basic',
      'basic',
      'basic',
      'media',
      'media',
      'media',
    ]);
  });

  it('sells nothing for nothing: a new product at 0 and a plan without a price are refused', () => {
    const values = { ...newProductValues(), name: 'Ajwa Dates', description: 'Dates.' };
    values.productBenefits.pricingPlans = [
      { ...emptyPlan(), label: '1 Box' },
      { ...emptyPlan(), label: '2 Boxes', price: '0' },
      { ...emptyPlan(), label: '3 Boxes', price: '65,00' },
    ];
    expect(checkProduct(values).errors).toEqual({
      price: 'Price must be more than 0',
      'productBenefits.pricingPlans.0.price': 'Plan price is required',
      'productBenefits.pricingPlans.1.price': 'Plan price must be more than 0',
      'productBenefits.pricingPlans.2.price':
        'Plan price has a comma in the wrong place: commas go between groups of digits, such as 6,500, 65,000 or 1,00,000',
    });
    values.price = 'Rs. 1,850.50';
    values.productBenefits.pricingPlans = [{ ...emptyPlan(), label: '1 Box', price: 'Rs 1,850' }];
    expect(checkProduct(values).errors).toEqual({});
    expect(productBody(values).price).toBe('Rs. 1,850.50');
  });

  it('gives a list typed as text its own problems, and names the gallery by position', () => {
    const values = formValuesOf(vitalix);
    values.productBenefits.pricingPlans = [
      { ...values.productBenefits.pricingPlans[0]!, features: typedList('1,2,3,4,5,6,7') },
    ];
    values.gallery = ['not a url', '/uploads/b.webp', 'also bad'];
    const { errors } = checkProduct(values);
    expect(errors['productBenefits.pricingPlans.0.features']).toBe('Plan features: at most 6 entries');
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['gallery.0', 'gallery.2']));
  });

  it('knows the tab of every field, and that a bare block is no field', () => {
    expect(tabOf('name')).toBe('basic');
    expect(tabOf('productHeroSection.heading')).toBe('basic');
    expect(tabOf('gallery.3')).toBe('media');
    expect(tabOf('productBenefits.comparisonTable.rows.0.feature')).toBe('media');
    expect(tabOf('productBenefits.benefits.0.title')).toBe('benefits');
    expect(tabOf('productIngredients.ingredientTags')).toBe('ingredients');
    expect(tabOf('supplementFacts.nutrients.0.name')).toBe('details');
    expect(tabOf('isNewArrival')).toBe('basic');
    expect(tabOf('isOnSale')).toBe('basic');
    expect(tabOf('benefits.0.text')).toBe('benefits');
    expect(tabOf('ingredients')).toBe('ingredients');
    expect(tabOf('usageInstructions')).toBe('details');
    expect(tabOf('productBenefits')).toBeNull();
  });

  it('words the Form Error toast as the spec does', () => {
    expect(`${FORM_ERROR.title}: ${FORM_ERROR.description}`).toBe(
      'Form Error: There was an error processing the form data. Please check your JSON fields.',
    );
  });
});
