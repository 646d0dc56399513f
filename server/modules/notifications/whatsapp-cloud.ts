import type { GraphTemplate } from '../../../common/notifications/whatsapp-templates';
import { WhatsAppRefusal, type WhatsAppSender } from './whatsapp';

/**
 * The WhatsApp Business Cloud API's messages endpoint (`POST /{version}/{phone-number-id}/messages`), for
 * templates (what the shop starts) and text (replies within the 24 hours after the customer last wrote).
 * Each send answers the message's id (`wamid.…`), which the status webhooks name (whatsapp-webhook.ts).
 * docs/whatsapp.md says why templates and which ones.
 */
export type WhatsAppCloud = {
  sendTemplate(to: string, template: GraphTemplate): Promise<string>;
  sendText(to: string, body: string): Promise<string>;
};

/** Meta's codes the shop acts on; its others keep their own number and words. */
export const WHATSAPP_ERROR_CODES = {
  /** The token expired or was revoked. */
  accessToken: 190,
  /** Free text more than 24 hours after the customer last wrote: only a template may go. */
  reEngagement: 131047,
  /** Not on WhatsApp, or cannot receive this message. */
  undeliverable: 131026,
  /** The template's parameters do not match the approved template. */
  templateParameters: 132000,
  /** No template of that name in that language is approved. */
  templateMissing: 132001,
} as const;

/** Meta asks for a retry on these: its service is down, overloaded or throttling this sender. */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016]);

const TIMEOUT_MS = 15_000;

/** WhatsApp could not be reached, timed out, or had trouble of its own: the same message may be tried again. */
export class WhatsAppUnavailable extends Error {
  readonly retryable = true;
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`WhatsApp is unavailable: ${detail}`, options);
    this.name = 'WhatsAppUnavailable';
  }
}

export function createWhatsAppCloud(options: {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
  timeoutMs?: number;
}): WhatsAppCloud {
  // Worked out when a message goes: a configuration without an address fails its sends, not the server's start.
  const endpoint = () =>
    `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  async function send(to: string, message: Record<string, unknown>): Promise<string> {
    let response: Response;
    try {
      response = await fetch(endpoint(), {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: to.replace(/\D/g, ''),
          ...message,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new WhatsAppUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return messageId(answer);
    const error = metaError(answer);
    if (response.status >= 500 || response.status === 429 || (error && RETRYABLE_CODES.has(error.code))) {
      throw new WhatsAppUnavailable(`HTTP ${response.status}${error ? ` ${describe(error)}` : ''}`);
    }
    throw new WhatsAppRefusal(response.status, error ? describe(error) : '', error?.code);
  }

  return {
    sendTemplate: (to, template) => send(to, { type: 'template', template }),
    sendText: (to, body) => send(to, { type: 'text', text: { preview_url: false, body } }),
  };
}

type MetaError = { code: number; message: string; details: string | undefined };

/** Meta's error envelope: `{ error: { message, type, code, error_subcode, error_data: { details }, fbtrace_id } }`. */
function metaError(answer: unknown): MetaError | null {
  const error = isRecord(answer) && isRecord(answer.error) ? answer.error : null;
  if (!error || typeof error.code !== 'number') return null;
  const data = isRecord(error.error_data) ? error.error_data : {};
  return {
    code: error.code,
    message: typeof error.message === 'string' ? error.message : '',
    details: typeof data.details === 'string' ? data.details : undefined,
  };
}

function describe(error: MetaError): string {
  const words = error.message.includes(`#${error.code}`)
    ? error.message
    : `(#${error.code}) ${error.message}`;
  return error.details ? `${words}: ${error.details}` : words;
}

/** A 200 without a message id is not a send the shop can follow: refused, not retried (it may have gone). */
function messageId(answer: unknown): string {
  const messages = isRecord(answer) && Array.isArray(answer.messages) ? answer.messages : [];
  const first: unknown = messages[0];
  if (isRecord(first) && typeof first.id === 'string' && first.id) return first.id;
  throw new WhatsAppRefusal(200, 'the answer carried no message id');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The outbox's sender: a template or a text, through the Cloud API; the outbox keeps the message's id. */
export function createWhatsAppSender(options: {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
}): WhatsAppSender {
  const cloud = createWhatsAppCloud(options);
  return {
    send: (to, message) =>
      'template' in message ? cloud.sendTemplate(to, message.template) : cloud.sendText(to, message.body),
  };
}
