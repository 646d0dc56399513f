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
 * Made once: `toLocaleString` with options builds a new formatter (locale data, options) on every call,
 * which was 5 % of the server's time placing an order (each order formats every line and its total).
 */
const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs 6,500.00": the storefront shows amounts with 2 decimals after the currency symbol (storefront §9). */
export function formatMoney(value: string | number, symbol = 'Rs'): string {
  return `${symbol} ${AMOUNT.format(toAmount(value))}`;
}
