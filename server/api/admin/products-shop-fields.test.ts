import { describe, expect, it } from 'vitest';
import { adminProductSchema } from '../../../common/catalog/product-admin-schemas';
import { products } from '../../db/schema';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';

/**
 * What the product editor saves for the shop beside the blocks (storefront §2, §3): Key Benefits
 * (`benefits[]`), the quick view's `ingredients` and `usageInstructions` with their line breaks, and the
 * New Arrival, Featured, Best Seller and On Sale flags behind the badges and filters. Each is saved by
 * a PATCH, answered as saved, and read back by the shop's public answers.
 */
const kit = adminApiTestKit({ signIn: ['editor'], watch: [products], entity: 'product' });
const { call } = kit;

let serial = 0;
const create = () =>
  kit.created(
    '/products',
    {
      name: `Shop Fields ${++serial}`,
      description: 'Raw honey.\nFrom the sidr tree.',
      category: 'Natural Foods',
      price: '1500.00',
      stock: 20,
    },
    adminProductSchema,
  );

async function publicProduct(slug: string) {
  const res = await kit.t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
}

describe("PATCH /api/admin/products/{id}: the shop's texts and flags", () => {
  it('saves them, answers them as saved, and the shop reads them with their line breaks', async () => {
    const product = await create();
    expect(product).toMatchObject({
      benefits: [],
      ingredients: null,
      usageInstructions: null,
      isNewArrival: false,
      isFeatured: false,
      isBestSeller: false,
      isOnSale: false,
    });
    const res = await call('PATCH', `/products/${product.id}`, {
      version: 1,
      benefits: ['Raw and unheated', '  ', ' Rich in zinc, iron '],
      ingredients: '  Sidr honey\nSaffron threads  ',
      usageInstructions: 'One spoon a day.\n\nWith warm water.',
      isNewArrival: true,
      isBestSeller: true,
      isOnSale: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      benefits: ['Raw and unheated', 'Rich in zinc, iron'],
      ingredients: 'Sidr honey\nSaffron threads',
      usageInstructions: 'One spoon a day.\n\nWith warm water.',
      isNewArrival: true,
      isFeatured: false,
      isBestSeller: true,
      isOnSale: true,
    };
    expect(adminProductSchema.parse(res.json())).toMatchObject({ ...saved, version: 2 });
    expect(adminProductSchema.parse((await call('GET', `/products/${product.id}`)).json())).toMatchObject(
      saved,
    );

    // The shop: the quick view's answer, and the list the cards' badges and the filters read.
    expect(await publicProduct(product.slug)).toMatchObject({
      ...saved,
      description: 'Raw honey.\nFrom the sidr tree.',
    });
    const list = await kit.t.app.inject({ method: 'GET', url: '/api/products' });
    expect(list.json().find((p: { id: string }) => p.id === product.id)).toMatchObject({
      isNewArrival: true,
      isFeatured: false,
      isBestSeller: true,
      isOnSale: true,
    });

    const [entry] = (await kit.auditOf(product.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'update', actorUsername: 'editor' });
    expect(entry!.after).toMatchObject({ version: 2 });
  });

  it('clears the texts when emptied and a flag when unticked, leaving the rest', async () => {
    const product = await create();
    await call('PATCH', `/products/${product.id}`, {
      version: 1,
      benefits: ['Single origin'],
      ingredients: 'Honey',
      usageInstructions: 'A spoon.',
      isFeatured: true,
      isOnSale: true,
    });
    const res = await call('PATCH', `/products/${product.id}`, {
      version: 2,
      ingredients: '   ',
      usageInstructions: '',
      isFeatured: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      benefits: ['Single origin'],
      ingredients: null,
      usageInstructions: null,
      isFeatured: false,
      isOnSale: true,
    });
  });

  it('refuses a flag that is not true or false, and too many or too long Key Benefits (400), changing nothing', async () => {
    const product = await create();
    const url = `/products/${product.id}`;
    await kit.expectRefused('PATCH', url, { isOnSale: 'yes' }, 400, {
      error: expect.stringMatching(/isOnSale must be true or false/),
    });
    await kit.expectRefused(
      'PATCH',
      url,
      { benefits: Array.from({ length: 31 }, (_, i) => `Benefit ${i}`) },
      400,
      { error: expect.stringMatching(/Benefits: at most 30 entries/) },
    );
    await kit.expectRefused('PATCH', url, { benefits: ['ok', 'x'.repeat(501)] }, 400, {
      error: expect.stringMatching(/At most 500 characters/),
    });
    await kit.expectRefused('PATCH', url, { usageInstructions: 'x'.repeat(20_001) }, 400, {
      error: expect.stringMatching(/At most 20000 characters/),
    });
  });
});
