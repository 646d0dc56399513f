import {
  WHATSAPP_NOT_SENT_WORDS,
  type WhatsAppNotSentReason,
} from '../../../../common/orders/whatsapp-not-sent';

/**
 * Under the order's notification flags: why the shop's WhatsApp message about it did not go, in words
 * (common/orders/whatsapp-not-sent.ts). Nothing once it went, or when the order has no reason kept
 * (orders placed before the shop kept them).
 */
export function WhatsAppNotSent({
  sent,
  reason,
}: {
  sent: boolean;
  reason: WhatsAppNotSentReason | null | undefined;
}) {
  if (sent || !reason) return null;
  return (
    <p className="mt-2 text-sm text-stone-800">
      <span className="font-semibold">Why WhatsApp was not sent:</span> {WHATSAPP_NOT_SENT_WORDS[reason]}
    </p>
  );
}
