import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminProductListSchema,
  adminProductSchema,
  PRODUCT_MESSAGES,
  SLUG_LENGTH_RULE,
  SLUG_RULE,
} from '../../../common/catalog/product-admin-schemas';
import { parseProductBlocks } from '../../../common/catalog/product-blocks';
import { mediaAssets, orderItems, productFaqs, productReviews, products } from '../../db/schema';
import { newProductBody, VALID_CUSTOMER } from '../../testing/test-catalog';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';

/**
 * Product management (back-office §7; decision 016): the editor's API. Every refusal changes
 * nothing; stock edits never undo what orders took; a stale save is a 409; delete keeps past orders.
 */
const kit = adminApiTestKit({
  signIn: ['editor', 'owner', 'desk', 'shopper'],
  watch: [products],
  entity: 'product',
});
const { call, snapshot, auditOf } = kit;

/** The least a create needs, with a name of its own. */
const minimal = newProductBody;

const create = (body: Record<string, unknown> = minimal()) =>
  kit.created('/products', body, adminProductSchema);

async function rowOf(id: string) {
  const [row] = await kit.t.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

async function placeOrder(productId: string, quantity: number) {
  const res = await kit.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      order: { ...VALID_CUSTOMER, total: 1 },
      items: [{ productId, productName: 'ignored', quantity, price: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A product with every block, some as objects and some as JSON text, as the editor may send them. */
const EVERY_BLOCK = {
  name: 'Royal Sidr Honey',
  slug: 'royal-sidr-honey',
  sku: 'NF-RSH-900',
  description: 'Raw sidr honey from Karak. Never heated.',
  category: 'Natural Foods',
  price: 6500,
  stock: 40,
  image: '/uploads/demo/sidr-honey.webp',
  images: ['/uploads/demo/sidr-2.webp', 'https://cdn.example.com/sidr-3.webp'],
  videos: ['https://video.example.com/sidr.mp4'],
  isNewArrival: true,
  isFeatured: false,
  isBestSeller: true,
  isOnSale: false,
  maxPerOrder: 5,
  benefits: ['Raw and unheated', '', 'Single origin'],
  ingredients: '100% sidr honey',
  usageInstructions: 'One spoon a day.',
  productStory: 'From the Beri forests.',
  productHeroSection: { heading: 'Honey From Karak', subheading: 'Raw, unheated, single origin.' },
  productBenefits: JSON.stringify({
    heading: 'Why Sidr',
    subheading: 'Single origin',
    nutritionalHeading: 'Per Tablespoon',
    benefits: [{ title: 'Raw', description: 'Never heated', icon: 'leaf' }],
    pricingPlans: [
      {
        label: '1 Jar',
        servings: 30,
        price: 6500,
        perDay: 217,
        description: 'One month',
        features: ['30 servings', 'Cash on delivery'],
        highlight: '',
        savings: { amount: 0 },
      },
      {
        label: '2 Jars',
        servings: '60',
        price: '12000',
        perDay: 200,
        description: 'Two months',
        features: ['60 servings'],
        highlight: 'Most Popular',
        savings: 1000,
      },
    ],
    comparisonTable: {
      heading: 'How It Compares',
      columns: ['Ours', 'Supermarket'],
      rows: [{ feature: 'Raw', values: ['Yes', 'No'] }],
    },
  }),
  productIngredients: {
    heading: 'Inside',
    subheading: 'One ingredient',
    ingredients: [{ name: 'Sidr honey', description: 'From Ziziphus flowers', benefits: ['Energy'] }],
    ingredientTags: ['Raw', 'Halal'],
  },
  productFaqs: {
    heading: 'Questions',
    subheading: '',
    whoIsItFor: [{ audience: 'Families', question: 'For children?', answer: 'Above one year.' }],
    faqs: [{ question: 'Is it raw?', answer: 'Yes.' }],
  },
  productTestimonials: JSON.stringify({
    heading: 'Reviews',
    subheading: 'From our customers',
    testimonials: [
      { name: 'Ayesha', location: 'Lahore', rating: 5, text: 'Lovely.', image: '/uploads/demo/a.webp' },
    ],
  }),
  supplementFacts: {
    servingSize: '1 tablespoon (21 g)',
    servingsPerContainer: 24,
    calories: '64 kcal',
    carbohydrates: '17g',
    sugars: '16g',
    protein: '0.1g',
    nutrientsHeading: 'Per Tablespoon',
    nutrients: [{ name: 'Iron', amount: '0.1 mg', dailyValue: '1%' }],
    disclaimer: 'Typical values.',
  },
  productHoneyPromotion: {
    title: 'Try our honey',
    description: 'Raw honey',
    imageUrl: '/uploads/demo/honey.webp',
    buttonText: 'Shop Honey',
  },
};

describe('POST /api/admin/products', () => {
  it('creates a product with every block; GET answers the blocks as objects and the shop sees it', async () => {
    const created = await create(EVERY_BLOCK);
    expect(created).toMatchObject({
      name: 'Royal Sidr Honey',
      slug: 'royal-sidr-honey',
      sku: 'NF-RSH-900',
      price: '6500.00',
      stock: 40,
      version: 1,
      maxPerOrder: 5,
      benefits: ['Raw and unheated', 'Single origin'],
    });

    const one = await call('GET', `/products/${created.id}`);
    expect(one.statusCode).toBe(200);
    const product = adminProductSchema.parse(one.json());
    expect(product.productHeroSection).toEqual(EVERY_BLOCK.productHeroSection);
    expect(product.productBenefits).toMatchObject({
      heading: 'Why Sidr',
      pricingPlans: [
        { label: '1 Jar', price: 6500, servings: 30, highlight: '', savings: { amount: 0 } },
        // Digits typed as text are saved as numbers; a bare savings figure as { amount }.
        { label: '2 Jars', price: 12000, servings: 60, highlight: 'Most Popular', savings: { amount: 1000 } },
      ],
      comparisonTable: { columns: ['Ours', 'Supermarket'] },
    });
    expect(product.productTestimonials).toMatchObject({
      testimonials: [{ name: 'Ayesha', rating: 5, image: '/uploads/demo/a.webp' }],
    });
    expect(product.supplementFacts).toMatchObject({ servingsPerContainer: '24', calories: '64 kcal' });
    expect(product.productHoneyPromotion).toEqual(EVERY_BLOCK.productHoneyPromotion);
    expect(product.productShipping).toBeNull();

    const list = adminProductListSchema.parse((await call('GET', '/products')).json());
    expect(list[0]!.id).toBe(created.id); // newest first

    // The storefront: the public list (kept in memory, dropped by the save: decision 020), which no
    // browser or proxy may reuse without asking again, and the product page's service.
    const pub = await kit.t.app.inject({ method: 'GET', url: '/api/products' });
    expect(pub.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(pub.json().map((p: { slug: string }) => p.slug)).toContain('royal-sidr-honey');
    const row = await kit.t.app.services.catalog.getProductBySlug('royal-sidr-honey');
    const blocks = parseProductBlocks(row);
    expect(blocks.hero).toEqual({ heading: 'Honey From Karak', subheading: 'Raw, unheated, single origin.' });
    expect(blocks.plans.map((p) => [p.label, p.price, p.jars, p.savingsAmount])).toEqual([
      ['1 Jar', 6500, 1, 0],
      ['2 Jars', 12000, 2, 1000],
    ]);
    expect(blocks.defaultPlan).toBe(1);
    expect(blocks.comparison?.rows).toEqual([{ feature: 'Raw', values: ['Yes', 'No'] }]);
    expect(blocks.ingredients?.ingredientTags).toEqual(['Raw', 'Halal']);
    expect(blocks.whoIsItFor).toHaveLength(1);
    expect(blocks.faq.items).toEqual([{ question: 'Is it raw?', answer: 'Yes.' }]);
    expect(blocks.testimonials.items[0]).toMatchObject({ name: 'Ayesha', rating: 5 });
    expect(blocks.nutrition).toMatchObject({ calories: '64 kcal', servingsPerContainer: '24' });
    expect(blocks.honeyPromotion).toMatchObject({ title: 'Try our honey', buttonText: 'Shop Honey' });

    await kit.expectCreateAudited(
      created.id,
      expect.objectContaining({ slug: 'royal-sidr-honey', price: '6500.00', stock: 40 }),
    );
  });

  it('generates an empty slug and SKU, and takes the new-product defaults', async () => {
    const first = await create({
      name: 'Golden Ajwa Dates',
      description: 'Dates.',
      category: 'Dry Fruits',
      // A price as staff type it: one amount, read to the paisa.
      price: 'Rs. 1,850.50',
      slug: '',
      sku: '',
    });
    expect(first).toMatchObject({ slug: 'golden-ajwa-dates', price: '1850.50', stock: 0, version: 1 });
    expect(first.sku).toMatch(/^DF-GAD-\d{3}$/);
    expect(first).toMatchObject({ isFeatured: false, images: [], productBenefits: null, maxPerOrder: null });
    const second = await create({
      name: 'Golden Ajwa Dates',
      description: 'Dates.',
      category: 'Dry Fruits',
      price: 1,
    });
    expect(second.slug).toBe('golden-ajwa-dates-2');
    expect(second.sku).not.toBe(first.sku);
  });

  const refusals: Array<[string, Record<string, unknown>, RegExp]> = [
    ['no name', minimal({ name: undefined }), /^Name is required$/],
    ['a blank name', minimal({ name: '   ' }), /^Name is required$/],
    ['no description', minimal({ description: undefined }), /^Description is required$/],
    ['no category', minimal({ category: undefined }), /^Category must be one of Supplements/],
    ['an unknown category', minimal({ category: 'Toys' }), /^Category must be one of/],
    ['no price', minimal({ price: undefined }), /^Price is required$/],
    ['a negative price', minimal({ price: -1 }), /^Price cannot be negative$/],
    ['a price with three decimals', minimal({ price: '10.555' }), /^Price can have at most two decimals$/],
    [
      'a price that is not a number',
      minimal({ price: 'ten' }),
      /^Price must be one amount in rupees, such as 6,500 or Rs. 6,500.50$/,
    ],
    // Nothing sells for nothing, and a price is one amount.
    ['a price of 0', minimal({ price: 0 }), /^Price must be more than 0$/],
    ['a price of Rs. 0.00', minimal({ price: 'Rs. 0.00' }), /^Price must be more than 0$/],
    ['an empty price', minimal({ price: '' }), /^Price is required$/],
    ['a price with a misplaced comma', minimal({ price: '65,00' }), /^Price has a comma in the wrong place/],
    ['a price written 6.500,00', minimal({ price: '6.500,00' }), /^Price must use commas between thousands/],
    ['two prices', minimal({ price: 'Rs 6,500 or 7,000' }), /^Price must be one amount in rupees/],
    ['a price too large for the shop', minimal({ price: '100,000,000' }), /^Price must be less than/],
    ['fractional stock', minimal({ stock: 1.5 }), /^Stock must be a whole number/],
    ['negative stock', minimal({ stock: -1 }), /^Stock must be a whole number of at least 0$/],
    [
      'a block that is not JSON',
      minimal({ productBenefits: '{"heading": ' }),
      /^productBenefits is not valid JSON$/,
    ],
    ['a block that is a list', minimal({ productFaqs: '[]' }), /^productFaqs must be a JSON object$/],
    ['an unknown field', minimal({ colour: 'gold' }), /Unrecognized key/],
    [
      'an unknown field in a block',
      minimal({ productHeroSection: { heading: 'x', colour: 'gold' } }),
      /Unrecognized key/,
    ],
    ['a stock sent as loaded on create', minimal({ stockLoaded: 3 }), /Unrecognized key/],
    [
      'a testimonial rated 6',
      minimal({ productTestimonials: { testimonials: [{ name: 'A', text: 'B', rating: 6 }] } }),
      /rating must be a whole number from 1 to 5/,
    ],
    [
      'an unknown benefit icon',
      minimal({ productBenefits: { benefits: [{ title: 'A', icon: 'rocket' }] } }),
      /Benefit icon must be one of check, leaf, heart, star, shield, zap/,
    ],
    [
      'a plan without a price',
      minimal({ productBenefits: { pricingPlans: [{ label: '1 Jar' }] } }),
      /^Plan price is required$/,
    ],
    [
      'a plan with an empty price',
      minimal({ productBenefits: { pricingPlans: [{ label: '1 Jar', price: '' }] } }),
      /^Plan price is required$/,
    ],
    [
      'a plan priced 0',
      minimal({ productBenefits: { pricingPlans: [{ label: '1 Jar', price: 0 }] } }),
      /^Plan price must be more than 0$/,
    ],
    [
      'a plan priced with three decimals',
      minimal({ productBenefits: { pricingPlans: [{ label: '1 Jar', price: 4500.125 }] } }),
      /^Plan price can have at most two decimals$/,
    ],
    ['a malformed slug', minimal({ slug: 'Royal Honey' }), new RegExp(`^${SLUG_RULE}$`)],
    [
      'eleven images',
      minimal({
        image: '/uploads/a.webp',
        images: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.webp`),
      }),
      /^Maximum 10 images allowed per product$/,
    ],
    ['a script address as video', minimal({ videos: ['javascript:alert(1)'] }), /media address must start/],
    [
      'maxPerOrder above the cap',
      minimal({ maxPerOrder: 21 }),
      /maxPerOrder must be empty or a whole number/,
    ],
  ];
  for (const [what, body, message] of refusals) {
    it(`refuses ${what} (400) and changes nothing`, async () => {
      const before = await snapshot();
      const res = await call('POST', '/products', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('refuses a duplicate slug or SKU with a 409 naming it, and changes nothing', async () => {
    const taken = await create(
      minimal({ name: 'Wildflower Honey', slug: 'wildflower-honey', sku: 'NF-WFH-500' }),
    );
    const before = await snapshot();
    const slug = await call('POST', '/products', minimal({ slug: 'wildflower-honey' }));
    expect(slug.statusCode).toBe(409);
    expect(slug.json().error).toBe('Slug "wildflower-honey" is already used by "Wildflower Honey"');
    // SKUs are kept in capitals, so a lower-case one meets the same SKU.
    const sku = await call('POST', '/products', minimal({ sku: 'nf-wfh-500' }));
    expect(sku.statusCode).toBe(409);
    expect(sku.json().error).toBe('SKU "NF-WFH-500" is already used by "Wildflower Honey"');
    expect(await snapshot()).toEqual(before);
    expect(await auditOf(taken.id)).toHaveLength(1);
  });

  it('lets the unique index decide two creates racing for one slug: one 201, one 409 naming it', async () => {
    // Distinct SKUs: two generated ones would race too, and the loser might be told of its SKU first.
    const [a, b] = await Promise.all([
      call('POST', '/products', minimal({ slug: 'racing-slug', sku: 'RACE-A-001' })),
      call('POST', '/products', minimal({ slug: 'racing-slug', sku: 'RACE-B-001' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toMatch(/^Slug "racing-slug" is already used by "Test Product \d+"$/);
  });

  it('answers 401 to a visitor and 403 to a customer or order-confirmation staff, changing nothing', async () => {
    const product = await create();
    const before = await snapshot();
    for (const [cookie, status] of kit.outsiders()) {
      expect((await call('GET', '/products', undefined, cookie)).statusCode).toBe(status);
      expect((await call('GET', `/products/${product.id}`, undefined, cookie)).statusCode).toBe(status);
      expect((await call('POST', '/products', minimal(), cookie)).statusCode).toBe(status);
      expect(
        (await call('PATCH', `/products/${product.id}`, { version: 1, price: 1 }, cookie)).statusCode,
      ).toBe(status);
      expect((await call('DELETE', `/products/${product.id}`, undefined, cookie)).statusCode).toBe(status);
      expect((await call('GET', '/products/validate-slug/abc', undefined, cookie)).statusCode).toBe(status);
      const sku = { category: 'Supplements', productName: 'X' };
      expect((await call('POST', '/products/generate-sku', sku, cookie)).statusCode).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
    // The super admin has the catalog capability too.
    expect((await call('GET', `/products/${product.id}`, undefined, kit.cookie('owner'))).statusCode).toBe(
      200,
    );
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('keeps the stock orders took while the editor was open, and orders leave the version alone', async () => {
    const product = await create(minimal({ stock: 10 }));
    // The editor opens the product…
    const opened = adminProductSchema.parse((await call('GET', `/products/${product.id}`)).json());
    // …orders come in while it is open…
    await placeOrder(product.id, 2);
    await placeOrder(product.id, 1);
    expect(await rowOf(product.id)).toMatchObject({ stock: 7, version: 1 });
    // …and staff save a new price with the stock field as they found it.
    const res = await call('PATCH', `/products/${product.id}`, {
      version: opened.version,
      price: '1250.50',
      stock: opened.stock,
      stockLoaded: opened.stock,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: '1250.50', stock: 7, version: 2 });
    expect(await rowOf(product.id)).toMatchObject({ price: '1250.50', stock: 7, version: 2 });
    // The shop shows the new price at once.
    const pub = await kit.t.app.inject({ method: 'GET', url: '/api/products' });
    expect(pub.json().find((p: { id: string }) => p.id === product.id).price).toBe('1250.50');
  });

  it('applies a stock edit as a change to the current stock', async () => {
    const product = await create(minimal({ stock: 10 }));
    const opened = adminProductSchema.parse((await call('GET', `/products/${product.id}`)).json());
    await placeOrder(product.id, 3); // 7 left
    // Staff received five more and typed 15 over the 10 they saw.
    const res = await call('PATCH', `/products/${product.id}`, {
      version: opened.version,
      stock: 15,
      stockLoaded: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stock).toBe(12);
    const [entry] = (await auditOf(product.id)).filter((e) => e.action === 'update');
    expect(entry).toMatchObject({
      before: expect.objectContaining({ stock: 7, version: 1 }),
      after: expect.objectContaining({ stock: 12, version: 2, stockChange: 5 }),
    });
  });

  it('refuses a stock edit that would go below 0 after orders (409), changing nothing', async () => {
    const product = await create(minimal({ stock: 5 }));
    await placeOrder(product.id, 4); // 1 left
    const before = await snapshot();
    const res = await call('PATCH', `/products/${product.id}`, {
      version: 1,
      price: '1.00',
      stock: 2,
      stockLoaded: 5,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Only 1 of Test Product \d+ are in stock now/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a price of 0 or one that is not one amount (400), changing nothing', async () => {
    const product = await create();
    const before = await snapshot();
    for (const [price, message] of [
      [0, 'Price must be more than 0'],
      ['0.00', 'Price must be more than 0'],
      ['Rs. 6,500.000', 'Price can have at most two decimals'],
      ['6.500,00', 'Price must use commas between thousands and a point before paisa, such as 6,500.50'],
    ] as const) {
      const res = await call('PATCH', `/products/${product.id}`, { version: 1, price });
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const plan = await call('PATCH', `/products/${product.id}`, {
      version: 1,
      productBenefits: { pricingPlans: [{ label: '2 Jars', servings: 60, price: '' }] },
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().error).toBe('Plan price is required');
    expect(await snapshot()).toEqual(before);

    // The same price typed as staff write it saves as its amount, to the paisa.
    const res = await call('PATCH', `/products/${product.id}`, {
      version: 1,
      price: 'Rs 1,00,000.50',
      productBenefits: { pricingPlans: [{ label: '2 Jars', servings: 60, price: 'Rs. 6,500.50' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      price: '100000.50',
      productBenefits: { pricingPlans: [expect.objectContaining({ label: '2 Jars', price: 6500.5 })] },
    });
  });

  it('refuses a stale version with a 409 that says what happened, changing nothing', async () => {
    const product = await create();
    expect(
      (await call('PATCH', `/products/${product.id}`, { version: 1, name: 'First edit' })).statusCode,
    ).toBe(200);
    const before = await snapshot();
    const res = await call('PATCH', `/products/${product.id}`, { version: 1, name: 'Second edit' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PRODUCT_MESSAGES.stale);
    expect(await snapshot()).toEqual(before);
    expect((await rowOf(product.id))!.name).toBe('First edit');
  });

  it('gives exactly one of two concurrent saves of the same version a 200, the other a 409', async () => {
    const product = await create(minimal({ stock: 10 }));
    const [a, b] = await Promise.all([
      call('PATCH', `/products/${product.id}`, { version: 1, price: '111.00', stock: 11, stockLoaded: 10 }),
      call('PATCH', `/products/${product.id}`, { version: 1, price: '222.00', stock: 12, stockLoaded: 10 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json().error).toBe(PRODUCT_MESSAGES.stale);
    const row = await rowOf(product.id);
    expect(row).toMatchObject({ price: winner.json().price, stock: winner.json().stock, version: 2 });
    expect((await auditOf(product.id)).filter((e) => e.action === 'update')).toHaveLength(1);
  });

  it('refuses stockLoaded without stock, a block that is not JSON and a null name, changing nothing', async () => {
    const product = await create();
    const before = await snapshot();
    const noStock = await call('PATCH', `/products/${product.id}`, { version: 1, stockLoaded: 5 });
    expect(noStock.statusCode).toBe(400);
    expect(noStock.json().error).toMatch(/^stockLoaded .* is sent only with stock/);
    const badVersion = await call('PATCH', `/products/${product.id}`, { version: 0, price: 5 });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().error).toBe('version must be a whole number');
    const badJson = await call('PATCH', `/products/${product.id}`, { version: 1, supplementFacts: 'nope' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toBe('supplementFacts is not valid JSON');
    const nullName = await call('PATCH', `/products/${product.id}`, { version: 1, name: null });
    expect(nullName.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('changes only the fields sent: a block as JSON text, null clears one, an empty slug is remade', async () => {
    const product = await create({ ...EVERY_BLOCK, name: 'Acacia Honey', slug: 'acacia-honey', sku: '' });
    const res = await call('PATCH', `/products/${product.id}`, {
      version: 1,
      name: 'Acacia Honey Jar',
      slug: '',
      productHeroSection: JSON.stringify({ heading: 'New heading', subheading: 'New sub' }),
      productHoneyPromotion: null,
      productFaqs: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = adminProductSchema.parse(res.json());
    expect(after).toMatchObject({
      name: 'Acacia Honey Jar',
      slug: 'acacia-honey-jar',
      sku: product.sku,
      price: product.price,
      stock: product.stock,
      productHeroSection: { heading: 'New heading', subheading: 'New sub' },
      productHoneyPromotion: null,
      productFaqs: null,
      productBenefits: product.productBenefits,
      images: product.images,
      version: 2,
    });
  });

  it('refuses a slug or SKU another product holds (409 naming it), changing nothing', async () => {
    const holder = await create(
      minimal({ name: 'Black Seed Oil', slug: 'black-seed-oil', sku: 'SUP-BSO-700' }),
    );
    const product = await create();
    const before = await snapshot();
    const slug = await call('PATCH', `/products/${product.id}`, { version: 1, slug: 'black-seed-oil' });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().error).toBe('Slug "black-seed-oil" is already used by "Black Seed Oil"');
    const sku = await call('PATCH', `/products/${product.id}`, { version: 1, sku: 'SUP-BSO-700' });
    expect(sku.statusCode).toBe(409);
    expect(sku.json().error).toBe('SKU "SUP-BSO-700" is already used by "Black Seed Oil"');
    // Its own slug and SKU are not "taken".
    expect(await snapshot()).toEqual(before);
    const own = await call('PATCH', `/products/${holder.id}`, {
      version: 1,
      slug: 'black-seed-oil',
      sku: 'SUP-BSO-700',
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a gallery of more than 10 counting the primary image already saved', async () => {
    const product = await create(minimal({ image: '/uploads/primary.webp' }));
    const res = await call('PATCH', `/products/${product.id}`, {
      version: 1,
      images: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.webp`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PRODUCT_MESSAGES.tooManyImages);
    expect((await rowOf(product.id))!.version).toBe(1);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await call('PATCH', '/products/00000000-0000-4000-8000-000000000000', {
      version: 1,
      price: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Product not found');
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('keeps past order lines (name and price), removes reviews and FAQs, leaves the media', async () => {
    const product = await create(
      minimal({ name: 'Kalonji Oil', price: '850.00', stock: 9, image: '/uploads/kalonji.webp' }),
    );
    const orderId = await placeOrder(product.id, 2);
    const db = kit.t.database.db;
    await db
      .insert(productReviews)
      .values({ productId: product.id, customerName: 'A', rating: 5, comment: 'Good' });
    await db.insert(productFaqs).values({ productId: product.id, question: 'Q?', answer: 'A.' });
    const [asset] = await db
      .insert(mediaAssets)
      .values({
        fileName: 'kalonji.webp',
        fileUrl: '/uploads/kalonji.webp',
        fileType: 'image/webp',
        fileSize: 10,
        category: 'image',
      })
      .returning();

    const res = await call('DELETE', `/products/${product.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await rowOf(product.id)).toBeUndefined();
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((l) => [l.productName, l.price, l.quantity, l.productId])).toEqual([
      ['Kalonji Oil', '850.00', 2, null],
    ]);
    const items = await call('GET', `/orders/${orderId}/items`, undefined, kit.cookie('desk'));
    expect(items.statusCode).toBe(200);
    expect(JSON.stringify(items.json())).toContain('Kalonji Oil');
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, product.id))).toEqual(
      [],
    );
    expect(await db.select().from(productFaqs).where(eq(productFaqs.productId, product.id))).toEqual([]);
    expect(await db.select().from(mediaAssets).where(eq(mediaAssets.id, asset!.id))).toHaveLength(1);

    const entries = await auditOf(product.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ name: 'Kalonji Oil', reviews: 1, faqs: 1 }),
      after: null,
    });
    expect((await call('GET', `/products/${product.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/products/${product.id}`)).statusCode).toBe(404);
    const pub = await kit.t.app.inject({ method: 'GET', url: '/api/products' });
    expect(pub.json().map((p: { id: string }) => p.id)).not.toContain(product.id);
  });
});

describe('slug and SKU helpers', () => {
  it('checks a slug: free, taken by another product, its own, malformed', async () => {
    const product = await create(minimal({ name: 'Pink Salt', slug: 'pink-salt' }));
    const check = async (slug: string, query = '') =>
      (await call('GET', `/products/validate-slug/${encodeURIComponent(slug)}${query}`)).json();
    expect(await check('nobody-has-this')).toEqual({ valid: true, error: null });
    expect(await check('pink-salt')).toEqual({
      valid: false,
      error: 'Slug "pink-salt" is already used by "Pink Salt"',
    });
    expect(await check('pink-salt', `?excludeId=${product.id}`)).toEqual({ valid: true, error: null });
    expect(await check('Pink Salt')).toEqual({ valid: false, error: SLUG_RULE });
    expect(await check('-pink')).toEqual({ valid: false, error: SLUG_RULE });
    expect(await check('a'.repeat(101))).toEqual({ valid: false, error: SLUG_LENGTH_RULE });
    expect(await check('')).toEqual({ valid: false, error: 'Slug is required' });
    expect(await check('a/b')).toEqual({ valid: false, error: SLUG_RULE });
    expect((await call('GET', '/products/validate-slug/x?excludeId=nope')).statusCode).toBe(400);
  });

  it('generates a free slug from the name', async () => {
    await create(minimal({ name: 'Chilgoza Pine Nuts', slug: 'chilgoza-pine-nuts' }));
    const res = await call('POST', '/products/generate-slug', {
      productName: 'Chilgoza Pine Nuts',
      category: 'Dry Fruits',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ slug: 'chilgoza-pine-nuts-2' });
    const fresh = await call('POST', '/products/generate-slug', { productName: 'Café Crème & Honey!' });
    expect(fresh.json()).toEqual({ slug: 'cafe-creme-and-honey' });
    expect((await call('POST', '/products/generate-slug', { productName: '' })).statusCode).toBe(400);
  });

  it('generates a unique SKU from the category and the name', async () => {
    const body = { category: 'Herbal Medicines', productName: 'Triphala Churna Powder' };
    const first = await call('POST', '/products/generate-sku', body);
    expect(first.statusCode).toBe(200);
    const { sku } = first.json();
    expect(sku).toMatch(/^HM-TCP-\d{3}$/);
    await create(minimal({ sku }));
    const second = (await call('POST', '/products/generate-sku', body)).json().sku;
    expect(second).toMatch(/^HM-TCP-\d{3}$/);
    expect(second).not.toBe(sku);
    const refused = await call('POST', '/products/generate-sku', { category: 'Toys', productName: 'X' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^Category must be one of/);
    // Suggestions write nothing to the audit trail.
    const before = await snapshot();
    await call('POST', '/products/generate-sku', body);
    expect(await snapshot()).toEqual(before);
  });
});
