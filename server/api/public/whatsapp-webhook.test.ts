import { count, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, orders, siteSettings, whatsappEvents, whatsappInbound } from '../../db/schema';
import { WHATSAPP_EVENT_TASK } from '../../modules/notifications/whatsapp-inbox';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import {
  deliver,
  inboundPayload,
  startWhatsAppStandIn,
  statusPayload,
  type WhatsAppStandIn,
} from '../../testing/whatsapp-stand-in';

/**
 * Meta's WhatsApp webhook (docs/whatsapp.md) against the Cloud API's stand-in: the handshake, signed
 * deliveries only, each event once, a message's status on its order, and what customers write kept.
 */
const VERIFY_TOKEN = 'verify-token-0123456789';
const APP_SECRET = 'app-secret-for-signatures';

let t: TestApp;
let meta: WhatsAppStandIn;
let url: string;
let productId: string;

beforeAll(async () => {
  meta = await startWhatsAppStandIn();
  t = await createTestApp({
    whatsapp: { token: meta.token, phoneNumberId: meta.phoneNumberId, apiUrl: meta.apiUrl },
    whatsappWebhook: { verifyToken: VERIFY_TOKEN, appSecret: APP_SECRET },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/webhooks/whatsapp`;
  await t.database.db.insert(siteSettings).values({
    siteName: 'Vitalix Organics',
    whatsappNumber: '+92 300 1234567',
    whatsappNotificationsEnabled: true,
    emailNotificationsEnabled: false,
  });
  await addUser(t, { username: 'desk', role: 'order_confirmation' });
  productId = (await addProduct(t.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 100 })).id;
});
afterAll(async () => {
  await t?.close();
  await meta?.close();
});

const settle = async () => {
  await t.app.services.outbox.kick();
  await t.app.services.outbox.idle();
};

/** An order whose new-order template went to the shop's number: its id and WhatsApp's id of the message. */
async function orderWithMessage(): Promise<{ id: string; messageId: string }> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: VALID_CUSTOMER, items: [{ productId, quantity: 1 }] },
  });
  const { id } = placed.json<{ id: string }>();
  await settle();
  const message = meta.sent.at(-1)!;
  expect(message).toMatchObject({ type: 'template', to: '923001234567' });
  return { id, messageId: message.id };
}

const orderOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventTasks = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, WHATSAPP_EVENT_TASK))
  )[0]!.n;

describe('GET /api/webhooks/whatsapp (the verification handshake)', () => {
  it('echoes the challenge for the right token, and 403s otherwise', async () => {
    const ask = (query: string) => t.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?${query}` });
    const right = await ask(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');
    expect((await ask('hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1')).statusCode).toBe(403);
    expect(
      (await ask(`hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/webhooks/whatsapp', () => {
  it('refuses a body not signed with the app secret (401) and keeps nothing', async () => {
    const { id, messageId } = await orderWithMessage();
    const payload = statusPayload({ messageId, status: 'read', recipient: '923001234567' });
    const before = await eventTasks();
    expect((await deliver(url, payload, 'another-secret')).status).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', payload });
    expect(unsigned.statusCode).toBe(401);
    await settle();
    expect(await eventTasks()).toBe(before);
    expect((await orderOf(id)).whatsappDelivery).toBeNull();
  });

  it('records a failed status with Meta’s code on the order, once, however often Meta delivers it', async () => {
    const { id, messageId } = await orderWithMessage();
    const failed = statusPayload({
      messageId,
      status: 'failed',
      recipient: '923001234567',
      error: { code: 131047, title: 'Re-engagement message' },
    });
    const before = await eventTasks();
    for (let i = 0; i < 2; i++) {
      const answer = await deliver(url, failed, APP_SECRET);
      expect(answer.status).toBe(200);
    }
    await settle();
    expect(await eventTasks()).toBe(before + 1);
    expect(await orderOf(id)).toMatchObject({ whatsappDelivery: 'failed', whatsappErrorCode: 131047 });
    // The order desk answers it, for the order's view.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'desk', password: TEST_PASSWORD },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${id.slice(0, 8)}`,
      headers: { cookie },
    });
    expect(desk.json().orders[0]).toMatchObject({
      id,
      whatsappDelivery: 'failed',
      whatsappErrorCode: 131047,
    });
  });

  it('moves a message’s status forward only: a late delivered after read changes nothing', async () => {
    const { id, messageId } = await orderWithMessage();
    // Meta does not promise order: "read" may come before "delivered", which then changes nothing.
    for (const status of ['sent', 'read', 'delivered'] as const) {
      const at = new Date();
      await deliver(url, statusPayload({ messageId, status, recipient: '923001234567', at }), APP_SECRET);
      await settle();
    }
    expect(await orderOf(id)).toMatchObject({ whatsappDelivery: 'read', whatsappErrorCode: null });
  });

  it('keeps what a customer writes, and a quick reply’s payload', async () => {
    const text = meta.inbound('923331112222', 'Is the honey raw?');
    expect((await text.deliver(url, APP_SECRET)).status).toBe(200);
    const tap = await deliver(
      url,
      inboundPayload({ from: '923331112222', content: { buttonPayload: 'confirm:6fb27fd9' } }),
      APP_SECRET,
    );
    expect(tap.status).toBe(200);
    await settle();
    const kept = await t.database.db
      .select({ text: whatsappInbound.text, buttonPayload: whatsappInbound.buttonPayload })
      .from(whatsappInbound)
      .where(eq(whatsappInbound.fromNumber, '923331112222'));
    expect(kept).toEqual(
      expect.arrayContaining([
        { text: 'Is the honey raw?', buttonPayload: null },
        expect.objectContaining({ buttonPayload: 'confirm:6fb27fd9' }),
      ]),
    );
  });

  it('answers 400 to a signed body that is not Meta’s shape, keeping nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(whatsappEvents))[0]!.n;
    expect((await deliver(url, { nothing: true }, APP_SECRET)).status).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(whatsappEvents))[0]!.n).toBe(before);
  });
});

describe('without WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET', () => {
  it('there is no webhook', async () => {
    const bare = await createTestApp();
    try {
      const answer = await bare.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', payload: {} });
      expect(answer.statusCode).toBe(404);
      const handshake = await bare.app.inject({
        method: 'GET',
        url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
      });
      expect(handshake.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
