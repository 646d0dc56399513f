import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COD_MESSAGES } from '../../../common/orders/cod-rules';
import { COD_SETTINGS_MESSAGES, codSettingsOff } from '../../../common/settings/cod-settings';
import { courierCities, notificationOutbox, orderItems, orders, siteSettings } from '../../db/schema';
import { addProduct, stockOf, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * POST /api/orders under the Cash on Delivery rules (docs/storefront.md, "Cash on Delivery rules"): each
 * rule refuses with its words and stores nothing, the fee is stored on the order and in its total, and
 * with every rule off an order is what it always was.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  // PostEx booked by API: its stored city list limits the cities when the owner limits them.
  t = await createTestApp({ couriers: { postex: { apiUrl: 'http://127.0.0.1:9', token: 'postex-token' } } });
  await t.database.db.insert(siteSettings).values({
    siteName: 'Test Shop',
    contactEmail: 'orders@shop.example',
    emailNotificationsEnabled: true,
  });
  await addUser(t, { username: 'owner', role: 'cms' });
  staff = await loginCookie(t, 'owner');
});
afterAll(() => t.close());

async function saveSettings(payload: object) {
  return t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie: staff }, payload });
}
async function setRules(payload: object) {
  const res = await saveSettings({ ...codSettingsOff(), ...payload });
  expect(res.statusCode, res.body).toBe(200);
}

let honey: Awaited<ReturnType<typeof addProduct>>;
beforeEach(async () => {
  await setRules({});
  await t.database.db.delete(courierCities);
  honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '4500.50', stock: 10 });
});

let shopper = 0;
/** An order of `quantity` honey jars, from a new phone unless one is given. */
function order(quantity: number, details: Partial<typeof VALID_CUSTOMER> = {}) {
  shopper++;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      order: {
        ...VALID_CUSTOMER,
        customerEmail: `shopper${shopper}@example.pk`,
        customerPhone: `0301 55500${String(shopper).padStart(2, '0')}`,
        ...details,
        total: 1,
      },
      items: [{ productId: honey.id, quantity, price: 1 }],
    },
  });
}

/** The stored figures of a new order of `quantity` honey jars (see `order`), which must be placed. */
async function placed(quantity: number, details: Partial<typeof VALID_CUSTOMER> = {}) {
  const res = await order(quantity, details);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: string }>();
  return { id, ...(await storedOrder(id)) };
}

async function storedOrder(id: string) {
  const [row] = await t.database.db
    .select({ total: orders.total, codFee: orders.codFee, city: orders.city })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
}

/** What a refused order must leave: no order, no line, no message, the stock as it was. */
async function expectNothingStored(before: { orders: number; stock: number }) {
  expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before.orders);
  expect(await stockOf(t.database.db, honey.id)).toBe(before.stock);
}
async function snapshot() {
  return {
    orders: (await t.database.db.select({ id: orders.id }).from(orders)).length,
    stock: await stockOf(t.database.db, honey.id),
  };
}

async function confirmationMail(orderId: string, kind = 'order-confirmation') {
  const [row] = await t.database.db
    .select({ payload: notificationOutbox.payload })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, kind)));
  return row!.payload as { text: string; html: string };
}

describe('POST /api/orders with every COD rule off', () => {
  it('charges the items alone, any city of the list, with no fee line in the mail', async () => {
    const { id, ...stored } = await placed(2, { city: 'Turbat' });
    expect(stored).toEqual({ total: '9001.00', codFee: '0.00', city: 'Turbat' });
    const mail = await confirmationMail(id);
    expect(mail.text).not.toContain(COD_MESSAGES.feeLine);
    expect(mail.text).toContain('Total: Rs 9,001.00');
    expect(await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id))).toHaveLength(1);
  });
});

