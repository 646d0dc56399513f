import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import {
  deliveryReportSchema,
  outstandingReportSchema,
  profitReportSchema,
  returnsReportSchema,
} from '../../../common/admin/report-schemas';
import type { CourierKey } from '../../../common/orders/couriers';
import { courierFiguresListSchema } from '../../../common/orders/settlement-schemas';
import { shopDay } from '../../../common/shop-clock';
import { courierParcels, orders, products } from '../../db/schema';
import { signInPeople } from '../../testing/admin-api-test-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';

/**
 * The Reports over HTTP (docs/reports.md, decision 035) on one fixed set of parcels, every figure worked
 * out by hand to the paisa: the cost of goods from cost prices × stock units, the couriers' charges from
 * their rate cards (or Trax's reported charges), the tax withheld, the discounts, the returns' carriage;
 * delivery and return rates per courier, city and product; cash outstanding per courier day by day; the
 * range's rules, the CSV files, and the super admin alone.
 */
let t: TestApp;
let cookies: Record<'owner' | 'editor' | 'desk' | 'shopper', string>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInPeople(t, ['owner', 'editor', 'desk', 'shopper']);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  cookie: string | null = cookies.owner,
) => t.app.inject({ method, url: `/api/admin${url}`, payload, headers: cookie ? { cookie } : {} });

const DAY = 86_400_000;
const today = shopDay(new Date());
const daysAgo = (n: number) => shopDay(new Date(Date.now() - n * DAY));

let serial = 0;
/**
 * An order of `lines` to `city`, shipped with `courier` (null: without one), then delivered, returned or
 * left on its way; `discount` is taken off its total before it ships, as an edit would.
 */
async function parcel(
  lines: Array<[productId: string, quantity: number]>,
  city: string,
  courier: CourierKey | null,
  end: 'completed' | 'returned' | 'shipped',
  discount?: { amount: string; total: string },
): Promise<string> {
  serial += 1;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      order: { ...VALID_CUSTOMER, city, customerPhone: `0301 ${String(3_000_000 + serial)}` },
      items: lines.map(([productId, quantity]) => ({ productId, quantity })),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().id as string;
  if (discount) {
    await t.database.db
      .update(orders)
      .set({ discount: discount.amount, total: discount.total })
      .where(eq(orders.id, id));
  }
  const move = (body: object) => call('PATCH', `/orders/${id}/status`, body);
  expect((await move({ status: 'processing' })).statusCode).toBe(200);
  const shipped = courier ? { courier, trackingNumber: `RP-${serial}-${courier}` } : {};
  expect((await move({ status: 'shipped', ...shipped })).statusCode).toBe(200);
  if (end !== 'shipped') {
    const ended = await move({ status: end });
    expect(ended.statusCode, ended.body).toBe(200);
  }
  return id;
}

