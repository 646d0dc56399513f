import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_TEMPLATES, type TemplateKey } from '../../../common/notifications/whatsapp-templates';
import { trackOrderQuerySchema, type TrackedOrder } from '../../../common/orders/tracking-schemas';
import { buildServer } from '../../build-server';
import { notificationOutbox, siteSettings } from '../../db/schema';
import { registerSsr, type PageRenderer } from '../../ssr';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, loginCookie, settleOutbox, type TestApp } from '../../testing/test-app';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import {
  startWhatsAppStandIn,
  type SentMessage,
  type WhatsAppStandIn,
} from '../../testing/whatsapp-stand-in';
import { signBody } from '../notifications/whatsapp-webhook';
import { tellShoppers } from './couriers/parcel-news';
import { trackingLink, trackingPhone } from './order-messages';
import { unlocalizedPath } from '../../../common/i18n/languages';

/**
 * Every mail and WhatsApp message to an order's shopper links to the order's tracking page
 * (docs/storefront.md, "Tracking an order"), and the link, followed, shows that order: the confirmation
 * and shipping mails (text and HTML), the "order received" question, the answer to a tap, and the
 * shipped, out-for-delivery and failed-attempt updates, sent through the Cloud API's stand-in.
 */
const PUBLIC_URL = 'https://vitalix.example.pk';
const APP_SECRET = 'app-secret-for-signatures';
/** The shopper's phone as typed at checkout, and as WhatsApp names the number. */
const TYPED_PHONE = '+92 (301) 555-0123';
const NATIONAL_PHONE = '03015550123';
const WHATSAPP_NUMBER = '923015550123';

/**
 * `/track` as its loader reads it (app/shop/features/tracking/track-page.server.ts, which the server may
 * not import): the query checked with the API's schema, counted, and answered by the tracking service.
 * The loader's own test shows it reads a link built by `trackingPagePath` the same way.
 */
const trackPage: PageRenderer = async (request, context) => {
  const url = new URL(request.url);
  if (unlocalizedPath(url.pathname) !== '/track') return new Response('Not Found', { status: 404 });
  const typed = { order: url.searchParams.get('order') ?? '', phone: url.searchParams.get('phone') ?? '' };
  const query = trackOrderQuerySchema.safeParse(typed);
  if (!query.success) return Response.json({ invalid: query.error.issues }, { status: 400 });
  await context.limitTracking(query.data.order);
  const order = await context.services.orderTracking.trackOrder(query.data.order, query.data.phone);
  return order ? Response.json(order) : Response.json({ notFound: true }, { status: 404 });
};

let t: TestApp;
let meta: WhatsAppStandIn;

beforeAll(async () => {
  meta = await startWhatsAppStandIn();
  const config = testConfig({
    publicUrl: PUBLIC_URL,
    whatsapp: { token: meta.token, phoneNumberId: meta.phoneNumberId, apiUrl: meta.apiUrl },
    whatsappWebhook: { verifyToken: 'verify-token-0123456789', appSecret: APP_SECRET },
  });
  const database = await createTestDatabase();
  const app = await buildServer({ config, db: database.db, pages: false });
  await registerSsr(app, { services: app.services, config, pages: app.pageCache, render: trackPage });
  await app.ready();
  t = { app, database, close: () => app.close().then(() => database.close()) };
  await database.db.insert(siteSettings).values({
    siteName: 'Vitalix Organics',
    // The shop's own messages are not the shopper's: off, so every message here is one to the shopper.
    emailNotificationsEnabled: false,
    whatsappNotificationsEnabled: false,
    whatsappAutoConfirm: true,
    whatsappShippingUpdates: true,
  });
});
afterAll(async () => {
  await t?.close();
  await meta?.close();
});

const settle = () => settleOutbox(t);

/** What the shopper reads: a text's body, or the approved template's text with its blanks filled. */
function shopperReads(message: SentMessage): string {
  const body = message.body as {
    text?: { body: string };
    template?: { name: TemplateKey; language: { code: 'en' | 'ur' }; components: Component[] };
  };
  if (body.text) return body.text.body;
  const template = body.template!;
  const values = template.components.find((component) => component.type === 'body')!.parameters!;
  return WHATSAPP_TEMPLATES[template.name].body[template.language.code].replace(
    /\{\{(\d+)\}\}/g,
    (_blank, n: string) => values[Number(n) - 1]!.text,
  );
}
type Component = { type: string; parameters?: Array<{ text: string }> };

