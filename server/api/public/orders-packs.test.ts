import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, orderItems, orders, products, siteContent } from '../../db/schema';
import { addProduct, stockOf as stockOfProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * Decision 011: an order charges what the shopper was shown. The home page's bundles (tiers, the defaults
 * here: 1 jar Rs 6,500, 2 jars Rs 11,000, 3 jars Rs 17,000) and a product's plans are charged their own
 * price, to the paisa, from the server's data.
 */
let t: TestApp;
type Product = Awaited<ReturnType<typeof addProduct>>;
let vitalix: Product;
let honey: Product;

const PLANS = [
  { label: '1 Month', servings: 30, price: 4500 },
  { label: '2 Months', servings: 60, price: 8333.33 },
];

beforeAll(async () => {
  t = await createTestApp();
  vitalix = await addProduct(t.database.db, { name: 'Vitalix', price: '6500.00', stock: 50 });
  honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '4500.00', stock: 50 });
  await t.database.db
    .update(products)
    .set({ productBenefits: { pricingPlans: PLANS } })
    .where(eq(products.id, honey.id));
});
afterAll(() => t.close());

const tier = (label: string, jars: number, price: number) => ({ kind: 'tier', label, jars, price });
const plan = (label: string, jars: number, price: number) => ({ kind: 'plan', label, jars, price });

const post = (items: unknown[], email = 'packs@example.pk') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: { ...VALID_CUSTOMER, customerEmail: email }, items },
  });

const stockOf = (p: Product) => stockOfProduct(t.database.db, p.id);

async function stored(id: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  const lines = await t.database.db
    .select({
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      packSize: orderItems.packSize,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, id));
  const [mail] = await t.database.db
    .select({ payload: notificationOutbox.payload })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.orderId, id));
  return { order: order!, lines, mailText: String(mail?.payload.text) };
}

describe('bundles and plans are charged their advertised price', () => {
  it('the 3-jar bundle of the home page costs Rs 17,000.00 everywhere, and takes 3 jars', async () => {
    const before = await stockOf(vitalix);
    const res = await post([
      { productId: vitalix.id, quantity: 1, price: 5666.67, plan: tier('3 Jars', 3, 17000) },
    ]);
    expect(res.statusCode).toBe(201);
    const { order, lines, mailText } = await stored(res.json().id);
    expect(order.total).toBe('17000.00');
    expect(lines).toEqual([{ productName: 'Vitalix, 3 Jars', quantity: 1, price: '17000.00', packSize: 3 }]);
    expect(mailText).toContain('Vitalix, 3 Jars x 1: Rs 17,000.00');
    expect(mailText).toContain('Please keep Rs 17,000.00 ready');
    expect(mailText).not.toContain('19,500');
    expect(await stockOf(vitalix)).toBe(before - 3);
  });

  it("a product page's plan costs the plan's price, and two of them cost exactly twice", async () => {
    const before = await stockOf(honey);
    const res = await post([
      { productId: honey.id, quantity: 2, price: 1, plan: plan('2 Months', 2, 8333.33) },
    ]);
    expect(res.statusCode).toBe(201);
    const { order, lines } = await stored(res.json().id);
    expect(order.total).toBe('16666.66');
    expect(lines).toEqual([
      { productName: 'Sidr Honey, 2 Months', quantity: 2, price: '8333.33', packSize: 2 },
    ]);
    expect(await stockOf(honey)).toBe(before - 4);
  });

  it('a line without a pack is charged the product price, whatever price it carries', async () => {
    const res = await post([{ productId: honey.id, quantity: 2, price: 0.01 }]);
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().id)).order.total).toBe('9000.00');
  });

  it('cancelling a bundle order puts every jar back', async () => {
    await addUser(t, { username: 'desk', role: 'order_confirmation' });
    const cookie = await loginCookie(t, 'desk');
    const before = await stockOf(vitalix);
    const res = await post([{ productId: vitalix.id, quantity: 1, plan: tier('2 Jars', 2, 11000) }]);
    expect(await stockOf(vitalix)).toBe(before - 2);
    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${res.json().id.slice(0, 8)}`,
      headers: { cookie },
    });
    // The order card counts the jars the pack holds.
    expect(desk.json().orders).toMatchObject([{ id: res.json().id, itemCount: 2, total: '11000.00' }]);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${res.json().id}/status`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(vitalix)).toBe(before);
  });
});

