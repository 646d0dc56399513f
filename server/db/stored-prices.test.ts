import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService } from '../modules/content/content.service';
import { addProduct } from '../testing/test-catalog';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { products, siteContent } from './schema';
import { checkStoredPrices, reportStoredPrices } from './stored-prices';

/**
 * The start-up price check (DESIGN.md "Money is an amount, never digits"): prices saved before every typed
 * price had to read as one amount above 0 are named for staff, and never charged a guessed amount.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tier = (name: string, price: unknown, quantity = 1) => ({
  name,
  servings: 30 * quantity,
  quantity,
  price,
});

describe('the stored price check', () => {
  it('finds nothing in a shop whose prices all read', async () => {
    const { db } = database;
    await addProduct(db, { name: 'Sidr Honey', price: '4500.00', stock: 5 });
    await db.insert(siteContent).values({
      page: 'home',
      section: 'vitalix-pricing',
      content: { pricingTiers: [tier('1 Jar', 'Rs. 6,500.00'), tier('2 Jars', 'Rs 11,000', 2)] },
    });
    expect(await checkStoredPrices(db)).toEqual([]);
    await db.delete(siteContent).where(eq(siteContent.section, 'vitalix-pricing'));
  });

  it('names each tier, plan and product checkout will not charge, and the tier is not offered', async () => {
    const { db } = database;
    await db.insert(siteContent).values({
      page: 'home',
      section: 'vitalix-pricing',
      content: {
        pricingTiers: [
          tier('1 Jar', 'Rs. 6,500'),
          tier('2 Jars', 'Rs. 6.500,00', 2),
          tier('3 Jars', 'Rs 11,000 or 17,000', 3),
          tier('4 Jars', 'Rs 0', 4),
          tier('5 Jars', '65,00', 5),
        ],
      },
    });
    const dates = await addProduct(db, { name: 'Ajwa Dates', price: '0.00', stock: 5 });
    const oil = await addProduct(db, { name: 'Kalonji Oil', price: '850.00', stock: 5 });
    await db
      .update(products)
      .set({
        productBenefits: {
          pricingPlans: [
            { label: '1 Bottle', servings: 30, price: 850 },
            { label: '2 Bottles', servings: 60, price: 0 },
            { label: '3 Bottles', servings: 90 },
          ],
        },
      })
      .where(eq(products.id, oil.id));

    const problems = await checkStoredPrices(db);
    expect(problems.map((p) => p.where)).toEqual([
      'home/vitalix-pricing tier 2',
      'home/vitalix-pricing tier 3',
      'home/vitalix-pricing tier 4',
      'home/vitalix-pricing tier 5',
      `product ${oil.slug} plan 2`,
      `product ${oil.slug} plan 3`,
      `product ${dates.slug}`,
    ]);
    expect(problems[0]!.message).toBe(
      'Home page, Vitalix Pricing section: tier 2 "2 Jars" has the price "Rs. 6.500,00", which checkout ' +
        'cannot charge (Price must use commas between thousands and a point before paisa, such as ' +
        '6,500.50). The tier is left out of the page and cannot be ordered until it is corrected in ' +
        'Content → Vitalix Pricing.',
    );
    expect(problems[1]!.message).toContain('(Price must be one amount in rupees');
    expect(problems[2]!.message).toContain('(Price must be more than 0)');
    expect(problems[3]!.message).toContain('(Price has a comma in the wrong place');
    expect(problems[4]!.message).toBe(
      'Product "Kalonji Oil", pricing plan "2 Bottles" has the price 0, which checkout cannot charge ' +
        '(Plan price must be more than 0). The plan is left out of the product page and cannot be ordered ' +
        'until it is corrected in Products.',
    );
    expect(problems[5]!.message).toContain('has the price null, which checkout cannot charge');
    expect(problems[6]!.message).toBe(
      'Product "Ajwa Dates" is priced Rs 0.00: orders for it are refused until it is given a price in Products.',
    );

    // What the check names is not offered: the page and the order engine read the one tier that reads.
    const tiers = await createContentService(db).listHomePricingTiers();
    expect(tiers.map((t) => [t.name, t.price])).toEqual([['1 Jar', 'Rs. 6,500']]);

    // At start, each is a warning in the log.
    const warnings: string[] = [];
    await reportStoredPrices(db, (message) => warnings.push(message));
    expect(warnings).toHaveLength(7);
    expect(warnings[0]).toMatch(/^Price check: Home page, Vitalix Pricing section: tier 2 "2 Jars"/);
  });

  it('says when the section holding a bad tier is not published', async () => {
    const { db } = database;
    await db
      .update(siteContent)
      .set({ isPublished: false })
      .where(eq(siteContent.section, 'vitalix-pricing'));
    const [first] = await checkStoredPrices(db);
    expect(first!.message).toMatch(/^Home page, Vitalix Pricing section \(not published\): tier 2/);
  });
});
