import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import type { ApiCourierKey } from '../../../common/orders/parcels';
import {
  settlementPreviewSchema,
  type SettlementLine,
  type SettlementPreview,
} from '../../../common/orders/settlement-schemas';
import { shopDateTime, shopDay } from '../../../common/shop-clock';
import {
  auditLog,
  courierParcels,
  courierSettlementTotals,
  orders,
  settlementImports,
  settlementPayments,
} from '../../db/schema';
import {
  LEOPARDS_TEST_PUSH_KEY,
  startCourierStandIns,
  TRAX_TEST_SECRET,
  type CourierStandIns,
} from '../../testing/courier-stand-ins';
import type { LeopardsStandIn } from '../../testing/leopards-stand-in';
import type { PostExStandIn } from '../../testing/postex-stand-in';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import type { TraxStandIn } from '../../testing/trax-stand-in';

/**
 * Payments fetched from the couriers' APIs (docs/settlements.md, decision 036), over HTTP against
 * stand-ins speaking PostEx's, Leopards' and Trax's protocols: a fetch previews its payments as a file's
 * lines, matched the same four ways; the same payments fetched again are the same import and are never
 * counted twice; the charges each courier reports, when a parcel is delivered or with a fetch, make its
 * expected net before the owner's rate card.
 */

let t: TestApp;
let standIns: CourierStandIns;
let postex: PostExStandIn;
let trax: TraxStandIn;
let leopards: LeopardsStandIn;
let owner: string;
let desk: string;
const products = new Map<string, string>();
const today = shopDay(new Date());

