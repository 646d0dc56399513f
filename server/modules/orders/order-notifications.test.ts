import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, siteSettings } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createMailer } from '../notifications/mailer';
import { createOutboxWorker } from '../notifications/outbox';
import { createWhatsAppSender } from '../notifications/whatsapp-cloud';
import { orderNotificationFlags } from './orders.service';

const mails: ReceivedMail[] = [];
const whatsappCalls: Array<{
  url: string;
  auth: string | undefined;
  body: { to: string; text: { body: string } };
}> = [];

/** A port nothing listens on yet: the mail server is "down" until the test starts it there. */
async function freePort(): Promise<number> {
  const probe = await startSmtpSink();
  await probe.close();
  return probe.port;
}

let t: TestApp;
let smtpPort: number;
let smtp: SmtpSink | undefined;
let whatsappApi: Server;

beforeAll(async () => {
  smtpPort = await freePort();
  // A local stand-in for the WhatsApp Business Cloud API.
  whatsappApi = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      whatsappCalls.push({ url: request.url!, auth: request.headers.authorization, body: JSON.parse(raw) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"messages":[{"id":"wamid.1"}]}');
    });
  });
  await new Promise<void>((resolve) => whatsappApi.listen(0, '127.0.0.1', resolve));
  const whatsapp = {
    token: 'test-token',
    phoneNumberId: '1234567890',
    apiUrl: `http://127.0.0.1:${(whatsappApi.address() as AddressInfo).port}/v21.0`,
  };
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, whatsapp });
  await t.database.db.insert(siteSettings).values({
    siteName: 'Vitalix Organics',
    contactEmail: 'orders@vitalix.example',
    whatsappNumber: '+92 300 1234567',
    emailNotificationsEnabled: true,
    whatsappNotificationsEnabled: true,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => whatsappApi.close(() => resolve()));
  await smtp?.close();
});

describe('order notifications through the outbox', () => {
  it('never fails the order when the mail server is down, and delivers once it is back', async () => {
    const jar = await addProduct(t.database.db, { name: 'Vitalix', price: '6500.00', stock: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { order: VALID_CUSTOMER, items: [{ productId: jar.id, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    await t.app.services.outbox.idle(); // the pass the order asked for

    // WhatsApp went; both mails failed and wait for their retry.
    expect(whatsappCalls).toHaveLength(1);
    // A template, never free text: the shop starts the conversation (docs/whatsapp.md).
    expect(whatsappCalls[0]).toEqual({
      url: '/v21.0/1234567890/messages',
      auth: 'Bearer test-token',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '923001234567',
        type: 'template',
        template: {
          name: 'new_order_shop',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: `#${id.slice(0, 8)}` },
                { type: 'text', text: VALID_CUSTOMER.customerName },
                { type: 'text', text: '13,000.00' },
                { type: 'text', text: VALID_CUSTOMER.city },
              ],
            },
          ],
        },
      },
    });
    let [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ emailNotificationSent: false, whatsappNotificationSent: true });
    expect(order!.notificationError).toMatch(/^order-/);
    expect(mails).toHaveLength(0);

    // The mail server comes back; the retry (due after its back-off) delivers both.
    smtp = await startSmtpSink(smtpPort, mails);
    const later = createOutboxWorker({
      db: t.database.db,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        from: 'shop@example.com',
        dataDir: '/unused',
        log: () => {},
      }),
      whatsapp: createWhatsAppSender({ token: 'x', phoneNumberId: '1', apiUrl: 'http://127.0.0.1:1' }),
      flags: orderNotificationFlags,
      log: () => {},
      now: () => new Date(Date.now() + 10 * 60_000),
    });
    expect(await later.deliverDue()).toBe(2);
    expect(await later.deliverDue()).toBe(0); // sent means sent: nothing goes twice
    expect(whatsappCalls).toHaveLength(1);

    const toShopper = mails.find((m) => m.to.includes('ayesha@example.pk'))!;
    const toShop = mails.find((m) => m.to.includes('orders@vitalix.example'))!;
    expect(toShopper.body).toContain(`Order Confirmed! #${id.slice(0, 8)}`);
    expect(toShopper.body).toContain('Vitalix x 2: Rs 13,000.00');
    expect(toShopper.body).toContain('Total: Rs 13,000.00');
    expect(toShopper.body).toContain('Cash on Delivery');
    expect(toShopper.body).toContain('House 12, Street 4, F-7/2, Islamabad, 44000');
    expect(toShop.body).toContain(`New order #${id.slice(0, 8)}`);

    [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({
      emailNotificationSent: true,
      whatsappNotificationSent: true,
      notificationError: null,
    });
  });

  it('sends the shopper nothing without an email, and the shop nothing when notifications are off', async () => {
    // Changed by SQL, as another copy would: orders keep the settings until the database's notice is heard.
    const heard = new Promise<void>((resolve) => {
      const stop = t.app.services.publicAnswers.onDrop((topics) => {
        if (topics.includes('settings')) resolve(stop());
      });
    });
    await t.database.db
      .update(siteSettings)
      .set({ emailNotificationsEnabled: false, whatsappNotificationsEnabled: false });
    await heard;
    const jar = await addProduct(t.database.db, { name: 'Honey', price: '100.00', stock: 10 });
    const before = { mails: mails.length, whatsapp: whatsappCalls.length };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        order: { ...VALID_CUSTOMER, customerEmail: '' },
        items: [{ productId: jar.id, quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.services.outbox.idle();
    expect(mails.length).toBe(before.mails);
    expect(whatsappCalls.length).toBe(before.whatsapp);
  });
});
