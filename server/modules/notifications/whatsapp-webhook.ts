import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Meta's WhatsApp webhooks (docs/whatsapp.md): the subscription handshake, the `X-Hub-Signature-256` every
 * delivery carries, and the `messages` field's deliveries read into the shop's events. Pure: the route that
 * answers Meta (quickly, 200, or Meta retries) and what the shop does with each event live elsewhere.
 */

export const MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type WhatsAppEvent =
  | {
      kind: 'status';
      /** Stable across Meta's redeliveries of the same event: the wamid and the status. */
      id: string;
      messageId: string;
      status: MessageStatus;
      at: Date;
      recipient: string;
      errorCode?: number;
      errorTitle?: string;
    }
  | {
      kind: 'message';
      id: string;
      messageId: string;
      from: string;
      at: Date;
      text?: string;
      /** A quick reply's payload (`confirm:<orderId>`), from a template button or an interactive reply. */
      buttonPayload?: string;
    };

/** A body that is not one of Meta's webhook deliveries. */
export class WhatsAppWebhookRejected extends Error {
  constructor(reason: string) {
    super(`Not a WhatsApp webhook: ${reason}`);
    this.name = 'WhatsAppWebhookRejected';
  }
}

/** The `hub.challenge` to echo when Meta subscribes with our verify token; null for anything else. */
export function verifyHandshake(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !verifyToken) {
    return null;
  }
  // Digests of equal length, so the comparison takes the same time whatever was offered.
  return timingSafeEqual(sha256(token), sha256(verifyToken)) ? challenge : null;
}

/** Whether `X-Hub-Signature-256` (`sha256=<hex>`) is the app secret's HMAC-SHA256 of the body's exact bytes. */
export function signatureValid(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  const offered = Buffer.from(header.slice('sha256='.length).trim().toLowerCase(), 'utf8');
  const expected = Buffer.from(signBody(rawBody, appSecret), 'utf8');
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/** The hex HMAC-SHA256 Meta puts after `sha256=`; the stand-in signs with it too. */
export function signBody(rawBody: Buffer | string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

const unixSeconds = z
  .string()
  .regex(/^\d+$/)
  .transform((seconds) => new Date(Number(seconds) * 1000));

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: unixSeconds,
  recipient_id: z.string(),
  errors: z.array(z.object({ code: z.number(), title: z.string().optional() })).optional(),
});

const messageSchema = z.object({
  id: z.string().min(1),
  from: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
  interactive: z
    .object({ type: z.string(), button_reply: z.object({ id: z.string(), title: z.string() }).optional() })
    .optional(),
});

const deliverySchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(z.object({ field: z.string(), value: z.record(z.string(), z.unknown()) })),
    }),
  ),
});

const messagesValueSchema = z.object({
  statuses: z.array(statusSchema).optional(),
  messages: z.array(messageSchema).optional(),
});

/** The events of one delivery: statuses of the shop's messages and the customers' messages, in order. */
export function parseWebhook(body: unknown): WhatsAppEvent[] {
  const delivery = read(deliverySchema, body);
  return delivery.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => {
      // Template reviews, quality and account alerts arrive on other fields: nothing for an order there.
      if (change.field !== 'messages') return [];
      const value = read(messagesValueSchema, change.value);
      return [...(value.statuses ?? []).flatMap(statusEvent), ...(value.messages ?? []).map(messageEvent)];
    }),
  );
}

function statusEvent(status: z.infer<typeof statusSchema>): WhatsAppEvent[] {
  // Meta has other statuses (deleted, warning, played) that say nothing about an order's message.
  if (!(MESSAGE_STATUSES as readonly string[]).includes(status.status)) return [];
  const error = status.errors?.[0];
  return [
    {
      kind: 'status',
      id: `${status.id}:${status.status}`,
      messageId: status.id,
      status: status.status as MessageStatus,
      at: status.timestamp,
      recipient: status.recipient_id,
      ...(error ? { errorCode: error.code, ...(error.title ? { errorTitle: error.title } : {}) } : {}),
    },
  ];
}

function messageEvent(message: z.infer<typeof messageSchema>): WhatsAppEvent {
  const buttonPayload =
    message.type === 'button'
      ? message.button?.payload
      : message.type === 'interactive'
        ? message.interactive?.button_reply?.id
        : undefined;
  return {
    kind: 'message',
    id: message.id,
    messageId: message.id,
    from: message.from,
    at: message.timestamp,
    ...(message.type === 'text' && message.text ? { text: message.text.body } : {}),
    ...(buttonPayload ? { buttonPayload } : {}),
  };
}

function read<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new WhatsAppWebhookRejected(`${issue.path.join('.') || 'body'}: ${issue.message}`);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
