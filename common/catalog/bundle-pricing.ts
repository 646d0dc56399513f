import type { CartItem } from '../cart/cart-item';
import { isRecord, positiveNumber, text } from '../content/fields';
import { priceInRupees } from '../money';
import { jarsForServings, SERVINGS_PER_JAR } from './jars';

/** One bundle of the flagship on the home page (storefront §3 Pricing tier). */
export type PricingTier = {
  name: string;
  servings: number;
  /** Jars in the bundle; when staff leave it out it follows from the servings. */
  quantity: number | null;
  /** Display text such as 'Rs. 6,500', shown as staff typed it. */
  price: string;
  /**
   * What checkout charges, in rupees (6500, 6500.5): `price` read as one amount above 0 (common/money.ts),
   * once, where the tier is read (on the server), so the page's script needs no parser.
   */
  amount: number;
  originalPrice: string;
  savingsText: string;
  description: string;
};

/** The bundles shown when staff have saved none (storefront §9 Default pricing tiers). */
export const DEFAULT_PRICING_TIERS: readonly PricingTier[] = [
  {
    name: '1 Jar',
    servings: 30,
    quantity: 1,
    price: 'Rs. 6,500',
    amount: 6500,
    originalPrice: '',
    savingsText: '',
    description: '30 servings, about 30 days of daily use.',
  },
  {
    name: '2 Jars',
    servings: 60,
    quantity: 2,
    price: 'Rs. 11,000',
    amount: 11000,
    originalPrice: 'Rs. 13,000',
    savingsText: 'Save Rs. 2,000',
    description: '60 servings, about 60 days of daily use.',
  },
  {
    name: '3 Jars',
    servings: 90,
    quantity: 3,
    price: 'Rs. 17,000',
    amount: 17000,
    originalPrice: 'Rs. 19,500',
    savingsText: 'Save Rs. 2,500',
    description: '90 servings, about 90 days of daily use.',
  },
];

/**
 * A tier whose price is not one amount above 0 (none, "Rs 0", "6.500,00", two numbers) cannot be ordered,
 * so it is left out rather than charged a guess; the start-up price check names it for staff
 * (server/db/stored-prices.ts). Other empty fields get defaults.
 */
export function parseTier(value: unknown): PricingTier | null {
  if (!isRecord(value)) return null;
  const price = text(value.price, '');
  const amount = priceInRupees(price);
  if (amount === null) return null;
  const quantity = positiveNumber(value.quantity);
  const wholeQuantity = quantity !== null && Number.isInteger(quantity) ? quantity : null;
  const servings = positiveNumber(value.servings) ?? (wholeQuantity ?? 1) * SERVINGS_PER_JAR;
  const jars = tierJars({ quantity: wholeQuantity, servings });
  return {
    name: text(value.name, jars === 1 ? '1 Jar' : `${jars} Jars`),
    servings,
    quantity: wholeQuantity,
    price,
    amount,
    originalPrice: text(value.originalPrice, ''),
    savingsText: text(value.savingsText, ''),
    description: text(value.description, ''),
  };
}

/**
 * The tiers of the home page's pricing section as shoppers see them, the defaults when staff saved none.
 * The page and the order engine both read them with this function, so both charge what the page shows.
 */
export function parsePricingTiers(value: unknown): PricingTier[] {
  const tiers = Array.isArray(value) ? value.map(parseTier).filter((t): t is PricingTier => t !== null) : [];
  return tiers.length ? tiers : DEFAULT_PRICING_TIERS.map((tier) => ({ ...tier }));
}

/** The selected tier index defaults to 0 and goes back to 0 when it is past the end of the list (storefront §4). */
export function clampTierIndex(index: number, tierCount: number): number {
  return Number.isInteger(index) && index >= 0 && index < tierCount ? index : 0;
}

