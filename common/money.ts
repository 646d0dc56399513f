/** Money arrives from the database as numeric strings ("6500.00"); these helpers keep that in one place. */
export function toAmount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

/** Paisa arithmetic avoids float drift when summing line totals. */
export function toPaisa(value: string | number): number {
  return Math.round(toAmount(value) * 100);
}

export function fromPaisa(paisa: number): string {
  return (paisa / 100).toFixed(2);
}

/**
 * Only for amounts `toFixed` writes with an exponent (10^21 and up, never a price): building an
 * `Intl.NumberFormat` loads locale data, 30-100 ms of a phone's main thread when the page starts
 * (docs/performance.md, "Storefront"), so it is made the first time one is needed.
 */
let hugeAmounts: Intl.NumberFormat | undefined;

/**
 * "6,500.00", as `toLocaleString('en-US')` with 2 decimals writes it. The formatter rounds the number's
 * shortest decimal form (1.005 is "1.005", so 1.01) half away from zero; `toFixed` would round its
 * binary value (1.00), so the rounding is done here on the digits `String` writes.
 */
function formatAmount(amount: number): string {
  const size = Math.abs(amount);
  if (!(size < 1e21)) {
    hugeAmounts ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return hugeAmounts.format(amount);
  }
  // Below 10^-6 `String` writes an exponent; such an amount is 0.00 anyway.
  const [whole = '0', fraction = ''] = size < 1e-6 ? ['0'] : String(size).split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = (BigInt(whole + digits.slice(0, 2)) + BigInt(digits[2]! >= '5' ? 1 : 0))
    .toString()
    .padStart(3, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const rupees = cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${rupees}.${cents.slice(-2)}`;
}

/**
 * How a language writes amounts and counts (decision 038): its digits, separators, minus sign, where the
 * currency symbol goes, and the direction mark Intl puts before a number in a right-to-left language.
 * Read from Intl's locale data on the server (`numberStyleOf('ur-PK')`) and handed to the page, so the
 * browser builds no `Intl.NumberFormat` (see `hugeAmounts`) and the digits stay the exact ones below.
 */
export type NumberStyle = {
  mark: string;
  minus: string;
  group: string;
  decimal: string;
  /** The ten digits, 0 to 9. */
  digits: string;
  symbolFirst: boolean;
};

/** The number style of an Intl locale, as its currency format writes -1,234,567.50. */
export function numberStyleOf(locale: string): NumberStyle {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'PKR',
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
  }).formatToParts(-1234567.5);
  const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const at = (type: Intl.NumberFormatPartTypes) => parts.findIndex((p) => p.type === type);
  const first = parts[0]!;
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  return {
    mark: first.type === 'literal' && /^[\u200e\u200f\u061c]+$/.test(first.value) ? first.value : '',
    minus: part('minusSign') || '-',
    group: part('group') || ',',
    decimal: part('decimal') || '.',
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)).join(''),
    symbolFirst: at('currency') < at('integer'),
  };
}

/** An amount or count written as `formatAmount` writes it, in a language's digits and separators. */
function inStyle(text: string, style: NumberStyle): string {
  let out = style.mark;
  for (const c of text) {
    if (c >= '0' && c <= '9') out += style.digits[c.charCodeAt(0) - 48];
    else out += c === ',' ? style.group : c === '.' ? style.decimal : c === '-' ? style.minus : c;
  }
  return out;
}

/**
 * "Rs 6,500.00": the storefront shows amounts with 2 decimals after the currency symbol (storefront §9).
 * With a language's `style` (decision 038), the same exact digits in that language's way of writing them.
 */
export function formatMoney(value: string | number, symbol = 'Rs', style?: NumberStyle): string {
  const amount = formatAmount(toAmount(value));
  if (!style) return `${symbol} ${amount}`;
  const written = inStyle(amount, style);
  return style.symbolFirst
    ? `${style.mark}${symbol} ${written.slice(style.mark.length)}`
    : `${written} ${symbol}`;
}

/** A count (reviews, items) with thousands grouped, in a language's style when given: "1,234". */
export function formatCount(count: number, style?: NumberStyle): string {
  const whole = String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ',');
  const text = count < 0 ? `-${whole}` : whole;
  return style ? inStyle(text, style) : text;
}

// ---- Prices people type ------------------------------------------------------------------------------

/** The most any money column holds: numeric(10, 2), 99,999,999.99 (prices, order totals, discounts). */
export const MAX_MONEY_PAISA = 9_999_999_999;

/** Why a typed price is not one amount, or (for `readPrice`) not a price at all. */
export type PriceProblem =
  'empty' | 'negative' | 'comma' | 'separators' | 'decimals' | 'tooLarge' | 'notAmount' | 'zero';

/** The message for each problem, naming the field ('Price', 'Plan price'). */
export const priceMessages = (label: string): Record<PriceProblem, string> => ({
  empty: `${label} is required`,
  negative: `${label} cannot be negative`,
  comma: `${label} has a comma in the wrong place: commas go between groups of digits, such as 6,500, 65,000 or 1,00,000`,
  separators: `${label} must use commas between thousands and a point before paisa, such as 6,500.50`,
  decimals: `${label} can have at most two decimals`,
  tooLarge: `${label} must be less than 100,000,000`,
  notAmount: `${label} must be one amount in rupees, such as 6,500 or Rs. 6,500.50`,
  zero: `${label} must be more than 0`,
});

export type PriceReading =
  { ok: true; paisa: number } | { ok: false; problem: PriceProblem; message: string };

/** "Rs", "Rs." or "rs" before the amount, with or without a space. */
const CURRENCY_PREFIX = /^rs\.?\s*/i;
/** Digits, then at most one point and what follows it; commas are checked by GROUPED. */
const AMOUNT_SHAPE = /^(\d[\d,]*)(?:\.(\d+))?$/;
/** Thousands grouped the Western way (1,234,567) or the South-Asian way (12,34,567 and 1,00,000). */
const GROUPED = /^(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d?(?:,\d{2})*,\d{3})$/;

/**
 * Reads a price a person typed as ONE amount, in exact paisa (decision 026): an optional "Rs" or "Rs."
 * (any case, space or not), whole rupees with or without thousands separators (Western 1,234,567 or lakh
 * 1,00,000; a comma elsewhere, as in 65,00, is refused), and at most two decimals of paisa. Words, two
 * numbers, 6.500,00, a negative amount, a third decimal, nothing, or more than a money column holds are
 * refused with a message naming `label`. So "Rs. 11,000" is 11000 rupees, as storefront §4's "numeric
 * digits" rule reads it, and "Rs. 6,500.00" is 6500 rupees, never 650000. Zero is an amount; `readPrice` is
 * the rule for something sold.
 */
export function readAmount(typed: string | number, label = 'Price'): PriceReading {
  const messages = priceMessages(label);
  const refuse = (problem: PriceProblem): PriceReading => ({
    ok: false,
    problem,
    message: messages[problem],
  });
  const text = (typeof typed === 'number' ? (Number.isFinite(typed) ? String(typed) : '?') : typed).trim();
  let body = text.startsWith('-') ? text.slice(1).trim() : text;
  const negative = body !== text;
  body = body.replace(CURRENCY_PREFIX, '');
  if (body.startsWith('-')) return refuse('negative');
  if (body === '') return refuse(negative ? 'notAmount' : 'empty');
  const shape = AMOUNT_SHAPE.exec(body);
  if (!shape) return refuse(/^[\d.,]+$/.test(body) ? 'separators' : 'notAmount');
  if (negative) return refuse('negative');
  const [, whole = '', fraction = ''] = shape;
  if (whole.includes(',') && !GROUPED.test(whole)) return refuse('comma');
  if (fraction.length > 2) return refuse('decimals');
  const rupees = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (rupees.length > 8) return refuse('tooLarge');
  return { ok: true, paisa: Number(rupees) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** A price something sells for: one amount (`readAmount`) above 0, since nothing sells for nothing. */
export function readPrice(typed: string | number, label = 'Price'): PriceReading {
  const reading = readAmount(typed, label);
  if (!reading.ok || reading.paisa > 0) return reading;
  return { ok: false, problem: 'zero', message: priceMessages(label).zero };
}

/** The price in rupees as a number (6500.5), or null when the text is not a price; for the cart and packs. */
export function priceInRupees(typed: string | number): number | null {
  const reading = readPrice(typed);
  return reading.ok ? reading.paisa / 100 : null;
}

/** What the admin forms show beside a price field: "Charged at checkout: Rs 6,500.00", or why not. */
export function chargedAtCheckout(typed: string, symbol: string, label = 'Price'): string | undefined {
  if (typed.trim() === '') return undefined;
  const reading = readPrice(typed, label);
  return reading.ok
    ? `Charged at checkout: ${formatMoney(fromPaisa(reading.paisa), symbol)}`
    : reading.message;
}
