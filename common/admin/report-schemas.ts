import { z } from 'zod';
import { calendarDate, count, moneyString } from '../wire';

/**
 * The Reports screen's reports (docs/reports.md, decision 035), in the screen's order: each is
 * `GET /api/admin/reports/<key>?from=YYYY-MM-DD&to=YYYY-MM-DD` (days on the shop's clock, both included)
 * and `GET /api/admin/reports/<key>/export?…` for its CSV file. The super admin's (capability `reports`).
 */
export const REPORTS = [
  { key: 'profit', label: 'Profit and loss' },
  { key: 'couriers', label: 'By courier' },
  { key: 'cities', label: 'By city' },
  { key: 'products', label: 'By product' },
  { key: 'returns', label: "Returns' cost" },
  { key: 'outstanding', label: 'Cash outstanding' },
] as const;
export type ReportKey = (typeof REPORTS)[number]['key'];
export const REPORT_KEYS = REPORTS.map((report) => report.key) as [ReportKey, ...ReportKey[]];

/** The longest range a report covers: a year, a leap day included. */
export const MAX_REPORT_DAYS = 366;
export const RANGE_TOO_LONG = `A report covers at most ${MAX_REPORT_DAYS} days`;

/** Days from `from` to `to`, both counted (1 for a single day); NaN for text that is not a day. */
export function daysInRange(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** `?from=&to=`: both days required, from not after to, at most MAX_REPORT_DAYS days. */
export const reportRangeSchema = z
  .strictObject({
    from: calendarDate.describe('first day, YYYY-MM-DD'),
    to: calendarDate.describe('last day, YYYY-MM-DD'),
  })
  .refine((range) => range.from <= range.to, { error: 'from must not be after to', path: ['from'] })
  .refine((range) => range.from > range.to || daysInRange(range.from, range.to) <= MAX_REPORT_DAYS, {
    error: RANGE_TOO_LONG,
    path: ['to'],
  });
export type ReportRange = z.output<typeof reportRangeSchema>;

/** A share from 0 to 1; null while there is nothing to divide by. */
const rate = z.number().min(0).max(1).nullable();
const range = { from: calendarDate, to: calendarDate };

/**
 * A day's (or the range's) profit and loss: the delivered parcels' revenue before discounts, less the
 * discounts, the cost of goods (cost price × stock units), the couriers' charges, the tax they withheld
 * and what the returned parcels' carriage cost. Money is exact numeric text; profit may be negative.
 */
const profitFigures = z.object({
  delivered: count,
  revenue: moneyString,
  discounts: moneyString,
  costOfGoods: moneyString,
  courierCharges: moneyString,
  withholding: moneyString,
  returnsCost: moneyString,
  profit: moneyString,
});
export type ProfitFigures = z.output<typeof profitFigures>;

/** GET /api/admin/reports/profit: each day of the range, oldest first, days without parcels included. */
export const profitReportSchema = z.object({
  ...range,
  days: z.array(profitFigures.extend({ day: calendarDate })),
  total: profitFigures,
  /** Stock units delivered in the range whose product has no cost price (counted at 0: profit is less). */
  unitsWithoutCost: count,
});
export type ProfitReport = z.output<typeof profitReportSchema>;

const deliveryFigures = z.object({ delivered: count, returned: count, deliveryRate: rate, returnRate: rate });

/**
 * GET /api/admin/reports/couriers, /cities and /products: the parcels that reached their end in the range
 * (delivered, accepted by staff, or returned), per courier, city or product, most parcels first. The
 * delivery rate is delivered ÷ (delivered + returned), the return rate the rest.
 */
export const deliveryReportSchema = z.object({
  ...range,
  rows: z.array(deliveryFigures.extend({ key: z.string(), label: z.string() })),
  total: deliveryFigures,
});
export type DeliveryReport = z.output<typeof deliveryReportSchema>;

const returnsFigures = z.object({ returned: count, refused: moneyString, cost: moneyString });

/**
 * GET /api/admin/reports/returns: per day, the parcels returned, the sales they were (their COD amount)
 * and what their carriage cost (the courier's reported charges, else its flat charge per parcel).
 */
export const returnsReportSchema = z.object({
  ...range,
  days: z.array(returnsFigures.extend({ day: calendarDate })),
  total: returnsFigures,
});
export type ReturnsReport = z.output<typeof returnsReportSchema>;

const owed = z.object({ parcels: z.number().int(), amount: moneyString });

/**
 * GET /api/admin/reports/outstanding: at the end of each day, per courier, the parcels delivered and not
 * yet paid by an applied settlement and their expected net (docs/settlements.md), with the couriers
 * that owed anything in the range; each day's `couriers` follows that list.
 */
export const outstandingReportSchema = z.object({
  ...range,
  couriers: z.array(z.object({ key: z.string(), label: z.string() })),
  days: z.array(owed.extend({ day: calendarDate, couriers: z.array(owed) })),
});
export type OutstandingReport = z.output<typeof outstandingReportSchema>;

export const REPORT_SCHEMAS = {
  profit: profitReportSchema,
  couriers: deliveryReportSchema,
  cities: deliveryReportSchema,
  products: deliveryReportSchema,
  returns: returnsReportSchema,
  outstanding: outstandingReportSchema,
} as const satisfies Record<ReportKey, z.ZodType>;
export type ReportAnswer<K extends ReportKey> = z.output<(typeof REPORT_SCHEMAS)[K]>;
export type ReportAnswerIn<K extends ReportKey> = z.input<(typeof REPORT_SCHEMAS)[K]>;
