/**
 * When the shop tells its ads (Meta, Google Analytics) that a purchase happened (docs/ads.md, decision
 * 034): when the order is placed, as the browser's pixel always did, or when it is delivered (Completed),
 * so that ads learn from orders that were paid for. Delivered is the default for Cash on Delivery, where a
 * good part of the orders placed are never paid.
 */
export const PURCHASE_MOMENTS = ['placed', 'delivered'] as const;
export type PurchaseMoment = (typeof PURCHASE_MOMENTS)[number];

export const DEFAULT_PURCHASE_MOMENT: PurchaseMoment = 'delivered';

/**
 * The id of an order's Purchase, the same from the browser's pixel (`eventID`) and from the Conversions
 * API (`event_id`): Meta counts the pair once. Made from the whole order id, which nothing else shares.
 */
export function purchaseEventId(orderId: string): string {
  return `order-${orderId}`;
}
