import { stockLevel, type StockLevel } from './categories';

export type CardBadgeKind = 'out-of-stock' | 'low-stock' | 'new-arrival' | 'featured' | 'best-seller';
export type CardBadge = { kind: CardBadgeKind; label: string };

export type BadgeSource = {
  stock: number;
  isNewArrival: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
};

/** Storefront §2 Products: a card shows at most two badges. */
export const MAX_CARD_BADGES = 2;

/**
 * The badges of a product card, in the spec's order: Out of Stock or low stock ('Only N left'), New
 * Arrival, Featured, Best Seller; only the first two that apply are shown (storefront §2, §4).
 */
export function cardBadges(product: BadgeSource): CardBadge[] {
  const level = stockLevel(product.stock);
  const badges: CardBadge[] = [];
  if (level === 'out') badges.push({ kind: 'out-of-stock', label: 'Out of Stock' });
  if (level === 'low') badges.push({ kind: 'low-stock', label: `Only ${product.stock} left` });
  if (product.isNewArrival) badges.push({ kind: 'new-arrival', label: 'New Arrival' });
  if (product.isFeatured) badges.push({ kind: 'featured', label: 'Featured' });
  if (product.isBestSeller) badges.push({ kind: 'best-seller', label: 'Best Seller' });
  return badges.slice(0, MAX_CARD_BADGES);
}

export type StockLabel = { level: StockLevel; label: string };

/** The quick view's stock line (storefront §4 Stock labels); add to cart is disabled when 'out'. */
export function stockLabel(stock: number): StockLabel {
  const level = stockLevel(stock);
  if (level === 'out') return { level, label: 'Out of Stock' };
  if (level === 'low') return { level, label: `Low Stock - Only ${stock} left` };
  return { level, label: 'In Stock' };
}

/** Modal quantity runs from 1 up to the stock (storefront §4, §5); out of stock still shows 1. */
export function clampQuantity(quantity: number, stock: number): number {
  const top = Math.max(1, Math.floor(stock));
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(top, Math.max(1, Math.floor(quantity)));
}
