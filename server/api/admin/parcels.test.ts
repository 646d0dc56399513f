import { shopDay } from '../../../common/shop-clock';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  courierParcels,
  courierSchedule,
  notificationOutbox,
  orders,
  parcelEvents,
} from '../../db/schema';
import { COURIER_BOOKING_TASK } from '../../modules/orders/couriers/booking';
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
import type { CourierStandIn } from '../../modules/orders/couriers/courier-api';

/**
 * Couriers booked through their APIs (decision 031), over HTTP against stand-ins that speak each courier's
 * documented protocol: booking from the order and in bulk, retries that never book twice, refusals in the
 * courier's words, labels, pushes and webhooks, proposals, failed attempts and cancelling.
 */
const TRAX_SECRET = TRAX_TEST_SECRET;
const LEOPARDS_PUSH_KEY = LEOPARDS_TEST_PUSH_KEY;

let t: TestApp;
let standIns: CourierStandIns;
let postex: PostExStandIn;
let trax: TraxStandIn;
let leopards: LeopardsStandIn;
let desk: string;
let shopper: string;
let shopUrl: string;
let productId: string;

beforeAll(async () => {
  standIns = await startCourierStandIns();
  ({ postex, trax, leopards } = standIns);
  t = await createTestApp({ couriers: standIns.config });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  shopUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'shopper' });
  desk = await loginCookie(t, 'desk');
  shopper = await loginCookie(t, 'shopper');
  productId = (await addProduct(t.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 10_000 })).id;
});
afterAll(async () => {
  await t?.close();
  await standIns?.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = desk) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

let serial = 0;
/** A placed order, confirmed by the desk (Processing): what a courier books. */
async function confirmedOrder(customer: Partial<typeof VALID_CUSTOMER> = {}): Promise<string> {
  serial += 1;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      order: {
        ...VALID_CUSTOMER,
        customerName: `Parcel Buyer ${serial}`,
        customerPhone: `0301 ${String(1_000_000 + serial)}`,
        ...customer,
      },
      items: [{ productId, quantity: 2 }],
    },
  });
  expect(placed.statusCode).toBe(201);
  const id = placed.json().id as string;
  const confirmed = await api('PATCH', `/api/admin/orders/${id}/status`, { status: 'processing' });
  expect(confirmed.statusCode).toBe(200);
  return id;
}

/** Runs the outbox until nothing is due: the booking tasks the answers queued, and their mails. */
async function deliver() {
  await t.app.services.outbox.kick();
  await t.app.services.outbox.idle();
}

async function parcelOf(orderId: string) {
  const [parcel] = await t.database.db
    .select()
    .from(courierParcels)
    .where(eq(courierParcels.orderId, orderId));
  return parcel;
}
async function orderOf(orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}
const callsTo = (standIn: CourierStandIn, path: string) =>
  standIn.calls.filter((call) => call.path.includes(path));

