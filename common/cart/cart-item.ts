/** A cart line as the storefront stores it (storefront §3 Cart item). */
export type CartItem = {
  /** The product id. */
  id: string;
  /** Unique per line: the same product in two plans makes two lines. */
  cartItemId: string;
  name: string;
  /** The unit price as a decimal string, e.g. "6500.00". */
  price: string;
  image: string | null;
  quantity: number;
  metadata?: { tier?: string; servings?: number; jars?: number };
  /**
   * The pack this line sells, when it is a bundle or plan (decision 011): one line is one pack of `jars`
   * jars at `price` rupees, the price the shopper was shown. The server looks the pack up in its own data
   * and charges its price, or refuses the order when the pack is gone or its price changed.
   */
  plan?: { kind: PackKind; label: string; jars: number; price: number };
};

/** A product page's pricing plan, or a tier of the home page's pricing section (the flagship's). */
export const PACK_KINDS = ['plan', 'tier'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

/** The stock a line takes: its quantity of packs times the jars in each (one unit when it is no pack). */
export function stockUnits(item: Pick<CartItem, 'quantity' | 'plan'>): number {
  return item.quantity * (item.plan?.jars ?? 1);
}
