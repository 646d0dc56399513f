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

/** Money as PostgreSQL's numeric prints it ("6500.00"): exact, never a float (common/money.ts). */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/, 'must be an amount with two decimals');

/** A count of rows. */
export const count = z.number().int().nonnegative();
