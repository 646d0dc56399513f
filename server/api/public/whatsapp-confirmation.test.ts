import { and, desc, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orders, products, siteSettings, whatsappOptOuts } from '../../db/schema';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { OPTED_OUT } from '../../modules/notifications/outbox';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import {
  deliver,
  statusPayload,
  startWhatsAppStandIn,
  type WhatsAppStandIn,
} from '../../testing/whatsapp-stand-in';

/**
 * Confirmation by button (docs/whatsapp.md), end to end against the Cloud API's stand-in: a new order's
 * customer gets the "order received" template, and their signed Confirm or Cancel is the desk's outcome.
 */
const APP_SECRET = 'app-secret-for-signatures';
const PUBLIC_URL = 'https://vitalix.example.pk';

let t: TestApp;
let meta: WhatsAppStandIn;
let url: string;
let productId: string;
let deskCookie: string;
let ownerCookie: string;
let phoneSeq = 0;

beforeAll(async () => {
  meta = await startWhatsAppStandIn();
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    whatsapp: { token: meta.token, phoneNumberId: meta.phoneNumberId, apiUrl: meta.apiUrl },
    whatsappWebhook: { verifyToken: 'verify-token-0123456789', appSecret: APP_SECRET },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/webhooks/whatsapp`;
  await t.database.db.insert(siteSettings).values({
    siteName: 'Vitalix Organics',
    whatsappNotificationsEnabled: false,
    emailNotificationsEnabled: false,
    whatsappAutoConfirm: true,
    whatsappTemplateNames: { order_received: 'vitalix_order_received' },
    whatsappStopWord: 'بند کریں',
  });
  meta.approve('vitalix_order_received', 'en', { bodyParams: 4, buttons: 2 });
  deskCookie = await staffCookie({ username: 'desk', role: 'order_confirmation' });
  ownerCookie = await staffCookie({ username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  productId = (await addProduct(t.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 100 })).id;
});
afterAll(async () => {
  await t?.close();
  await meta?.close();
});

async function staffCookie(user: Parameters<typeof addUser>[1]) {
  await addUser(t, user);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername: user.username, password: TEST_PASSWORD },
  });
  return `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
}

const settle = async () => {
  await t.app.services.outbox.kick();
  await t.app.services.outbox.idle();
};

/** A fresh shopper's number (no earlier orders: no repeat-order risk), in the checkout's and Meta's forms. */
function freshPhone() {
  phoneSeq += 1;
  const national = `30${String(5_000_000 + phoneSeq * 7919).padStart(8, '0')}`;
  return { typed: `0${national}`, meta: `92${national}` };
}

async function placeOrder(phone: string, quantity = 1): Promise<string> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: { ...VALID_CUSTOMER, customerPhone: phone }, items: [{ productId, quantity }] },
  });
  expect(placed.statusCode).toBe(201);
  await settle();
  return placed.json<{ id: string }>().id;
}

const orderOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stock = async () =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
const sentTo = (to: string) => meta.sent.filter((message) => message.to === to);

/** The customer taps a quick reply of the message the shop sent them. */
async function tap(from: string, payload: string) {
  const answer = await meta.inbound(from, { buttonPayload: payload }).deliver(url, APP_SECRET);
  expect(answer.status).toBe(200);
  await settle();
}

beforeEach(async () => {
  await t.database.db.delete(whatsappOptOuts);
});