describe('POST /api/orders: cities limited', () => {
  it("refuses a city off the owner's list with its words on the city, storing nothing", async () => {
    await setRules({ codCitiesLimited: true, codCities: ['Lahore', 'Karachi'] });
    const before = await snapshot();
    const res = await order(1, { city: 'Islamabad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: COD_MESSAGES.cityNotServed('Islamabad') });
    await expectNothingStored(before);

    const lahore = await order(1, { city: 'Lahore' });
    expect(lahore.statusCode, lahore.body).toBe(201);
    expect(await stockOf(t.database.db, honey.id)).toBe(before.stock - 1);
  });

  it("follows the couriers' served cities once their lists are known, matched as bookings match them", async () => {
    await t.database.db.insert(courierCities).values([
      { courier: 'postex', id: '1', name: 'LAHORE', folded: 'lahore' },
      { courier: 'postex', id: '2', name: 'D.I. Khan', folded: 'dikhan' },
      { courier: 'postex', id: '3', name: 'Multan', folded: 'multan' },
      { courier: 'postex', id: '4', name: 'Mian Channu', folded: 'mianchannu' },
    ]);
    // Saved after the lists arrived: the save reads them afresh.
    await setRules({ codCitiesLimited: true, codCities: ['Karachi'] });
    const before = await snapshot();
    const karachi = await order(1, { city: 'Karachi' });
    expect(karachi.statusCode).toBe(400);
    expect(karachi.json().error).toBe(COD_MESSAGES.cityNotServed('Karachi'));
    await expectNothingStored(before);
    expect((await order(1, { city: 'Multan' })).statusCode).toBe(201);
    expect((await order(1, { city: 'Lahore' })).statusCode).toBe(201);
  });

  it('leaves the checkout’s list as it was: a city off it is the schema’s refusal, rules or not', async () => {
    await setRules({ codCitiesLimited: true, codCities: ['Lahore'] });
    const res = await order(1, { city: 'Mian Channu' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContain('order.city: Please choose a city from the list');
  });
});

describe('POST /api/orders: order value limits', () => {
  it('refuses an order under the minimum, naming both amounts, and stores nothing', async () => {
    await setRules({ codMinOrder: 'Rs. 5,000' });
    const before = await snapshot();
    const res = await order(1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: COD_MESSAGES.belowMinimum('Rs 5,000.00', 'Rs 4,500.50'),
    });
    await expectNothingStored(before);
    expect((await order(2)).statusCode).toBe(201);
  });

  it('refuses an order over the maximum, naming both amounts, and stores nothing', async () => {
    await setRules({ codMaxOrder: 9000 });
    const before = await snapshot();
    const res = await order(2);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: COD_MESSAGES.aboveMaximum('Rs 9,000.00', 'Rs 9,001.00') });
    await expectNothingStored(before);
    expect((await order(1)).statusCode).toBe(201);
  });

  it('counts the items, not the fee: an order at the maximum with a fee on top goes through', async () => {
    await setRules({ codMaxOrder: '4500.50', codFeeKind: 'flat', codFeeAmount: '200' });
    expect(await placed(1)).toMatchObject({ total: '4700.50', codFee: '200.00' });
  });
});

describe('POST /api/orders: the COD fee', () => {
  it('adds a flat fee to the stored total, as its own line of the confirmation mail', async () => {
    await setRules({ codFeeKind: 'flat', codFeeAmount: '150' });
    const { id, ...stored } = await placed(2);
    expect(stored).toMatchObject({ total: '9151.00', codFee: '150.00' });
    const mail = await confirmationMail(id);
    expect(mail.text).toContain('Cash on Delivery fee: Rs 150.00\nTotal: Rs 9,151.00');
    expect(mail.html).toContain(
      'Cash on Delivery fee</td><td style="padding:4px 8px;text-align:right">Rs 150.00',
    );
  });

  it('rounds a percentage to the paisa, half up', async () => {
    // 1 % of Rs 4,500.50 is Rs 45.005: Rs 45.01.
    await setRules({ codFeeKind: 'percent', codFeePercent: '1' });
    expect(await placed(1)).toMatchObject({ total: '4545.51', codFee: '45.01' });
    // 2.5 % of Rs 9,001.00 is Rs 225.025: Rs 225.03.
    await setRules({ codFeeKind: 'percent', codFeePercent: '2.5%' });
    expect(await placed(2)).toMatchObject({ total: '9226.03', codFee: '225.03' });
  });

  it("charges a first-order-only fee on a phone's first order and not on its next, in any spelling", async () => {
    await setRules({ codFeeKind: 'flat', codFeeAmount: '99.99', codFeeFirstOrderOnly: true });
    expect(await placed(1, { customerPhone: '+92 333 7654321' })).toMatchObject({
      total: '4600.49',
      codFee: '99.99',
    });
    const { id, ...second } = await placed(1, { customerPhone: '0333-7654321' });
    expect(second).toMatchObject({ total: '4500.50', codFee: '0.00' });
    expect((await confirmationMail(id)).text).not.toContain(COD_MESSAGES.feeLine);
  });

  it('charges nothing again once the owner switches the fee off', async () => {
    await setRules({ codFeeKind: 'flat', codFeeAmount: '150' });
    await setRules({ codFeeKind: 'none' });
    expect(await placed(1)).toMatchObject({ total: '4500.50', codFee: '0.00' });
  });
});

describe('the COD fee where staff read the order', () => {
  it('is its own figure on the order desk, the packing slip and the CSV export, inside the total', async () => {
    await setRules({ codFeeKind: 'flat', codFeeAmount: '150' });
    const { id } = await placed(1, { customerName: 'Fee Payer' });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: staff } });

    const desk = (await get('/api/admin/orders?q=fee%20payer')).json();
    expect(desk.orders).toEqual([expect.objectContaining({ id, codFee: '150.00', total: '4650.50' })]);
    const slips = (await get(`/api/admin/orders/slips?ids=${id}`)).json();
    expect(slips).toEqual([expect.objectContaining({ codFee: '150.00', total: '4650.50' })]);
    const csv = (await get('/api/admin/orders/export.csv?q=fee%20payer')).body.replace(/^\uFEFF/, '');
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toContain(',Discount,COD Fee,Total,');
    expect(row).toContain(',Sidr Honey × 1,0.00,150.00,4650.50,');
  });

  it("is its own figure in the shopper's tracking of the order", async () => {
    await setRules({ codFeeKind: 'flat', codFeeAmount: '150' });
    const { id } = await placed(1, { customerPhone: '0345 1112223' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track?${new URLSearchParams({ order: id.slice(0, 8), phone: '03451112223' })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ discount: '0.00', codFee: '150.00', total: '4650.50' });
  });
});

