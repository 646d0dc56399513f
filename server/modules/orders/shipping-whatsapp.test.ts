import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDateTime } from '../../../common/shop-clock';
import { courierParcels, notificationOutbox, orders, siteSettings } from '../../db/schema';
import { startPostExStandIn } from '../../testing/postex-stand-in';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import { startTraxStandIn, type TraxStandIn } from '../../testing/trax-stand-in';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../testing/whatsapp-stand-in';
import type { CourierStandIn } from './couriers/courier-api';
import { changeOrderStatus } from './change-status';

/**
 * The shopper's parcel on its way, by WhatsApp template (docs/whatsapp.md, "Shipping updates"), against
 * the Cloud API's and the couriers' stand-ins: the order shipped (by staff, or by a courier's booking), out
 * for delivery, a failed attempt; each once however often a courier repeats itself; none where the owner,
 * the server or the shopper's phone says no; and the order's WhatsApp flags left to the shop's own message.
 */
const TRAX_SECRET = 'trax-webhook-secret-0123456789';
const PUBLIC_URL = 'https://vitalix.example';

let t: TestApp;
let meta: WhatsAppStandIn;
let postex: CourierStandIn & { token: string };
let trax: TraxStandIn;
let desk: string;
let owner: string;
let deskActor: { id: string; username: string };
let productId: string;

beforeAll(async () => {
  [meta, postex, trax] = await Promise.all([
    startWhatsAppStandIn(),
    startPostExStandIn(),
    startTraxStandIn(),
  ]);
  // The owner registered "order shipped" under another name, in both languages; the shoppers below order
  // from the Urdu storefront, so theirs go in Urdu (decision 038).
  meta.approve('parcel_sent', 'ur', { bodyParams: 5, buttons: 0 });
  meta.approve('parcel_sent', 'en', { bodyParams: 5, buttons: 0 });
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    whatsapp: { token: meta.token, phoneNumberId: meta.phoneNumberId, apiUrl: meta.apiUrl },
    couriers: {
      postex: { apiUrl: postex.url, token: postex.token },
      trax: { apiUrl: trax.url, apiKey: trax.apiKey, webhookSecret: TRAX_SECRET },
    },
  });
  await t.database.db.insert(siteSettings).values({
    siteName: 'Vitalix Organics',
    whatsappNumber: '+92 311 7654321',
    // The shop's own new-order message is off: its reason must survive the shopper's updates.
    whatsappNotificationsEnabled: false,
    emailNotificationsEnabled: false,
    whatsappShippingUpdates: true,
    whatsappLanguage: 'ur',
    whatsappTemplateNames: { order_shipped: 'parcel_sent' },
  });
  deskActor = await addUser(t, { username: 'desk', role: 'order_confirmation' });
  await addUser(t, { username: 'owner', role: 'cms' });
  desk = await loginCookie(t, 'desk');
  owner = await loginCookie(t, 'owner');
  productId = (await addProduct(t.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 10_000 })).id;
});
afterAll(async () => {
  await t?.close();
  await Promise.all([meta?.close(), postex?.close(), trax?.close()]);
});

const api = (method: 'POST' | 'PATCH', url: string, payload: object, cookie = desk) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

let serial = 0;
/** A placed order (Pending) of 2 jars, Rs 3,000, from a shopper of its own: its id and phone as E.164. */
async function placed(customer: Partial<typeof VALID_CUSTOMER> = {}, language: 'en' | 'ur' = 'ur') {
  serial += 1;
  const digits = String(1_000_000 + serial);
  const name = `Ayesha Khan ${serial}`;
  const shopper = {
    ...VALID_CUSTOMER,
    customerName: name,
    customerPhone: `0301 ${digits}`,
    ...customer,
    language,
  };
  const items = [{ productId, quantity: 2 }];
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: { order: shopper, items } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: string }>().id, to: `+92301${digits}`, name, language };
}

/**
 * The order's tracking page, as each update links it: its number, and the phone in national form, on the
 * storefront of the order's language (`/ur/track` for an Urdu order, decision 038).
 */
const linkOf = (order: { id: string; to: string; language: 'en' | 'ur' }) =>
  `${PUBLIC_URL}${order.language === 'ur' ? '/ur' : ''}/track?order=${order.id.slice(0, 8)}&phone=0${order.to.slice(3)}`;

