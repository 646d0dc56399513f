import { and, eq, like } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { adminSettingsSchema } from '../../../common/settings/admin-settings-schemas';
import { courierParcels, notificationOutbox, orders, siteSettings } from '../../db/schema';
import { startGa4StandIn, type Ga4StandIn } from '../../testing/ga4-stand-in';
import {
  startMetaConversionsStandIn,
  type MetaConversionsStandIn,
} from '../../testing/meta-conversions-stand-in';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, patchSettings, type TestApp } from '../../testing/test-app';

/**
 * The ads told about deliveries (docs/ads.md, decision 034), end to end through the API and the outbox
 * against stand-ins speaking Meta's Conversions API and GA4's Measurement Protocol: what each moment the
 * owner may choose sends, once, and what the 7-day limit and missing credentials send: nothing.
 */
const METRICS_TOKEN = 'metrics-token-for-ads-tests-0123';
const DAY_MS = 24 * 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let meta: MetaConversionsStandIn;
let ga4: Ga4StandIn;
let t: TestApp;
let owner: string;
let productId: string;

beforeAll(async () => {
  [meta, ga4] = await Promise.all([startMetaConversionsStandIn(), startGa4StandIn()]);
  t = await createTestApp({
    metricsToken: METRICS_TOKEN,
    ads: {
      meta: { token: meta.token, apiUrl: meta.apiUrl },
      ga4: { measurementId: ga4.measurementId, apiSecret: ga4.apiSecret, apiUrl: ga4.apiUrl },
    },
  });
  await t.database.db.insert(siteSettings).values({
    siteName: 'Vitalix Organics',
    emailNotificationsEnabled: false,
    whatsappNotificationsEnabled: false,
  });
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  owner = await loginCookie(t, 'owner');
  // The pixel the storefront loads is the one the Conversions API reports to.
  await saveSettings({ metaPixelId: meta.pixelId });
  productId = (await addProduct(t.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 1_000 })).id;
});
afterAll(async () => {
  await t?.close();
  await Promise.all([meta?.close(), ga4?.close()]);
});

beforeEach(async () => {
  await saveSettings({ purchaseReportedWhen: 'delivered' });
  for (const list of [meta.requests, meta.events, meta.duplicates, ga4.requests, ga4.events, ga4.dropped]) {
    list.length = 0;
  }
});

const saveSettings = (payload: object) => patchSettings(t, owner, payload);

/** Runs the outbox until nothing is due. */
async function settle(app = t) {
  await app.app.services.outbox.kick();
  await app.app.services.outbox.idle();
}

let shoppers = 0;
/** A new order of 2 jars (Rs 3,000) from a shopper of its own; answers its id, its outbox delivered. */
async function placeOrder(app = t, product = productId): Promise<string> {
  shoppers += 1;
  const order = { ...VALID_CUSTOMER, customerPhone: `0300 12${String(shoppers).padStart(5, '0')}` };
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order, items: [{ productId: product, quantity: 2 }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  await settle(app);
  return res.json<{ id: string }>().id;
}

async function move(id: string, status: string, app = t, cookie = owner) {
  const res = await app.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    headers: { cookie },
    payload: { status },
  });
  await settle(app);
  return res.statusCode;
}

async function deliver(id: string) {
  expect(await move(id, 'shipped')).toBe(200);
  expect(await move(id, 'completed')).toBe(200);
}

const orderOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const metaEventsOf = (id: string) => meta.events.filter(({ event }) => event.event_id === `order-${id}`);
const ga4EventsOf = (id: string) => ga4.events.filter(({ params }) => params.transaction_id === id);

/** Makes an order's ad rows that wait for a retry due now, as the back-off would after its delay. */
async function retryNow(id: string) {
  await t.database.db
    .update(notificationOutbox)
    .set({ nextAttemptAt: new Date() })
    .where(and(eq(notificationOutbox.orderId, id), like(notificationOutbox.kind, 'ads-%')));
  await settle();
}

