import { SHOP_TIME_ZONE } from './admin/dashboard-schemas';

/**
 * The shop's clock (Asia/Karachi): what staff and customers mean by "call me at 5". Pakistan keeps
 * +05:00 all year, without daylight saving, so a wall time there is one fixed offset from UTC.
 */
export const SHOP_UTC_OFFSET = '+05:00';
const OFFSET_MS = 5 * 3_600_000;

/** `YYYY-MM-DDTHH:mm` on the shop's clock, as `<input type="datetime-local">` reads and writes it. */
export function toShopClockInput(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a `YYYY-MM-DDTHH:mm` wall time on the shop's clock names; null for text that is not one. */
export function fromShopClockInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00${SHOP_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) || toShopClockInput(at) !== value ? null : at;
}

/** The shop's calendar day of an instant, `YYYY-MM-DD`. */
export function shopDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(date);
}
