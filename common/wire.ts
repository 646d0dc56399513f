import { z } from 'zod';

/**
 * How values travel in JSON answers, for the response schemas in common/. Each schema accepts what the
 * server holds and what the browser receives, so the same schema serializes an answer on the server and
 * parses it in the admin client, and its output type is what the UI works with.
 */

/** A moment: a Date on the server, its ISO 8601 string on the wire and in the UI's types. */
export const isoDateTime = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString()))
  .pipe(z.string());

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDate = z.iso.date();

const DATE_BOUND_MESSAGE = 'must be a date (YYYY-MM-DD) or an ISO date-time';
/** The years a date filter may name: any shop's orders, with room for every time zone either side. */
export const DATE_BOUND_YEARS = { first: 1900, last: 9998 } as const;
const DATE_BOUND_RANGE_MESSAGE = `must be a date between ${DATE_BOUND_YEARS.first}-01-01 and ${DATE_BOUND_YEARS.last}-12-31`;
/** A day, then optionally a time (hours 00–23, minutes and seconds 00–59) and its offset. */
const DATE_BOUND_FORM =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** Whether `year-month-day` names a day of the calendar (not 2024-02-30, nor month 13). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * One end of a date filter in a query: a day (`YYYY-MM-DD`, the whole day) or an instant (an ISO
 * date-time). The back-office screens send instants, the starts and ends of the browser's local days.
 * Refused with a 400, never read loosely: a day the calendar lacks (JavaScript would roll 2024-02-30
 * into March) and a year the database or an ISO string cannot carry (year 0, or 9999-12-31 plus a day,
 * were 500s) among them.
 */
export const dateBound = z.string().superRefine((value, context) => {
  const form = DATE_BOUND_FORM.exec(value);
  const [year, month, day] = form ? form.slice(1, 4).map(Number) : [];
  if (!form || !isCalendarDay(year!, month!, day!) || Number.isNaN(Date.parse(value))) {
    context.addIssue({ code: 'custom', message: DATE_BOUND_MESSAGE });
  } else if (year! < DATE_BOUND_YEARS.first || year! > DATE_BOUND_YEARS.last) {
    context.addIssue({ code: 'custom', message: DATE_BOUND_RANGE_MESSAGE });
  }
});

/** The refinement of a query with `from` and `to` bounds: 'from must not be after to'. */
export const boundsInOrder: [
  check: (query: { from?: string; to?: string }) => boolean,
  params: { error: string; path: string[] },
] = [
  (query) => !query.from || !query.to || new Date(query.from) <= new Date(query.to),
  { error: 'from must not be after to', path: ['from'] },
];

/** Money as PostgreSQL's numeric prints it ("6500.00"): exact, never a float (common/money.ts). */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/, 'must be an amount with two decimals');

/** A count of rows. */
export const count = z.number().int().nonnegative();

/** The answer of a write that has nothing else to say (a delete, a reorder): `{ success: true }`. */
export const successSchema = z.object({ success: z.literal(true) });