describe('the "order received" question', () => {
  it('is the template under the approved name, with the order’s values and Confirm / Cancel naming it, never text', async () => {
    const phone = freshPhone();
    const id = await placeOrder(phone.typed, 2);
    const [message, ...more] = sentTo(phone.meta);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ type: 'template' });
    expect(message!.body).not.toHaveProperty('text');
    expect(message!.body.template).toEqual({
      name: 'vitalix_order_received',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Ayesha Khan' },
            { type: 'text', text: `#${id.slice(0, 8)}` },
            { type: 'text', text: '3,000.00' },
            // The order's tracking page, with the phone as the shopper gave it in national form.
            { type: 'text', text: `${PUBLIC_URL}/track?order=${id.slice(0, 8)}&phone=${phone.typed}` },
          ],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: `confirm:${id}` }],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '1',
          parameters: [{ type: 'payload', payload: `cancel:${id}` }],
        },
      ],
    });
    const order = await orderOf(id);
    expect(order.whatsappAskedAt).not.toBeNull();
    // The desk waits the shop's 30 minutes for the answer before it calls.
    const wait = order.nextContactAt!.getTime() - order.whatsappAskedAt!.getTime();
    expect(wait).toBe(30 * 60_000);
  });

  it('is not sent with confirmation by button off, nor to a landline', async () => {
    await patchSettings({ whatsappAutoConfirm: false });
    const off = freshPhone();
    try {
      const id = await placeOrder(off.typed);
      expect(sentTo(off.meta)).toEqual([]);
      expect((await orderOf(id)).whatsappAskedAt).toBeNull();
    } finally {
      await patchSettings({ whatsappAutoConfirm: true });
    }
    const landline = await placeOrder('051 2345678');
    expect((await orderOf(landline)).whatsappAskedAt).toBeNull();
  });

  it('skips a high-risk order (a second order from the phone within a day): the desk calls it', async () => {
    const phone = freshPhone();
    await placeOrder(phone.typed);
    const second = await placeOrder(phone.typed);
    expect(sentTo(phone.meta)).toHaveLength(1);
    expect((await orderOf(second)).whatsappAskedAt).toBeNull();
  });
});

/** The owner changes settings through the API, which drops the settings orders keep. */
async function patchSettings(patch: Record<string, unknown>) {
  const answer = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie: ownerCookie },
    payload: patch,
  });
  expect(answer.statusCode).toBe(200);
}

describe('the settings', () => {
  it('refuses a wait outside 5 to 1,440 minutes and changes nothing', async () => {
    for (const minutes of [2, 1441, 'soon']) {
      const answer = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: { cookie: ownerCookie },
        payload: { whatsappNoReplyMinutes: minutes, whatsappAutoConfirm: false },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('The wait for a WhatsApp answer must be');
    }
    const [row] = await t.database.db.select().from(siteSettings);
    expect(row).toMatchObject({ whatsappNoReplyMinutes: 30, whatsappAutoConfirm: true });
  });
});

