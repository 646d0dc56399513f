import { courierName, type CourierKey } from '../../../common/orders/couriers';
import type { TemplateKey, TemplateValues } from '../../../common/notifications/whatsapp-templates';
import type { OutboxMessage } from '../notifications/outbox';
import { shopTemplate } from '../notifications/shop-templates';
import { whatsappChatNumber } from '../settings/settings-phones';
import { orderNumber, templateAmount, trackingLink, type ShopForMessages } from './order-messages';
import type { Language } from '../../../common/i18n/languages';

/**
 * The shopper's parcel on its way, by WhatsApp (docs/whatsapp.md, "Shipping updates"): shipped, out for
 * delivery, a failed attempt. The shop starts these conversations, so each is an approved template, by the
 * name and language in settings, never free text.
 */

/** One outbox kind per update; none is the shop's own message, whose flags the order keeps. */
export const SHIPPING_UPDATE_KINDS = {
  shipped: 'order-shipped-whatsapp',
  'out-for-delivery': 'out-for-delivery-whatsapp',
  attempted: 'delivery-attempted-whatsapp',
} as const;

/** What a courier's tracking tells the shopper: the parcel is with the rider, or the rider could not deliver. */
export type ParcelNews = 'out-for-delivery' | 'attempted';

export type ShopForUpdates = Pick<
  ShopForMessages,
  | 'whatsappShippingUpdates'
  | 'whatsappConfigured'
  | 'publicUrl'
  | 'whatsappTemplateNames'
  | 'whatsappLanguage'
>;

export type OrderOnItsWay = {
  id: string;
  customerName: string;
  customerPhone: string;
  total: string;
  /** Null when staff shipped it without naming one. */
  courier: CourierKey | null;
  /** The storefront's language the order came from: the template and its link go in it (decision 038). */
  language?: Language;
};

/** Whether updates go at all: the owner switched them on, and the server holds WhatsApp credentials. */
export function shippingUpdatesOn(shop: ShopForUpdates): boolean {
  return shop.whatsappShippingUpdates && shop.whatsappConfigured;
}

/**
 * Where the shopper's updates go, or null when none may: updates are off (`shippingUpdatesOn`), or the
 * shopper's phone is no Pakistani mobile (a landline cannot take WhatsApp). E.164 (`+923001234567`), as
 * the shop's own number is kept (`whatsappChatNumber`) and as shoppers who wrote STOP are: the Cloud API
 * client sends Meta the digits alone.
 */
export function shopperWhatsApp(shop: ShopForUpdates, phone: string): string | null {
  return shippingUpdatesOn(shop) ? whatsappChatNumber(phone) : null;
}

function update<K extends TemplateKey>(
  kind: string,
  order: OrderOnItsWay,
  shop: ShopForUpdates,
  key: K,
  values: (order: { number: string; link: string }) => TemplateValues<K>,
): OutboxMessage | null {
  const to = shopperWhatsApp(shop, order.customerPhone);
  if (!to) return null;
  const filled = values({ number: `#${orderNumber(order.id)}`, link: trackingLink(shop.publicUrl, order) });
  return {
    channel: 'whatsapp',
    kind,
    orderId: order.id,
    // `toShopper`: the outbox sends nothing to a shopper who wrote STOP.
    payload: {
      to,
      toShopper: true,
      // The shopper's own language (the order's, decision 038); the shop's setting is for its own alerts.
      template: shopTemplate(shop, key, filled, order.language ?? 'en'),
    },
  };
}

/**
 * The `order_shipped` template: who carries the parcel, the shop's tracking page for the order (which
 * shows the courier's own tracking page and, for a parcel booked by API, its latest status), and the cash
 * to have ready. An order shipped without a named courier gets none: the template says "handed to {{3}}",
 * and a made-up name would mislead (the shipping mail still goes to a shopper who gave an email).
 */
export function shippedWhatsApp(order: OrderOnItsWay, shop: ShopForUpdates): OutboxMessage | null {
  const courier = order.courier;
  if (!courier || courier === 'other') return null;
  return update(SHIPPING_UPDATE_KINDS.shipped, order, shop, 'order_shipped', ({ number, link }) => ({
    name: order.customerName,
    orderNumber: number,
    courier: courierName(courier),
    trackingLink: link,
    total: templateAmount(order.total),
  }));
}

/** The `out_for_delivery` or `delivery_attempted` template, for what the courier reported. */
export function parcelNewsWhatsApp(
  news: ParcelNews,
  order: OrderOnItsWay & { courier: CourierKey },
  shop: ShopForUpdates,
): OutboxMessage | null {
  if (news === 'out-for-delivery') {
    return update(SHIPPING_UPDATE_KINDS[news], order, shop, 'out_for_delivery', ({ number, link }) => ({
      name: order.customerName,
      orderNumber: number,
      total: templateAmount(order.total),
      trackingLink: link,
    }));
  }
  return update(SHIPPING_UPDATE_KINDS[news], order, shop, 'delivery_attempted', ({ number, link }) => ({
    name: order.customerName,
    orderNumber: number,
    courier: courierName(order.courier),
    trackingLink: link,
  }));
}
