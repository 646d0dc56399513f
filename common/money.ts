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

/** "Rs 6,500.00": the storefront shows amounts with 2 decimals after the currency symbol (storefront §9). */
export function formatMoney(value: string | number, symbol = 'Rs'): string {
  const amount = toAmount(value).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${symbol} ${amount}`;
}