describe('the customer’s answer', () => {
  it('Confirm moves the order to processing as the customer’s answer, once however often Meta delivers it', async () => {
    const phone = freshPhone();
    const id = await placeOrder(phone.typed);
    const delivery = meta.inbound(phone.meta, { buttonPayload: `confirm:${id}` });
    for (let i = 0; i < 2; i++) expect((await delivery.deliver(url, APP_SECRET)).status).toBe(200);
    await settle();

    const order = await orderOf(id);
    expect(order).toMatchObject({
      status: 'processing',
      lastOutcome: 'confirmed',
      whatsappAnswer: 'confirm',
      whatsappAnswerApplied: true,
    });
    expect(order.statusHistory).toHaveLength(2);
    expect(order.statusHistory.at(-1)).toMatchObject({
      previousStatus: 'pending',
      status: 'processing',
      outcome: 'confirmed',
      changedBy: null,
      via: 'whatsapp_button',
    });
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'contact')));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorUsername: 'Customer (WhatsApp)',
      actorId: `customer:+${phone.meta}`,
    });
    // The window is open: the thanks go as free text.
    const reply = sentTo(phone.meta).at(-1)!;
    expect(reply.type).toBe('text');
    expect(reply.body.text).toEqual({
      preview_url: false,
      body:
        `Thank you! Your order #${id.slice(0, 8)} is confirmed and will be sent soon. ` +
        `You can see your order here: ${PUBLIC_URL}/track?order=${id.slice(0, 8)}&phone=${phone.typed}`,
    });
  });

  it('Cancel cancels it and puts its stock back', async () => {
    const phone = freshPhone();
    const before = await stock();
    const id = await placeOrder(phone.typed, 3);
    expect(await stock()).toBe(before - 3);
    await tap(phone.meta, `cancel:${id}`);
    expect(await orderOf(id)).toMatchObject({ status: 'cancelled', lastOutcome: 'customer_cancelled' });
    expect(await stock()).toBe(before);
  });

  it('changes nothing once the order has moved on, and is kept to show on the order', async () => {
    const phone = freshPhone();
    const id = await placeOrder(phone.typed);
    const call = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/contact`,
      headers: { cookie: deskCookie },
      payload: { outcome: 'confirmed' },
    });
    expect(call.statusCode).toBe(200);
    const before = await stock();
    await tap(phone.meta, `cancel:${id}`);
    const order = await orderOf(id);
    expect(order).toMatchObject({
      status: 'processing',
      whatsappAnswer: 'cancel',
      whatsappAnswerApplied: false,
    });
    expect(order.statusHistory).toHaveLength(2);
    expect(await stock()).toBe(before);
  });

  it('counts only from the number the order was sent to', async () => {
    const phone = freshPhone();
    const id = await placeOrder(phone.typed);
    await tap(freshPhone().meta, `cancel:${id}`);
    expect(await orderOf(id)).toMatchObject({ status: 'pending', whatsappAnswer: null });
  });
});

describe('no answer', () => {
  it('puts the silent order first on the desk, marked no reply', async () => {
    const early = await placeOrder('051 2345679'); // a landline: never asked, older
    const phone = freshPhone();
    const silent = await placeOrder(phone.typed);
    // Its 30 minutes are over.
    await t.database.db
      .update(orders)
      .set({ nextContactAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, silent));
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/to-confirm',
      headers: { cookie: deskCookie },
    });
    const listed = queue.json<{ orders: Array<{ id: string; whatsapp: unknown }> }>().orders;
    expect(listed[0]).toMatchObject({ id: silent, whatsapp: { noReply: true } });
    expect(listed.find((order) => order.id === early)).toMatchObject({ whatsapp: null });
  });

  it('a question WhatsApp could not deliver goes to the desk at once', async () => {
    const phone = freshPhone();
    const id = await placeOrder(phone.typed);
    const [message] = sentTo(phone.meta);
    const failed = statusPayload({
      messageId: message!.id,
      status: 'failed',
      recipient: phone.meta,
      error: { code: 131026, title: 'Message undeliverable' },
    });
    expect((await deliver(url, failed, APP_SECRET)).status).toBe(200);
    await settle();
    const order = await orderOf(id);
    expect(order).toMatchObject({ whatsappDelivery: 'failed', whatsappErrorCode: 131026 });
    expect(order.nextContactAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('STOP', () => {
  it('stops the shop’s messages to that shopper, by STOP or the owner’s word, until START', async () => {
    for (const word of ['STOP', ' بند کریں ']) {
      const phone = freshPhone();
      const answer = await meta.inbound(phone.meta, word).deliver(url, APP_SECRET);
      expect(answer.status).toBe(200);
      await settle();
      const [kept] = await t.database.db
        .select()
        .from(whatsappOptOuts)
        .orderBy(desc(whatsappOptOuts.optedOutAt))
        .limit(1);
      expect(kept?.phone).toBe(`+${phone.meta}`);
      const id = await placeOrder(phone.typed);
      expect(sentTo(phone.meta)).toEqual([]);
      expect((await orderOf(id)).whatsappAskedAt).toBeNull();
    }
  });

  it('START lets the shop write again', async () => {
    const phone = freshPhone();
    await meta.inbound(phone.meta, 'Stop.').deliver(url, APP_SECRET);
    await settle();
    await meta.inbound(phone.meta, 'start').deliver(url, APP_SECRET);
    await settle();
    const id = await placeOrder(phone.typed);
    expect(sentTo(phone.meta).map((message) => message.type)).toEqual(['template']);
    expect((await orderOf(id)).whatsappAskedAt).not.toBeNull();
  });

  it('a message that only mentions stopping stops nothing', async () => {
    const phone = freshPhone();
    await meta.inbound(phone.meta, 'please do not stop my order').deliver(url, APP_SECRET);
    await settle();
    expect(await t.database.db.select().from(whatsappOptOuts)).toEqual([]);
  });

  it('a message already queued for a shopper who then wrote STOP is not sent', async () => {
    const phone = freshPhone();
    await meta.inbound(phone.meta, 'stop').deliver(url, APP_SECRET);
    await settle();
    const { enqueueMessages } = await import('../../modules/notifications/outbox');
    await enqueueMessages(t.database.db, [
      {
        channel: 'whatsapp',
        kind: 'order-shipped-whatsapp',
        payload: { to: `+${phone.meta}`, toShopper: true, body: 'Your order is on its way' },
      },
    ]);
    await settle();
    expect(sentTo(phone.meta)).toEqual([]);
    const rows = await t.database.db.query.notificationOutbox.findMany({
      where: (row, { eq: is }) => is(row.kind, 'order-shipped-whatsapp'),
    });
    expect(rows.at(-1)).toMatchObject({ lastError: OPTED_OUT });
    expect(rows.at(-1)!.sentAt).not.toBeNull();
  });
});
