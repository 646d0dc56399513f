import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductListSchema } from '../../../common/catalog/product-admin-schemas';
import { products } from '../../db/schema';
import { installDemoShop } from '../../seed/install-demo-shop';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * The editor's schemas against the real catalogue: every seeded product, loaded as the editor loads it
 * and saved back whole, passes the block schemas and comes back unchanged (only its version moves).
 */
let t: TestApp;
let cms: string;

beforeAll(async () => {
  t = await createTestApp();
  await installDemoShop(t.database.db, { dataDir: '/unused', images: false });
  await addUser(t, { username: 'editor', role: 'cms' });
  cms = await loginCookie(t, 'editor');
});
afterAll(() => t.close());

describe('the seeded catalogue in the editor', () => {
  it('saves every product back unchanged', async () => {
    const list = adminProductListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: { cookie: cms } })).json(),
    );
    expect(list.length).toBeGreaterThan(20);
    const strip = (rows: Array<typeof products.$inferSelect>) =>
      rows
        .map(({ version: _version, updatedAt: _updatedAt, ...row }) => row)
        .sort((a, b) => a.id.localeCompare(b.id));
    const before = strip(await t.database.db.select().from(products));

    for (const product of list) {
      const { id, rating: _rating, reviewCount: _reviews, createdAt: _c, updatedAt: _u, ...fields } = product;
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${id}`,
        headers: { cookie: cms },
        payload: { ...fields, stockLoaded: fields.stock },
      });
      expect({
        slug: product.slug,
        status: res.statusCode,
        body: res.statusCode === 200 ? '' : res.body,
      }).toEqual({ slug: product.slug, status: 200, body: '' });
      expect(res.json().version).toBe(product.version + 1);
    }

    expect(strip(await t.database.db.select().from(products))).toEqual(before);
  });
});
