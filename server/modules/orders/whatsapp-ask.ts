import type { OutboxMessage } from '../notifications/outbox';

/** The outbox task that asks a new order's customer to confirm it by WhatsApp (whatsapp-confirmation.ts). */
export const WHATSAPP_ASK_TASK = 'whatsapp-ask';

/**
 * The task row that asks a new order's customer, written with the order (order-messages.ts) when the shop
 * asks at all: confirmation by button is on and this server can send WhatsApp. Whether this order is asked
 * (a mobile, not blocked, not opted out, not high-risk) is decided by the task, off the checkout's path.
 */
export function askMessage(
  orderId: string,
  shop: { whatsappAutoConfirm?: boolean; whatsappConfigured: boolean },
): OutboxMessage | null {
  if (!shop.whatsappAutoConfirm || !shop.whatsappConfigured) return null;
  return { channel: 'task', kind: WHATSAPP_ASK_TASK, orderId, payload: { orderId } };
}
