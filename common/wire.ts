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
/**
 * One end of a date filter in a query: a day (`YYYY-MM-DD`, the whole day) or an instant (an ISO
 * date-time). The back-office screens send instants, the starts and ends of the browser's local days.
 */
export const dateBound = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, DATE_BOUND_MESSAGE)
  .refine((v) => !Number.isNaN(Date.parse(v)), DATE_BOUND_MESSAGE);

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
