import { courierName, trackingUrl, type CourierKey } from '../../../common/orders/couriers';
import { formatMoney } from '../../../common/money';
import type { OutboxMessage } from '../notifications/outbox';
import { escapeHtml, orderNumber, trackingLink, type ShopForMessages } from './order-messages';

export type ShippedOrder = {
  id: string;
  customerName: string;
  customerEmail: string | null;
  /** As given at checkout: the shop's tracking link carries it. */
  customerPhone: string;
  total: string;
  /** Null when staff shipped it without naming one: the mail then says only that it shipped. */
  courier: CourierKey | null;
  trackingNumber: string | null;
};

/** The sentence that says who carries the parcel, or nothing when no courier was recorded. */
function carriedBy(courier: CourierKey | null, trackingNumber: string | null): string {
  if (!courier) return '';
  const name = courierName(courier);
  return trackingNumber
    ? `Your parcel is with ${name}, tracking number ${trackingNumber}.`
    : `Your parcel is with ${name}.`;
}

/**
 * The shopper's mail when their order ships (decision 022): who carries it, its tracking number linked
 * to the courier's tracking page, the shop's own tracking page for the order, and the cash to have ready.
 * Only for a shopper who gave an email.
 */
export function shippedMessage(
  order: ShippedOrder,
  shop: Pick<ShopForMessages, 'siteName' | 'currencySymbol' | 'contactPhone' | 'publicUrl'>,
): OutboxMessage | null {
  if (!order.customerEmail) return null;
  const number = orderNumber(order.id);
  const courier = order.courier ? courierName(order.courier) : null;
  const link =
    order.courier && order.trackingNumber ? trackingUrl(order.courier, order.trackingNumber) : null;
  const total = formatMoney(order.total, shop.currencySymbol);
  const tracking = trackingLink(shop.publicUrl, order);
  const carried = carriedBy(order.courier, order.trackingNumber);
  const shipped = `Your order #${number} has been shipped.`;
  const text = [
    `Dear ${order.customerName},`,
    '',
    carried ? `${shipped} ${carried}` : shipped,
    link ? `Track it here: ${link}` : '',
    `See your order: ${tracking}`,
    '',
    `Please keep ${total} ready: you pay when the parcel arrives (Cash on Delivery).`,
    shop.contactPhone ? `Questions? Call us on ${shop.contactPhone}.` : '',
    '',
    shop.siteName,
    shop.publicUrl,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const html = `<div style="font-family:Arial,sans-serif;color:#292524;max-width:560px">
<h1 style="color:#2f5f1f;font-size:22px">Your order #${escapeHtml(number)} is on its way</h1>
<p>Dear ${escapeHtml(order.customerName)}, ${escapeHtml(carried || shipped)}</p>
${link && courier ? `<p><a href="${escapeHtml(link)}">Track your parcel with ${escapeHtml(courier)}</a></p>` : ''}
<p><a href="${escapeHtml(tracking)}">See your order</a></p>
<p><strong>Cash on Delivery:</strong> please keep ${escapeHtml(total)} ready when your parcel arrives.</p>
<p><a href="${escapeHtml(shop.publicUrl)}">${escapeHtml(shop.siteName)}</a></p></div>`;
  return {
    channel: 'email',
    kind: 'order-shipped',
    orderId: order.id,
    payload: {
      to: order.customerEmail,
      subject: `Your order #${number} has shipped - ${shop.siteName}`,
      text,
      html,
    },
  };
}