describe('booking from the order', () => {
  it('queues the booking (202), then books with PostEx in its fields and ships the order with its tracking number', async () => {
    const id = await confirmedOrder({ customerPhone: '+92 300 7654321' });
    const asked = await api('POST', `/api/admin/orders/${id}/booking`, { courier: 'postex' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ queued: [id], refused: [] });
    await deliver();

    const [booked] = callsTo(postex, 'create-order');
    expect(booked!.headers.token).toBe(postex.token);
    const sent = booked!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      customerName: 'Parcel Buyer 1',
      customerPhone: '03007654321',
      deliveryAddress: VALID_CUSTOMER.shippingAddress,
      cityName: 'Islamabad',
      invoicePayment: 3000,
      items: 1,
      orderType: 'Normal',
    });
    const parcel = (await parcelOf(id))!;
    expect(parcel.state).toBe('booked');
    expect(sent.orderRefNumber).toBe(parcel.reference);
    expect(postex.parcels.has(parcel.trackingNumber!)).toBe(true);
    const order = await orderOf(id);
    expect(order).toMatchObject({
      status: 'shipped',
      courier: 'postex',
      trackingNumber: parcel.trackingNumber,
    });
    expect(order.statusHistory.at(-1)).toMatchObject({
      status: 'shipped',
      changedBy: 'desk',
      note: 'Booked with PostEx',
    });
    const audited = await t.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUsername })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'book_courier', actor: 'desk' },
        { action: 'change_status', actor: 'desk' },
      ]),
    );
    // The order's card reads the booking and its history.
    const read = await api('GET', `/api/admin/orders/${id}/parcel`);
    expect(read.json()).toMatchObject({
      courier: 'postex',
      state: 'booked',
      trackingNumber: parcel.trackingNumber,
      status: 'booked',
      events: [{ code: 'shop:booked', by: 'desk' }],
    });
  });

  it('a 500 after PostEx booked is retried by looking the booking up first: one parcel, not two', async () => {
    const id = await confirmedOrder();
    postex.failNext('create-order', { status: 500, afterApplying: true });
    const before = callsTo(postex, 'create-order').length;
    await api('POST', `/api/admin/orders/${id}/booking`, { courier: 'postex' });
    await deliver();
    const failed = (await parcelOf(id))!;
    expect(failed.state).toBe('queued');
    expect(failed.lastError).toMatch(/postex/i);
    expect((await orderOf(id)).status).toBe('processing');

    // The outbox's back-off, come due.
    await t.database.db
      .update(notificationOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(notificationOutbox.kind, COURIER_BOOKING_TASK));
    await deliver();
    const parcel = (await parcelOf(id))!;
    expect(parcel).toMatchObject({ state: 'booked', attempts: 2 });
    expect(callsTo(postex, 'create-order').length - before).toBe(1);
    const withReference = [...postex.parcels.values()].filter((p) => p.reference === parcel.reference);
    expect(withReference).toHaveLength(1);
    expect((await orderOf(id)).trackingNumber).toBe(parcel.trackingNumber);
  });

  it('an unserved city is refused on the card, not retried, and the order may go with another courier', async () => {
    const id = await confirmedOrder({ city: 'Skardu' });
    const before = callsTo(trax, '/api/shipment/book').length;
    await api('POST', `/api/admin/orders/${id}/booking`, { courier: 'trax' });
    await deliver();
    const parcel = (await parcelOf(id))!;
    expect(parcel).toMatchObject({
      state: 'refused',
      refusal: "Trax does not deliver to Skardu: it is not in Trax's city list",
    });
    expect(callsTo(trax, '/api/shipment/book').length).toBe(before);
    expect((await orderOf(id)).status).toBe('processing');
    const tasks = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, COURIER_BOOKING_TASK));
    const task = tasks.find((row) => (row.payload as { reference?: string }).reference === parcel.reference);
    expect(task).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
    expect((await api('GET', `/api/admin/orders/${id}/parcel`)).json()).toMatchObject({
      state: 'refused',
      refusal: parcel.refusal,
    });
    expect((await api('POST', `/api/admin/orders/${id}/booking`, { courier: 'leopards' })).statusCode).toBe(
      202,
    );
  });

  it('a city missing from the courier’s list is refused before any booking call', async () => {
    const id = await confirmedOrder({ city: 'Skardu' });
    const before = callsTo(postex, 'create-order').length;
    await api('POST', `/api/admin/orders/${id}/booking`, { courier: 'postex' });
    await deliver();
    expect(await parcelOf(id)).toMatchObject({
      state: 'refused',
      refusal: "PostEx does not deliver to Skardu: it is not in PostEx's city list",
    });
    expect(callsTo(postex, 'create-order').length).toBe(before);
  });

  it('refuses what may not be booked, and writes nothing', async () => {
    const pending = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { order: VALID_CUSTOMER, items: [{ productId, quantity: 1 }] },
      })
    ).json().id as string;
    const notConfirmed = await api('POST', `/api/admin/orders/${pending}/booking`, { courier: 'postex' });
    expect(notConfirmed.statusCode).toBe(409);
    expect(notConfirmed.json().error).toBe(
      'Only a confirmed order (processing) is booked with a courier; this one is pending',
    );
    const bad = await api('POST', `/api/admin/orders/${pending}/booking`, { courier: 'tcs' });
    expect(bad.statusCode).toBe(400);
    expect(await parcelOf(pending)).toBeUndefined();
    expect(
      (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, pending)))[0]!.n,
    ).toBe(0);
    expect(
      (await api('POST', `/api/admin/orders/${pending}/booking`, { courier: 'postex' }, shopper)).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${pending}/booking`,
          payload: { courier: 'postex' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('a day’s parcels in bulk', () => {
  const ids: string[] = [];

  it('books 25 orders with PostEx from the desk and prints their labels: 3 label calls, one PDF of 25 pages', async () => {
    for (let i = 0; i < 25; i++) ids.push(await confirmedOrder());
    const asked = await api('POST', '/api/admin/orders/bookings', { orderIds: ids, courier: 'postex' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().queued).toHaveLength(25);
    await deliver();
    const booked = await t.database.db
      .select({ state: courierParcels.state })
      .from(courierParcels)
      .where(inArray(courierParcels.orderId, ids));
    expect(booked.filter((p) => p.state === 'booked')).toHaveLength(25);

    const before = callsTo(postex, 'get-invoice').length;
    const labels = await api('GET', `/api/admin/orders/labels?ids=${ids.join(',')}`);
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(labels.headers['cache-control']).toContain('no-store');
    expect((await PDFDocument.load(labels.rawPayload)).getPageCount()).toBe(25);
    expect(callsTo(postex, 'get-invoice').length - before).toBe(3);
    // Printed again: the kept labels, without asking PostEx.
    const again = await api('GET', `/api/admin/orders/labels?ids=${ids.join(',')}`);
    expect((await PDFDocument.load(again.rawPayload)).getPageCount()).toBe(25);
    expect(callsTo(postex, 'get-invoice').length - before).toBe(3);
  });

  it('a second booking of a booked order is refused on its line, the others queue', async () => {
    const fresh = await confirmedOrder();
    const asked = await api('POST', '/api/admin/orders/bookings', {
      orderIds: [ids[0], fresh],
      courier: 'postex',
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().queued).toEqual([fresh]);
    expect(asked.json().refused[0]).toMatchObject({
      id: ids[0],
      error: expect.stringMatching(/^Already booked with PostEx: /),
    });
  });

  it('prints the day’s load sheet for the rider', async () => {
    const today = shopDay(new Date());
    const sheet = await api('GET', `/api/admin/couriers/postex/load-sheet?date=${today}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(callsTo(postex, 'generate-load-sheet').length).toBeGreaterThan(0);
    expect((await api('GET', '/api/admin/couriers/postex/load-sheet?date=2001-01-01')).statusCode).toBe(404);
  });
});