/**
 * Which tier wears the 'Most Popular' flag: the one staff marked (back-office §2 recommendedTierIndex),
 * otherwise the middle one (storefront §4 Home pricing); none when there is only one tier.
 */
export function mostPopularIndex(tierCount: number, recommended?: number | null): number {
  if (tierCount < 2) return -1;
  if (typeof recommended === 'number' && Number.isInteger(recommended)) {
    if (recommended >= 0 && recommended < tierCount) return recommended;
  }
  return Math.floor((tierCount - 1) / 2);
}

/** A tier's jar count: its quantity when set, else its servings / 30 rounded, at least 1. */
export function tierJars(tier: Pick<PricingTier, 'quantity' | 'servings'>): number {
  if (tier.quantity !== null && Number.isInteger(tier.quantity) && tier.quantity > 0) return tier.quantity;
  return jarsForServings(tier.servings || SERVINGS_PER_JAR);
}

/** The flagship as the order button needs it. */
export type FlagshipForOrder = { id: string; name: string; image: string | null; stock: number };

/** The one cart line a bundle order adds (storefront §4 Order of the flagship); shaped like a cart item. */
export type BundleCartLine = CartItem & {
  metadata: { tier: string; servings: number; jars: number };
  plan: NonNullable<CartItem['plan']>;
};

/**
 * A bundle is one priced line (decision 011): quantity 1 at the tier's own price, so 3 jars at Rs 17,000
 * cost Rs 17,000.00 everywhere, never the Rs 17,000.01 that a per-jar price of 5,666.67 would add up to.
 * The line names its tier, and the server charges the tier's price from its own data.
 */
export function bundleCartLine(flagship: FlagshipForOrder, tier: PricingTier): BundleCartLine {
  const jars = tierJars(tier);
  const price = tier.amount;
  return {
    id: flagship.id,
    // Unique per tier, so a 2-jar line and a 3-jar line never merge.
    cartItemId: `${flagship.id}-${tier.name}`,
    name: flagship.name,
    price: price.toFixed(2),
    image: flagship.image,
    quantity: 1,
    metadata: { tier: tier.name, servings: tier.servings, jars },
    plan: { kind: 'tier', label: tier.name, jars, price },
  };
}

/** How a pack is named on every line, in the cart, the order, the mail and the desk: "Vitalix, 3 Jars". */
export function packName(productName: string, label: string): string {
  return `${productName}, ${label}`;
}

export type BundleOrderRefusal = { title: string; description: string };

/**
 * Why a bundle cannot be ordered, in the spec's words (storefront §5 Home order), or the line to add.
 * The stock read with the page is a courtesy check; the server takes stock atomically at checkout.
 */
export function prepareBundleOrder(
  flagship: FlagshipForOrder | null,
  tiers: readonly PricingTier[],
  selectedIndex: number,
): { ok: true; line: BundleCartLine } | { ok: false; refusal: BundleOrderRefusal } {
  if (!flagship) {
    return {
      ok: false,
      refusal: { title: 'Product not found', description: 'Vitalix product is currently unavailable.' },
    };
  }
  const tier = tiers[clampTierIndex(selectedIndex, tiers.length)];
  if (!tier) {
    return {
      ok: false,
      refusal: { title: 'No pricing options available', description: 'Please try again later.' },
    };
  }
  const line = bundleCartLine(flagship, tier);
  if (flagship.stock < line.plan.jars) {
    return {
      ok: false,
      refusal: { title: 'Insufficient stock', description: `Only ${flagship.stock} items available.` },
    };
  }
  return { ok: true, line };
}

/**
 * The flagship supplement: the product whose slug is 'vitalix', else the first whose name contains
 * 'vitalix' in any case (storefront §1).
 */
export function findFlagship<T extends { slug: string; name: string }>(products: readonly T[]): T | null {
  return (
    products.find((p) => p.slug === 'vitalix') ??
    products.find((p) => p.name.toLowerCase().includes('vitalix')) ??
    null
  );
}
