import { z } from 'zod';
import { shopDay } from '../shop-clock';
import { calendarDate, isoDateTime } from '../wire';
import { API_COURIER_KEYS } from './parcels';

/**
 * A courier's payments fetched from its API instead of a file (docs/settlements.md, decision 036): the
 * call that fetches them, the days it asks about, and which couriers can be asked.
 */

/** The days asked about when none are given: the last 30, today included. */
export const FETCH_DEFAULT_DAYS = 30;
/** The most days one fetch asks about: a courier answers one parcel a call for some of its calls. */
export const FETCH_MAX_DAYS = 92;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The days a fetch asks about: the parcels booked on them, both included, on Pakistan's calendar. */
export type FetchDays = { from: string; to: string };

/**
 * The days of a fetch: those given, else up to today and the 30 days ending on `to` (or starting on
 * `from`, when only it is given, up to today at most).
 */
export function fetchDays(input: { from?: string; to?: string }, today = shopDay(new Date())): FetchDays {
  if (input.from && input.to) return { from: input.from, to: input.to };
  if (input.from) {
    const last = Math.min(dayNumber(input.from) + FETCH_DEFAULT_DAYS - 1, dayNumber(today));
    return { from: input.from, to: dayText(Math.max(last, dayNumber(input.from))) };
  }
  const to = input.to ?? today;
  return { from: dayText(dayNumber(to) - FETCH_DEFAULT_DAYS + 1), to };
}

export const apiCourierParamSchema = z.enum(API_COURIER_KEYS, {
  error: `courier must be one of ${API_COURIER_KEYS.join(', ')} (the couriers whose payments are fetched by API)`,
});

/**
 * POST /api/admin/settlements/fetch?courier=<key>[&from=YYYY-MM-DD][&to=YYYY-MM-DD]: the payments for the
 * parcels booked from `from` to `to` (the last 30 days by default, at most 92).
 */
export const settlementFetchQuerySchema = z
  .strictObject({
    courier: apiCourierParamSchema,
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'from must not be after to',
    path: ['from'],
  })
  .refine(
    (query) => {
      const days = fetchDays(query);
      return dayNumber(days.to) - dayNumber(days.from) < FETCH_MAX_DAYS;
    },
    { error: `At most ${FETCH_MAX_DAYS} days are fetched at once`, path: ['from'] },
  );
export type SettlementFetchQuery = z.output<typeof settlementFetchQuerySchema>;

/** One courier whose payments can be fetched: whether this server holds its credentials, and its last fetch. */
export const fetchableCourierSchema = z.object({
  courier: z.enum(API_COURIER_KEYS),
  connected: z.boolean(),
  lastFetchedAt: isoDateTime.nullable(),
});
export type FetchableCourier = z.output<typeof fetchableCourierSchema>;

/** GET /api/admin/settlements/fetchable: PostEx, Trax and Leopards, in that order. */
export const fetchableCouriersSchema = z.object({ couriers: z.array(fetchableCourierSchema) });
export type FetchableCouriers = z.output<typeof fetchableCouriersSchema>;
export type FetchableCouriersAnswer = z.input<typeof fetchableCouriersSchema>;
