import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, products, siteSettings } from '../../db/schema';
import { addProduct, stockOf, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, patchSettings, type TestApp } from '../../testing/test-app';
import { LOW_STOCK_TASK, lowStockAlerts, lowStockMessages } from '../catalog/low-stock';
import { commitOrder, prepareOrder } from './place-order';
import { writeOrders } from './order-write';

/**
 * Low-stock alerts (decision 024): the order's one statement writes a task when it takes a product's stock
 * across 10 or to 0, and delivering the task writes the shop's mail and WhatsApp message.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  // WhatsApp "configured" at an address nothing answers: its rows are written and fail to send, which
  // these tests do not look at; they count the rows.
  t = await createTestApp({
    whatsapp: { token: 'x', phoneNumberId: '1', apiUrl: 'http://127.0.0.1:1' },
    publicUrl: 'https://shop.example',
  });
  await t.database.db.insert(siteSettings).values({
    siteName: 'Vitalix Organics',
    contactEmail: 'orders@vitalix.example',
    whatsappNumber: '+92 300 1234567',
    emailNotificationsEnabled: true,
    whatsappNotificationsEnabled: true,
  });
  await addUser(t, { username: 'editor', role: 'cms' });
  staff = await loginCookie(t, 'editor');
});
afterAll(() => t.close());

async function order(productId: string, quantity: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: { ...VALID_CUSTOMER, customerEmail: '' }, items: [{ productId, quantity }] },
  });
  return res.statusCode;
}

/** Delivers everything due, the alerts' tasks and the messages they write. */
async function deliver() {
  await t.app.services.outbox.kick();
  await t.app.services.outbox.idle();
}

/** The alert rows of one product: its tasks, and the messages naming it. */
async function alertsOf(product: { id: string; name: string }) {
  await deliver();
  const rows = await t.database.db
    .select({
      channel: notificationOutbox.channel,
      kind: notificationOutbox.kind,
      payload: notificationOutbox.payload,
    })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.kind, [LOW_STOCK_TASK, 'low-stock-mail', 'low-stock-whatsapp']))
    .orderBy(notificationOutbox.createdAt, notificationOutbox.id);
  return rows.filter((row) => {
    const payload = row.payload as {
      productId?: string;
      subject?: string;
      template?: { components: Array<{ parameters: Array<{ text?: string }> }> };
    };
    return (
      payload.productId === product.id ||
      payload.subject?.endsWith(`: ${product.name}`) ||
      payload.subject?.includes(`: ${product.name} (`) ||
      payload.template?.components[0]?.parameters[0]?.text === product.name
    );
  });
}

const mails = (rows: Awaited<ReturnType<typeof alertsOf>>) =>
  rows
    .filter((row) => row.kind === 'low-stock-mail')
    .map((row) => row.payload as { to: string; subject: string; text: string });
const whatsapps = (rows: Awaited<ReturnType<typeof alertsOf>>) =>
  rows
    .filter((row) => row.kind === 'low-stock-whatsapp')
    .map((row) => row.payload as { to: string; template: unknown });
/** The low-stock template as the shop sends it (docs/whatsapp.md): the product and what is left. */
const lowStockTemplate = (product: string, left: number) => ({
  name: 'low_stock_shop',
  language: { code: 'en' },
  components: [
    {
      type: 'body',
      parameters: [
        { type: 'text', text: product },
        { type: 'text', text: String(left) },
      ],
    },
  ],
});

const saveSettings = (payload: object) => patchSettings(t, staff, payload);