async function report(name: string, from: string, to: string, cookie = cookies.owner) {
  const res = await call('GET', `/reports/${name}?from=${from}&to=${to}`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ids = {} as Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5' | 'o6' | 'o7', string>;

beforeAll(async () => {
  const db = t.database.db;
  const a = await addProduct(db, { name: 'Sidr Honey', price: '1234.56', stock: 1000 });
  const b = await addProduct(db, { name: 'Vitalix', price: '2500.00', stock: 1000 });
  const c = await addProduct(db, { name: 'Kalonji Oil', price: '600.00', stock: 1000 });
  await db.update(products).set({ costPrice: '400.25' }).where(eq(products.id, a.id));
  await db.update(products).set({ costPrice: '1000.00' }).where(eq(products.id, b.id));
  // Kalonji Oil has no cost price: its units are counted at nothing, and said.
  const rates = await call('PUT', '/settlements/rates', {
    couriers: [
      {
        courier: 'postex',
        flatCharge: '150',
        codChargePercent: '1.5',
        incomeTaxPercent: 2,
        salesTaxPercent: 2,
      },
      {
        courier: 'trax',
        flatCharge: '120',
        codChargePercent: 0,
        incomeTaxPercent: 2,
        salesTaxPercent: '2.5',
      },
    ],
  });
  expect(rates.statusCode, rates.body).toBe(200);
  // Leopards keeps the defaults: no charges known, 2 % + 2 % withheld.

  // 2,469.12 by PostEx: charges 150 + 37.04 (1.5 % of 2,469.12 = 37.0368), withheld 49.38 + 49.38.
  ids.o1 = await parcel([[a.id, 2]], 'Lahore', 'postex', 'completed');
  // 3,734.56 less a 234.56 discount = 3,500.00 by PostEx: charges 150 + 52.50, withheld 70 + 70.
  ids.o2 = await parcel(
    [
      [b.id, 1],
      [a.id, 1],
    ],
    'Lahore',
    'postex',
    'completed',
    {
      amount: '234.56',
      total: '3500.00',
    },
  );
  // 600.00 by Trax, which reports its charges: 95.50; withheld 12.00 + 15.00.
  ids.o3 = await parcel([[c.id, 1]], 'Karachi', 'trax', 'completed');
  await db.insert(courierParcels).values({
    orderId: ids.o3,
    courier: 'trax',
    state: 'booked',
    trackingNumber: `RP-3-trax`,
    requestedById: SUPER_ADMIN_ID,
    requestedBy: 'owner',
  });
  await db.update(courierParcels).set({ reportedCharges: '95.50' }).where(eq(courierParcels.orderId, ids.o3));
  // 1,234.56 refused at the door, back by Trax: its carriage costs the flat 120.00, nothing withheld.
  ids.o4 = await parcel([[a.id, 1]], 'Karachi', 'trax', 'returned');
  // On its way: in no report.
  ids.o5 = await parcel([[b.id, 1]], 'Multan', 'postex', 'shipped');
  // 1,200.00 by Leopards on the defaults: no charges, withheld 24.00 + 24.00.
  ids.o6 = await parcel([[c.id, 2]], 'Multan', 'leopards', 'completed');
  // 1,234.56 shipped without a courier named: nothing charged, nothing withheld.
  ids.o7 = await parcel([[a.id, 1]], 'Lahore', null, 'completed');
});

describe('profit and loss', () => {
  it('adds up the fixed set to the paisa', async () => {
    const answer = profitReportSchema.parse(await report('profit', daysAgo(2), today));
    expect(answer.days.map((d) => d.day)).toEqual([daysAgo(2), daysAgo(1), today]);
    const expected = {
      delivered: 5,
      // 2,469.12 + 3,734.56 + 600.00 + 1,200.00 + 1,234.56, before the discount.
      revenue: '9238.24',
      discounts: '234.56',
      // Sidr Honey: 4 jars × 400.25; Vitalix: 1 × 1,000.00; Kalonji Oil: 3 bottles without a cost price.
      costOfGoods: '2601.00',
      // 187.04 + 202.50 + 95.50 + 0 + 0.
      courierCharges: '485.04',
      // 98.76 + 140.00 + 27.00 + 48.00 + 0.
      withholding: '313.76',
      returnsCost: '120.00',
      // 9,238.24 − 234.56 − 2,601.00 − 485.04 − 313.76 − 120.00.
      profit: '5483.88',
    };
    expect(answer.total).toEqual(expected);
    expect(answer.days[2]).toEqual({ day: today, ...expected });
    expect(answer.days[0]).toMatchObject({ delivered: 0, revenue: '0.00', profit: '0.00' });
    expect(answer.unitsWithoutCost).toBe(3);
  });

  it('counts a cost price and a courier rate typed later for the days already past', async () => {
    const db = t.database.db;
    const [oil] = await db.select().from(products).where(eq(products.name, 'Kalonji Oil'));
    await db.update(products).set({ costPrice: '210.10' }).where(eq(products.id, oil!.id));
    const rates = await call('PUT', '/settlements/rates', {
      couriers: [
        {
          courier: 'leopards',
          flatCharge: '99.99',
          codChargePercent: 0,
          incomeTaxPercent: 2,
          salesTaxPercent: 2,
        },
      ],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    try {
      const { total, unitsWithoutCost } = profitReportSchema.parse(await report('profit', today, today));
      expect(unitsWithoutCost).toBe(0);
      // 3 bottles × 210.10 more cost; Leopards' parcel now charged 99.99.
      expect(total).toMatchObject({ costOfGoods: '3231.30', courierCharges: '585.03', profit: '4753.59' });
    } finally {
      await db.update(products).set({ costPrice: null }).where(eq(products.id, oil!.id));
      await call('PUT', '/settlements/rates', {
        couriers: [
          {
            courier: 'leopards',
            flatCharge: '0',
            codChargePercent: 0,
            incomeTaxPercent: 2,
            salesTaxPercent: 2,
          },
        ],
      });
    }
    expect(profitReportSchema.parse(await report('profit', today, today)).total.profit).toBe('5483.88');
  });
});

describe('delivery and return rates', () => {
  it('per courier, over the parcels that ended in the range', async () => {
    const answer = deliveryReportSchema.parse(await report('couriers', today, today));
    expect(answer.rows).toEqual([
      { key: 'postex', label: 'PostEx', delivered: 2, returned: 0, deliveryRate: 1, returnRate: 0 },
      { key: 'trax', label: 'Trax', delivered: 1, returned: 1, deliveryRate: 0.5, returnRate: 0.5 },
      { key: '', label: 'Courier not recorded', delivered: 1, returned: 0, deliveryRate: 1, returnRate: 0 },
      { key: 'leopards', label: 'Leopards', delivered: 1, returned: 0, deliveryRate: 1, returnRate: 0 },
    ]);
    expect(answer.total).toEqual({ delivered: 5, returned: 1, deliveryRate: 5 / 6, returnRate: 1 / 6 });
  });

  /** Each row's name and figures, the rates as [delivery, return]. */
  const figures = async (name: 'cities' | 'products') =>
    deliveryReportSchema
      .parse(await report(name, today, today))
      .rows.map((row) => [row.label, row.delivered, row.returned, row.deliveryRate, row.returnRate]);

  it('per city', async () => {
    expect(await figures('cities')).toEqual([
      ['Lahore', 3, 0, 1, 0],
      ['Karachi', 1, 1, 0.5, 0.5],
      ['Multan', 1, 0, 1, 0],
    ]);
  });

  it('per product, counting the parcels that held it', async () => {
    expect(await figures('products')).toEqual([
      ['Sidr Honey', 3, 1, 0.75, 0.25],
      ['Kalonji Oil', 2, 0, 1, 0],
      ['Vitalix', 1, 0, 1, 0],
    ]);
  });

  it('leave out a range with nothing in it', async () => {
    const answer = deliveryReportSchema.parse(await report('couriers', daysAgo(30), daysAgo(20)));
    expect(answer.rows).toEqual([]);
    expect(answer.total).toEqual({ delivered: 0, returned: 0, deliveryRate: null, returnRate: null });
  });
});

describe("returns' cost", () => {
  it('is the returned parcels, the sales they were and their carriage', async () => {
    const answer = returnsReportSchema.parse(await report('returns', daysAgo(1), today));
    expect(answer.days).toEqual([
      { day: daysAgo(1), returned: 0, refused: '0.00', cost: '0.00' },
      { day: today, returned: 1, refused: '1234.56', cost: '120.00' },
    ]);
    expect(answer.total).toEqual({ returned: 1, refused: '1234.56', cost: '120.00' });
  });
});

describe('the range', () => {
  it.each([
    ['from after to', `from=${today}&to=${daysAgo(1)}`, 'from must not be after to'],
    ['367 days', `from=2025-01-01&to=2026-01-02`, 'A report covers at most 366 days'],
    ['no to', `from=${today}`, 'to'],
    ['a day the calendar lacks', `from=2026-02-30&to=2026-03-02`, 'from'],
  ])('is refused with a 400 for %s', async (_case, query, words) => {
    for (const path of ['/reports/profit', '/reports/cities/export']) {
      const res = await call('GET', `${path}?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(words);
    }
  });

  it('may cover 366 days, a leap year', async () => {
    const answer = profitReportSchema.parse(await report('profit', '2024-01-01', '2024-12-31'));
    expect(answer.days).toHaveLength(366);
  });
});

describe('CSV export', () => {
  it('gives the profit and loss as its table shows it, with a total line', async () => {
    const res = await call('GET', `/reports/profit/export?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="profit-${today}-to-${today}.csv"`);
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFday,delivered,revenue,discounts,cost_of_goods,courier_charges,withholding,returns_cost,profit',
      `${today},5,9238.24,234.56,2601.00,485.04,313.76,120.00,5483.88`,
      'Total,5,9238.24,234.56,2601.00,485.04,313.76,120.00,5483.88',
      '',
    ]);
  });

  it('gives the rates per courier as percents', async () => {
    const res = await call('GET', `/reports/couriers/export?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFcourier,delivered,returned,delivery_rate_percent,return_rate_percent',
      'PostEx,2,0,100.00,0.00',
      'Trax,1,1,50.00,50.00',
    ]);
  });
});

describe('who may read reports', () => {
  it.each([
    ['no session', null, 401],
    ['a content editor', 'editor', 403],
    ['the order desk', 'desk', 403],
    ['a customer', 'shopper', 403],
  ] as const)('refuses %s', async (_who, cookie, status) => {
    for (const path of ['/reports/profit', '/reports/outstanding/export']) {
      const res = await call(
        'GET',
        `${path}?from=${today}&to=${today}`,
        undefined,
        cookie ? cookies[cookie] : null,
      );
      expect(res.statusCode, path).toBe(status);
      expect(res.body).not.toContain('9238.24');
    }
  });
});

describe('cash outstanding per courier', () => {
  it('follows deliveries and payments day by day, and ends at what the Settlements screen says is owed', async () => {
    const db = t.database.db;
    // PostEx's first parcel was delivered two days ago and paid yesterday; its second delivered yesterday.
    await db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(orders.id, ids.o1));
    await db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - DAY) })
      .where(eq(orders.id, ids.o2));
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settlements?courier=postex&name=postex.csv',
      payload: 'tracking_number,amount\nRP-1-postex,2183.32\n',
      headers: { cookie: cookies.owner, 'content-type': 'text/csv' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const apply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/settlements/${paid.json().id}/apply`,
      headers: { cookie: cookies.owner },
    });
    expect(apply.statusCode, apply.body).toBe(200);
    await db
      .update(orders)
      .set({ settledAt: sql`now() - interval '1 day'` })
      .where(eq(orders.id, ids.o1));

    const answer = outstandingReportSchema.parse(await report('outstanding', daysAgo(3), today));
    expect(answer.couriers).toEqual([
      { key: 'leopards', label: 'Leopards' },
      { key: 'postex', label: 'PostEx' },
      { key: 'trax', label: 'Trax' },
    ]);
    const none = { parcels: 0, amount: '0.00' };
    expect(answer.days).toEqual([
      { day: daysAgo(3), parcels: 0, amount: '0.00', couriers: [none, none, none] },
      // 2,469.12 − 187.04 − 98.76.
      {
        day: daysAgo(2),
        parcels: 1,
        amount: '2183.32',
        couriers: [none, { parcels: 1, amount: '2183.32' }, none],
      },
      // The first paid, the second (3,500.00 − 202.50 − 140.00) owed.
      {
        day: daysAgo(1),
        parcels: 1,
        amount: '3157.50',
        couriers: [none, { parcels: 1, amount: '3157.50' }, none],
      },
      // Leopards 1,200.00 − 48.00; Trax 600.00 − 95.50 − 27.00.
      {
        day: today,
        parcels: 3,
        amount: '4787.00',
        couriers: [
          { parcels: 1, amount: '1152.00' },
          { parcels: 1, amount: '3157.50' },
          { parcels: 1, amount: '477.50' },
        ],
      },
    ]);

    const figures = courierFiguresListSchema.parse((await call('GET', '/settlements/couriers')).json());
    const owedNow = Object.fromEntries(figures.couriers.map((c) => [c.courier, c.outstanding]));
    answer.couriers.forEach((courier, index) => {
      expect(owedNow[courier.key]).toMatchObject({
        parcels: answer.days.at(-1)!.couriers[index]!.parcels,
        expected: answer.days.at(-1)!.couriers[index]!.amount,
      });
    });
  });
});
