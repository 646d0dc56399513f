import { formatMoney, fromPaisa } from '../money';

/**
 * The shop's Cash on Delivery rules (docs/storefront.md, "Cash on Delivery rules"), each off until the
 * owner sets it: the cities COD goes to, the least and the most one order may come to, and a COD fee.
 * One reading for the checkout's page and the order engine, so the words and the sums are the same.
 */

export const COD_FEE_KINDS = ['none', 'flat', 'percent'] as const;
export type CodFeeKind = (typeof COD_FEE_KINDS)[number];

/**
 * The COD fee: a flat amount, or a share of what the items come to in hundredths of a percent
 * (2.5 % is 250). `firstOrderOnly`: not charged when the phone has ordered before.
 */
export type CodFee =
  | { kind: 'flat'; paisa: number; firstOrderOnly: boolean }
  | { kind: 'percent'; hundredths: number; firstOrderOnly: boolean };

/** The rules in force, amounts in paisa; null where a rule is off. */
export type CodRules = {
  /** The cities COD goes to, as the checkout's list spells them; null: every city of that list. */
  cities: readonly string[] | null;
  minOrderPaisa: number | null;
  maxOrderPaisa: number | null;
  fee: CodFee | null;
};

export const NO_COD_RULES: CodRules = { cities: null, minOrderPaisa: null, maxOrderPaisa: null, fee: null };

/**
 * The fee on an order whose items come to `itemsPaisa`. A percentage is rounded to the paisa, half up
 * (2.5 % of Rs 1,234.50 is Rs 30.8625, charged Rs 30.86; of Rs 1,234.70, Rs 30.8675, charged Rs 30.87):
 * integers throughout, so no float drift. A first-order-only fee is 0 on a later order.
 */
export function codFeePaisa(fee: CodFee | null, itemsPaisa: number, firstOrder = true): number {
  if (!fee || (fee.firstOrderOnly && !firstOrder)) return 0;
  if (fee.kind === 'flat') return fee.paisa;
  return Math.floor((itemsPaisa * fee.hundredths + 5_000) / 10_000);
}

const money = (paisa: number, symbol: string) => formatMoney(fromPaisa(paisa), symbol);

/** The words of the rules, shared by the checkout's form and POST /api/orders. */
export const COD_MESSAGES = {
  cityNotServed: (city: string) =>
    `Cash on Delivery is not available in ${city}. Please choose a city from the list.`,
  belowMinimum: (minimum: string, total: string) =>
    `Cash on Delivery orders must come to at least ${minimum}; this order comes to ${total}. ` +
    'Please add to your order.',
  aboveMaximum: (maximum: string, total: string) =>
    `Cash on Delivery orders may come to at most ${maximum}; this order comes to ${total}. ` +
    'Please order fewer items, or call us to order.',
  feeLine: 'Cash on Delivery fee',
  firstOrderNote:
    'Charged on a first order only: not charged if this phone number has ordered from us before.',
  citiesHint: 'Start typing to search. Cash on Delivery goes to the cities listed.',
} as const;

/**
 * Why an order whose items come to `itemsPaisa` may not be paid on delivery (under the minimum or over
 * the maximum), in the words the shopper sees; null when it may. The fee is not counted: the limits are
 * on what the shopper buys.
 */
export function orderValueRefusal(rules: CodRules, itemsPaisa: number, symbol: string): string | null {
  const total = money(itemsPaisa, symbol);
  if (rules.minOrderPaisa !== null && itemsPaisa < rules.minOrderPaisa) {
    return COD_MESSAGES.belowMinimum(money(rules.minOrderPaisa, symbol), total);
  }
  if (rules.maxOrderPaisa !== null && itemsPaisa > rules.maxOrderPaisa) {
    return COD_MESSAGES.aboveMaximum(money(rules.maxOrderPaisa, symbol), total);
  }
  return null;
}

/** Whether COD goes to `city` (the rules' list, or any city when the list is off). */
export function servesCity(rules: CodRules, city: string): boolean {
  return rules.cities === null || rules.cities.includes(city);
}
