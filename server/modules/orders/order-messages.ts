import { formatMoney, toPaisa } from '../../../common/money';
import { COD_MESSAGES } from '../../../common/orders/cod-rules';
import { trackingPagePath } from '../../../common/orders/order-tracking';
import type { WhatsAppNotSentReason } from '../../../common/orders/whatsapp-not-sent';
import type { ShopForAds } from '../ads/ad-events';
import type { OutboxMessage } from '../notifications/outbox';
import { whatsappChatNumber } from '../settings/settings-phones';
import { shopTemplate, type TemplateSettings } from '../notifications/shop-templates';
import { nationalPhone } from './order-search';
import { askMessage } from './whatsapp-ask';
import { DEFAULT_LANGUAGE, localizedPath, type Language } from '../../../common/i18n/languages';
import { shopperMail } from './shopper-words';

export type OrderForMessages = {
  id: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  shippingAddress: string;
  city: string;
  postalCode: string | null;
  total: string;
  /** The Cash on Delivery fee, included in `total`: its own line when there is one. */
  codFee?: string;
  items: Array<{ productName: string; quantity: number; price: string }>;
  /** The storefront's language the order came from: the shopper's mail is in it (decision 038). */
  language?: Language;
};

export type ShopForMessages = {
  siteName: string;
  currencySymbol: string;
  contactEmail: string | null;
  contactPhone: string | null;
  whatsappNumber: string | null;
  emailNotificationsEnabled: boolean;
  whatsappNotificationsEnabled: boolean;
  /** The shopper's parcel on its way by WhatsApp template (shipping-whatsapp.ts). */
  whatsappShippingUpdates: boolean;
  publicUrl: string;
  whatsappConfigured: boolean;
  /** Confirmation by button (whatsapp-confirmation.ts): the order's customer is asked on WhatsApp. */
  whatsappAutoConfirm?: boolean;
  /** What the ads are told of an order, and when (order-ads.ts, docs/ads.md); absent: nothing. */
  ads?: ShopForAds;
} & TemplateSettings;

/** The order number shoppers and staff see: the first 8 characters of the id (storefront §2). */
export function orderNumber(id: string): string {
  return id.slice(0, 8);
}

/**
 * The phone as a tracking link carries it: the national form a Pakistani writes (`03001234567`), which the
 * tracking page reads back to the same number (docs/storefront.md, "Tracking an order"), with no `+` to
 * encode. The checkout and the order edit take Pakistani numbers only (pakistani-phone.ts).
 */
export function trackingPhone(customerPhone: string): string {
  return `0${nationalPhone(customerPhone)}`;
}

/**
 * The link every mail and WhatsApp message to an order's shopper carries: the shop's tracking page at its
 * public address, opened on that order by its number as printed and the phone given at checkout, in the
 * language of the storefront the order came from (`/ur/track?…` for an Urdu order, decision 038).
 */
export function trackingLink(
  publicUrl: string,
  order: { id: string; customerPhone: string; language?: Language | null },
): string {
  const path = trackingPagePath(orderNumber(order.id), trackingPhone(order.customerPhone));
  return `${publicUrl}${localizedPath(path, order.language ?? DEFAULT_LANGUAGE)}`;
}

/**
 * The kinds of the shop's own WhatsApp messages about an order: what the order's WhatsApp flags
 * (`whatsappNotificationSent`, `whatsappNotSentReason`, `whatsappDelivery`) describe, and nothing the shop
 * sends the shopper (orders.service.ts).
 */
export const SHOP_WHATSAPP_KINDS = ['order-new-whatsapp'] as const;

