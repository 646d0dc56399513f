import { packName, tierJars, type PricingTier } from '../../../common/catalog/bundle-pricing';
import { formatMoney, fromPaisa, toPaisa } from '../../../common/money';
import type { PlaceOrderInput } from '../../../common/orders/checkout-schema';
import { ConflictError } from '../../errors';
import type { Pack, PricedProduct } from '../catalog/stock';

/**
 * Where the order engine reads the home page's bundles: the same data and parser the page uses, each tier
 * with the name its Urdu page shows where it has one (decision 039).
 */
export type PackSource = {
  listHomePricingTiers(): Promise<Array<PricingTier & { urduName?: string }>>;
  findFlagshipId(): Promise<string | null>;
};

/** An order line as charged and stored: `price` is the price of one of `quantity`. */
export type ChargedLine = {
  productId: string;
  productName: string;
  quantity: number;
  price: string;
  /** Stock units in one of `quantity`: the jars of a pack, else 1. */
  packSize: number;
};

type OrderLine = PlaceOrderInput['items'][number];

/**
 * Prices every line from the shop's own data (decision 011). A line without a pack is charged the
 * product's price. A line that names a pack (a product plan, or a home page tier of the flagship) is one
 * pack charged the pack's price, which the server looks up itself: a pack that is gone or whose price is
 * not the one the shopper was shown refuses the order with a 409 that says so, before anything is taken.
 * The client's own prices are never charged.
 */
export function chargeLines(
  items: OrderLine[],
  priced: Map<string, PricedProduct>,
  homeTiers: HomeTiers,
  currencySymbol: string,
): ChargedLine[] {
  const charged: ChargedLine[] = [];
  for (const item of items) {
    const product = priced.get(item.productId)!;
    const chosen = item.plan;
    if (!chosen) {
      charged.push({ ...line(item, product.name, sellingPrice(product.name, product.price)), packSize: 1 });
      continue;
    }
    const offered = chosen.kind === 'plan' ? product.plans : (homeTiers.get(product.id) ?? []);
    // A cart filled on the Urdu pages names the pack as they show it (decision 039); the line keeps its
    // English name, as every other order's.
    const pack = offered.find(
      (p) => (p.label === chosen.label || p.urduLabel === chosen.label) && p.jars === chosen.jars,
    );
    if (!pack) {
      throw new ConflictError(
        `${packName(product.name, chosen.label)} is no longer offered. Please choose again.`,
      );
    }
    const name = packName(product.name, pack.label);
    if (toPaisa(pack.price) !== toPaisa(chosen.price)) {
      throw new ConflictError(
        `The price of ${name} is now ${formatMoney(pack.price, currencySymbol)}. Please review your cart.`,
      );
    }
    charged.push({ ...line(item, name, sellingPrice(name, pack.price)), packSize: pack.jars });
  }
  return charged;
}

/**
 * Nothing sells for nothing: a line the shop's data would price at 0 or below (a product saved before prices
 * had to be above 0, a row written by other means) refuses the order (409) before anything is taken.
 */
function sellingPrice(name: string, price: string | number): string {
  const paisa = toPaisa(price);
  if (paisa <= 0) {
    throw new ConflictError(
      `${name} has no price yet and cannot be ordered. Please remove it from your cart.`,
    );
  }
  return fromPaisa(paisa);
}

function line(item: OrderLine, productName: string, price: string) {
  return { productId: item.productId, productName, quantity: item.quantity, price };
}

/** The home page's packs by the product they sell: the flagship's only. */
export type HomeTiers = Map<string, Pack[]>;

/**
 * The home page's tiers as packs of the flagship (storefront §4 Order of the flagship), read before the
 * order's transaction, and only when a line names a tier.
 */
export async function loadHomeTiers(packs: PackSource, items: OrderLine[]): Promise<HomeTiers> {
  if (!items.some((item) => item.plan?.kind === 'tier')) return new Map();
  return readHomeTiers(packs);
}

/** The home page's tiers as packs of the flagship, whatever the lines (an order edit, edit-order.ts). */
export async function readHomeTiers(packs: PackSource): Promise<HomeTiers> {
  const [flagship, tiers] = await Promise.all([packs.findFlagshipId(), packs.listHomePricingTiers()]);
  if (!flagship) return new Map();
  const asPacks = tiers.map((tier) => ({
    label: tier.name,
    jars: tierJars(tier),
    price: tier.amount,
    ...(tier.urduName ? { urduLabel: tier.urduName } : {}),
  }));
  return new Map([[flagship, asPacks]]);
}
