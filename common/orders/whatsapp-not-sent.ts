/**
 * Why the shop's WhatsApp message about a new order did not go (back-office §3 orders:
 * whatsappNotificationSent, notificationError), kept on the order as `whatsappNotSentReason` and shown in
 * words by the order view. The first four are known when the order is placed (no message is queued);
 * the last two come from delivery, which tries again (notifications/outbox.ts), and end when it goes.
 */
export const WHATSAPP_NOT_SENT_REASONS = [
  'switched-off',
  'not-connected',
  'no-number',
  'bad-number',
  'refused',
  'unreachable',
] as const;
export type WhatsAppNotSentReason = (typeof WHATSAPP_NOT_SENT_REASONS)[number];

export const WHATSAPP_NOT_SENT_WORDS: Record<WhatsAppNotSentReason, string> = {
  'switched-off': 'WhatsApp notifications were switched off in Settings when this order was placed.',
  'not-connected':
    'WhatsApp is not connected: this server has no WhatsApp Business credentials (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID).',
  'no-number': 'No WhatsApp number was set in Settings when this order was placed.',
  'bad-number':
    'The WhatsApp number in Settings is not a Pakistani mobile number, so no WhatsApp message can go to it.',
  refused: 'WhatsApp refused the message. It is tried again a few times.',
  unreachable: 'WhatsApp could not be reached. It is tried again a few times.',
};

/**
 * What WhatsApp reported of the order's message after it went (its status webhook, docs/whatsapp.md): each
 * later one replaces an earlier one, and failed comes with Meta's error code.
 */
export const WHATSAPP_DELIVERIES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppDelivery = (typeof WHATSAPP_DELIVERIES)[number];

export const WHATSAPP_DELIVERY_WORDS: Record<WhatsAppDelivery, string> = {
  sent: 'WhatsApp accepted the message.',
  delivered: 'Delivered to the phone.',
  read: 'Read.',
  failed: 'WhatsApp could not deliver the message',
};