/** The links to the shop's tracking page in a text, each once. */
const trackingLinksIn = (text: string) => [
  ...new Set(text.match(new RegExp(`${PUBLIC_URL.replaceAll('.', '\\.')}/track\\S*`, 'g')) ?? []),
];

/** The tracking page's links in an HTML mail's hrefs, as the browser reads them (entities decoded). */
function hrefsIn(html: string): { raw: string; decoded: string }[] {
  return [...html.matchAll(/href="([^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((href) => href.startsWith(`${PUBLIC_URL}/track`))
    .map((raw) => ({
      raw,
      decoded: raw.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => DECODED[entity]!),
    }));
}
const DECODED: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Follows a link on the test app as a browser would: GET of its path and query. */
async function follow(link: string) {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  return t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { accept: 'text/html' } });
}

describe('the link in every message to the shopper', () => {
  it('opens the order it is about, in every mail (text and HTML) and every WhatsApp message', async () => {
    const honey = await addProduct(t.database.db, { name: 'Sidr Honey', price: '1500.00', stock: 50 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        order: { ...VALID_CUSTOMER, customerPhone: TYPED_PHONE },
        items: [{ productId: honey.id, quantity: 2 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ id: string }>().id;
    const number = id.slice(0, 8);
    await settle(); // the confirmation mail, and the "order received" question

    // The shopper taps Confirm: Meta's delivery, signed as Meta signs it; the shop answers in free text.
    const raw = JSON.stringify(meta.inbound(WHATSAPP_NUMBER, { buttonPayload: `confirm:${id}` }).payload);
    const tapped = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${signBody(raw, APP_SECRET)}`,
      },
      payload: raw,
    });
    expect(tapped.statusCode).toBe(200);
    await settle();

    // Staff ship it with Trax; then Trax's tracking says out for delivery, and later a failed attempt.
    await addUser(t, { username: 'desk', role: 'order_confirmation' });
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      headers: { cookie: await loginCookie(t, 'desk') },
      payload: { status: 'shipped', courier: 'trax', trackingNumber: 'TX-55123' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const shop = await t.app.services.orders.shopForMessages();
    for (const news of ['out-for-delivery', 'attempted'] as const) {
      await t.database.db.transaction((tx) =>
        tellShoppers(tx, [{ orderId: id, courier: 'trax', news }], shop),
      );
      await settle(); // one after the other, as the courier reports them
    }

    const expected = `${PUBLIC_URL}/track?order=${number}&phone=${NATIONAL_PHONE}`;
    const links: string[] = [];

    // The mails: the order's confirmation and its shipping, each with the link in its text and its HTML.
    const mails = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, id), eq(notificationOutbox.channel, 'email')));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order-confirmation', 'order-shipped']);
    for (const mail of mails) {
      const { to, text, html } = mail.payload as { to: string; text: string; html: string };
      expect(to).toBe(VALID_CUSTOMER.customerEmail);
      expect(mail.sentAt, mail.kind).toBeInstanceOf(Date);
      expect(trackingLinksIn(text), mail.kind).toEqual([expected]);
      // In HTML the link's `&` is written `&amp;`, so the href reads back to the very link.
      const hrefs = hrefsIn(html);
      expect(hrefs, mail.kind).toEqual([
        { raw: `${PUBLIC_URL}/track?order=${number}&amp;phone=${NATIONAL_PHONE}`, decoded: expected },
      ]);
      links.push(trackingLinksIn(text)[0]!, hrefs[0]!.decoded);
    }

    // WhatsApp: every message the shop sent the shopper, as the stand-in for Meta took it.
    const sent = meta.sent.filter((message) => message.to === WHATSAPP_NUMBER);
    expect(sent.map((message) => (message.body.template as { name?: string })?.name ?? message.type)).toEqual(
      [
        'order_received',
        'text', // the answer to the tap
        'order_shipped',
        'out_for_delivery',
        'delivery_attempted',
      ],
    );
    for (const message of sent) {
      const read = shopperReads(message);
      expect(trackingLinksIn(read), read).toEqual([expected]);
      links.push(trackingLinksIn(read)[0]!);
    }

    // Each link, followed, is the tracking page showing this order (the phone in a form it reads).
    expect(links).toHaveLength(2 * 2 + 5);
    for (const link of links) {
      const page = await follow(link);
      expect(page.statusCode, link).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      const order = page.json<TrackedOrder>();
      expect(order).toMatchObject({ orderNumber: number, status: 'shipped', total: '3000.00' });
      expect(order.shipment).toMatchObject({ courier: 'trax', trackingNumber: 'TX-55123' });
    }
    // The page checks the phone: the same link with another one finds nothing.
    const otherPhone = await follow(expected.replace(NATIONAL_PHONE, '03015550124'));
    expect(otherPhone.statusCode).toBe(404);
  });
});

describe('the link in an Urdu order’s messages', () => {
  it('opens the Urdu tracking page, in the Urdu mail (text and HTML) and the Urdu question (decision 038)', async () => {
    const honey = await addProduct(t.database.db, { name: 'Acacia Honey', price: '1200.00', stock: 50 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        order: { ...VALID_CUSTOMER, customerPhone: '0302 5550123', language: 'ur' },
        items: [{ productId: honey.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ id: string }>().id;
    await settle();
    const expected = `${PUBLIC_URL}/ur/track?order=${id.slice(0, 8)}&phone=03025550123`;

    const [mail] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.orderId, id), eq(notificationOutbox.kind, 'order-confirmation')));
    const { text, html } = mail!.payload as { text: string; html: string };
    expect(text).toContain(`اپنا آرڈر ٹریک کریں: ${expected}`);
    expect(html).toContain(`href="${expected.replace('&', '&amp;')}"`);
    expect(html).toContain('<div lang="ur" dir="rtl"');

    const [question] = meta.sent.filter((message) => message.to === '923025550123');
    expect(question!.body.template).toMatchObject({ name: 'order_received', language: { code: 'ur' } });
    expect(shopperReads(question!)).toContain(expected);

    const page = await follow(expected);
    expect(page.statusCode).toBe(200);
    expect(page.json<TrackedOrder>()).toMatchObject({ orderNumber: id.slice(0, 8), status: 'pending' });
  });
});

describe('trackingLink', () => {
  const id = '6fb27fd9-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

  it('carries the number as printed and the phone in national form, however it was typed', () => {
    for (const typed of [
      '+92 300 1234567',
      '0300-1234567',
      '923001234567',
      '0092 300 1234567',
      '3001234567',
    ]) {
      expect(trackingLink(PUBLIC_URL, { id, customerPhone: typed }), typed).toBe(
        `${PUBLIC_URL}/track?order=6fb27fd9&phone=03001234567`,
      );
    }
  });

  it('opens the tracking page of the order’s storefront: Urdu under /ur, English (and unknown) at /track', () => {
    const customerPhone = '0300 1234567';
    expect(trackingLink(PUBLIC_URL, { id, customerPhone, language: 'ur' })).toBe(
      `${PUBLIC_URL}/ur/track?order=6fb27fd9&phone=03001234567`,
    );
    for (const language of ['en', undefined, null] as const) {
      expect(trackingLink(PUBLIC_URL, { id, customerPhone, language }), String(language)).toBe(
        `${PUBLIC_URL}/track?order=6fb27fd9&phone=03001234567`,
      );
    }
  });

  it('writes a phone the tracking page accepts, a landline too', () => {
    for (const typed of ['+92 300 1234567', '051 2345678', '(042) 3576-1234']) {
      const phone = trackingPhone(typed);
      const query = trackOrderQuerySchema.safeParse({ order: '6fb27fd9', phone });
      expect(query.success, `${typed} → ${phone}`).toBe(true);
    }
    expect(trackingPhone('051 2345678')).toBe('0512345678');
  });
});