/** An amount as a template's parameter: the digits as printed (`4,500.00`); the template says "Rs". */
export function templateAmount(value: string): string {
  return formatMoney(value, '').trim();
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The COD fee's line, `[label, amount]`, when the order was charged one; in the shopper's words when given. */
function codFeeLine(
  order: OrderForMessages,
  symbol: string,
  mail?: ReturnType<typeof shopperMail>,
): [string, string] | null {
  if (!order.codFee || toPaisa(order.codFee) <= 0) return null;
  return mail
    ? [mail.words.codFee, mail.money(order.codFee, symbol)]
    : [COD_MESSAGES.feeLine, formatMoney(order.codFee, symbol)];
}

function lines(order: OrderForMessages, symbol: string, mail?: ReturnType<typeof shopperMail>): string[] {
  const fee = codFeeLine(order, symbol, mail);
  const money = mail?.money ?? formatMoney;
  return [
    ...order.items.map(
      (item) =>
        `${item.productName} x ${item.quantity}: ${money(Number(item.price) * item.quantity, symbol)}`,
    ),
    ...(fee ? [`${fee[0]}: ${fee[1]}`] : []),
  ];
}

function address(order: OrderForMessages): string {
  return [order.shippingAddress, order.city, order.postalCode].filter(Boolean).join(', ');
}

function customerConfirmation(order: OrderForMessages, shop: ShopForMessages): OutboxMessage | null {
  if (!order.customerEmail) return null;
  // In the language of the storefront the order came from (decision 038).
  const mail = shopperMail(order.language);
  const { words } = mail;
  const number = orderNumber(order.id);
  const total = mail.money(order.total, shop.currencySymbol);
  const tracking = trackingLink(shop.publicUrl, order);
  const text = [
    words.dear(order.customerName),
    '',
    words.thanks(number, shop.siteName),
    '',
    ...lines(order, shop.currencySymbol, mail),
    `${words.total}: ${total}`,
    '',
    `${words.payment}: ${words.paymentText(total)}`,
    `${words.deliveryAddress}: ${address(order)}`,
    `${words.phone}: ${order.customerPhone}`,
    '',
    words.callToConfirm,
    `${words.trackOrder}: ${tracking}`,
    shop.contactPhone ? words.questions(shop.contactPhone) : '',
    '',
    shop.siteName,
    shop.publicUrl,
  ].join('\n');
  const fee = codFeeLine(order, shop.currencySymbol, mail);
  const rows = [
    ...order.items.map((item) => [
      `${item.productName} x ${item.quantity}`,
      mail.money(Number(item.price) * item.quantity, shop.currencySymbol),
    ]),
    ...(fee ? [fee] : []),
  ]
    .map(
      ([label, amount]) =>
        `<tr><td style="padding:4px 8px">${escapeHtml(label!)}</td><td style="padding:4px 8px;text-align:${mail.align}">${escapeHtml(amount!)}</td></tr>`,
    )
    .join('');
  const html = `<div${mail.htmlAttributes} style="font-family:Arial,sans-serif;color:#292524;max-width:560px">
<h1 style="color:#2f5f1f;font-size:22px">${escapeHtml(words.confirmedHeading(number))}</h1>
<p>${escapeHtml(words.thanksHtml(order.customerName, shop.siteName))}</p>
<table style="border-collapse:collapse;width:100%">${rows}
<tr><td style="padding:8px;font-weight:bold">${escapeHtml(words.total)}</td><td style="padding:8px;text-align:${mail.align};font-weight:bold">${escapeHtml(total)}</td></tr></table>
<p><strong>${escapeHtml(words.payment)}:</strong> ${escapeHtml(words.paymentText(total))}</p>
<p><strong>${escapeHtml(words.deliveryAddress)}:</strong> ${escapeHtml(address(order))}<br><strong>${escapeHtml(words.phone)}:</strong> ${escapeHtml(order.customerPhone)}</p>
<p>${escapeHtml(words.callToConfirm)}</p>
<p><a href="${escapeHtml(tracking)}">${escapeHtml(words.trackOrder)}</a></p>
<p><a href="${escapeHtml(shop.publicUrl)}">${escapeHtml(shop.siteName)}</a></p></div>`;
  return {
    channel: 'email',
    kind: 'order-confirmation',
    orderId: order.id,
    payload: {
      to: order.customerEmail,
      subject: words.confirmedSubject(number, shop.siteName),
      text,
      html,
    },
  };
}

function shopSummary(order: OrderForMessages, shop: ShopForMessages): string {
  return [
    `New order #${orderNumber(order.id)}`,
    `Customer: ${order.customerName}, ${order.customerPhone}${order.customerEmail ? `, ${order.customerEmail}` : ''}`,
    `Address: ${address(order)}`,
    ...lines(order, shop.currencySymbol),
    `Total: ${formatMoney(order.total, shop.currencySymbol)} (Cash on Delivery)`,
    `${shop.publicUrl}/admin/orders`,
  ].join('\n');
}

/**
 * Where the shop's WhatsApp message about a new order goes (its number in E.164), or why none goes: the
 * switch is off, the server has no WhatsApp credentials, no number is set, or the one stored cannot
 * open a chat (saved before the settings checked numbers).
 */
export function shopWhatsApp(
  shop: Pick<ShopForMessages, 'whatsappNotificationsEnabled' | 'whatsappConfigured' | 'whatsappNumber'>,
): { to: string } | { notSent: WhatsAppNotSentReason } {
  if (!shop.whatsappNotificationsEnabled) return { notSent: 'switched-off' };
  if (!shop.whatsappConfigured) return { notSent: 'not-connected' };
  if (!shop.whatsappNumber) return { notSent: 'no-number' };
  const to = whatsappChatNumber(shop.whatsappNumber);
  return to ? { to } : { notSent: 'bad-number' };
}

/**
 * What one new order announces: the shopper's confirmation when they gave an email (and are
 * within the hourly allowance, confirmation-allowance.ts), the shop's
 * new-order mail when email notifications are on, and a WhatsApp message to the shop when WhatsApp
 * notifications are on, the Cloud API is configured and the shop's number can take it (`shopWhatsApp`).
 */
export function newOrderMessages(
  order: OrderForMessages,
  shop: ShopForMessages,
  options: { mailShopper: boolean } = { mailShopper: true },
): OutboxMessage[] {
  const messages: OutboxMessage[] = [];
  const confirmation = options.mailShopper ? customerConfirmation(order, shop) : null;
  if (confirmation) messages.push(confirmation);
  const summary = shopSummary(order, shop);
  if (shop.emailNotificationsEnabled && shop.contactEmail) {
    messages.push({
      channel: 'email',
      kind: 'order-new-shop',
      orderId: order.id,
      payload: {
        to: shop.contactEmail,
        subject: `New order #${orderNumber(order.id)} from ${order.customerName}`,
        text: summary,
      },
    });
  }
  const whatsapp = shopWhatsApp(shop);
  if ('to' in whatsapp) {
    messages.push({
      channel: 'whatsapp',
      kind: SHOP_WHATSAPP_KINDS[0],
      orderId: order.id,
      // A template: the shop starts the conversation, so free text would not be delivered (docs/whatsapp.md).
      payload: {
        to: whatsapp.to,
        template: shopTemplate(shop, 'new_order_shop', {
          orderNumber: `#${orderNumber(order.id)}`,
          customer: order.customerName,
          total: templateAmount(order.total),
          city: order.city,
        }),
      },
    });
  }
  const ask = askMessage(order.id, shop);
  if (ask) messages.push(ask);
  return messages;
}