describe('a tier is charged its price read as one amount, never its digits', () => {
  it('charges "Rs. 6,500.00" Rs 6,500.00 and "Rs 6,500.50" Rs 6,500.50, at checkout and on the order', async () => {
    await addUser(t, { username: 'content', role: 'cms' });
    const cookie = await loginCookie(t, 'content');
    // Staff type the tiers in Content → Vitalix Pricing, paisa and all.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content',
      headers: { cookie },
      payload: {
        page: 'home',
        section: 'vitalix-pricing',
        content: {
          pricingTiers: [
            { name: '1 Jar', servings: 30, quantity: 1, price: 'Rs. 6,500.00' },
            { name: '2 Jars', servings: 60, quantity: 2, price: 'Rs 6,500.50' },
          ],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    try {
      // The page shows the text as typed.
      const page = await t.app.inject({ method: 'GET', url: '/api/content/home' });
      const pricing = page.json().find((s: { section: string }) => s.section === 'vitalix-pricing');
      expect(pricing.content.pricingTiers.map((tier: { price: string }) => tier.price)).toEqual([
        'Rs. 6,500.00',
        'Rs 6,500.50',
      ]);

      // What the digits made of it (Rs 650,000.00) is not the price: the order is refused, nothing taken.
      const before = await stockOf(vitalix);
      const digits = await post([{ productId: vitalix.id, quantity: 1, plan: tier('1 Jar', 1, 650000) }]);
      expect(digits.statusCode).toBe(409);
      expect(digits.json().error).toBe(
        'The price of Vitalix, 1 Jar is now Rs 6,500.00. Please review your cart.',
      );
      expect(await stockOf(vitalix)).toBe(before);

      const whole = await post([{ productId: vitalix.id, quantity: 1, plan: tier('1 Jar', 1, 6500) }]);
      expect(whole.statusCode, whole.body).toBe(201);
      const first = await stored(whole.json().id);
      expect(first.order.total).toBe('6500.00');
      expect(first.lines).toEqual([
        { productName: 'Vitalix, 1 Jar', quantity: 1, price: '6500.00', packSize: 1 },
      ]);

      const paisa = await post([{ productId: vitalix.id, quantity: 2, plan: tier('2 Jars', 2, 6500.5) }]);
      expect(paisa.statusCode, paisa.body).toBe(201);
      const second = await stored(paisa.json().id);
      expect(second.order.total).toBe('13001.00');
      expect(second.lines).toEqual([
        { productName: 'Vitalix, 2 Jars', quantity: 2, price: '6500.50', packSize: 2 },
      ]);
      expect(await stockOf(vitalix)).toBe(before - 1 - 4);
    } finally {
      await t.database.db.delete(siteContent).where(eq(siteContent.section, 'vitalix-pricing'));
    }
  });
});

describe('a pack that is gone or repriced refuses the order, with nothing stored', () => {
  async function expectRefused(items: unknown[], status: number, message: string) {
    const email = `refused-${Math.random().toString(36).slice(2)}@example.pk`;
    const [vitalixBefore, honeyBefore] = [await stockOf(vitalix), await stockOf(honey)];
    const res = await post(items, email);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
    expect(await t.database.db.select().from(orders).where(eq(orders.customerEmail, email))).toHaveLength(0);
    expect([await stockOf(vitalix), await stockOf(honey)]).toEqual([vitalixBefore, honeyBefore]);
  }

  it('an unknown plan or tier', async () => {
    await expectRefused(
      [{ productId: honey.id, quantity: 1, plan: plan('6 Months', 6, 20000) }],
      409,
      'Sidr Honey, 6 Months is no longer offered. Please choose again.',
    );
    await expectRefused(
      [{ productId: vitalix.id, quantity: 1, plan: tier('3 Jars', 4, 17000) }],
      409,
      'Vitalix, 3 Jars is no longer offered. Please choose again.',
    );
  });

  it("the home page's tiers belong to the flagship only", async () => {
    await expectRefused(
      [{ productId: honey.id, quantity: 1, plan: tier('3 Jars', 3, 17000) }],
      409,
      'Sidr Honey, 3 Jars is no longer offered. Please choose again.',
    );
  });

  it('a tampered or outdated pack price is refused with the price of today', async () => {
    await expectRefused(
      [{ productId: vitalix.id, quantity: 1, plan: tier('3 Jars', 3, 1) }],
      409,
      'The price of Vitalix, 3 Jars is now Rs 17,000.00. Please review your cart.',
    );
  });

  it('staff repricing the bundle after the page was loaded', async () => {
    await t.database.db.insert(siteContent).values({
      page: 'home',
      section: 'vitalix-pricing',
      contentType: 'json',
      isPublished: true,
      content: { pricingTiers: [{ name: '3 Jars', quantity: 3, servings: 90, price: 'Rs. 18,000' }] },
    });
    await expectRefused(
      [{ productId: vitalix.id, quantity: 1, plan: tier('3 Jars', 3, 17000) }],
      409,
      'The price of Vitalix, 3 Jars is now Rs 18,000.00. Please review your cart.',
    );
    const res = await post([{ productId: vitalix.id, quantity: 1, plan: tier('3 Jars', 3, 18000) }]);
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().id)).order.total).toBe('18000.00');
    await t.database.db.delete(siteContent).where(eq(siteContent.section, 'vitalix-pricing'));
  });

  it('a malformed pack is a 400', async () => {
    await expectRefused(
      [{ productId: vitalix.id, quantity: 1, plan: { kind: 'coupon', label: '3 Jars', jars: 3, price: 1 } }],
      400,
      'Invalid bundle or plan',
    );
  });
});