async function ship(id: string, shipping: { courier?: string; trackingNumber?: string }) {
  const res = await api('PATCH', `/api/admin/orders/${id}/status`, { status: 'shipped', ...shipping });
  expect(res.statusCode, res.body).toBe(200);
}

/** A confirmed order booked with the courier through its API, and shipped by that booking. */
async function bookedWith(courier: 'postex' | 'trax') {
  const order = await placed();
  await api('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'processing' });
  expect((await api('POST', `/api/admin/orders/${order.id}/booking`, { courier })).statusCode).toBe(202);
  await settle();
  const [parcel] = await t.database.db
    .select()
    .from(courierParcels)
    .where(eq(courierParcels.orderId, order.id));
  expect(parcel?.state).toBe('booked');
  return { ...order, trackingNumber: parcel!.trackingNumber! };
}

/** Runs the outbox until nothing is due. */
async function settle() {
  await t.app.services.outbox.kick();
  await t.app.services.outbox.idle();
}

/** The order's WhatsApp messages in the outbox, oldest first. */
async function whatsappOf(orderId: string) {
  return t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.channel, 'whatsapp')))
    .orderBy(asc(notificationOutbox.createdAt));
}
const kindsOf = async (orderId: string) => (await whatsappOf(orderId)).map((row) => row.kind);

const orderOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The body parameters of a template as sent, in order. */
const body = (texts: string[]) => [
  { type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) },
];

