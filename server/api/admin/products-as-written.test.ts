import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminProductSchema, PRODUCT_MESSAGES } from '../../../common/catalog/product-admin-schemas';
import { products } from '../../db/schema';
import { IF_MATCH_MESSAGE } from '../../modules/catalog/product-version-tag';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';
import { VALID_CUSTOMER } from '../../testing/test-catalog';

/**
 * PATCH /api/admin/products/{id} as back-office §7 writes it, "product body" (decision 016): the whole
 * product a GET answered, or any part of it; conflict detection for a client that asks for it with
 * If-Match (from the ETag) or `version`, the last write for one that does not.
 */
const kit = adminApiTestKit({ signIn: ['editor'], watch: [products], entity: 'product' });
const { call, snapshot, auditOf } = kit;

let serial = 0;
const create = () =>
  kit.created(
    '/products',
    {
      name: `Spec Client Honey ${++serial}`,
      description: 'Raw honey, as a client written from the spec edits it.',
      category: 'Natural Foods',
      price: '6500.00',
      stock: 10,
      image: '/uploads/demo/honey.webp',
      images: ['/uploads/demo/honey-2.webp'],
      benefits: ['Raw'],
      productHeroSection: { heading: 'Honey From Karak', subheading: 'Raw and unheated.' },
      productFaqs: { heading: 'Questions', faqs: [{ question: 'Is it raw?', answer: 'Yes.' }] },
    },
    adminProductSchema,
  );

const rowOf = async (id: string) =>
  (await kit.t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

/** PATCH as the editor, with headers of the test's choosing (If-Match). */
const patch = (id: string, body: object, headers: Record<string, string> = {}) =>
  kit.t.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${id}`,
    payload: body,
    headers: { cookie: kit.cookie('editor'), ...headers },
  });

async function placeOrder(productId: string, quantity: number) {
  const res = await kit.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: VALID_CUSTOMER, items: [{ productId, quantity }] },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('PATCH /api/admin/products/{id} with the product body', () => {
  it('saves the exact body GET answered with a new price; what the server owns is not written', async () => {
    const product = await create();
    const read = await call('GET', `/products/${product.id}`);
    expect(read.headers.etag).toBe('"v1"');
    const body = { ...read.json(), price: '7250.00' };
    const res = await patch(product.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"v2"');
    const { version, updatedAt, price, ...unchanged } = adminProductSchema.parse(res.json());
    expect({ version, price }).toEqual({ version: 2, price: '7250.00' });
    expect(updatedAt > product.updatedAt).toBe(true);
    const { version: _v, updatedAt: _u, price: _p, ...before } = adminProductSchema.parse(read.json());
    expect(unchanged).toEqual(before);

    // Server-owned fields sent with other values are dropped, not written.
    const forged = await patch(product.id, {
      ...res.json(),
      id: '00000000-0000-4000-8000-000000000000',
      rating: '5.00',
      reviewCount: 999,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({
      rating: '0.00',
      reviewCount: 0,
      createdAt: new Date(product.createdAt),
      version: 3,
    });
  });

  it('saves a product as the public list answered it', async () => {
    const product = await create();
    const listed = (await kit.t.app.inject({ method: 'GET', url: '/api/products' }))
      .json()
      .find((item: { id: string }) => item.id === product.id);
    const res = await patch(product.id, { ...listed, name: 'Renamed From The Shop List' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed From The Shop List', price: '6500.00', version: 2 });
  });

  it('sets the stock to {stock: 500} under the row lock, whatever orders took meanwhile', async () => {
    const product = await create();
    await placeOrder(product.id, 3); // 7 left
    const res = await patch(product.id, { stock: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stock: 500, version: 2 });
    expect(await rowOf(product.id)).toMatchObject({ stock: 500 });
    const [entry] = (await auditOf(product.id)).filter((e) => e.action === 'update');
    expect(entry).toMatchObject({
      before: expect.objectContaining({ stock: 7 }),
      after: expect.objectContaining({ stock: 500, stockChange: 493 }),
    });
  });

  it('is the last write without If-Match or version, even over a newer save', async () => {
    const product = await create();
    expect((await patch(product.id, { version: 1, name: 'First Save' })).statusCode).toBe(200);
    const res = await patch(product.id, { price: '5000.00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'First Save', price: '5000.00', version: 3 });
  });

  it('refuses a stale If-Match with the 409 a stale version gets, changing nothing; a fresh one saves', async () => {
    const product = await create();
    const opened = (await call('GET', `/products/${product.id}`)).headers.etag as string;
    const first = await patch(product.id, { price: '7000.00' }, { 'if-match': opened });
    expect(first.statusCode, first.body).toBe(200);

    const before = await snapshot();
    const stale = await patch(product.id, { price: '1.00' }, { 'if-match': opened });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(PRODUCT_MESSAGES.stale);
    // Both ways of asking are checked: a fresh If-Match does not excuse a stale body version.
    const mixed = await patch(
      product.id,
      { version: 1, price: '1.00' },
      { 'if-match': first.headers.etag as string },
    );
    expect(mixed.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);

    const fresh = await patch(product.id, { price: '7100.00' }, { 'if-match': first.headers.etag as string });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ price: '7100.00', version: 3 });
    // A tag a proxy marked weak still names its version; `*` asks only that the product exists.
    expect((await patch(product.id, { stock: 9 }, { 'if-match': 'W/"v3"' })).statusCode).toBe(200);
    expect((await patch(product.id, { stock: 8 }, { 'if-match': '*' })).statusCode).toBe(200);
  });

  it('refuses an If-Match that is not a product ETag, and an unknown field, with a 400', async () => {
    const product = await create();
    const before = await snapshot();
    const foreign = await patch(product.id, { price: '1.00' }, { 'if-match': '"3f2a9c-br"' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(IF_MATCH_MESSAGE);
    const unknown = await patch(product.id, { price: '1.00', colour: 'gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Unrecognized key.*colour/);
    expect(await snapshot()).toEqual(before);
  });
});
