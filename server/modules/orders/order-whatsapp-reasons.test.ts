import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderDeskPageSchema } from '../../../common/orders/order-desk-schemas';
import type { WhatsAppNotSentReason } from '../../../common/orders/whatsapp-not-sent';
import type { Config } from '../../config';
import { notificationOutbox, orders, siteSettings } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';
import { createMailer } from '../notifications/mailer';
import { createOutboxWorker } from '../notifications/outbox';
import { createWhatsAppSender } from '../notifications/whatsapp-cloud';
import { orderNotificationFlags } from './orders.service';

/**
 * Why the shop's WhatsApp message about a new order did not go (back-office §3 orders), kept on the order
 * and answered to the order desk: known when the order is placed (switched off, not connected, no
 * number, a stored number that cannot take WhatsApp), or learnt by delivery (refused by the API,
 * unreachable, credentials gone), and gone once the message is sent.
 */

/** A stand-in for the WhatsApp Business Cloud API, answering with `status` (200 sends). */
let apiStatus = 200;
let apiCalls = 0;
let whatsappApi: Server;
let apiUrl: string;

beforeAll(async () => {
  whatsappApi = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      apiCalls += 1;
      response
        .writeHead(apiStatus, { 'content-type': 'application/json' })
        .end(apiStatus === 200 ? '{"messages":[{"id":"wamid.1"}]}' : '{"error":{"message":"Invalid token"}}');
    });
  });
  await new Promise<void>((resolve) => whatsappApi.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(whatsappApi.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => whatsappApi.close(() => resolve())));

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  apiStatus = 200;
});

async function shop(config: Partial<Config>, settings: Partial<typeof siteSettings.$inferInsert> = {}) {
  t = await createTestApp(config);
  await t.database.db.insert(siteSettings).values({
    siteName: 'Vitalix Organics',
    whatsappNumber: '+923001234567',
    whatsappNotificationsEnabled: true,
    emailNotificationsEnabled: false,
    ...settings,
  });
  return t;
}

const connected = () => ({
  whatsapp: { token: 'test-token', phoneNumberId: '1234567890', apiUrl },
});

async function placeOrder(app: TestApp): Promise<string> {
  const jar = await addProduct(app.database.db, { name: 'Sidr Honey', price: '2500.00', stock: 10 });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: VALID_CUSTOMER, items: [{ productId: jar.id, quantity: 1 }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function orderRow(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

const whatsappQueued = async (app: TestApp, id: string) =>
  (await app.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id))).filter(
    (row) => row.channel === 'whatsapp',
  );

/** The order as the order desk answers it. */
async function onTheDesk(app: TestApp, id: string) {
  await addUser(app, { username: 'desk', role: 'order_confirmation' });
  const cookie = await loginCookie(app, 'desk');
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/admin/orders?q=${id.slice(0, 8)}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderDeskPageSchema.parse(res.json()).orders.find((order) => order.id === id)!;
}

/** A worker of this shop at a later time, so every retry is due. */
const laterWorker = (app: TestApp, whatsapp: ReturnType<typeof createWhatsAppSender> | null) =>
  createOutboxWorker({
    db: app.database.db,
    mailer: createMailer({ smtpUrl: undefined, from: 'shop@example.com', dataDir: '/unused', log: () => {} }),
    whatsapp,
    flags: orderNotificationFlags,
    log: () => {},
    now: () => new Date(Date.now() + 2 * 60 * 60_000),
  });

describe('a WhatsApp message the shop never queued, and why', () => {
  it.each<[string, Partial<Config>, Partial<typeof siteSettings.$inferInsert>, WhatsAppNotSentReason]>([
    ['no credentials are configured', {}, {}, 'not-connected'],
    ['the switch is off', connected(), { whatsappNotificationsEnabled: false }, 'switched-off'],
    ['no number is set', connected(), { whatsappNumber: null }, 'no-number'],
    ['the stored number is a landline', connected(), { whatsappNumber: '042 35761234' }, 'bad-number'],
    ['the stored number is none', connected(), { whatsappNumber: 'ask at the counter' }, 'bad-number'],
  ])('records it when %s, and the order desk answers it', async (_, config, settings, reason) => {
    const app = await shop(config, settings);
    const id = await placeOrder(app);
    expect(await whatsappQueued(app, id)).toEqual([]);
    expect(await orderRow(app, id)).toMatchObject({
      whatsappNotificationSent: false,
      whatsappNotSentReason: reason,
    });
    expect(await onTheDesk(app, id)).toMatchObject({ whatsappNotSentReason: reason });
  });

  it('records no reason when the message is queued, and sends it to the number as E.164 digits', async () => {
    const app = await shop(connected(), { whatsappNumber: '0300-1234567' });
    const id = await placeOrder(app);
    expect((await whatsappQueued(app, id)).map((row) => row.payload.to)).toEqual(['+923001234567']);
    await app.app.services.outbox.idle();
    expect(await orderRow(app, id)).toMatchObject({
      whatsappNotificationSent: true,
      whatsappNotSentReason: null,
    });
  });
});

describe('a WhatsApp message delivery could not send, and why', () => {
  it('records that the API refused it, and forgets it once a retry goes', async () => {
    apiStatus = 401;
    const app = await shop(connected());
    const id = await placeOrder(app);
    await app.app.services.outbox.idle();
    expect(apiCalls).toBeGreaterThan(0);
    const refused = await orderRow(app, id);
    expect(refused).toMatchObject({ whatsappNotificationSent: false, whatsappNotSentReason: 'refused' });
    expect(refused.notificationError).toMatch(/^order-new-whatsapp: WhatsApp API answered 401/);
    expect(await onTheDesk(app, id)).toMatchObject({ whatsappNotSentReason: 'refused' });

    apiStatus = 200;
    const sender = createWhatsAppSender({ token: 'test-token', phoneNumberId: '1', apiUrl });
    expect(await laterWorker(app, sender).deliverDue()).toBe(1);
    expect(await orderRow(app, id)).toMatchObject({
      whatsappNotificationSent: true,
      whatsappNotSentReason: null,
      notificationError: null,
    });
  });

  it('records that WhatsApp could not be reached', async () => {
    const app = await shop({
      whatsapp: { token: 'test-token', phoneNumberId: '1', apiUrl: 'http://127.0.0.1:9/v21.0' },
    });
    const id = await placeOrder(app);
    await app.app.services.outbox.idle();
    expect(await orderRow(app, id)).toMatchObject({ whatsappNotSentReason: 'unreachable' });
  });

  it('records "not connected" for a message queued before the credentials were taken away', async () => {
    apiStatus = 503;
    const app = await shop(connected());
    const id = await placeOrder(app);
    await app.app.services.outbox.idle();
    await laterWorker(app, null).deliverDue();
    expect(await orderRow(app, id)).toMatchObject({ whatsappNotSentReason: 'not-connected' });
  });
});
