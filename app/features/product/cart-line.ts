import { perJarPrice } from '../../../common/catalog/jars';
import type { PricingPlan } from '../../../common/catalog/product-blocks';
import { toAmount } from '../../../common/money';
import type { CartItem } from '../../cart/cart-rules';

export type CartProduct = { id: string; name: string; price: string; image: string | null };

/**
 * A plan goes into the cart as its jars at the per-jar price, one line per plan (storefront §4: unit
 * price = plan price / jars, quantity = jars, metadata tier, servings, jars).
 */
export function planCartLine(product: CartProduct, plan: PricingPlan): CartItem {
  return {
    id: product.id,
    cartItemId: `${product.id}-${plan.label}`,
    name: product.name,
    price: perJarPrice(plan.price, plan.jars),
    image: product.image,
    quantity: plan.jars,
    metadata: { tier: plan.label, servings: plan.servings, jars: plan.jars },
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
