import { z } from 'zod';
import {
  daysInRange,
  MAX_REPORT_DAYS,
  RANGE_TOO_LONG,
  REPORT_KEYS,
} from '../../../../common/admin/report-schemas';
import { shopDay } from '../../../../common/shop-clock';
import type { ViewOf } from '../../../lib/url-view';
import { isDay } from '../../kit/local-days';

/**
 * The Reports screen's view, kept in the URL (app/lib/url-view.ts): the report shown and the range of
 * days, both ends included (`?report=returns&from=2026-07-01&to=2026-09-28`). Without a range the last
 * 30 days of the shop's clock are shown; a bad value falls back.
 */
export const reportsViewSchema = z.object({
  report: z.enum(REPORT_KEYS).catch('profit'),
  from: z.string().catch(''),
  to: z.string().catch(''),
});
export type ReportsView = ViewOf<typeof reportsViewSchema>;

export const DEFAULT_REPORT_DAYS = 30;
/** The ranges offered with one tap, in days back from today (today included). */
export const QUICK_RANGES = [7, 30, 90] as const;

/** `day` moved by `days` (negative: back), both `YYYY-MM-DD`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last `days` days of the shop's clock, today included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = shopDay(now);
  return { from: shiftDay(to, -(days - 1)), to };
}

/** The range the view names (the last 30 days where it names none), and what is wrong with it, if anything. */
export function rangeOf(
  view: ReportsView,
  now = new Date(),
): { from: string; to: string; problem: string | null } {
  const fallback = lastDays(DEFAULT_REPORT_DAYS, now);
  const from = isDay(view.from)
    ? view.from
    : view.to && isDay(view.to)
      ? shiftDay(view.to, -(DEFAULT_REPORT_DAYS - 1))
      : fallback.from;
  const to = isDay(view.to) ? view.to : fallback.to;
  const problem =
    from > to
      ? 'The first day must not be after the last.'
      : daysInRange(from, to) > MAX_REPORT_DAYS
        ? `${RANGE_TOO_LONG}.`
        : null;
  return { from, to, problem };
}