describe('editing an order charged a COD fee', () => {
  /** The edit dialog's body for the order as it is, with `changes` over it. */
  async function edit(id: string, changes: Record<string, unknown>) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    return t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      headers: { cookie: staff },
      payload: {
        expectedUpdatedAt: row!.updatedAt.toISOString(),
        customerName: row!.customerName,
        customerPhone: row!.customerPhone,
        shippingAddress: row!.shippingAddress,
        city: row!.city,
        postalCode: row!.postalCode ?? '',
        discount: Number(row!.discount),
        discountReason: row!.discountReason,
        lines: lines.map((line) => ({ itemId: line.id, quantity: line.quantity })),
        ...changes,
      },
    });
  }

  it('keeps the fee as charged whatever the rules say now, and changes it only when staff do', async () => {
    await setRules({ codFeeKind: 'percent', codFeePercent: '2' });
    const { id, ...stored } = await placed(1);
    expect(stored).toMatchObject({ codFee: '90.01', total: '4590.51' });
    // The owner changes the fee; the order's agreed amount does not move with it.
    await setRules({ codFeeKind: 'flat', codFeeAmount: '500' });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const more = await edit(id, { lines: [{ itemId: line!.id, quantity: 2 }] });
    expect(more.statusCode, more.body).toBe(200);
    expect(await storedOrder(id)).toMatchObject({ codFee: '90.01', total: '9091.01' });

    const waived = await edit(id, { codFee: 0 });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(await storedOrder(id)).toMatchObject({ codFee: '0.00', total: '9001.00' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.statusHistory.at(-1)).toMatchObject({
      note: 'Edited: COD fee removed, total Rs 9,091.01 → Rs 9,001.00',
      totalBefore: '9091.01',
      totalAfter: '9001.00',
    });
    expect((await edit(id, { codFee: 12.345 })).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/settings: the COD rules hold together', () => {
  it('refuses a fee without its figure, a maximum under the minimum and a limit with no city, under their fields', async () => {
    const flat = await saveSettings({ codFeeKind: 'flat', codFeeAmount: '' });
    expect(flat.statusCode).toBe(400);
    expect(flat.json()).toEqual({
      error: COD_SETTINGS_MESSAGES.amountRequired,
      details: [`codFeeAmount: ${COD_SETTINGS_MESSAGES.amountRequired}`],
    });

    const limits = await saveSettings({ codMinOrder: '2,000', codMaxOrder: '1500' });
    expect(limits.statusCode).toBe(400);
    expect(limits.json().details).toEqual([
      `codMaxOrder: ${COD_SETTINGS_MESSAGES.maxBelowMin('Rs 2,000.00')}`,
    ]);

    // Checked as the save would leave them: a maximum already saved counts against a new minimum.
    await setRules({ codMaxOrder: '1500' });
    expect((await saveSettings({ codMinOrder: '2000' })).statusCode).toBe(400);

    const cities = await saveSettings({ codCitiesLimited: true });
    expect(cities.json().details).toEqual([`codCities: ${COD_SETTINGS_MESSAGES.citiesRequired}`]);
  });

  it('refuses a percentage out of range and a city off the list, and keeps the list in its order', async () => {
    for (const percent of ['0', '101', '2.555', 'two']) {
      const res = await saveSettings({ codFeePercent: percent });
      expect(res.statusCode, percent).toBe(400);
      expect(res.json().details).toEqual([`codFeePercent: ${COD_SETTINGS_MESSAGES.percent}`]);
    }
    expect((await saveSettings({ codCities: ['Atlantis'] })).statusCode).toBe(400);

    const saved = await saveSettings({ codCitiesLimited: true, codCities: ['Quetta', 'Lahore', 'Quetta'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ codCitiesLimited: true, codCities: ['Lahore', 'Quetta'] });
  });
});
