import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { SUPER_ADMIN_ID } from '../../common/accounts/roles';
import type { CourierKey } from '../../common/orders/couriers';
import {
  courierFiguresListSchema,
  settlementPreviewSchema,
  type CourierFigures,
  type SettlementPreview,
} from '../../common/orders/settlement-schemas';
import {
  auditLog,
  courierRateZoneCities,
  courierRateZones,
  courierRates,
  courierSettlementTotals,
  orders,
  settlementImports,
  settlementLines,
} from '../db/schema';
import { addProduct, VALID_CUSTOMER } from './test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/**
 * What the settlement tests share (docs/settlements.md): the owner's calls, a parcel delivered or
 * returned with a courier, a payment report posted as the screen posts it, and what a refused import or
 * save must leave as it was. `app()` is the test's app (made in its `beforeAll`), `owner()` the super
 * admin's session cookie.
 */
export function settlementTestKit(app: () => TestApp, owner: () => string) {
  const products = new Map<string, string>();
  let serial = 0;

  const call = (method: Method, url: string, payload?: object, cookie: string | null = owner()) =>
    app().app.inject({ method, url: `/api/admin${url}`, payload, headers: cookie ? { cookie } : {} });

  /** POSTs a file as a courier's payment report, as the screen does. */
  const importFile = (
    courier: string,
    file: string | Buffer,
    { type = 'text/csv', cookie = owner(), name = 'report.csv' } = {},
  ) =>
    app().app.inject({
      method: 'POST',
      url: `/api/admin/settlements?courier=${courier}&name=${name}`,
      payload: file,
      headers: { cookie, 'content-type': type },
    });

  /** A product at `price`, one per price. */
  async function productAt(price: string): Promise<string> {
    if (!products.has(price)) {
      products.set(
        price,
        (await addProduct(app().database.db, { name: `Honey ${price}`, price, stock: 10_000 })).id,
      );
    }
    return products.get(price)!;
  }

  /**
   * An order of one jar at `total` to `city`, shipped with `courier` under `tracking`, then delivered
   * (accepted by staff, as completed) or returned, or left on its way.
   */
  async function parcel(
    courier: CourierKey,
    tracking: string,
    total: string,
    end: 'completed' | 'returned' | 'shipped' = 'completed',
    city = VALID_CUSTOMER.city,
  ): Promise<string> {
    serial += 1;
    const placed = await app().app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        order: { ...VALID_CUSTOMER, city, customerPhone: `0301 ${String(2_000_000 + serial)}` },
        items: [{ productId: await productAt(total), quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    const move = (body: object) => call('PATCH', `/orders/${id}/status`, body);
    expect((await move({ status: 'processing' })).statusCode).toBe(200);
    expect((await move({ status: 'shipped', courier, trackingNumber: tracking })).statusCode).toBe(200);
    if (end !== 'shipped') expect((await move({ status: end })).statusCode).toBe(200);
    return id;
  }

  const preview = (res: { json(): unknown }): SettlementPreview => settlementPreviewSchema.parse(res.json());

  async function figuresOf(courier: CourierKey): Promise<CourierFigures | undefined> {
    const res = await call('GET', '/settlements/couriers');
    expect(res.statusCode, res.body).toBe(200);
    return courierFiguresListSchema.parse(res.json()).couriers.find((c) => c.courier === courier);
  }

  const auditsOf = (entity: 'settlement' | 'courier_rates') =>
    app().database.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);

  async function orderOf(id: string) {
    const [row] = await app().database.db.select().from(orders).where(eq(orders.id, id));
    return row!;
  }

  /** What a refused import, apply or save must leave as it was. */
  async function snapshot() {
    const db = app().database.db;
    const [imports] = await db.select({ n: count() }).from(settlementImports);
    const [lines] = await db.select({ n: count() }).from(settlementLines);
    const [audits] = await db.select({ n: count() }).from(auditLog);
    const settled = await db
      .select({ id: orders.id, paid: orders.settledAmount })
      .from(orders)
      .orderBy(orders.id);
    const totals = await db.select().from(courierSettlementTotals).orderBy(courierSettlementTotals.courier);
    const rates = await db.select().from(courierRates).orderBy(courierRates.courier);
    const zones = await db.select().from(courierRateZones).orderBy(courierRateZones.id);
    const cities = await db
      .select()
      .from(courierRateZoneCities)
      .orderBy(courierRateZoneCities.zoneId, courierRateZoneCities.position);
    return { imports: imports!.n, lines: lines!.n, audits: audits!.n, settled, totals, rates, zones, cities };
  }

  return { call, importFile, parcel, preview, figuresOf, auditsOf, orderOf, snapshot };
}

/**
 * A test file's app with the super admin signed in, made before its tests and closed after them, and the
 * kit on it.
 */
export function settlementTestSuite() {
  let t: TestApp;
  let owner = '';
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t, { username: 'owner', id: SUPER_ADMIN_ID, role: 'cms', isAdmin: true });
    owner = await loginCookie(t, 'owner');
  });
  afterAll(() => t?.close());
  return settlementTestKit(
    () => t,
    () => owner,
  );
}