describe('following the parcel', () => {
  async function bookedWith(courier: 'trax' | 'leopards' | 'postex') {
    const id = await confirmedOrder();
    await api('POST', `/api/admin/orders/${id}/booking`, { courier });
    await deliver();
    const parcel = (await parcelOf(id))!;
    expect(parcel.state).toBe('booked');
    return { id, trackingNumber: parcel.trackingNumber! };
  }

  it('a Leopards push without its key is 401 and changes nothing; with it, 202 as Leopards expects', async () => {
    const { id, trackingNumber } = await bookedWith('leopards');
    const url = `${shopUrl}/api/webhooks/couriers/leopards`;
    const refused = await leopards.pushTo(
      url,
      [{ trackingNumber, status: 'DV', receiverName: 'Ayesha' }],
      null,
    );
    expect(refused.status).toBe(401);
    const wrong = await leopards.pushTo(url, [{ trackingNumber, status: 'DV' }], 'not-the-key-0123456789');
    expect(wrong.status).toBe(401);
    expect((await parcelOf(id))!.parcelStatus).toBe('booked');
    expect(
      (await t.database.db.select().from(parcelEvents).where(eq(parcelEvents.orderId, id))).map(
        (e) => e.code,
      ),
    ).toEqual(['shop:booked']);
    const accepted = await leopards.pushTo(url, [{ trackingNumber, status: 'DV' }], LEOPARDS_PUSH_KEY);
    expect(accepted).toEqual({ status: 202, body: { status: 1, errors: [] } });
    expect(await parcelOf(id)).toMatchObject({ parcelStatus: 'delivered', proposal: 'completed' });
  });

  it('a Trax delivered webhook proposes Completed; the same event twice is one entry; staff accept it', async () => {
    const { id, trackingNumber } = await bookedWith('trax');
    const wrongKey = await trax.pushTo(
      `${shopUrl}/api/webhooks/couriers/trax?secret=wrong`,
      trackingNumber,
      'Shipment - Delivered',
    );
    expect(wrongKey.status).toBe(401);
    expect((await parcelOf(id))!.parcelStatus).toBe('booked');
    // Trax sends an event again when it saw no answer in time: the same event twice is one entry.
    const delivered = {
      tracking_number: trackingNumber,
      status: 'Shipment - Delivered',
      date_time: '2099-01-02 15:04:05',
    };
    for (let i = 0; i < 2; i++) {
      const pushed = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/couriers/trax?secret=${TRAX_SECRET}`,
        payload: delivered,
      });
      expect(pushed.statusCode).toBe(200);
    }
    const kept = await t.database.db
      .select()
      .from(parcelEvents)
      .where(and(eq(parcelEvents.orderId, id), eq(parcelEvents.status, 'delivered')));
    expect(kept).toHaveLength(1);
    expect(await parcelOf(id)).toMatchObject({ parcelStatus: 'delivered', proposal: 'completed' });
    expect((await orderOf(id)).status).toBe('shipped'); // proposed, not applied

    const proposed = await api('GET', '/api/admin/orders/parcels?queue=proposed');
    expect(proposed.json().parcels.map((p: { orderId: string }) => p.orderId)).toContain(id);
    const accepted = await api('POST', '/api/admin/orders/parcel-proposals/accept', { orderIds: [id] });
    expect(accepted.json()).toEqual({ changed: [id], refused: [] });
    expect((await orderOf(id)).status).toBe('completed');
    const moves = await t.database.db
      .select({ actor: auditLog.actorUsername, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'change_status')))
      .orderBy(auditLog.id); // PostgreSQL keeps no row order without one
    expect(moves.at(-1)).toEqual({
      actor: 'desk',
      after: { status: 'completed', note: 'Trax reported it delivered' },
    });
    const again = await api('POST', '/api/admin/orders/parcel-proposals/accept', { orderIds: [id] });
    expect(again.json().refused).toEqual([{ id, error: 'The courier proposes nothing for this order' }]);
  });

  it('an event of a parcel the shop never booked is answered 2xx and changes nothing', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/couriers/leopards',
      headers: { 'x-api-key': LEOPARDS_PUSH_KEY },
      payload: {
        data: [
          {
            cn_number: 'LE999999999',
            status: 'DV',
            receiver_name: '',
            reason: '',
            activity_date: '2026-11-29 10:00:00',
          },
        ],
      },
    });
    expect(answer.statusCode).toBe(202);
    expect(
      await t.database.db.select().from(parcelEvents).where(eq(parcelEvents.trackingNumber, 'LE999999999')),
    ).toEqual([]);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/couriers/leopards',
      headers: { 'x-api-key': LEOPARDS_PUSH_KEY },
      payload: { nothing: true },
    });
    expect(junk.statusCode).toBe(400);
  });

  it('PostEx, polled, reports a failed attempt: it waits in the Attempted queue until Re-attempt is sent', async () => {
    const { id, trackingNumber } = await bookedWith('postex');
    postex.setStatus(trackingNumber, '0013', 'CNA(CUSTOMER NOT AVAILABLE)');
    await t.database.db.delete(courierSchedule);
    await t.app.services.couriers.runDueJobs();
    const queue = await api('GET', '/api/admin/orders/parcels?queue=attempted');
    const line = queue.json().parcels.find((p: { orderId: string }) => p.orderId === id);
    expect(line).toMatchObject({
      courier: 'postex',
      trackingNumber,
      status: 'attempted',
      phone: { kind: 'mobile' },
      language: 'en',
    });
    expect(line.reason).toMatch(/CUSTOMER NOT AVAILABLE/);
    // The desk's message links the order's tracking page (decision 038).
    expect(line.trackingLink).toMatch(
      new RegExp(`^https?://[^/]+/track\\?order=${id.slice(0, 8)}&phone=03\\d{9}$`),
    );

    const advised = await api('POST', `/api/admin/orders/${id}/parcel-advice`, { advice: 'reattempt' });
    expect(advised.statusCode).toBe(200);
    const [advice] = callsTo(postex, 'save-shipper-advice').slice(-1);
    expect(advice!.body).toMatchObject({ trackingNumber, statusId: 2 });
    const after = await api('GET', '/api/admin/orders/parcels?queue=attempted');
    expect(after.json().parcels.map((p: { orderId: string }) => p.orderId)).not.toContain(id);
    const [audited] = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'courier_advice')));
    expect(audited).toBeDefined();
    // Nothing to advise on once the attempt is answered and the parcel moved on is refused.
    const booked = await bookedWith('postex');
    expect(
      (await api('POST', `/api/admin/orders/${booked.id}/parcel-advice`, { advice: 'return' })).statusCode,
    ).toBe(409);
  });
});

