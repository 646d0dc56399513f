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
};
