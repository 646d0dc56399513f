import { SHOP_TIME_ZONE } from './admin/dashboard-schemas';

/**
 * The shop's clock (Asia/Karachi): what staff and customers mean by "call me at 5". Pakistan keeps
 * +05:00 all year, without daylight saving, so a wall time there is one fixed offset from UTC.
 */
export const SHOP_UTC_OFFSET = '+05:00';
export const SHOP_OFFSET_MS = 5 * 3_600_000;
const OFFSET_MS = SHOP_OFFSET_MS;

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

/** `YYYY-MM-DD HH:mm:ss` on the shop's clock, as couriers write and read times without a zone. */
export function shopDateTime(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant a wall time on the shop's clock names (month 1–12), or null for one that is not a time. */
export function fromShopWallTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date | null {
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Midnight to midnight of a `YYYY-MM-DD` day on the shop's clock, as instants (`to` excluded). */
export function shopDayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}
