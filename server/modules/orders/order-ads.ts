import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../common/orders/statuses';
import type { Transaction } from '../../db/client';
import {
  AD_TASKS,
  ga4RefundReport,
  purchaseReports,
  reportsPurchaseAt,
  type AdOrder,
  type ShopForAds,
} from '../ads/ad-events';
import type { OutboxMessage } from '../notifications/outbox';
import { messagesOfKinds } from '../notifications/outbox-kinds';
import { nationalPhone } from './order-search';
import { orderItems, orders } from './orders.tables';

/** An order's columns its ad events read, besides its lines. */
export type OrderForAds = Omit<AdOrder, 'phoneDigits' | 'placedAt' | 'items'> & {
  customerPhone: string;
  createdAt: Date;
};

/**
 * An order as the ads read it: the phone as Meta normalises it, its digits with Pakistan's country code
 * (the checkout took only Pakistani numbers, decision 022), and its lines as charged.
 */
export function adOrderOf(order: OrderForAds, items: AdOrder['items']): AdOrder {
  return {
    id: order.id,
    customerEmail: order.customerEmail,
    phoneDigits: `92${nationalPhone(order.customerPhone)}`,
    city: order.city,
    total: order.total,
    placedAt: order.createdAt,
    items,
  };
}

/**
 * What a new order tells the ads, written with it: its purchase where the owner chose "when placed" (the
 * browser's pixel reports it too, under the same event id, and Meta counts the two once).
 */
export function adReportsOnPlacing(
  order: OrderForAds,
  items: AdOrder['items'],
  shop: ShopForAds | undefined,
): OutboxMessage[] {
  return shop && reportsPurchaseAt(shop, 'placed')
    ? purchaseReports(adOrderOf(order, items), shop, 'placed')
    : [];
}

/** Which services the order's purchase was reported to already (rows written, sent or still waiting). */
async function purchasesTold(tx: Transaction, orderId: string): Promise<{ meta: boolean; ga4: boolean }> {
  const id = sql`${orders.id}`;
  const told = (kind: string) =>
    sql<boolean>`${messagesOfKinds(id, [kind], 'waiting')} OR ${messagesOfKinds(id, [kind], 'sent')}`;
  const [row] = await tx
    .select({ meta: told(AD_TASKS.metaPurchase), ga4: told(AD_TASKS.ga4Purchase) })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? { meta: false, ga4: false };
}

/**
 * What an order's move tells the ads (docs/ads.md), written in the move's transaction. Delivered
 * (completed) reports its purchase where the owner chose "when delivered", to each service not told of it
 * already (at checkout, before the owner switched from "when placed"): one purchase per order. Returned
 * takes the purchase back in GA4 when GA4 was told of it; under "when delivered" it never is, since a
 * return comes from shipped and a completed order never moves again.
 */
export async function adReportsOnStatusChange(
  tx: Transaction,
  order: OrderForAds,
  status: OrderStatus,
  shop: ShopForAds,
): Promise<OutboxMessage[]> {
  if (status === 'completed' && reportsPurchaseAt(shop, 'delivered')) {
    const told = await purchasesTold(tx, order.id);
    const items = await tx
      .select({
        productId: orderItems.productId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        price: orderItems.price,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.productName);
    const reports = purchaseReports(adOrderOf(order, items), shop, 'delivered');
    return reports.filter(
      (report) =>
        !(report.kind === AD_TASKS.metaPurchase && told.meta) &&
        !(report.kind === AD_TASKS.ga4Purchase && told.ga4),
    );
  }
  if (status === 'returned' && shop.connected.ga4) {
    return (await purchasesTold(tx, order.id)).ga4 ? [ga4RefundReport(order, shop)] : [];
  }
  return [];
}
