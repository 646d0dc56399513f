/**
 * Calendar days as staff pick them (`<input type="date">`: `YYYY-MM-DD` in the browser's time zone) and
 * the instants the admin API filters by. Screens send the start of the first local day and the last
 * millisecond of the last, so "22 Nov" means 22 Nov where the person is.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar day (`2026-02-30` is not). */
export function isDay(value: string | null): value is string {
  if (!value || !DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/** Local midnight of `day`, or of the day `daysBack` days before it. */
export function localMidnight(day: Date, daysBack = 0): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - daysBack);
}

/** The first instant of a local calendar day. */
export function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The last instant (millisecond) of a local calendar day. */
export function dayEnd(day: string): Date {
  const next = dayStart(day);
  next.setDate(next.getDate() + 1);
  return new Date(next.getTime() - 1);
}

/** What a date filter says when its first day is after its last (the screen asks the API nothing). */
export const RANGE_BACKWARDS_MESSAGE = 'The From date must be on or before the To date.';
