import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LEGAL_CONTENT, LEGAL_PAGES } from '../../common/content/legal-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from '../db/client';
import {
  orderItems,
  orders,
  products,
  siteContent,
  siteSettings,
  siteTestimonials,
  users,
} from '../db/schema';
import { installDemoShop } from './install-demo-shop';
import { addSyntheticOrders } from './synthetic-orders';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const count = async (table: typeof products | typeof siteTestimonials) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('the demo shop', () => {
  it('installs a complete catalogue once and never overwrites staff changes', async () => {
    const first = await installDemoShop(database.db, { dataDir: '/unused', images: false });
    expect(first).toEqual({ installed: true, products: 23 });

    const all = await database.db.select().from(products);
    const categories = new Set(all.map((p) => p.category));
    expect(categories).toEqual(new Set(['Supplements', 'Natural Foods', 'Dry Fruits', 'Herbal Medicines']));
    expect(all.some((p) => p.stock === 0)).toBe(true);
    expect(all.some((p) => p.stock > 0 && p.stock <= 10)).toBe(true);
    for (const flag of ['isNewArrival', 'isFeatured', 'isBestSeller', 'isOnSale'] as const) {
      expect(all.some((p) => p[flag])).toBe(true);
    }

    await database.db.update(products).set({ price: '5999.00' }).where(eq(products.slug, 'vitalix'));
    await database.db.update(siteSettings).set({ siteName: 'My Own Shop' });
    const testimonialsBefore = await count(siteTestimonials);

    const again = await installDemoShop(database.db, { dataDir: '/unused', images: false });
    expect(again.installed).toBe(false);
    const [vitalix] = await database.db.select().from(products).where(eq(products.slug, 'vitalix'));
    expect(vitalix!.price).toBe('5999.00');
    expect((await database.db.select().from(siteSettings))[0]!.siteName).toBe('My Own Shop');
    expect(await count(siteTestimonials)).toBe(testimonialsBefore);
  });

  it('has the flagship with the spec pricing plans', async () => {
    const [vitalix] = await database.db.select().from(products).where(eq(products.slug, 'vitalix'));
    const plans = (
      vitalix!.productBenefits as { pricingPlans: Array<{ servings: number; highlight: string }> }
    ).pricingPlans;
    expect(plans.map((p) => p.servings)).toEqual([30, 60, 90]);
    expect(plans[1]!.highlight).toBe('Most Popular');
    const columns = (vitalix!.productBenefits as { comparisonTable: { columns: string[] } }).comparisonTable
      .columns;
    expect(columns).toEqual([
      'Vitalix',
      'Energy Drinks',
      'Single Herb Powders',
      'Multivitamins',
      'Timing/Sex Drive Tablets',
    ]);
  });

  it('stores the privacy and terms text as content sections staff can edit', async () => {
    const rows = await database.db
      .select()
      .from(siteContent)
      .where(inArray(siteContent.page, [...LEGAL_PAGES]));
    expect(rows.map((r) => [r.page, r.section, r.content])).toEqual(
      expect.arrayContaining([
        ['privacy', 'main', DEFAULT_LEGAL_CONTENT.privacy],
        ['terms', 'main', DEFAULT_LEGAL_CONTENT.terms],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('adds synthetic orders whose totals match their items', async () => {
    await addSyntheticOrders(database.db, 250);
    const rows = await database.db.select().from(orders);
    expect(rows).toHaveLength(250);
    const mismatched = await database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .groupBy(orders.id)
      .having(sql`${orders.total} <> sum(${orderItems.price} * ${orderItems.quantity})`);
    expect(mismatched).toHaveLength(0);
    expect(rows.every((o) => o.statusHistory.at(-1)!.status === o.status)).toBe(true);
  });
});

describe('integrity lives in the database', () => {
  const product = {
    sku: 'T-1',
    name: 'Test',
    slug: 'test-item',
    price: '10.00',
    category: 'Supplements' as const,
  };

  it.each([
    ['negative stock', { ...product, stock: -1 }],
    ['negative price', { ...product, price: '-1.00' }],
    ['rating above 5', { ...product, rating: '5.50' }],
    ['unknown category', { ...product, category: 'Toys' as never }],
    ['slug with spaces', { ...product, slug: 'Not A Slug' }],
    ['duplicate slug', { ...product, sku: 'T-2', slug: 'vitalix' }],
    ['duplicate sku', { ...product, sku: 'SUP-VITALIX-001', slug: 'other' }],
  ])('refuses %s', async (_name, values) => {
    await expect(database.db.insert(products).values(values)).rejects.toThrow();
  });

  it('refuses a username or email that differs only in case', async () => {
    const base = { passwordHash: 'x', email: 'case@example.com', username: 'CaseUser' };
    await database.db.insert(users).values(base);
    await expect(
      database.db.insert(users).values({ ...base, email: 'other@example.com', username: 'caseuser' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(users).values({ ...base, username: 'other', email: 'CASE@example.com' }),
    ).rejects.toThrow();
  });

  it('refuses an unknown role and order status', async () => {
    await expect(
      database.db
        .insert(users)
        .values({ passwordHash: 'x', email: 'r@example.com', username: 'r', role: 'boss' as never }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(orders).values({
        customerName: 'A',
        customerPhone: '03001234567',
        shippingAddress: 'Street 1',
        city: 'Lahore',
        total: '1.00',
        status: 'lost' as never,
      }),
    ).rejects.toThrow();
  });

  it('keeps order lines readable after their product is deleted', async () => {
    const [line] = await database.db.select().from(orderItems).limit(1);
    await database.db.delete(products).where(eq(products.id, line!.productId!));
    const [after] = await database.db.select().from(orderItems).where(eq(orderItems.id, line!.id));
    expect(after).toMatchObject({ productId: null, productName: line!.productName, price: line!.price });
  });
});