describe('the low-stock alert', () => {
  it('is sent once when an order takes the stock to 10, and again only at 0', async () => {
    const jar = await addProduct(t.database.db, { name: 'Alpha Jar', price: '100.00', stock: 11 });
    expect(await order(jar.id, 1)).toBe(201); // 11 → 10
    let rows = await alertsOf(jar);
    expect(rows.filter((row) => row.kind === LOW_STOCK_TASK).map((row) => row.payload)).toEqual([
      { productId: jar.id, before: 11, after: 10 },
    ]);
    expect(mails(rows)).toEqual([
      {
        to: 'orders@vitalix.example',
        subject: 'Low stock: Alpha Jar (10 left)',
        text: expect.stringContaining(`https://shop.example/admin/products?edit=${jar.id}`),
      },
    ]);
    expect(whatsapps(rows)).toEqual([{ to: '+923001234567', template: lowStockTemplate('Alpha Jar', 10) }]);

    expect(await order(jar.id, 1)).toBe(201); // 10 → 9: already told
    expect(await order(jar.id, 8)).toBe(201); // 9 → 1
    expect(await alertsOf(jar)).toHaveLength(3);

    expect(await order(jar.id, 1)).toBe(201); // 1 → 0
    rows = await alertsOf(jar);
    expect(rows).toHaveLength(6);
    expect(mails(rows).map((mail) => mail.subject)).toEqual([
      'Low stock: Alpha Jar (10 left)',
      'Out of stock: Alpha Jar',
    ]);
    expect(whatsapps(rows)).toHaveLength(2);
    expect(await stockOf(t.database.db, jar.id)).toBe(0);
  });

  it('is one out-of-stock alert when one order takes 12 to 0, and a new one after a restock', async () => {
    const jar = await addProduct(t.database.db, { name: 'Beta Jar', price: '100.00', stock: 12 });
    expect(await order(jar.id, 12)).toBe(201);
    let rows = await alertsOf(jar);
    expect(rows.filter((row) => row.kind === LOW_STOCK_TASK)).toHaveLength(1);
    expect(mails(rows).map((mail) => mail.subject)).toEqual(['Out of stock: Beta Jar']);
    expect(whatsapps(rows)).toHaveLength(1);

    // Staff restock above 10; the next crossing is a new alert.
    await t.database.db.update(products).set({ stock: 15 }).where(eq(products.id, jar.id));
    expect(await order(jar.id, 5)).toBe(201); // 15 → 10
    rows = await alertsOf(jar);
    expect(mails(rows).map((mail) => mail.subject)).toEqual([
      'Out of stock: Beta Jar',
      'Low stock: Beta Jar (10 left)',
    ]);
  });

  it('sends nothing for an order the stock take refuses', async () => {
    const jar = await addProduct(t.database.db, { name: 'Gamma Jar', price: '100.00', stock: 11 });
    const prepared = await prepareOrder(
      t.database.db,
      {
        order: { ...VALID_CUSTOMER, customerEmail: undefined },
        items: [{ productId: jar.id, quantity: 11 }],
      },
      { shop: shopForTests, packs, idempotency: null },
    );
    // Someone else took stock between the read and the write: the statement finds a shortfall.
    await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, jar.id));
    await expect(commitOrder(t.database.db, prepared)).rejects.toThrow('Only 5 of Gamma Jar available');
    expect(await stockOf(t.database.db, jar.id)).toBe(5);
    expect(await alertsOf(jar)).toEqual([]);
    // Refused before the write too (the stock read already short): nothing.
    expect(await order(jar.id, 6)).toBe(409);
    expect(await alertsOf(jar)).toEqual([]);
  });

  it('is one alert for several orders of one statement that cross together', async () => {
    const jar = await addProduct(t.database.db, { name: 'Delta Jar', price: '100.00', stock: 12 });
    const other = await addProduct(t.database.db, { name: 'Epsilon Jar', price: '100.00', stock: 50 });
    const batch = await Promise.all(
      [jar.id, jar.id, jar.id, other.id].map((productId) =>
        prepareOrder(
          t.database.db,
          { order: { ...VALID_CUSTOMER, customerEmail: undefined }, items: [{ productId, quantity: 1 }] },
          { shop: shopForTests, packs, idempotency: null },
        ),
      ),
    );
    const { placed } = await writeOrders(t.database.db, batch);
    expect(placed).toEqual([true, true, true, true]);
    const rows = await alertsOf(jar);
    expect(rows.filter((row) => row.kind === LOW_STOCK_TASK).map((row) => row.payload)).toEqual([
      { productId: jar.id, before: 12, after: 9 },
    ]);
    expect(mails(rows).map((mail) => mail.subject)).toEqual(['Low stock: Delta Jar (9 left)']);
    expect(await alertsOf(other)).toEqual([]); // 50 → 49 crosses nothing
  });

  it('honours the notification switches, read when the alert is delivered', async () => {
    await saveSettings({ emailNotificationsEnabled: false });
    const first = await addProduct(t.database.db, { name: 'Zeta Jar', price: '100.00', stock: 11 });
    expect(await order(first.id, 1)).toBe(201);
    let rows = await alertsOf(first);
    expect(mails(rows)).toEqual([]);
    expect(whatsapps(rows)).toHaveLength(1);

    await saveSettings({ emailNotificationsEnabled: true, whatsappNotificationsEnabled: false });
    const second = await addProduct(t.database.db, { name: 'Eta Jar', price: '100.00', stock: 11 });
    expect(await order(second.id, 1)).toBe(201);
    rows = await alertsOf(second);
    expect(mails(rows)).toHaveLength(1);
    expect(whatsapps(rows)).toEqual([]);

    await saveSettings({ emailNotificationsEnabled: false });
    const third = await addProduct(t.database.db, { name: 'Theta Jar', price: '100.00', stock: 1 });
    expect(await order(third.id, 1)).toBe(201);
    rows = await alertsOf(third);
    expect(rows.map((row) => row.kind)).toEqual([LOW_STOCK_TASK]); // told nobody, as asked
    await saveSettings({ emailNotificationsEnabled: true, whatsappNotificationsEnabled: true });
  });

  it('is one call for another path that takes stock (an order edit): its own relation of changes', async () => {
    const [a, b, c] = ['Iota Jar', 'Kappa Jar', 'Lambda Jar'].map((name) => ({
      id: crypto.randomUUID(),
      name,
    }));
    // Iota 11 → 4 crosses; Kappa 3 → 12 is stock put back; Lambda 10 → 10 crosses nothing.
    await t.database.db.execute(
      lowStockAlerts(
        sql`(VALUES (${a!.id}::uuid, 11, 4), (${b!.id}::uuid, 3, 12), (${c!.id}::uuid, 10, 10))
          AS c(product_id, stock_before, stock_after)`,
        sql`${new Date().toISOString()}`,
      ),
    );
    const tasks = await t.database.db
      .select({ payload: notificationOutbox.payload })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, LOW_STOCK_TASK));
    const payloads = tasks.map((task) => task.payload as { productId: string });
    expect(payloads.filter((p) => ([a!.id, b!.id, c!.id] as string[]).includes(p.productId))).toEqual([
      { productId: a!.id, before: 11, after: 4 },
    ]);
  });

  it('writes no WhatsApp message while the Cloud API is not configured', () => {
    const shop = {
      siteName: 'S',
      contactEmail: 'a@b.example',
      whatsappNumber: '+92 300 1234567',
      emailNotificationsEnabled: true,
      whatsappNotificationsEnabled: true,
      publicUrl: 'https://s.example',
      whatsappTemplateNames: {},
      whatsappLanguage: 'en' as const,
    };
    const product = { id: 'p1', name: 'Jar' };
    expect(
      lowStockMessages(product, 3, { ...shop, whatsappConfigured: false }).map((m) => m.channel),
    ).toEqual(['email']);
    expect(lowStockMessages(product, 3, { ...shop, whatsappConfigured: true }).map((m) => m.channel)).toEqual(
      ['email', 'whatsapp'],
    );
  });
});

const shopForTests = async () => ({
  siteName: 'Vitalix Organics',
  currencySymbol: 'Rs',
  contactEmail: null,
  contactPhone: null,
  whatsappNumber: null,
  emailNotificationsEnabled: false,
  whatsappNotificationsEnabled: false,
  whatsappShippingUpdates: false,
  publicUrl: 'https://shop.example',
  whatsappConfigured: false,
  whatsappTemplateNames: {},
  whatsappLanguage: 'en' as const,
});
const packs = { listHomePricingTiers: async () => [], findFlagshipId: async () => null };
