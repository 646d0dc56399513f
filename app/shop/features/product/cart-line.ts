import type { PricingPlan } from '../../../../common/catalog/product-blocks';
import { toAmount } from '../../../../common/money';
import type { CartItem } from '../../cart/cart-rules';

export type CartProduct = { id: string; name: string; price: string; image: string | null };

/**
 * A plan goes into the cart as one line per plan: one pack at the plan's own price (decision 011, in
 * place of storefront §4's per-jar unit price, which cannot add up to every plan price to the paisa).
 * The line names the plan, so the server charges the plan's price from its own data.
 */
export function planCartLine(product: CartProduct, plan: PricingPlan): CartItem {
  return {
    id: product.id,
    cartItemId: `${product.id}-${plan.label}`,
    name: product.name,
    price: plan.price.toFixed(2),
    image: product.image,
    quantity: 1,
    metadata: { tier: plan.label, servings: plan.servings, jars: plan.jars },
    plan: { kind: 'plan', label: plan.label, jars: plan.jars, price: plan.price },
  };
}

/** A product without plans goes in as one unit at its own price. */
export function singleCartLine(product: CartProduct): CartItem {
  return {
    id: product.id,
    cartItemId: product.id,
    name: product.name,
    price: toAmount(product.price).toFixed(2),
    image: product.image,
    quantity: 1,
  };
}
