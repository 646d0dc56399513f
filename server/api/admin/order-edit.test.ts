import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_EDIT_MESSAGES } from '../../../common/orders/order-edit-schema';
import { auditLog, notificationOutbox, orderItems, orders, products } from '../../db/schema';
import { LOW_STOCK_TASK } from '../../modules/catalog/low-stock';
import { readStatusTotals } from '../../modules/orders/order-totals';
import { NOT_A_PAKISTANI_PHONE } from '../../modules/phones/pakistani-phone';
import { addProduct, stockOf, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * Editing an order until it ships (decision 022): PATCH /api/admin/orders/{id} and its preview. Stock
 * moves by exactly the difference, each item keeps its agreed price and only units added are charged
 * today's price (decision 022), less a bounded discount, the history and the audit trail say what
 * changed, both totals and who did it, and every refusal leaves the order, its lines and the stock as
 * they were.
 */
let t: TestApp;
const cookies = {} as Record<'desk' | 'boss' | 'cms' | 'shopper', string>;
type Product = Awaited<ReturnType<typeof addProduct>>;
let vitalix: Product;
let honey: Product;
let dates: Product;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'boss', id: 'admin-1', isAdmin: true });
  await addUser(t, { username: 'cms', role: 'cms' });
  await addUser(t, { username: 'shopper' });
  for (const who of ['desk', 'boss', 'cms', 'shopper'] as const) cookies[who] = await loginCookie(t, who);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE orders CASCADE`);
  await t.database.db.execute(sql`TRUNCATE audit_log`);
  vitalix = await addProduct(t.database.db, { name: 'Vitalix', price: '6500.00', stock: 50 });
  honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 50 });
  dates = await addProduct(t.database.db, { name: 'Ajwa Dates', price: '900.00', stock: 50 });
});

async function place(items: Array<{ productId: string; quantity: number; plan?: object }>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: VALID_CUSTOMER, items },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const orderRow = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const linesOf = (id: string) =>
  t.database.db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: orderItems.price,
      packSize: orderItems.packSize,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(orderItems.productName, orderItems.pricedAt);
const linesOfProduct = (p: Product) =>
  t.database.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')))
    .orderBy(auditLog.id);
const stock = (p: Product) => stockOf(t.database.db, p.id);

/** The body the edit dialog would send for the order as it is now, with `changes` over it. */
async function body(id: string, changes: Record<string, unknown> = {}) {
  const order = await orderRow(id);
  const lines = await linesOf(id);
  return {
    expectedUpdatedAt: order.updatedAt.toISOString(),
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    city: order.city,
    postalCode: order.postalCode ?? '',
    discount: Number(order.discount),
    discountReason: order.discountReason,
    lines: lines.map((line) => ({ itemId: line.id, quantity: line.quantity })),
    ...changes,
  };
}
const edit = (id: string, payload: object, who: keyof typeof cookies = 'desk') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}`,
    payload,
    headers: cookies[who] ? { cookie: cookies[who] } : {},
  });
const lineOf = async (id: string, product: Product) =>
  (await linesOf(id)).find((line) => line.productId === product.id);

/** Everything a refused edit must leave as it was. */
async function snapshot(id: string) {
  const { updatedAt, statusHistory, total, discount, customerPhone, shippingAddress } = await orderRow(id);
  return {
    order: { updatedAt, statusHistory, total, discount, customerPhone, shippingAddress },
    lines: await linesOf(id),
    stock: [await stock(vitalix), await stock(honey), await stock(dates)],
    audit: (await auditOf(id)).length,
  };
}

