import { courierName, trackingUrl, type CourierKey } from '../../../common/orders/couriers';
import type { Language } from '../../../common/i18n/languages';
import type { OutboxMessage } from '../notifications/outbox';
import { escapeHtml, orderNumber, trackingLink, type ShopForMessages } from './order-messages';
import { shopperMail, type ShopperWords } from './shopper-words';

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
  /** The storefront's language the order came from: the mail is in it (decision 038). */
  language?: Language;
};

/** The sentence that says who carries the parcel, or nothing when no courier was recorded. */
function carriedBy(courier: CourierKey | null, trackingNumber: string | null, words: ShopperWords): string {
  if (!courier) return '';
  const name = courierName(courier);
  return trackingNumber ? words.carriedByTracking(name, trackingNumber) : words.carriedBy(name);
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
  const mail = shopperMail(order.language);
  const { words } = mail;
  const number = orderNumber(order.id);
  const courier = order.courier ? courierName(order.courier) : null;
  const link =
    order.courier && order.trackingNumber ? trackingUrl(order.courier, order.trackingNumber) : null;
  const total = mail.money(order.total, shop.currencySymbol);
  const tracking = trackingLink(shop.publicUrl, order);
  const carried = carriedBy(order.courier, order.trackingNumber, words);
  const shipped = words.shipped(number);
  const text = [
    words.dear(order.customerName),
    '',
    carried ? `${shipped} ${carried}` : shipped,
    link ? words.trackHere(link) : '',
    `${words.seeOrder}: ${tracking}`,
    '',
    words.keepCash(total),
    shop.contactPhone ? words.questions(shop.contactPhone) : '',
    '',
    shop.siteName,
    shop.publicUrl,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const html = `<div${mail.htmlAttributes} style="font-family:Arial,sans-serif;color:#292524;max-width:560px">
<h1 style="color:#2f5f1f;font-size:22px">${escapeHtml(words.onItsWay(number))}</h1>
<p>${escapeHtml(words.dearWith(order.customerName, carried || shipped))}</p>
${link && courier ? `<p><a href="${escapeHtml(link)}">${escapeHtml(words.trackWith(courier))}</a></p>` : ''}
<p><a href="${escapeHtml(tracking)}">${escapeHtml(words.seeOrder)}</a></p>
<p><strong>${escapeHtml(words.codLabel)}</strong> ${escapeHtml(words.keepCashHtml(total))}</p>
<p><a href="${escapeHtml(shop.publicUrl)}">${escapeHtml(shop.siteName)}</a></p></div>`;
  return {
    channel: 'email',
    kind: 'order-shipped',
    orderId: order.id,
    payload: {
      to: order.customerEmail,
      subject: words.shippedSubject(number, shop.siteName),
      text,
      html,
    },
  };
}
