import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { deliver, inboundPayload, statusPayload } from '../../testing/whatsapp-stand-in';
import {
  WhatsAppWebhookRejected,
  parseWebhook,
  signBody,
  signatureValid,
  verifyHandshake,
} from './whatsapp-webhook';

const SECRET = 'app-secret-for-tests';
const WAMID = 'wamid.HBgMOTIzMDAxMjM0NTY3FQIAERgSMDhFNzkzQ0QzQUMzQTVGQjA2AA==';
const AT = new Date('2026-03-01T10:00:00Z');

describe('The subscription handshake', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'shop-verify', 'hub.challenge': '1158201444' };

  it('echoes the challenge when Meta subscribes with our verify token', () => {
    expect(verifyHandshake(query, 'shop-verify')).toBe('1158201444');
  });

  it('refuses another token, another mode, or no token of ours', () => {
    expect(verifyHandshake({ ...query, 'hub.verify_token': 'shop-verifx' }, 'shop-verify')).toBeNull();
    expect(verifyHandshake({ ...query, 'hub.mode': 'unsubscribe' }, 'shop-verify')).toBeNull();
    expect(verifyHandshake({ ...query, 'hub.verify_token': '' }, '')).toBeNull();
    expect(verifyHandshake({ 'hub.mode': 'subscribe', 'hub.challenge': '1' }, 'shop-verify')).toBeNull();
  });
});

describe('The signature', () => {
  const raw = Buffer.from(JSON.stringify(inboundPayload({ from: '923001234567', content: 'Salam', at: AT })));
  const header = `sha256=${signBody(raw, SECRET)}`;

  it('verifies a body signed as Meta signs it', () => {
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureValid(raw, header, SECRET)).toBe(true);
  });

  it("verifies what the stand-in posts as Meta's webhook, over the bytes received", async () => {
    const received: { raw: Buffer; header: string | undefined }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const header = request.headers['x-hub-signature-256'];
        received.push({ raw: Buffer.concat(chunks), header: Array.isArray(header) ? header[0] : header });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      const answer = await deliver(
        `http://127.0.0.1:${port}/webhooks/whatsapp`,
        JSON.parse(raw.toString()),
        SECRET,
      );

      expect(answer).toEqual({ status: 200, body: 'ok' });
      expect(received).toHaveLength(1);
      expect(signatureValid(received[0]!.raw, received[0]!.header, SECRET)).toBe(true);
      expect(parseWebhook(JSON.parse(received[0]!.raw.toString()))).toHaveLength(1);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('refuses a tampered body, another secret, a missing or malformed header', () => {
    const tampered = Buffer.from(raw.toString('utf8').replace('Salam', 'Salaam'));
    expect(signatureValid(tampered, header, SECRET)).toBe(false);
    expect(signatureValid(raw, header, 'another-secret')).toBe(false);
    expect(signatureValid(raw, undefined, SECRET)).toBe(false);
    expect(signatureValid(raw, header.replace('sha256=', 'sha1='), SECRET)).toBe(false);
    expect(signatureValid(raw, `${header}00`, SECRET)).toBe(false);
    expect(signatureValid(raw, header, '')).toBe(false);
  });
});

describe('Reading a delivery', () => {
  it('reads a failed status with its error code and title', () => {
    const body = statusPayload({
      messageId: WAMID,
      status: 'failed',
      recipient: '923001234567',
      at: AT,
      error: { code: 131026, title: 'Message undeliverable' },
    });

    expect(parseWebhook(body)).toEqual([
      {
        kind: 'status',
        id: `${WAMID}:failed`,
        messageId: WAMID,
        status: 'failed',
        at: AT,
        recipient: '923001234567',
        errorCode: 131026,
        errorTitle: 'Message undeliverable',
      },
    ]);
  });

  it('gives each status of one message its own id, and the same id when Meta sends it again', () => {
    const delivered = statusPayload({
      messageId: WAMID,
      status: 'delivered',
      recipient: '923001234567',
      at: AT,
    });
    const read = statusPayload({ messageId: WAMID, status: 'read', recipient: '923001234567', at: AT });

    const ids = [delivered, delivered, read].flatMap((body) => parseWebhook(body).map((event) => event.id));

    expect(ids).toEqual([`${WAMID}:delivered`, `${WAMID}:delivered`, `${WAMID}:read`]);
  });

  it('reads a template quick reply to its payload', () => {
    const body = inboundPayload({
      from: '923001234567',
      content: { buttonPayload: 'confirm:5d0f6a1e', text: 'Confirm' },
      at: AT,
      messageId: 'wamid.reply1',
    });

    expect(parseWebhook(body)).toEqual([
      {
        kind: 'message',
        id: 'wamid.reply1',
        messageId: 'wamid.reply1',
        from: '923001234567',
        at: AT,
        buttonPayload: 'confirm:5d0f6a1e',
      },
    ]);
  });

  it('reads an interactive button reply and a text message', () => {
    const body = inboundPayload({
      from: '923001234567',
      content: 'Kab tak aaye ga?',
      at: AT,
      messageId: 'wamid.t1',
    });
    const interactive = structuredClone(body);
    interactive.entry[0]!.changes[0]!.value.messages = [
      {
        from: '923001234567',
        id: 'wamid.i1',
        timestamp: String(AT.getTime() / 1000),
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: 'cancel:5d0f6a1e', title: 'Cancel' } },
      },
    ] as never;

    expect(parseWebhook(body)).toEqual([
      {
        kind: 'message',
        id: 'wamid.t1',
        messageId: 'wamid.t1',
        from: '923001234567',
        at: AT,
        text: 'Kab tak aaye ga?',
      },
    ]);
    expect(parseWebhook(interactive).map((event) => event.kind === 'message' && event.buttonPayload)).toEqual(
      ['cancel:5d0f6a1e'],
    );
  });

  it('has no events for other fields, such as a template review', () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'message_template_status_update',
              value: { event: 'APPROVED', message_template_name: 'order_received' },
            },
          ],
        },
      ],
    };

    expect(parseWebhook(body)).toEqual([]);
  });

  it("rejects a body not in Meta's shape, saying where", () => {
    expect(() => parseWebhook({ object: 'page', entry: [] })).toThrow(WhatsAppWebhookRejected);
    expect(() => parseWebhook('hello')).toThrow(WhatsAppWebhookRejected);
    const noTimestamp = statusPayload({ messageId: WAMID, status: 'sent', recipient: '923001234567' });
    delete (noTimestamp.entry[0]!.changes[0]!.value.statuses[0] as { timestamp?: string }).timestamp;
    expect(() => parseWebhook(noTimestamp)).toThrow(/statuses\.0\.timestamp/);
  });
});