describe('the order shipped', () => {
  it("goes in the language of the storefront the shopper ordered from, whatever the shop's own setting", async () => {
    const order = await placed({}, 'en');
    expect((await orderOf(order.id)).language).toBe('en');
    await ship(order.id, { courier: 'tcs', trackingNumber: 'TCS-112233' });
    await settle();
    const [row] = await whatsappOf(order.id);
    expect(row?.payload).toMatchObject({ template: { name: 'parcel_sent', language: { code: 'en' } } });
    // Its link opens the English tracking page.
    expect(JSON.stringify(row?.payload)).toContain(JSON.stringify(linkOf(order)).slice(1, -1));
    expect(linkOf(order)).toContain(`${PUBLIC_URL}/track?`);
    expect(row?.sentAt).toEqual(expect.any(Date));
  });

  it('staff ship it: the order_shipped template by its approved name and language, with the order’s tracking page', async () => {
    const order = await placed();
    await ship(order.id, { courier: 'tcs', trackingNumber: 'TCS-778899' });

    const [row] = await whatsappOf(order.id);
    expect(row).toMatchObject({ kind: 'order-shipped-whatsapp', orderId: order.id });
    // A template, never free text: the shop starts the conversation (docs/whatsapp.md).
    expect(row!.payload).toEqual({
      to: order.to,
      toShopper: true,
      template: {
        name: 'parcel_sent',
        language: { code: 'ur' },
        components: body([
          order.name,
          `#${order.id.slice(0, 8)}`,
          'TCS',
          // The shop's page for the order, which links the courier's own (TCS-778899), in Urdu.
          `${PUBLIC_URL}/ur/track?order=${order.id.slice(0, 8)}&phone=0${order.to.slice(3)}`,
          '3,000.00',
        ]),
      },
    });

    await settle();
    const sent = meta.sent.filter((message) => message.to === order.to.slice(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe('template');
    expect(sent[0]!.body.template).toEqual(row!.payload.template);
    expect(sent[0]!.body).not.toHaveProperty('text');
    // The order's WhatsApp flags are the shop's own message's, which was switched off.
    expect(await orderOf(order.id)).toMatchObject({
      whatsappNotificationSent: false,
      whatsappNotSentReason: 'switched-off',
      notificationError: null,
    });
  });

  it('without a tracking number the link is the order’s page all the same; without a courier no WhatsApp goes', async () => {
    const untracked = await placed();
    await ship(untracked.id, { courier: 'mnp' });
    const [row] = await whatsappOf(untracked.id);
    expect(row!.payload.template).toMatchObject({
      components: body([
        untracked.name,
        `#${untracked.id.slice(0, 8)}`,
        'M&P',
        linkOf(untracked),
        '3,000.00',
      ]),
    });

    const unnamed = await placed();
    await ship(unnamed.id, {});
    expect(await kindsOf(unnamed.id)).toEqual([]);
    // The shipping mail still went into the outbox: the move to shipped told the shopper.
    const messages = await t.database.db
      .select({ kind: notificationOutbox.kind })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderId, unnamed.id));
    expect(messages.map((message) => message.kind)).toContain('order-shipped');
  });

  it('a landline gets none, nor does anyone when the server has no WhatsApp credentials', async () => {
    const landline = await placed({ customerPhone: '042 35761234' });
    await ship(landline.id, { courier: 'tcs', trackingNumber: 'TCS-100001' });
    expect(await kindsOf(landline.id)).toEqual([]);

    const unconnected = await placed();
    const shop = await t.app.services.orders.shopForMessages();
    await changeOrderStatus(
      t.database.db,
      unconnected.id,
      { status: 'shipped', courier: 'tcs', trackingNumber: 'TCS-100002' },
      deskActor,
      { shop: async () => ({ ...shop, whatsappConfigured: false }) },
    );
    expect((await orderOf(unconnected.id)).status).toBe('shipped');
    expect(await kindsOf(unconnected.id)).toEqual([]);
  });

  it('an update that fails leaves the shop’s message’s reason alone, and its statuses are not the shop’s message’s', async () => {
    const order = await placed();
    // Nothing else on its way: the failure is the shipped update's, not an earlier message's.
    await settle();
    meta.failNext(500);
    await ship(order.id, { courier: 'tcs', trackingNumber: 'TCS-100003' });
    await settle();
    let kept = await orderOf(order.id);
    expect(kept.notificationError).toMatch(/^order-shipped-whatsapp: /);
    expect(kept).toMatchObject({ whatsappNotificationSent: false, whatsappNotSentReason: 'switched-off' });

    // The retry, come due, goes.
    await t.database.db
      .update(notificationOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(notificationOutbox.orderId, order.id));
    await settle();
    const [row] = await whatsappOf(order.id);
    expect(row).toMatchObject({ sentAt: expect.any(Date), providerMessageId: expect.any(String) });
    kept = await orderOf(order.id);
    expect(kept).toMatchObject({
      whatsappNotificationSent: false,
      whatsappNotSentReason: 'switched-off',
      notificationError: null,
    });

    // WhatsApp reports the update undeliverable: that is not the shop's message failing.
    await t.app.services.whatsappInbox.receive([
      {
        kind: 'status',
        id: `${row!.providerMessageId}/failed`,
        messageId: row!.providerMessageId!,
        status: 'failed',
        at: new Date(),
        recipient: order.to.slice(1),
        errorCode: 131026,
      },
    ]);
    await settle();
    expect(await orderOf(order.id)).toMatchObject({ whatsappDelivery: null, whatsappErrorCode: null });
  });

  it('a courier’s booking ships the order: the update names the courier and links the order’s page', async () => {
    const order = await bookedWith('trax');
    expect((await orderOf(order.id)).status).toBe('shipped');
    const [row] = await whatsappOf(order.id);
    expect(row).toMatchObject({ kind: 'order-shipped-whatsapp', sentAt: expect.any(Date) });
    expect(row!.payload.template).toMatchObject({
      name: 'parcel_sent',
      components: body([order.name, `#${order.id.slice(0, 8)}`, 'Trax', linkOf(order), '3,000.00']),
    });
  });
});