describe('a cart filled on the Urdu pages names its packs in Urdu (decision 039)', () => {
  it('is charged the same pack, kept on the order under its English name', async () => {
    await t.database.db
      .update(products)
      .set({ ur: { productBenefits: { pricingPlans: [{}, { label: 'دو مہینے' }] } } })
      .where(eq(products.id, honey.id));
    await t.database.db.insert(siteContent).values({
      page: 'home',
      section: 'vitalix-pricing',
      contentType: 'json',
      isPublished: true,
      content: { pricingTiers: [{ name: '2 Jars', quantity: 2, servings: 60, price: 'Rs. 11,000' }] },
      ur: { pricingTiers: [{ name: 'دو مرتبان' }] },
    });
    try {
      const res = await post([
        { productId: honey.id, quantity: 1, plan: plan('دو مہینے', 2, 8333.33) },
        { productId: vitalix.id, quantity: 1, plan: tier('دو مرتبان', 2, 11000) },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const { order, lines } = await stored(res.json().id);
      expect(order.total).toBe('19333.33');
      expect(lines).toEqual(
        expect.arrayContaining([
          { productName: 'Sidr Honey, 2 Months', quantity: 1, price: '8333.33', packSize: 2 },
          { productName: 'Vitalix, 2 Jars', quantity: 1, price: '11000.00', packSize: 2 },
        ]),
      );
      // The English names still buy them; a name neither page shows does not.
      const english = await post([{ productId: honey.id, quantity: 1, plan: plan('2 Months', 2, 8333.33) }]);
      expect(english.statusCode).toBe(201);
      const unknown = await post([{ productId: honey.id, quantity: 1, plan: plan('تین مہینے', 2, 8333.33) }]);
      expect(unknown.statusCode).toBe(409);
      expect(unknown.json().error).toBe('Sidr Honey, تین مہینے is no longer offered. Please choose again.');
    } finally {
      await t.database.db.update(products).set({ ur: null }).where(eq(products.id, honey.id));
      await t.database.db.delete(siteContent).where(eq(siteContent.section, 'vitalix-pricing'));
    }
  });
});
