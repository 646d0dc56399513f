import type { WhatsAppNotSentReason } from '../../../common/orders/whatsapp-not-sent';

/** Sends a text message through the WhatsApp Business Cloud API (Meta's Graph API). */
export type WhatsAppSender = { send(to: string, body: string): Promise<void> };

/** The API answered, and not with success: the token, the number or the message was refused. */
export class WhatsAppRefusal extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`WhatsApp API answered ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'WhatsAppRefusal';
  }
}

/** This server has no WhatsApp credentials (config.ts): a message queued while it had them cannot go. */
export class WhatsAppNotConnected extends Error {
  constructor() {
    super('WhatsApp is not configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)');
    this.name = 'WhatsAppNotConnected';
  }
}

/** Why a WhatsApp message failed, as an order keeps it: refused by the API, not connected, or unreachable. */
export function whatsappFailureReason(error: unknown): WhatsAppNotSentReason {
  if (error instanceof WhatsAppRefusal) return 'refused';
  if (error instanceof WhatsAppNotConnected) return 'not-connected';
  return 'unreachable';
}

export const WHATSAPP_API_DEFAULT_URL = 'https://graph.facebook.com/v21.0';

export function createWhatsAppSender(options: {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
}): WhatsAppSender {
  return {
    async send(to, body) {
      const response = await fetch(
        `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: to.replace(/\D/g, ''),
            type: 'text',
            text: { preview_url: false, body },
          }),
          signal: AbortSignal.timeout(15_000),
        },
      );
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new WhatsAppRefusal(response.status, detail);
      }
    },
  };
}