describe('quantities and lines', () => {
  it('a quantity up takes exactly the jars added, down gives them back, and the total follows', async () => {
    const id = await place([
      { productId: vitalix.id, quantity: 1 },
      { productId: honey.id, quantity: 3 },
    ]);
    expect([await stock(vitalix), await stock(honey)]).toEqual([49, 47]);
    const vitalixLine = (await lineOf(id, vitalix))!;
    const honeyLine = (await lineOf(id, honey))!;

    const res = await edit(
      id,
      await body(id, {
        lines: [
          { itemId: vitalixLine.id, quantity: 2 },
          { itemId: honeyLine.id, quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect([await stock(vitalix), await stock(honey)]).toEqual([48, 49]);
    const answer = res.json();
    expect(answer).toMatchObject({
      id,
      total: '14500.00',
      discount: '0.00',
      itemCount: 3,
      status: 'pending',
    });
    expect((await orderRow(id)).total).toBe('14500.00');
    expect(answer.statusHistory.at(-1)).toMatchObject({
      previousStatus: 'pending',
      status: 'pending',
      changedBy: 'desk',
      note: 'Edited: Sidr Honey 3 → 1, Vitalix 1 → 2, total Rs 11,000.00 → Rs 14,500.00',
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorUsername: 'desk',
      before: { lines: 'Sidr Honey × 3 at 1500.00; Vitalix × 1 at 6500.00', total: '11000.00' },
      after: { lines: 'Sidr Honey × 1 at 1500.00; Vitalix × 2 at 6500.00', total: '14500.00' },
    });
  });

  it('adds a product and removes lines (by leaving one out and by quantity 0)', async () => {
    const id = await place([
      { productId: vitalix.id, quantity: 1 },
      { productId: honey.id, quantity: 2 },
    ]);
    const vitalixLine = (await lineOf(id, vitalix))!;
    const honeyLine = (await lineOf(id, honey))!;
    const res = await edit(
      id,
      await body(id, {
        lines: [
          { itemId: honeyLine.id, quantity: 0 },
          { productId: dates.id, quantity: 4 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await linesOf(id)).toEqual([
      expect.objectContaining({
        productId: dates.id,
        productName: 'Ajwa Dates',
        quantity: 4,
        price: '900.00',
      }),
    ]);
    expect([await stock(vitalix), await stock(honey), await stock(dates)]).toEqual([50, 50, 46]);
    expect(res.json().total).toBe('3600.00');
    expect(res.json().statusHistory.at(-1).note).toBe(
      `Edited: Sidr Honey removed, ${vitalixLine.productName} removed, Ajwa Dates × 4 added, total Rs 9,500.00 → Rs 3,600.00`,
    );
  });

  it('charges a plan line’s added packs at the plan’s price today, keeps the agreed one, and moves its jars', async () => {
    const plans = (price: number) => ({ pricingPlans: [{ label: '2 Months', servings: 60, price }] });
    await t.database.db
      .update(products)
      .set({ productBenefits: plans(8000) })
      .where(eq(products.id, honey.id));
    const id = await place([
      { productId: honey.id, quantity: 1, plan: { kind: 'plan', label: '2 Months', jars: 2, price: 8000 } },
    ]);
    expect(await stock(honey)).toBe(48);
    await t.database.db
      .update(products)
      .set({ productBenefits: plans(9000) })
      .where(eq(products.id, honey.id));
    const line = (await lineOf(id, honey))!;
    const res = await edit(id, await body(id, { lines: [{ itemId: line.id, quantity: 2 }] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await linesOf(id)).map(({ productName, quantity, price, packSize }) => [
        productName,
        quantity,
        price,
        packSize,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Sidr Honey, 2 Months', 1, '8000.00', 2],
        ['Sidr Honey, 2 Months', 1, '9000.00', 2],
      ]),
    );
    expect(await linesOf(id)).toHaveLength(2);
    expect(await stock(honey)).toBe(46);
    expect(res.json()).toMatchObject({ total: '17000.00', itemCount: 4 });
  });

  it('keeps a pack the shop no longer offers at its agreed price while its quantity does not grow', async () => {
    await t.database.db
      .update(products)
      .set({ productBenefits: { pricingPlans: [{ label: '2 Months', servings: 60, price: 8000 }] } })
      .where(eq(products.id, honey.id));
    const id = await place([
      { productId: honey.id, quantity: 1, plan: { kind: 'plan', label: '2 Months', jars: 2, price: 8000 } },
      { productId: vitalix.id, quantity: 1 },
    ]);
    await t.database.db.update(products).set({ productBenefits: {} }).where(eq(products.id, honey.id));
    const kept = await edit(id, await body(id, { city: 'Lahore' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().total).toBe('14500.00');
    const pack = (await lineOf(id, honey))!;
    const grown = await edit(id, await body(id, { lines: [{ itemId: pack.id, quantity: 2 }] }));
    expect(grown.statusCode).toBe(409);
    expect(grown.json().error).toBe(
      'Sidr Honey, 2 Months is no longer offered: remove it and add the product again',
    );
  });

  it('refuses more than the stock with the order’s own words, and writes nothing', async () => {
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, vitalix.id));
    const id = await place([{ productId: vitalix.id, quantity: 2 }]);
    const before = await snapshot(id);
    const line = (await lineOf(id, vitalix))!;
    const res = await edit(id, await body(id, { lines: [{ itemId: line.id, quantity: 5 }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Only 1 of Vitalix available, you asked for 3');
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('an agreed price stays agreed (decision 022)', () => {
  const setPrice = (p: Product, price: string) =>
    t.database.db.update(products).set({ price }).where(eq(products.id, p.id));
  const preview = (id: string, payload: object, who: keyof typeof cookies = 'desk') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/edit-preview`,
      payload,
      headers: cookies[who] ? { cookie: cookies[who] } : {},
    });
  const priced = async (id: string) =>
    (await linesOf(id)).map(({ productName, quantity, price }) => `${productName} × ${quantity} at ${price}`);
  const itemsAnswer = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${id}/items`,
        headers: { cookie: cookies.desk },
      })
    ).json() as Array<{ quantity: number; price: string }>;

  it('an address changed after a price rise keeps the total the customer agreed to, to the paisa', async () => {
    const id = await place([{ productId: honey.id, quantity: 1 }]);
    await setPrice(honey, '1800.00');
    const res = await edit(id, await body(id, { shippingAddress: 'House 9, Street 2, G-10/4' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe('1500.00');
    expect(await priced(id)).toEqual(['Sidr Honey × 1 at 1500.00']);
    expect(res.json().statusHistory.at(-1)).toMatchObject({
      note: 'Edited: address, total unchanged at Rs 1,500.00',
      totalBefore: '1500.00',
      totalAfter: '1500.00',
    });
    const [entry] = await auditOf(id);
    expect(entry!.before).toMatchObject({
      total: '1500.00',
      shippingAddress: VALID_CUSTOMER.shippingAddress,
    });
    expect(entry!.after).toMatchObject({ total: '1500.00', shippingAddress: 'House 9, Street 2, G-10/4' });

    // The shipping mail asks for the agreed amount at the door.
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      payload: { status: 'shipped', courier: 'tcs', trackingNumber: 'TCS-12345' },
      headers: { cookie: cookies.desk },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, 'order-shipped'), eq(notificationOutbox.orderId, id)));
    expect((mail!.payload as { text: string }).text).toContain('Please keep Rs 1,500.00 ready');
  });

  it('a quantity raised prices only the units added at today’s price, as an item of their own', async () => {
    const id = await place([
      { productId: honey.id, quantity: 2 },
      { productId: vitalix.id, quantity: 1 },
    ]);
    await setPrice(honey, '1833.33');
    await setPrice(vitalix, '7000.00');
    const honeyLine = (await lineOf(id, honey))!;
    const res = await edit(
      id,
      await body(id, {
        lines: [
          { itemId: honeyLine.id, quantity: 3 },
          { itemId: (await lineOf(id, vitalix))!.id, quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // 2 × 1,500.00 agreed + 1 × 1,833.33 today + Vitalix at its agreed 6,500.00.
    expect(res.json()).toMatchObject({ total: '11333.33', itemCount: 4 });
    expect((await orderRow(id)).total).toBe('11333.33');
    expect(await priced(id)).toEqual([
      'Sidr Honey × 2 at 1500.00',
      'Sidr Honey × 1 at 1833.33',
      'Vitalix × 1 at 6500.00',
    ]);
    expect(await stock(honey)).toBe(47);
    expect(res.json().statusHistory.at(-1)).toMatchObject({
      note: 'Edited: Sidr Honey 2 → 3 (1 at Rs 1,833.33), total Rs 9,500.00 → Rs 11,333.33',
      totalBefore: '9500.00',
      totalAfter: '11333.33',
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      before: { lines: 'Sidr Honey × 2 at 1500.00; Vitalix × 1 at 6500.00', total: '9500.00' },
      after: {
        lines: 'Sidr Honey × 1 at 1833.33; Sidr Honey × 2 at 1500.00; Vitalix × 1 at 6500.00',
        total: '11333.33',
      },
    });
    // The order view, the slip and the running totals read the same figures.
    const items = await itemsAnswer(id);
    expect(items.reduce((sum, item) => sum + Math.round(Number(item.price) * 100) * item.quantity, 0)).toBe(
      1133333,
    );
    const slips = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/slips?ids=${id}`,
      headers: { cookie: cookies.desk },
    });
    // The slip and the confirmation desk show no prices: one line per product to pack or read out.
    const packed = [
      { name: 'Sidr Honey', quantity: 3 },
      { name: 'Vitalix', quantity: 1 },
    ];
    expect(slips.json()[0]).toMatchObject({
      total: '11333.33',
      lines: packed.map((line) => ({ ...line, packSize: 1 })),
    });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/to-confirm',
      headers: { cookie: cookies.desk },
    });
    expect(queue.json().orders.find((o: { id: string }) => o.id === id)).toMatchObject({
      total: '11333.33',
      lines: packed,
    });
    expect((await readStatusTotals(t.database.db)).pending).toEqual({ orders: 1, revenue: '11333.33' });
  });

  it('units added at the newest item’s price join it; units removed come off the most recently priced first', async () => {
    const id = await place([{ productId: honey.id, quantity: 2 }]);
    await setPrice(honey, '1800.00');
    const first = (await lineOf(id, honey))!;
    expect((await edit(id, await body(id, { lines: [{ itemId: first.id, quantity: 3 }] }))).statusCode).toBe(
      200,
    );
    // The dialog sends a line's quantity on any one of its items: 4 in all, one more at 1,800.00.
    const raised = await edit(id, await body(id, { lines: [{ itemId: first.id, quantity: 4 }] }));
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await priced(id)).toEqual(['Sidr Honey × 2 at 1500.00', 'Sidr Honey × 2 at 1800.00']);
    expect(raised.json().total).toBe('6600.00');

    // Down to 3, named on the older item: a unit at 1,800.00 goes, never an agreed one at 1,500.00.
    const newer = (await linesOf(id)).find((line) => line.price === '1800.00')!;
    const lowered = await edit(
      id,
      await body(id, {
        lines: [
          { itemId: first.id, quantity: 1 },
          { itemId: newer.id, quantity: 2 },
        ],
      }),
    );
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await priced(id)).toEqual(['Sidr Honey × 2 at 1500.00', 'Sidr Honey × 1 at 1800.00']);
    expect(lowered.json().statusHistory.at(-1).note).toBe(
      'Edited: Sidr Honey 4 → 3, total Rs 6,600.00 → Rs 4,800.00',
    );
    // Back to 2: the order is again exactly what the customer agreed to, and the stock is whole.
    const back = await edit(id, await body(id, { lines: [{ itemId: first.id, quantity: 2 }] }));
    expect(back.statusCode, back.body).toBe(200);
    expect(await priced(id)).toEqual(['Sidr Honey × 2 at 1500.00']);
    expect(back.json().total).toBe('3000.00');
    expect(await stock(honey)).toBe(48);
    // And a removal still removes the whole line and gives its stock back.
    const removed = await edit(id, await body(id, { lines: [{ productId: dates.id, quantity: 1 }] }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await priced(id)).toEqual(['Ajwa Dates × 1 at 900.00']);
    expect(await stock(honey)).toBe(50);
  });

  it('a product added is charged today’s price; the lines already there keep theirs', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    await setPrice(vitalix, '7000.00');
    await setPrice(dates, '950.50');
    const res = await edit(
      id,
      await body(id, { lines: [...(await body(id)).lines, { productId: dates.id, quantity: 2 }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await priced(id)).toEqual(['Ajwa Dates × 2 at 950.50', 'Vitalix × 1 at 6500.00']);
    expect(res.json().total).toBe('8401.00');
  });

  it('the preview answers the figures the save then stores, and writes nothing', async () => {
    const id = await place([
      { productId: honey.id, quantity: 2 },
      { productId: vitalix.id, quantity: 1 },
    ]);
    await setPrice(honey, '1800.00');
    const honeyLine = (await lineOf(id, honey))!;
    const vitalixLine = (await lineOf(id, vitalix))!;
    const changes = {
      lines: [
        { itemId: honeyLine.id, quantity: 3 },
        { itemId: vitalixLine.id, quantity: 0 },
        { productId: dates.id, quantity: 1 },
      ],
      discount: 100,
      discountReason: 'loyal customer',
    };
    const before = await snapshot(id);
    const res = await preview(id, await body(id, changes));
    expect(res.statusCode, res.body).toBe(200);
    const note =
      'Edited: Sidr Honey 2 → 3 (1 at Rs 1,800.00), Vitalix removed, Ajwa Dates × 1 added, ' +
      'discount Rs 100.00 (loyal customer), total Rs 9,500.00 → Rs 5,600.00';
    expect(res.json()).toEqual({
      changed: true,
      note,
      lines: [
        {
          itemIds: [honeyLine.id],
          productId: honey.id,
          productName: 'Sidr Honey',
          packSize: 1,
          quantityBefore: 2,
          quantity: 3,
          parts: [
            { quantity: 2, price: '1500.00', agreed: true },
            { quantity: 1, price: '1800.00', agreed: false },
          ],
          total: '4800.00',
        },
        {
          itemIds: [vitalixLine.id],
          productId: vitalix.id,
          productName: 'Vitalix',
          packSize: 1,
          quantityBefore: 1,
          quantity: 0,
          parts: [],
          total: '0.00',
        },
        {
          itemIds: [],
          productId: dates.id,
          productName: 'Ajwa Dates',
          packSize: 1,
          quantityBefore: 0,
          quantity: 1,
          parts: [{ quantity: 1, price: '900.00', agreed: false }],
          total: '900.00',
        },
      ],
      before: { items: '9500.00', discount: '0.00', codFee: '0.00', total: '9500.00' },
      after: { items: '5700.00', discount: '100.00', codFee: '0.00', total: '5600.00' },
    });
    expect(await snapshot(id)).toEqual(before);

    // The save with the previewed total stores exactly that.
    const saved = await edit(id, await body(id, { ...changes, expectedTotal: 5600 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().total).toBe('5600.00');
    expect(saved.json().statusHistory.at(-1).note).toBe(note);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ before: { total: '9500.00' }, after: { total: '5600.00', note } });

    // An edit that changes nothing previews as such.
    const same = await preview(id, await body(id));
    expect(same.json()).toMatchObject({
      changed: false,
      note: null,
      before: { total: '5600.00' },
      after: { total: '5600.00' },
    });
  });

  it('a save whose total moved since the preview is refused with the new figure, and writes nothing', async () => {
    const id = await place([{ productId: honey.id, quantity: 1 }]);
    const line = (await lineOf(id, honey))!;
    const changes = { lines: [{ itemId: line.id, quantity: 2 }] };
    expect((await preview(id, await body(id, changes))).json().after.total).toBe('3000.00');
    await setPrice(honey, '1800.00'); // while the dialog was open
    const before = await snapshot(id);
    const res = await edit(id, await body(id, { ...changes, expectedTotal: 3000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'The total is now Rs 3,300.00: prices changed since the preview. Check it and save again.',
    );
    expect(await snapshot(id)).toEqual(before);
  });

  it('the preview refuses as the save would: not enough stock, a stale form, a customer, a bad body', async () => {
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, vitalix.id));
    const id = await place([{ productId: vitalix.id, quantity: 2 }]);
    const line = (await lineOf(id, vitalix))!;
    const before = await snapshot(id);
    const short = await preview(id, await body(id, { lines: [{ itemId: line.id, quantity: 5 }] }));
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe('Only 1 of Vitalix available, you asked for 3');
    const stale = await preview(id, await body(id, { expectedUpdatedAt: '2020-01-01T00:00:00.000Z' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ORDER_EDIT_MESSAGES.stale);
    expect((await preview(id, await body(id), 'shopper')).statusCode).toBe(403);
    const bad = await preview(id, await body(id, { discount: 200, discountReason: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(ORDER_EDIT_MESSAGES.reasonRequired);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('low-stock alerts', () => {
  const alertsFor = async (p: Product) =>
    (
      await t.database.db
        .select({ payload: notificationOutbox.payload })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.kind, LOW_STOCK_TASK))
        .orderBy(notificationOutbox.createdAt)
    )
      .map((row) => row.payload as { productId: string; before: number; after: number })
      .filter((alert) => alert.productId === p.id);

  it('an edit that takes the stock to 10 or below writes one alert, in its own transaction; giving back none', async () => {
    const oil = await addProduct(t.database.db, { name: 'Kalonji Oil', price: '800.00', stock: 13 });
    const id = await place([{ productId: oil.id, quantity: 1 }]);
    const line = (await lineOf(id, oil))!;
    expect(await alertsFor(oil)).toEqual([]);

    expect((await edit(id, await body(id, { lines: [{ itemId: line.id, quantity: 3 }] }))).statusCode).toBe(
      200,
    );
    expect(await alertsFor(oil)).toEqual([{ productId: oil.id, before: 12, after: 10 }]);

    // Back above the threshold (stock given back) announces nothing; the next crossing is a new alert.
    expect((await edit(id, await body(id, { lines: [{ itemId: line.id, quantity: 2 }] }))).statusCode).toBe(
      200,
    );
    expect(await alertsFor(oil)).toHaveLength(1);
    expect((await edit(id, await body(id, { lines: [{ itemId: line.id, quantity: 12 }] }))).statusCode).toBe(
      200,
    );
    expect(await stockOf(t.database.db, oil.id)).toBe(1);
    expect(await alertsFor(oil)).toEqual([
      { productId: oil.id, before: 12, after: 10 },
      { productId: oil.id, before: 11, after: 1 },
    ]);

    // A refused edit (more than the stock) writes no alert.
    expect((await edit(id, await body(id, { lines: [{ itemId: line.id, quantity: 14 }] }))).statusCode).toBe(
      409,
    );
    expect(await alertsFor(oil)).toHaveLength(2);
  });
});

describe('the details and the discount', () => {
  it('changes the address, city and phone, and keeps a bounded discount with its reason', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const res = await edit(
      id,
      await body(id, {
        shippingAddress: 'House 9, Street 2, G-10/4',
        city: 'Rawalpindi',
        customerPhone: '0321 7654321',
        discount: 200,
        discountReason: 'loyal customer',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      shippingAddress: 'House 9, Street 2, G-10/4',
      city: 'Rawalpindi',
      customerPhone: '0321 7654321',
      total: '6300.00',
      discount: '200.00',
      discountReason: 'loyal customer',
    });
    expect(res.json().statusHistory.at(-1).note).toBe(
      'Edited: phone, address, city, discount Rs 200.00 (loyal customer), total Rs 6,500.00 → Rs 6,300.00',
    );
    // The desk's list shows the discount too.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { cookie: cookies.desk },
    });
    expect(list.json().orders[0]).toMatchObject({ id, discount: '200.00', discountReason: 'loyal customer' });
    const [entry] = await auditOf(id);
    expect(entry!.before).toMatchObject({ city: 'Islamabad', discount: '0.00', total: '6500.00' });
    expect(entry!.after).toMatchObject({
      city: 'Rawalpindi',
      discount: '200.00',
      discountReason: 'loyal customer',
    });
  });

  it('a discount of the whole lines’ sum makes the total 0; a rupee more is a 400 on the field', async () => {
    const id = await place([{ productId: honey.id, quantity: 2 }]);
    const before = await snapshot(id);
    const over = await edit(id, await body(id, { discount: 3000.01, discountReason: 'gift' }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error: "The discount cannot be more than the items' total (Rs 3,000.00)",
      details: ["discount: The discount cannot be more than the items' total (Rs 3,000.00)"],
    });
    expect(await snapshot(id)).toEqual(before);
    const whole = await edit(id, await body(id, { discount: 3000, discountReason: 'gift' }));
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ total: '0.00', discount: '3000.00' });
  });

  it('the running totals follow the edited total', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const line = (await lineOf(id, vitalix))!;
    expect((await readStatusTotals(t.database.db)).pending).toEqual({ orders: 1, revenue: '6500.00' });
    const res = await edit(
      id,
      await body(id, { lines: [{ itemId: line.id, quantity: 3 }], discount: 500, discountReason: 'bulk' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await readStatusTotals(t.database.db)).pending).toEqual({ orders: 1, revenue: '19000.00' });
  });

  it('an edit that changes nothing writes nothing and answers the order', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const before = await snapshot(id);
    const res = await edit(id, await body(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, total: '6500.00' });
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('refusals leave everything as it was', () => {
  it('an edit whose total the orders table cannot hold is a 400 with the checkout’s words, not a 500', async () => {
    const id = await place([{ productId: honey.id, quantity: 1 }]);
    // Rs 99,999,999.99 is the most orders.total holds: the agreed Rs 1,500 plus two at Rs 60,000,000 today.
    await t.database.db.update(products).set({ price: '60000000.00' }).where(eq(products.id, honey.id));
    const before = await snapshot(id);
    const line = (await lineOf(id, honey))!;
    const res = await edit(id, await body(id, { lines: [{ itemId: line.id, quantity: 3 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'This order comes to more than Rs 99,999,999.99, the most one order can hold. Please order fewer items.',
    );
    expect(await snapshot(id)).toEqual(before);
  });

  it.each(['shipped', 'completed', 'cancelled', 'returned'] as const)(
    'a %s order is refused with 409',
    async (status) => {
      const id = await place([{ productId: vitalix.id, quantity: 1 }]);
      await t.database.db.update(orders).set({ status }).where(eq(orders.id, id));
      const before = await snapshot(id);
      const line = (await lineOf(id, vitalix))!;
      const res = await edit(id, await body(id, { lines: [{ itemId: line.id, quantity: 2 }] }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        {
          shipped: 'This order has shipped and can no longer be edited',
          completed: 'This order is completed and can no longer be edited',
          cancelled: 'This order was cancelled and can no longer be edited',
          returned: 'This order was returned and can no longer be edited',
        }[status],
      );
      expect(await snapshot(id)).toEqual(before);
    },
  );

  it('shipping through the desk ends editing', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      payload: { status: 'shipped', courier: 'tcs', trackingNumber: 'TCS-12345' },
      headers: { cookie: cookies.desk },
    });
    expect(shipped.statusCode).toBe(200);
    const res = await edit(id, await body(id, { city: 'Lahore' }));
    expect(res.statusCode).toBe(409);
    expect((await orderRow(id)).city).toBe('Islamabad');
  });

  it('a form loaded before someone else’s change is refused with 409', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const stale = await body(id, { city: 'Lahore' });
    const first = await edit(id, await body(id, { city: 'Karachi' }), 'boss');
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot(id);
    const res = await edit(id, stale);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ORDER_EDIT_MESSAGES.stale);
    expect(await snapshot(id)).toEqual(before);
    expect(first.json().statusHistory.at(-1).changedBy).toBe('boss');
  });

  it('is refused without a session (401) and to a customer (403); every staff role with order access may edit', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const before = await snapshot(id);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      payload: await body(id),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await edit(id, await body(id, { city: 'Lahore' }), 'shopper')).statusCode).toBe(403);
    expect(await snapshot(id)).toEqual(before);
    // DESIGN.md §4: the cms role has order access too (orders, dashboard, profile), as on the desk.
    const byCms = await edit(id, await body(id, { city: 'Lahore' }), 'cms');
    expect(byCms.statusCode, byCms.body).toBe(200);
  });

  it('an unknown order is a 404', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const res = await edit('00000000-0000-4000-8000-000000000000', await body(id));
    expect(res.statusCode).toBe(404);
  });

  const badBodies: Array<[string, (id: string, itemId: string) => Promise<object>, string]> = [
    [
      'no lines left',
      async (id, itemId) => body(id, { lines: [{ itemId, quantity: 0 }] }),
      ORDER_EDIT_MESSAGES.noLines,
    ],
    [
      'a negative quantity',
      async (id, itemId) => body(id, { lines: [{ itemId, quantity: -1 }] }),
      ORDER_EDIT_MESSAGES.quantity,
    ],
    [
      'a quantity of 2.5',
      async (id, itemId) => body(id, { lines: [{ itemId, quantity: 2.5 }] }),
      ORDER_EDIT_MESSAGES.quantity,
    ],
    [
      'a quantity above the cap',
      async (id, itemId) => body(id, { lines: [{ itemId, quantity: 21 }] }),
      ORDER_EDIT_MESSAGES.quantity,
    ],
    [
      'a line with neither id',
      async (id) => body(id, { lines: [{ quantity: 1 }] }),
      ORDER_EDIT_MESSAGES.lineTarget,
    ],
    [
      'a product added at 0',
      async (id, itemId) =>
        body(id, {
          lines: [
            { itemId, quantity: 1 },
            { productId: '00000000-0000-4000-8000-000000000001', quantity: 0 },
          ],
        }),
      ORDER_EDIT_MESSAGES.newLineQuantity,
    ],
    [
      'an item twice',
      async (id, itemId) =>
        body(id, {
          lines: [
            { itemId, quantity: 1 },
            { itemId, quantity: 2 },
          ],
        }),
      ORDER_EDIT_MESSAGES.lineTwice,
    ],
    [
      'an item of another order',
      async (id) => body(id, { lines: [{ itemId: '00000000-0000-4000-8000-000000000002', quantity: 1 }] }),
      ORDER_EDIT_MESSAGES.unknownItem,
    ],
    [
      'an unknown product',
      async (id, itemId) =>
        body(id, {
          lines: [
            { itemId, quantity: 1 },
            { productId: '00000000-0000-4000-8000-000000000003', quantity: 1 },
          ],
        }),
      'Some products in your cart are no longer available',
    ],
    [
      'a negative discount',
      async (id) => body(id, { discount: -5, discountReason: 'x' }),
      ORDER_EDIT_MESSAGES.discount,
    ],
    [
      'a discount of 3 decimals',
      async (id) => body(id, { discount: 10.005, discountReason: 'x' }),
      ORDER_EDIT_MESSAGES.discount,
    ],
    [
      'a discount as text',
      async (id) => body(id, { discount: '200', discountReason: 'x' }),
      ORDER_EDIT_MESSAGES.discount,
    ],
    [
      'a discount without a reason',
      async (id) => body(id, { discount: 200, discountReason: '  ' }),
      ORDER_EDIT_MESSAGES.reasonRequired,
    ],
    [
      'a reason too long',
      async (id) => body(id, { discount: 200, discountReason: 'x'.repeat(101) }),
      ORDER_EDIT_MESSAGES.reasonTooLong,
    ],
    [
      'a phone that is not Pakistani',
      async (id) => body(id, { customerPhone: '+44 20 7946 0958' }),
      NOT_A_PAKISTANI_PHONE,
    ],
    [
      'a phone of letters',
      async (id) => body(id, { customerPhone: 'call me maybe' }),
      'Phone number may only contain digits, +, -, spaces and parentheses',
    ],
    ['an empty address', async (id) => body(id, { shippingAddress: '   ' }), 'Address is required'],
    [
      'a city not on the list',
      async (id) => body(id, { city: 'Atlantis' }),
      'Please choose a city from the list',
    ],
    [
      'a bad postal code',
      async (id) => body(id, { postalCode: '12' }),
      'Postal code must be at least 5 digits',
    ],
    [
      'no expectedUpdatedAt',
      async (id) => body(id, { expectedUpdatedAt: undefined }),
      'expectedUpdatedAt must be an ISO date-time',
    ],
    ['an unknown field', async (id) => body(id, { total: 1 }), 'Unrecognized key: "total"'],
  ];
  it.each(badBodies)('%s is a 400', async (_name, make, message) => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const line = (await lineOf(id, vitalix))!;
    const before = await snapshot(id);
    const res = await edit(id, await make(id, line.id));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await snapshot(id)).toEqual(before);
  });

  it('a phone refusal names its field, for the form', async () => {
    const id = await place([{ productId: vitalix.id, quantity: 1 }]);
    const res = await edit(id, await body(id, { customerPhone: '+44 20 7946 0958' }));
    expect(res.json().details).toEqual([`customerPhone: ${NOT_A_PAKISTANI_PHONE}`]);
  });
});

describe('a race with orders for the same product', () => {
  // The edit is sent first, among, and after the orders: each time the stock decides, never the order.
  it.each([0, 4, 8])(
    'never oversells (the edit sent at place %i): jars in orders and the stock add up to what there was',
    async (position) => {
      const product = await addProduct(t.database.db, { name: 'Race Jar', price: '1000.00', stock: 10 });
      const id = await place([{ productId: product.id, quantity: 2 }]);
      const line = (await lineOf(id, product))!;
      const editBody = await body(id, { lines: [{ itemId: line.id, quantity: 5 }] });
      // 8 jars left; eight shoppers want one each and the edit wants three more: 11 wanted, 8 there.
      const shoppers = Array.from(
        { length: 8 },
        (_, n) => () =>
          t.app.inject({
            method: 'POST',
            url: '/api/orders',
            payload: {
              order: { ...VALID_CUSTOMER, customerPhone: `0300 12345${String(n).padStart(2, '0')}` },
              items: [{ productId: product.id, quantity: 1 }],
            },
          }),
      );
      const requests = [
        ...shoppers.slice(0, position),
        () => edit(id, editBody),
        ...shoppers.slice(position),
      ];
      const results = await Promise.all(requests.map((send) => send()));
      const editResult = results[position]!;
      const placed = results.filter((res) => res.statusCode === 201).length;
      for (const res of results) expect([200, 201, 409], res.body).toContain(res.statusCode);
      expect(results.some((res) => res.statusCode === 409)).toBe(true); // 11 wanted, 8 there
      const jars = (await linesOfProduct(product)).reduce(
        (sum, line) => sum + line.quantity * line.packSize,
        0,
      );
      const left = await stock(product);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(jars + left).toBe(10);
      const edited = editResult.statusCode === 200;
      expect((await lineOf(id, product))!.quantity).toBe(edited ? 5 : 2);
      expect(jars).toBe((edited ? 5 : 2) + placed);
      expect((await orderRow(id)).total).toBe(edited ? '5000.00' : '2000.00');
    },
  );
});

describe('GET /api/admin/orders/product-choices', () => {
  it('lists every product with today’s price and stock, by name, for order staff', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/product-choices',
      headers: { cookie: cookies.desk },
    });
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((p: { id: string }) => [vitalix.id, honey.id, dates.id].includes(p.id));
    expect(mine).toEqual([
      { id: dates.id, name: 'Ajwa Dates', price: '900.00', stock: 50 },
      { id: honey.id, name: 'Sidr Honey', price: '1500.00', stock: 50 },
      { id: vitalix.id, name: 'Vitalix', price: '6500.00', stock: 50 },
    ]);
    const shopper = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/product-choices',
      headers: { cookie: cookies.shopper },
    });
    expect(shopper.statusCode).toBe(403);
  });
});
