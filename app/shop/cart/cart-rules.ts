import { stockUnits, type CartItem } from '../../../common/cart/cart-item';
import { fromPaisa, toPaisa } from '../../../common/money';

export type { CartItem };

export const CART_STORAGE_KEY = 'cart-items';

/** Adding a line that exists raises its quantity; otherwise the line is appended (storefront §4). */
export function addLine(items: CartItem[], item: CartItem): CartItem[] {
  const existing = items.find((line) => line.cartItemId === item.cartItemId);
  if (!existing) return [...items, item];
  return items.map((line) =>
    line.cartItemId === item.cartItemId ? { ...line, quantity: line.quantity + item.quantity } : line,
  );
}

/** Setting a quantity of 0 or less removes the line (storefront §4). */
export function setLineQuantity(items: CartItem[], cartItemId: string, quantity: number): CartItem[] {
  if (quantity <= 0) return items.filter((line) => line.cartItemId !== cartItemId);
  return items.map((line) => (line.cartItemId === cartItemId ? { ...line, quantity } : line));
}

/** What the cart badge counts: jars and units, so a 3-jar pack counts 3 (decision 011). */
export function itemCount(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + stockUnits(line), 0);
}

/** The subtotal as a decimal string, summed in paisa so it never drifts. */
export function subtotal(items: CartItem[]): string {
  return fromPaisa(items.reduce((sum, line) => sum + toPaisa(line.price) * line.quantity, 0));
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.cartItemId === 'string' &&
    typeof v.name === 'string' &&
    (typeof v.price === 'string' || typeof v.price === 'number') &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) > 0 &&
    !isOldPackLine(v)
  );
}

/**
 * A bundle line stored before packs were priced whole (decision 011) carries a tier but no plan: the
 * server would charge it at the product's single price, above the per-jar price it shows, so it goes.
 */
function isOldPackLine(v: Record<string, unknown>): boolean {
  const metadata = v.metadata as { tier?: unknown } | undefined;
  return typeof metadata?.tier === 'string' && v.plan === undefined;
}

/**
 * Reads what local storage holds; lines that are not cart items (an old format, hand edits) are
 * dropped rather than breaking the shop.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isCartItem)
    .map((line) => ({ ...line, price: String(line.price), image: line.image ?? null }));
}