async function tooOldCount(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = res.body.split('\n').find((l) => l.startsWith('shop_ads_purchases_too_old '));
  return Number(line?.split(' ')[1]);
}

describe('reported when delivered, the default', () => {
  it('says so in the settings, with the services this server reports to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: owner } });
    expect(adminSettingsSchema.parse(res.json())).toMatchObject({
      purchaseReportedWhen: 'delivered',
      metaPixelId: meta.pixelId,
      adsConnected: { metaConversions: true, ga4: true },
    });
  });

  it('tells nothing at checkout, then one Purchase on delivery: hashed customer, the shared event id, its value', async () => {
    const id = await placeOrder();
    expect(await move(id, 'shipped')).toBe(200);
    expect(meta.requests).toEqual([]);
    expect(ga4.requests).toEqual([]);

    expect(await move(id, 'completed')).toBe(200);
    const order = await orderOf(id);
    expect(meta.events).toEqual([
      {
        pixelId: meta.pixelId,
        event: expect.objectContaining({
          event_name: 'Purchase',
          event_id: `order-${id}`,
          // When the shopper ordered: the moment the ad led to, whenever the order was delivered.
          event_time: Math.floor(order.createdAt.getTime() / 1000),
          action_source: 'website',
          user_data: {
            ph: [sha256(`92${order.customerPhone.replace(/\D/g, '').slice(1)}`)],
            em: [sha256('ayesha@example.pk')],
            ct: [sha256('islamabad')],
            country: [sha256('pk')],
          },
          custom_data: expect.objectContaining({ value: 3000, currency: 'PKR', order_id: id, num_items: 2 }),
        }),
      },
    ]);
    expect(ga4.events).toEqual([
      {
        clientId: id,
        name: 'purchase',
        params: {
          transaction_id: id,
          value: 3000,
          currency: 'PKR',
          items: [{ item_id: productId, item_name: 'Sidr Honey', price: 1500, quantity: 2 }],
        },
      },
    ]);
    expect(ga4.dropped).toEqual([]);
  });

  it('sends it once, even when the move is sent twice or the first send fails or loses its answer', async () => {
    const first = await placeOrder();
    meta.failNext(503);
    await deliver(first);
    expect(await move(first, 'completed')).toBe(409); // a repeated move changes nothing
    expect(meta.requests.map((request) => request.status)).toEqual([503]);
    await retryNow(first);
    expect(metaEventsOf(first)).toHaveLength(1);

    // Meta took it and the answer was lost on the way: the retry names the same event id, and Meta drops it.
    const second = await placeOrder();
    meta.loseNextAnswer();
    await deliver(second);
    await retryNow(second);
    expect(metaEventsOf(second)).toHaveLength(1);
    expect(meta.duplicates.map(({ event }) => event.event_id)).toEqual([`order-${second}`]);
    // GA4 heard each purchase once: its rows are their own, not sent again with Meta's retries.
    expect(ga4EventsOf(first)).toHaveLength(1);
    expect(ga4EventsOf(second)).toHaveLength(1);
  });

  it('does not send Meta a delivery 8 days after the order was placed, and counts it', async () => {
    const before = await tooOldCount();
    const id = await placeOrder();
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(orders.id, id));
    await deliver(id);

    expect(meta.requests).toEqual([]);
    expect(await tooOldCount()).toBe(before + 1);
    // GA4 has no such limit: its purchase is recorded when it arrives.
    expect(ga4EventsOf(id).map((event) => event.name)).toEqual(['purchase']);
  });

  it('sends nothing for a return: no purchase was reported of an order that was never delivered', async () => {
    const id = await placeOrder();
    expect(await move(id, 'shipped')).toBe(200);
    expect(await move(id, 'returned')).toBe(200);
    expect(meta.requests).toEqual([]);
    expect(ga4.requests).toEqual([]);
  });

  it('reports a delivery the courier told of when staff accept it', async () => {
    const id = await placeOrder();
    expect(await move(id, 'shipped')).toBe(200);
    await t.database.db.insert(courierParcels).values({
      orderId: id,
      courier: 'postex',
      state: 'booked',
      trackingNumber: `PX${shoppers}`,
      proposal: 'completed',
      requestedById: SUPER_ADMIN_ID,
      requestedBy: 'owner',
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/parcel-proposals/accept',
      headers: { cookie: owner },
      payload: { orderIds: [id] },
    });
    expect(accepted.json()).toEqual({ changed: [id], refused: [] });
    await settle();
    expect(metaEventsOf(id)).toHaveLength(1);
    expect(ga4EventsOf(id)).toHaveLength(1);
  });
});

