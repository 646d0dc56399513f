import { createHash } from 'node:crypto';
import { purchaseEventId, type PurchaseMoment } from '../../../common/ads/purchase-report';
import { toAmount } from '../../../common/money';
import type { OutboxMessage } from '../notifications/outbox';
import type { Ga4Body, Ga4Event } from './ga4-measurement';
import type { MetaServerEvent } from './meta-conversions';

/**
 * What an order tells the ads (docs/ads.md), as outbox task rows written in the transaction of the change
 * they report: one row per service, so a service that is down is retried without sending the other's
 * event again.
 */
export const AD_TASKS = {
  metaPurchase: 'ads-meta-purchase',
  ga4Purchase: 'ads-ga4-purchase',
  ga4Refund: 'ads-ga4-refund',
} as const;

/** The shop as its ad events read it: the owner's settings and this server's credentials. */
export type ShopForAds = {
  purchaseReportedWhen: PurchaseMoment;
  metaPixelId: string | null;
  /** The shop's currency (settings `defaultCurrency`), ISO 4217. */
  currency: string;
  publicUrl: string;
  /** Which services this server holds credentials for (config.ts, `ads`). */
  connected: { meta: boolean; ga4: boolean };
};

/** An order as its ad events describe it. */
export type AdOrder = {
  id: string;
  customerEmail: string | null;
  /** The phone's digits with the country code and no `+` (`923001234567`): Meta's normal form for `ph`. */
  phoneDigits: string;
  city: string;
  total: string;
  placedAt: Date;
  items: Array<{ productId: string | null; productName: string; quantity: number; price: string }>;
};

/** GA4 drops a parameter value longer than this (its collection limits). */
const GA4_VALUE_MAX = 100;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * The customer information Meta matches on, each value normalised as Meta's customer information
 * parameters ask and then hashed: the email trimmed and in lower case, the phone's digits with the
 * country code, the city in lower-case roman letters alone (left out when nothing of it is), the country's
 * two letters.
 */
function hashedCustomer(order: AdOrder): MetaServerEvent['user_data'] {
  const email = order.customerEmail?.trim().toLowerCase();
  const city = order.city.toLowerCase().replace(/[^a-z]/g, '');
  return {
    ph: [sha256(order.phoneDigits)],
    ...(email ? { em: [sha256(email)] } : {}),
    ...(city ? { ct: [sha256(city)] } : {}),
    country: [sha256('pk')],
  };
}

/**
 * The order's Purchase for the Conversions API. Its time is when the order was placed, the moment the
 * shopper's ad click led to, whenever it is reported; Meta refuses events older than 7 days, so a
 * delivery later than that is not reported (ads-reporting.ts).
 */
export function metaPurchaseEvent(order: AdOrder, shop: ShopForAds): MetaServerEvent {
  const contents = order.items.map((item) => ({
    id: item.productId ?? item.productName,
    quantity: item.quantity,
    item_price: toAmount(item.price),
  }));
  return {
    event_name: 'Purchase',
    event_time: Math.floor(order.placedAt.getTime() / 1000),
    event_id: purchaseEventId(order.id),
    action_source: 'website',
    event_source_url: `${shop.publicUrl}/order-confirmation`,
    user_data: hashedCustomer(order),
    custom_data: {
      value: toAmount(order.total),
      currency: shop.currency,
      order_id: order.id,
      content_type: 'product',
      contents,
      num_items: order.items.reduce((sum, item) => sum + item.quantity, 0),
    },
  };
}

/**
 * A GA4 body about one order. The shop has no GA4 tag in the browser, so there is no browser client id to
 * join: the order is its own client, and its id the transaction's, which a refund names again.
 */
function ga4Body(orderId: string, event: Ga4Event): Ga4Body {
  return { client_id: orderId, events: [event] };
}

export function ga4PurchaseBody(order: AdOrder, shop: ShopForAds): Ga4Body {
  return ga4Body(order.id, {
    name: 'purchase',
    params: {
      transaction_id: order.id,
      value: toAmount(order.total),
      currency: shop.currency,
      items: order.items.map((item) => ({
        item_id: (item.productId ?? item.productName).slice(0, GA4_VALUE_MAX),
        item_name: item.productName.slice(0, GA4_VALUE_MAX),
        price: toAmount(item.price),
        quantity: item.quantity,
      })),
    },
  });
}

/** Whether the moment `moment` of an order reports its purchase anywhere (so its lines are worth reading). */
export function reportsPurchaseAt(shop: ShopForAds, moment: PurchaseMoment): boolean {
  return (
    shop.purchaseReportedWhen === moment &&
    ((shop.connected.meta && !!shop.metaPixelId) || shop.connected.ga4)
  );
}

/**
 * The order's purchase, for each service this server is connected to, when `moment` is the one the owner
 * chose: placed (the browser's pixel reports it too, under the same event id) or delivered.
 */
export function purchaseReports(order: AdOrder, shop: ShopForAds, moment: PurchaseMoment): OutboxMessage[] {
  if (!reportsPurchaseAt(shop, moment)) return [];
  const messages: OutboxMessage[] = [];
  if (shop.connected.meta && shop.metaPixelId) {
    messages.push({
      channel: 'task',
      kind: AD_TASKS.metaPurchase,
      orderId: order.id,
      payload: { orderId: order.id, pixelId: shop.metaPixelId, event: metaPurchaseEvent(order, shop) },
    });
  }
  if (shop.connected.ga4) {
    messages.push({
      channel: 'task',
      kind: AD_TASKS.ga4Purchase,
      orderId: order.id,
      payload: { orderId: order.id, body: ga4PurchaseBody(order, shop) },
    });
  }
  return messages;
}

/**
 * A returned order's refund for GA4, the whole purchase taken back. The caller sends it only after a
 * purchase GA4 was told of (order-ads.ts); Meta has no refund event, and its Purchase stands.
 */
export function ga4RefundReport(order: Pick<AdOrder, 'id' | 'total'>, shop: ShopForAds): OutboxMessage {
  return {
    channel: 'task',
    kind: AD_TASKS.ga4Refund,
    orderId: order.id,
    payload: { orderId: order.id, body: ga4RefundBody(order, shop) },
  };
}

export function ga4RefundBody(order: Pick<AdOrder, 'id' | 'total'>, shop: ShopForAds): Ga4Body {
  return ga4Body(order.id, {
    name: 'refund',
    params: { transaction_id: order.id, value: toAmount(order.total), currency: shop.currency },
  });
}