beforeAll(async () => {
  standIns = await startCourierStandIns();
  ({ postex, trax, leopards } = standIns);
  t = await createTestApp({ couriers: standIns.config });
  await addUser(t, { username: 'owner', id: SUPER_ADMIN_ID, role: 'cms', isAdmin: true });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  owner = await loginCookie(t, 'owner');
  desk = await loginCookie(t, 'desk');
  // What the owner's rate card says of each courier: Rs 500 a parcel, which no courier's own charges are.
  const rates = await call('PUT', '/api/admin/settlements/rates', {
    couriers: (['postex', 'trax', 'leopards'] as const).map((courier) => ({
      courier,
      flatCharge: '500',
      codChargePercent: '0',
      incomeTaxPercent: '2',
      salesTaxPercent: '2',
    })),
  });
  expect(rates.statusCode, rates.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await standIns?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, cookie = owner) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const fetchPayments = (courier: string, query = '', cookie = owner) =>
  call('POST', `/api/admin/settlements/fetch?courier=${courier}${query}`, undefined, cookie);
const preview = (res: { json(): unknown }): SettlementPreview => settlementPreviewSchema.parse(res.json());
const withoutDays = (lines: SettlementLine[]) => lines.map(({ paidOn: _day, ...line }) => line);

/** Runs the outbox until nothing is due: bookings, and the charges asked of a delivered parcel's courier. */
async function deliver() {
  await t.app.services.outbox.kick();
  await t.app.services.outbox.idle();
}

let serial = 0;
/** A parcel of `total` booked with `courier` through its API (the outbox books it): its order and number. */
async function booked(courier: ApiCourierKey, total: string) {
  serial += 1;
  if (!products.has(total)) {
    products.set(
      total,
      (await addProduct(t.database.db, { name: `Honey ${total}`, price: total, stock: 1e4 })).id,
    );
  }
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      order: { ...VALID_CUSTOMER, customerPhone: `0301 ${String(3_000_000 + serial)}` },
      items: [{ productId: products.get(total)!, quantity: 1 }],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().id as string;
  expect((await call('PATCH', `/api/admin/orders/${id}/status`, { status: 'processing' })).statusCode).toBe(
    200,
  );
  expect((await call('POST', `/api/admin/orders/${id}/booking`, { courier })).statusCode).toBe(202);
  await deliver();
  const [parcel] = await t.database.db.select().from(courierParcels).where(eq(courierParcels.orderId, id));
  expect(parcel).toMatchObject({ state: 'booked' });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  expect(order!.total).toBe(total);
  return { id, trackingNumber: parcel!.trackingNumber! };
}

/** Staff accept what the courier reported: the order completed (delivered) or returned. */
async function accept(id: string, status: 'completed' | 'returned') {
  const res = await call('PATCH', `/api/admin/orders/${id}/status`, { status });
  expect(res.statusCode, res.body).toBe(200);
}

async function chargesOf(id: string) {
  const [parcel] = await t.database.db.select().from(courierParcels).where(eq(courierParcels.orderId, id));
  return parcel!.reportedCharges;
}

const importCount = async () => (await t.database.db.select({ n: count() }).from(settlementImports))[0]!.n;
const totalsOf = async (courier: string) =>
  (await t.database.db.select().from(courierSettlementTotals)).find((row) => row.courier === courier);

describe('PostEx payments fetched by API', () => {
  const parcels = {} as Record<'paid' | 'short' | 'returned', { id: string; trackingNumber: string }>;
  let portal: string;
  let importId: string;

  beforeAll(async () => {
    // PostEx states its fee and the tax on it on each order; a parcel delivered asks for them.
    parcels.paid = await booked('postex', '1000.00');
    parcels.short = await booked('postex', '2000.00');
    parcels.returned = await booked('postex', '1500.00');
    postex.charge(parcels.paid.trackingNumber, 180, 28.8);
    postex.charge(parcels.short.trackingNumber, 200, 32);
    postex.setStatus(parcels.paid.trackingNumber, '0005');
    postex.setStatus(parcels.short.trackingNumber, '0005');
    postex.setStatus(parcels.returned.trackingNumber, '0002');
    const polled = await call('POST', '/api/admin/couriers/postex/tracking');
    expect(polled.statusCode, polled.body).toBe(200);
    await deliver();
    await accept(parcels.paid.id, 'completed');
    await accept(parcels.short.id, 'completed');
    await accept(parcels.returned.id, 'returned');
    // A parcel booked on PostEx's portal, which the shop never shipped.
    portal = postex.bookOnPortal({ invoicePayment: 900 });
    const receipt = { cpr: 'CPR-7001', day: '2026-07-14' };
    postex.pay(parcels.paid.trackingNumber, 'upfront', { amount: 751.2, ...receipt });
    postex.pay(parcels.short.trackingNumber, 'upfront', { amount: 1500, ...receipt });
    postex.pay(parcels.returned.trackingNumber, 'upfront', { amount: 100, ...receipt });
    postex.pay(portal, 'upfront', { amount: 800, ...receipt });
  });

  it('keeps the fees PostEx states for a parcel once it is delivered, not for one returned', async () => {
    expect(await chargesOf(parcels.paid.id)).toBe('208.80');
    expect(await chargesOf(parcels.short.id)).toBe('232.00');
    expect(await chargesOf(parcels.returned.id)).toBeNull();
  });

  it('previews the payments as a file’s lines: settled, short, paid for a return, unknown', async () => {
    const res = await fetchPayments('postex');
    expect(res.statusCode, res.body).toBe(201);
    const answer = preview(res);
    importId = answer.id;
    const from = shopDay(new Date(Date.now() - 29 * 86_400_000));
    expect(answer).toMatchObject({
      courier: 'postex',
      format: 'postex',
      fileName: null,
      state: 'previewed',
      replayed: false,
      fetched: { from, to: today },
      summary: {
        lines: 4,
        amount: '3151.20',
        settled: { lines: 1, amount: '751.20' },
        short: { lines: 1, amount: '1500.00', shortfall: '188.00' },
        paid_for_return: { lines: 1, amount: '100.00' },
        unknown: { lines: 1, amount: '800.00' },
      },
    });
    // PostEx's own charges make the expected net, not the rate card's Rs 500:
    // 1000 − 208.80 − 20 − 20 = 751.20; 2000 − 232 − 40 − 40 = 1688.00.
    expect(answer.lines).toEqual([
      {
        line: 1,
        trackingNumber: parcels.paid.trackingNumber,
        amount: '751.20',
        expected: '751.20',
        difference: '0.00',
        match: 'settled',
        orderId: parcels.paid.id,
        paidOn: '2026-07-14',
      },
      {
        line: 2,
        trackingNumber: parcels.short.trackingNumber,
        amount: '1500.00',
        expected: '1688.00',
        difference: '-188.00',
        match: 'short',
        orderId: parcels.short.id,
        paidOn: '2026-07-14',
      },
      {
        line: 3,
        trackingNumber: parcels.returned.trackingNumber,
        amount: '100.00',
        expected: '0.00',
        difference: '100.00',
        match: 'paid_for_return',
        orderId: parcels.returned.id,
        paidOn: '2026-07-14',
      },
      {
        line: 4,
        trackingNumber: portal,
        amount: '800.00',
        expected: null,
        difference: null,
        match: 'unknown',
        orderId: null,
        paidOn: '2026-07-14',
      },
    ]);
    // PostEx's protocol: its order list a week a call, then the payment status of each order paid.
    const listed = postex.calls.filter((c) => c.path.includes('/v1/get-all-order'));
    expect(listed.length).toBe(5);
    expect(listed[0]!.path).toContain(`orderStatusId=0&startDate=`);
    expect(listed[0]!.path).toContain(`endDate=${today}`);
    const statuses = postex.calls.filter((c) => c.path.includes('/v1/payment-status/'));
    expect(statuses.map((c) => c.path.split('/').at(-1)).sort()).toEqual(
      [parcels.paid, parcels.short, parcels.returned]
        .map((p) => p.trackingNumber)
        .concat(portal)
        .sort(),
    );
    expect(statuses.every((c) => c.headers.token === postex.token)).toBe(true);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, importId));
    expect(audit).toMatchObject({
      entity: 'settlement',
      action: 'create',
      actorUsername: 'owner',
      after: { courier: 'postex', fetchedFrom: from, fetchedTo: today, lines: 4, unknown: 1 },
    });
  });

  it('is the same import fetched again, over other days too, and counts each payment once when applied', async () => {
    const again = await fetchPayments('postex', `&from=${today}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(preview(again)).toMatchObject({ id: importId, state: 'previewed', replayed: true });
    expect(await importCount()).toBe(1);

    const applied = await call('POST', `/api/admin/settlements/${importId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    const totals = await totalsOf('postex');
    expect(totals).toMatchObject({ received: '3151.20', imports: 1, settledParcels: 2 });
    const keys = await t.database.db.select().from(settlementPayments).orderBy(settlementPayments.paymentKey);
    expect(keys.map((row) => row.paymentKey)).toEqual(
      [parcels.paid, parcels.short, parcels.returned]
        .map((p) => p.trackingNumber)
        .concat(portal)
        .map((number) => `${number} upfront CPR CPR-7001`)
        .sort(),
    );

    // Everything PostEx reports was counted: the import that counted it, unchanged.
    const audits = (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
    const once = await fetchPayments('postex');
    expect(once.statusCode, once.body).toBe(200);
    expect(preview(once)).toMatchObject({ id: importId, state: 'applied', replayed: true });
    expect(await importCount()).toBe(1);
    expect(await totalsOf('postex')).toEqual(totals);
    expect((await t.database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(audits);
  });

  it('fetches only what is new: the reserve paid later settles the parcel paid short', async () => {
    postex.pay(parcels.short.trackingNumber, 'reserve', { amount: 188, cpr: 'CPR-7002', day: '2026-07-21' });
    const res = await fetchPayments('postex');
    expect(res.statusCode, res.body).toBe(201);
    const reserve = preview(res);
    expect(reserve.id).not.toBe(importId);
    expect(withoutDays(reserve.lines)).toEqual([
      {
        line: 1,
        trackingNumber: parcels.short.trackingNumber,
        amount: '188.00',
        expected: '188.00',
        difference: '0.00',
        match: 'settled',
        orderId: parcels.short.id,
      },
    ]);
    expect((await call('POST', `/api/admin/settlements/${reserve.id}/apply`)).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, parcels.short.id));
    expect(order).toMatchObject({ settlementExpected: '1688.00', settledAmount: '1688.00' });
    expect(await totalsOf('postex')).toMatchObject({ received: '3339.20', imports: 2 });
  });

  it('refuses to apply a preview whose payment another import counted meanwhile (409), nothing changed', async () => {
    const parcel = await booked('postex', '1200.00');
    postex.charge(parcel.trackingNumber, 100, 16);
    await accept(parcel.id, 'completed');
    postex.pay(parcel.trackingNumber, 'upfront', { amount: 1036, cpr: 'CPR-7003', day: '2026-07-22' });
    const first = preview(await fetchPayments('postex', `&from=${today}&to=${today}`));
    const other = await booked('postex', '1000.00');
    postex.pay(other.trackingNumber, 'upfront', { amount: 500, cpr: 'CPR-7003', day: '2026-07-22' });
    const both = preview(await fetchPayments('postex'));
    expect(both.id).not.toBe(first.id);
    expect(both.lines.map((line) => line.trackingNumber)).toEqual([
      parcel.trackingNumber,
      other.trackingNumber,
    ]);
    expect((await call('POST', `/api/admin/settlements/${both.id}/apply`)).statusCode).toBe(200);
    const totals = await totalsOf('postex');
    const refused = await call('POST', `/api/admin/settlements/${first.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      `Line 1 (${parcel.trackingNumber}): its payment was counted by another import meanwhile. ` +
        'Fetch the payments again to see what is left to count, then apply.',
    );
    expect(await totalsOf('postex')).toEqual(totals);
    const [kept] = await t.database.db
      .select()
      .from(settlementImports)
      .where(eq(settlementImports.id, first.id));
    expect(kept!.state).toBe('previewed');
  });

  it('says so when PostEx reports no payment for the days (404), and a PostEx down is a 502', async () => {
    const none = await fetchPayments('postex', '&from=2020-01-01&to=2020-01-31');
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(
      'PostEx reports no payments for parcels booked from 2020-01-01 to 2020-01-31',
    );
    postex.failNext('get-all-order', { status: 503 });
    const down = await fetchPayments('postex');
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe('PostEx could not be reached; nothing changed. Try again in a minute');
  });
});

describe('Leopards payments fetched by API', () => {
  it('pays a parcel its cheque names, at what it collected less its billed charges and the withholding', async () => {
    const parcel = await booked('leopards', '3000.00');
    // Leopards bills Rs 336 (its charges with their GST); delivered, the parcel asks for them.
    leopards.bill(parcel.trackingNumber, { shipment: 250, cashHandling: 30, fuel: 14, gst: 42 });
    const pushed = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/couriers/leopards',
      headers: { 'x-api-key': LEOPARDS_TEST_PUSH_KEY },
      payload: {
        data: [
          {
            cn_number: parcel.trackingNumber,
            status: 'DV',
            receiver_name: 'Ayesha',
            reason: '',
            activity_date: shopDateTime(new Date()),
          },
        ],
      },
    });
    expect(pushed.statusCode, pushed.body).toBe(202);
    await deliver();
    expect(await chargesOf(parcel.id)).toBe('336.00');
    await accept(parcel.id, 'completed');
    const unpaid = await booked('leopards', '1000.00');
    leopards.pay(parcel.trackingNumber, 'CHQ-001', '2026-07-15');

    const res = await fetchPayments('leopards');
    expect(res.statusCode, res.body).toBe(201);
    // 3000 − 336 − 60 − 60 = 2544.00, Leopards' charges and not the rate card's.
    expect(preview(res).lines).toEqual([
      {
        line: 1,
        trackingNumber: parcel.trackingNumber,
        amount: '2544.00',
        expected: '2544.00',
        difference: '0.00',
        match: 'settled',
        orderId: parcel.id,
        paidOn: '2026-07-15',
      },
    ]);
    // Its protocol: the credentials in the query of two GET calls, about the shop's parcels.
    const [asked] = leopards.calls.filter((c) => c.path.includes('/getPaymentDetails/format/json/'));
    const query = new URL(asked!.path, 'http://stand-in').searchParams;
    expect(query.get('api_key')).toBe(leopards.apiKey);
    expect(query.get('cn_numbers')!.split(',').sort()).toEqual(
      [parcel.trackingNumber, unpaid.trackingNumber].sort(),
    );
    const billed = leopards.calls.filter((c) => c.path.includes('/getShippingCharges/format/json/'));
    expect(new URL(billed.at(-1)!.path, 'http://stand-in').searchParams.get('cn_numbers')).toBe(
      parcel.trackingNumber,
    );
  });
});

describe('Trax payments fetched by API', () => {
  it('asks Trax for the payments it pushed news of, and keeps its charges when a parcel is delivered', async () => {
    const parcel = await booked('trax', '2000.00');
    trax.charge(parcel.trackingNumber, { weight: 120, fuel: 12, cashHandling: 0, gst: 15.84 });
    const webhook = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhooks/couriers/trax?secret=${TRAX_TEST_SECRET}`,
        payload,
      });
    const delivered = await webhook({
      tracking_number: parcel.trackingNumber,
      status: 'Shipment - Delivered',
      date_time: shopDateTime(new Date()),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await deliver();
    expect(await chargesOf(parcel.id)).toBe('147.84');
    await accept(parcel.id, 'completed');

    trax.pay(parcel.trackingNumber, { id: 5457, amount: 1920, charges: 132, gst: 15.84 });
    for (const tracking of [parcel.trackingNumber, '999000111222']) {
      const paid = await webhook({
        tracking_number: tracking,
        status: 'Payment-Processed',
        date_time: shopDateTime(new Date()),
        payment_id: 5457,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }

    const res = await fetchPayments('trax');
    expect(res.statusCode, res.body).toBe(201);
    // 2000 − 147.84 − 40 − 40 = 1772.16: Trax's payable, its payment less its charges and their GST.
    expect(withoutDays(preview(res).lines)).toEqual([
      {
        line: 1,
        trackingNumber: parcel.trackingNumber,
        amount: '1772.16',
        expected: '1772.16',
        difference: '0.00',
        match: 'settled',
        orderId: parcel.id,
      },
    ]);
    expect(preview(res).lines[0]!.paidOn).toBe(today);
    // The number Trax does not know was asked about, refused on its own, and left out.
    const listed = trax.calls.filter((c) => c.path.startsWith('/api/payments'));
    expect(
      listed.map((c) => new URL(c.path, 'http://stand-in').searchParams.getAll('tracking_number[]')),
    ).toEqual([[parcel.trackingNumber, '999000111222'], [parcel.trackingNumber]]);
    expect(listed.every((c) => c.headers.authorization === trax.apiKey)).toBe(true);
  });
});

describe('who may fetch, and from which courier', () => {
  it('lists the couriers whose payments this server can fetch, with the last fetch', async () => {
    const res = await call('GET', '/api/admin/settlements/fetchable');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().couriers.map((c: { courier: string; connected: boolean }) => [c.courier, c.connected]),
    ).toEqual([
      ['postex', true],
      ['trax', true],
      ['leopards', true],
    ]);
  });

  it('refuses a courier without credentials with a clear 400, asking nothing', async () => {
    const bare = await createTestApp();
    try {
      await addUser(bare, { username: 'owner', id: SUPER_ADMIN_ID, role: 'cms', isAdmin: true });
      const cookie = await loginCookie(bare, 'owner');
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/settlements/fetch?courier=postex',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        "PostEx is not connected on this server (no API credentials), so its payments cannot be fetched: import PostEx's payment report as a file",
      );
      const listed = await bare.app.inject({
        method: 'GET',
        url: '/api/admin/settlements/fetchable',
        headers: { cookie },
      });
      expect(listed.json().couriers.every((c: { connected: boolean }) => !c.connected)).toBe(true);
      expect((await bare.database.db.select({ n: count() }).from(settlementImports))[0]!.n).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it('refuses a courier without an API, days out of order or too many, and staff without the capability', async () => {
    expect((await fetchPayments('tcs')).statusCode).toBe(400);
    const backwards = await fetchPayments('postex', '&from=2026-07-10&to=2026-07-01');
    expect(backwards.statusCode).toBe(400);
    const long = await fetchPayments('postex', '&from=2026-01-01&to=2026-06-30');
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('At most 92 days are fetched at once');
    expect((await fetchPayments('postex', '', desk)).statusCode).toBe(403);
  });
});