describe('reported when placed', () => {
  it('sends the purchase with the order, once; nothing on delivery; a return makes one GA4 refund', async () => {
    await saveSettings({ purchaseReportedWhen: 'placed' });
    const id = await placeOrder();
    const order = await orderOf(id);
    expect(metaEventsOf(id).map(({ event }) => event.event_time)).toEqual([
      Math.floor(order.createdAt.getTime() / 1000),
    ]);
    expect(ga4EventsOf(id).map((event) => event.name)).toEqual(['purchase']);

    expect(await move(id, 'shipped')).toBe(200);
    expect(await move(id, 'returned')).toBe(200);
    expect(ga4EventsOf(id)).toEqual([
      expect.objectContaining({ name: 'purchase' }),
      { clientId: id, name: 'refund', params: { transaction_id: id, value: 3000, currency: 'PKR' } },
    ]);
    expect(metaEventsOf(id)).toHaveLength(1); // Meta has no refund: its Purchase stands

    const delivered = await placeOrder();
    await deliver(delivered);
    expect(metaEventsOf(delivered)).toHaveLength(1);
    expect(ga4EventsOf(delivered).map((event) => event.name)).toEqual(['purchase']);
    expect(meta.requests).toHaveLength(2);
  });

  it('reports a purchase once per order when the owner switches to "when delivered" meanwhile', async () => {
    await saveSettings({ purchaseReportedWhen: 'placed' });
    const id = await placeOrder();
    await saveSettings({ purchaseReportedWhen: 'delivered' });
    await deliver(id);
    expect(metaEventsOf(id)).toHaveLength(1);
    expect(meta.duplicates).toEqual([]);
    expect(ga4EventsOf(id).map((event) => event.name)).toEqual(['purchase']);
    expect(meta.requests).toHaveLength(1);
    expect(ga4.requests).toHaveLength(1);
  });

  it('tells Meta nothing without a pixel id, and GA4 still', async () => {
    await saveSettings({ purchaseReportedWhen: 'placed', metaPixelId: '' });
    try {
      const id = await placeOrder();
      expect(meta.requests).toEqual([]);
      expect(ga4EventsOf(id)).toHaveLength(1);
    } finally {
      await saveSettings({ metaPixelId: meta.pixelId });
    }
  });
});

describe('a server without the ads’ credentials', () => {
  it('writes and sends nothing, whatever the moment, and says it is not connected', async () => {
    const bare = await createTestApp();
    try {
      await bare.database.db.insert(siteSettings).values({
        siteName: 'Vitalix Organics',
        emailNotificationsEnabled: false,
        whatsappNotificationsEnabled: false,
        metaPixelId: meta.pixelId,
      });
      const product = (
        await addProduct(bare.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 100 })
      ).id;
      await addUser(bare, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
      const cookie = await loginCookie(bare, 'owner');
      for (const moment of ['placed', 'delivered']) {
        const saved = await patchSettings(bare, cookie, { purchaseReportedWhen: moment });
        expect(saved.adsConnected).toEqual({ metaConversions: false, ga4: false });
        const id = await placeOrder(bare, product);
        expect(await move(id, 'shipped', bare, cookie)).toBe(200);
        expect(await move(id, 'completed', bare, cookie)).toBe(200);
      }
      const rows = await bare.database.db
        .select()
        .from(notificationOutbox)
        .where(like(notificationOutbox.kind, 'ads-%'));
      expect(rows).toEqual([]);
      expect(meta.requests).toEqual([]);
      expect(ga4.requests).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
