import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTemplate } from '../../../common/notifications/whatsapp-templates';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../testing/whatsapp-stand-in';
import { WhatsAppRefusal } from './whatsapp';
import {
  WHATSAPP_ERROR_CODES,
  WhatsAppUnavailable,
  createWhatsAppCloud,
  type WhatsAppCloud,
} from './whatsapp-cloud';

const SHOPPER = '923001234567';
const ORDER_ID = '5d0f6a1e-2b7c-4c1e-9a43-1f2e3d4c5b6a';

let standIn: WhatsAppStandIn;
let cloud: WhatsAppCloud;

beforeEach(async () => {
  standIn = await startWhatsAppStandIn();
  cloud = createWhatsAppCloud({
    token: standIn.token,
    phoneNumberId: standIn.phoneNumberId,
    apiUrl: standIn.apiUrl,
  });
});

afterEach(async () => {
  await standIn.close();
});

async function refusal(promise: Promise<unknown>): Promise<WhatsAppRefusal> {
  const error = await promise.then(
    () => expect.unreachable('WhatsApp was expected to refuse'),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(WhatsAppRefusal);
  return error as WhatsAppRefusal;
}

const orderReceived = () =>
  buildTemplate('order_received', 'ur', {
    name: 'Ayesha',
    orderNumber: '6fb27fd9',
    total: '4,500',
    trackingLink: 'https://vitalix.example.pk/track?order=6fb27fd9&phone=03001234567',
    orderId: ORDER_ID,
  });

describe('Sending a template', () => {
  it("posts Meta's template shape, never text, and answers the wamid", async () => {
    const id = await cloud.sendTemplate('+92 300 1234567', orderReceived());

    expect(id).toMatch(/^wamid\./);
    expect(standIn.sent).toHaveLength(1);
    expect(standIn.sent[0]).toEqual({
      id,
      to: SHOPPER,
      type: 'template',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: SHOPPER,
        type: 'template',
        template: orderReceived(),
      },
    });
    expect(standIn.sent[0]!.body).not.toHaveProperty('text');
  });

  it("is refused with Meta's 132000 when the approved template has another number of parameters", async () => {
    standIn.approve('order_received', 'ur', { bodyParams: 5, buttons: 2 });

    const error = await refusal(cloud.sendTemplate(SHOPPER, orderReceived()));

    expect(error.code).toBe(WHATSAPP_ERROR_CODES.templateParameters);
    expect(error.status).toBe(400);
    expect(error.message).toContain(
      'number of localizable_params (4) does not match the expected number of params (5)',
    );
    expect(standIn.sent).toHaveLength(0);
  });

  it("is refused with Meta's 132001 for a name not approved in that language", async () => {
    const template = { ...orderReceived(), name: 'order_received_v9' };

    const error = await refusal(cloud.sendTemplate(SHOPPER, template));

    expect(error.code).toBe(WHATSAPP_ERROR_CODES.templateMissing);
    expect(error.message).toContain('template name (order_received_v9) does not exist in ur');
  });
});

describe('Sending text', () => {
  it('is refused with 131047 when the customer has not written in the last 24 hours', async () => {
    const error = await refusal(cloud.sendText(SHOPPER, 'Your parcel is on its way.'));

    expect(error.code).toBe(WHATSAPP_ERROR_CODES.reEngagement);
    expect(error.message).toContain('Re-engagement message');
    expect(standIn.sent).toHaveLength(0);
  });

  it('goes as a reply once the customer has written', async () => {
    standIn.inbound(SHOPPER, 'Is my order coming today?');

    const id = await cloud.sendText(SHOPPER, 'Yes, the rider is on his way.');

    expect(standIn.sent.map((message) => [message.id, message.type, message.body.text])).toEqual([
      [id, 'text', { preview_url: false, body: 'Yes, the rider is on his way.' }],
    ]);
  });

  it('is refused again when the window has closed', async () => {
    let clock = new Date('2026-03-01T10:00:00Z');
    await standIn.close();
    standIn = await startWhatsAppStandIn({ now: () => clock });
    cloud = createWhatsAppCloud({
      token: standIn.token,
      phoneNumberId: standIn.phoneNumberId,
      apiUrl: standIn.apiUrl,
    });
    standIn.inbound(SHOPPER, 'Hello');
    clock = new Date('2026-03-02T10:00:01Z');

    const error = await refusal(cloud.sendText(SHOPPER, 'Hello again'));

    expect(error.code).toBe(131047);
  });
});

describe('Trouble', () => {
  it('a wrong token is refused with code 190, not retried', async () => {
    const wrong = createWhatsAppCloud({
      token: 'expired',
      phoneNumberId: standIn.phoneNumberId,
      apiUrl: standIn.apiUrl,
    });

    const error = await refusal(wrong.sendTemplate(SHOPPER, orderReceived()));

    expect(error.code).toBe(WHATSAPP_ERROR_CODES.accessToken);
    expect(error.status).toBe(401);
  });

  it('a 500 is retryable, and the next attempt goes', async () => {
    standIn.failNext(500);

    const error = await cloud.sendTemplate(SHOPPER, orderReceived()).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhatsAppUnavailable);
    expect((error as WhatsAppUnavailable).retryable).toBe(true);
    expect((error as Error).message).toContain('HTTP 500');
    await expect(cloud.sendTemplate(SHOPPER, orderReceived())).resolves.toMatch(/^wamid\./);
    expect(standIn.sent).toHaveLength(1);
  });

  it('a server that cannot be reached is retryable', async () => {
    await standIn.close();

    await expect(cloud.sendText(SHOPPER, 'Hello')).rejects.toBeInstanceOf(WhatsAppUnavailable);

    standIn = await startWhatsAppStandIn();
  });
});
