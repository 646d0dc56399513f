import { MAX_ORDER_UNITS } from '../orders/checkout-schema';

/**
 * The most stock the shop shows of a product (decision 030): no order may hold more units
 * (MAX_ORDER_UNITS), so above it nothing a shopper sees or can do differs, not the label ('In Stock'),
 * not the quantity they may choose, not what checkout accepts. Migration 0023's trigger announces a
 * product's change exactly when its public stock changes, and repeats this number.
 */
export const PUBLIC_STOCK_LIMIT = MAX_ORDER_UNITS;

/** A product's stock as the shop shows it: 0 to PUBLIC_STOCK_LIMIT. */
export function publicStock(stock: number): number {
  return Math.min(Math.max(stock, 0), PUBLIC_STOCK_LIMIT);
}
