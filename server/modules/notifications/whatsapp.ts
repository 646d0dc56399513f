import type { GraphTemplate } from '../../../common/notifications/whatsapp-templates';
import type { WhatsAppNotSentReason } from '../../../common/orders/whatsapp-not-sent';

/**
 * One WhatsApp message of the outbox: a template (anything the shop starts, docs/whatsapp.md), or text,
 * which Meta delivers only within the 24 hours after the customer last wrote (and rows queued before the
 * shop sent templates, which carry text).
 */
export type WhatsAppMessage = { template: GraphTemplate } | { body: string };

/** Sends a message through the WhatsApp Business Cloud API (Meta's Graph API): whatsapp-cloud.ts. */
export type WhatsAppSender = {
  /** Answers the id WhatsApp gave the message (`wamid.…`), which its status webhooks name. */
  send(to: string, message: WhatsAppMessage): Promise<string>;
};

/**
 * The API answered, and not with success: the token, the number or the message was refused. `code` is Meta's
 * error code when its answer carried one (131047: outside the 24-hour window; 190: the token), which is what
 * Meta asks integrators to act on, not the HTTP status.
 */
export class WhatsAppRefusal extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly code?: number,
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