describe('the courier’s tracking', () => {
  /** Trax's webhook for one event at `at` (Trax writes Pakistan time, to the second). */
  async function traxPush(trackingNumber: string, status: string, at: Date) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/couriers/trax?secret=${TRAX_SECRET}`,
      payload: { tracking_number: trackingNumber, status, date_time: shopDateTime(at) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  /** Trax sends an event again when it saw no answer in time: the same event, twice. */
  async function traxPushedTwice(trackingNumber: string, status: string, at: Date) {
    for (let i = 0; i < 2; i++) await traxPush(trackingNumber, status, at);
  }
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('out for delivery, pushed twice, is told once; another line of the same run tells nothing', async () => {
    const order = await bookedWith('trax');
    await traxPushedTwice(order.trackingNumber, 'Shipment - Out for Delivery', minutesAgo(30));
    await traxPush(order.trackingNumber, 'Shipment - Out for Delivery', minutesAgo(20));
    await settle();

    const rows = await whatsappOf(order.id);
    expect(rows.map((row) => row.kind)).toEqual(['order-shipped-whatsapp', 'out-for-delivery-whatsapp']);
    expect(rows[1]!.payload).toEqual({
      to: order.to,
      toShopper: true,
      template: {
        name: 'out_for_delivery',
        language: { code: 'ur' },
        components: body([order.name, `#${order.id.slice(0, 8)}`, '3,000.00', linkOf(order)]),
      },
    });
    expect(rows[1]!.sentAt).toBeInstanceOf(Date);
  });

  it('a failed attempt, pushed twice, is told once, and so is the next run and its failure', async () => {
    const order = await bookedWith('trax');
    await traxPushedTwice(order.trackingNumber, 'Shipment - Delivery Unsuccessful', minutesAgo(50));
    // The same attempt in other words: Trax puts the parcel on hold for the shop's advice.
    await traxPush(order.trackingNumber, 'Shipment - On Hold', minutesAgo(45));
    expect(await kindsOf(order.id)).toEqual(['order-shipped-whatsapp', 'delivery-attempted-whatsapp']);
    const [, attempted] = await whatsappOf(order.id);
    expect(attempted!.payload.template).toEqual({
      name: 'delivery_attempted',
      language: { code: 'ur' },
      components: body([order.name, `#${order.id.slice(0, 8)}`, 'Trax', linkOf(order)]),
    });

    // Staff asked for a re-attempt: the next run, and its failure, are news again.
    await traxPush(order.trackingNumber, 'Shipment - Re-Attempt', minutesAgo(30));
    await traxPush(order.trackingNumber, 'Shipment - Out for Delivery', minutesAgo(20));
    await traxPushedTwice(order.trackingNumber, 'Shipment - Delivery Unsuccessful', minutesAgo(10));
    expect(await kindsOf(order.id)).toEqual([
      'order-shipped-whatsapp',
      'delivery-attempted-whatsapp',
      'out-for-delivery-whatsapp',
      'delivery-attempted-whatsapp',
    ]);
  });

  it('PostEx, asked twice, tells out for delivery once, and one attempt once in two words', async () => {
    const order = await bookedWith('postex');
    const checkNow = async () => {
      const res = await api('POST', '/api/admin/couriers/postex/tracking', {});
      expect(res.statusCode, res.body).toBe(200);
    };
    postex.setStatus(order.trackingNumber, '0004');
    await checkNow();
    await checkNow();
    expect(await kindsOf(order.id)).toEqual(['order-shipped-whatsapp', 'out-for-delivery-whatsapp']);

    postex.setStatus(order.trackingNumber, '0013', 'CNA(CUSTOMER NOT AVAILABLE)');
    await checkNow();
    postex.setStatus(order.trackingNumber, '0008');
    await checkNow();
    expect(await kindsOf(order.id)).toEqual([
      'order-shipped-whatsapp',
      'out-for-delivery-whatsapp',
      'delivery-attempted-whatsapp',
    ]);
  });

  it('tells nothing of old news, nor of a run whose parcel was delivered in the same report', async () => {
    const late = await bookedWith('trax');
    await traxPush(late.trackingNumber, 'Shipment - Out for Delivery', minutesAgo(2 * 24 * 60));
    // The parcel moved (its first event after booking), but the shopper hears nothing of two days ago.
    const [parcel] = await t.database.db
      .select({ status: courierParcels.parcelStatus })
      .from(courierParcels)
      .where(eq(courierParcels.orderId, late.id));
    expect(parcel!.status).toBe('out-for-delivery');
    expect(await kindsOf(late.id)).toEqual(['order-shipped-whatsapp']);

    const delivered = await bookedWith('postex');
    postex.setStatus(delivered.trackingNumber, '0004');
    postex.setStatus(delivered.trackingNumber, '0005');
    await api('POST', '/api/admin/couriers/postex/tracking', {});
    expect(await kindsOf(delivered.id)).toEqual(['order-shipped-whatsapp']);
  });

  it('tells nothing once the owner switches shipping updates off', async () => {
    const switched = await api('PATCH', '/api/admin/settings', { whatsappShippingUpdates: false }, owner);
    expect(switched.statusCode, switched.body).toBe(200);
    const order = await placed();
    await ship(order.id, { courier: 'tcs', trackingNumber: 'TCS-100004' });
    expect(await kindsOf(order.id)).toEqual([]);
    const booked = await bookedWith('trax');
    await traxPush(booked.trackingNumber, 'Shipment - Out for Delivery', minutesAgo(5));
    await traxPush(booked.trackingNumber, 'Shipment - Delivery Unsuccessful', minutesAgo(1));
    expect(await kindsOf(booked.id)).toEqual([]);
  });
});