describe('cancelling a booking', () => {
  it('cancels with the courier before pickup and puts the order back to Processing, to be booked again', async () => {
    const id = await confirmedOrder();
    await api('POST', `/api/admin/orders/${id}/booking`, { courier: 'postex' });
    await deliver();
    const { trackingNumber } = (await parcelOf(id))!;
    const cancelled = await api('DELETE', `/api/admin/orders/${id}/booking`);
    expect(cancelled.statusCode).toBe(200);
    expect(callsTo(postex, 'cancel-order').at(-1)!.body).toMatchObject({ trackingNumber });
    expect(await orderOf(id)).toMatchObject({ status: 'processing', courier: null, trackingNumber: null });
    expect((await parcelOf(id))!.state).toBe('cancelled');
    const [audited] = await t.database.db
      .select({ actor: auditLog.actorUsername, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'cancel_booking')));
    expect(audited).toEqual({
      actor: 'desk',
      before: { courier: 'postex', booking: 'booked' },
      after: { booking: 'cancelled' },
    });
    expect((await api('POST', `/api/admin/orders/${id}/booking`, { courier: 'postex' })).statusCode).toBe(
      202,
    );
  });

  it('refuses once the courier has the parcel, in its words, and changes nothing', async () => {
    const id = await confirmedOrder();
    await api('POST', `/api/admin/orders/${id}/booking`, { courier: 'leopards' });
    await deliver();
    const { trackingNumber } = (await parcelOf(id))!;
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/couriers/leopards',
      headers: { 'x-api-key': LEOPARDS_PUSH_KEY },
      payload: {
        data: [
          {
            cn_number: trackingNumber,
            status: 'AR',
            receiver_name: '',
            reason: '',
            activity_date: '2099-01-01 10:00:00',
          },
        ],
      },
    });
    const refused = await api('DELETE', `/api/admin/orders/${id}/booking`);
    expect(refused.statusCode).toBe(409);
    expect((await orderOf(id)).status).toBe('shipped');
    expect((await parcelOf(id))!.state).toBe('booked');
  });
});

describe('which couriers this shop books through', () => {
  it('names each, connected or typed by hand, and how it is followed', async () => {
    const answer = await api('GET', '/api/admin/couriers');
    expect(answer.json().couriers).toEqual(
      expect.arrayContaining([
        { key: 'postex', name: 'PostEx', connected: true, tracking: 'poll' },
        { key: 'trax', name: 'Trax', connected: true, tracking: 'push' },
        { key: 'leopards', name: 'Leopards', connected: true, tracking: 'push' },
        { key: 'tcs', name: 'TCS', connected: false, tracking: 'manual' },
      ]),
    );
  });
});
