import { z } from 'zod';
import { isOneLine, oneLineMessage } from '../text/text-rules';
import { calendarDate, count, isoDateTime, moneyString } from '../wire';
import { COURIER_KEYS } from './couriers';
import { SETTLEMENT_FORMATS } from './settlement-files';

/**
 * A courier's payment report imported and matched to the shop's parcels (docs/settlements.md, decision
 * 033): the preview of an import, its application, the list of imports and each courier's figures.
 */

/**
 * How a paid line matches the shop's parcel: paid within Rs 1 of its expected net (or more), paid less,
 * paid for a parcel that came back to the shop, or no parcel of this courier has that tracking number.
 */
export const SETTLEMENT_MATCHES = ['settled', 'short', 'paid_for_return', 'unknown'] as const;
export type SettlementMatch = (typeof SETTLEMENT_MATCHES)[number];

/** An import is previewed first; applying it is final (its payments count, its parcels are settled). */
export const SETTLEMENT_STATES = ['previewed', 'applied'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** Within this much of the expected net (in paisa), a payment settles its parcel: Rs 1. */
export const SETTLED_WITHIN_PAISA = 100;

export const courierParamSchema = z.enum(COURIER_KEYS, {
  error: `courier must be one of ${COURIER_KEYS.join(', ')}`,
});

/** POST /api/admin/settlements?courier=<key>&name=<file name>: the file is the body. */
export const settlementImportQuerySchema = z.strictObject({
  courier: courierParamSchema,
  /** The file's name as the person chose it, kept to recognise the import in the list. */
  name: z
    .string()
    .trim()
    .max(200, 'name must be at most 200 characters')
    .refine(isOneLine, oneLineMessage('name'))
    .transform((name) => name || null)
    .optional(),
});

export const settlementIdParamsSchema = z.object({ id: z.uuid('Invalid settlement id') });
export const settlementCourierParamsSchema = z.object({ courier: courierParamSchema });

/** One line of the file as matched. `expected` and `difference` are null for an unknown parcel. */
export const settlementLineSchema = z.object({
  /** The row of the file, as a spreadsheet numbers it (the header is a row too). */
  line: z.number().int().positive(),
  trackingNumber: z.string(),
  /** What the courier paid for the parcel. */
  amount: moneyString,
  /**
   * What this payment should have been: the parcel's expected net, less what earlier imports paid for it;
   * "0.00" for a returned parcel (it collected nothing).
   */
  expected: moneyString.nullable(),
  /** amount − expected: negative when short. */
  difference: moneyString.nullable(),
  match: z.enum(SETTLEMENT_MATCHES),
  orderId: z.uuid().nullable(),
  /** The payment's date, when the file gives one. */
  paidOn: calendarDate.nullable(),
});
export type SettlementLine = z.output<typeof settlementLineSchema>;

const matchTotals = z.object({ lines: count, amount: moneyString });

/** What an import pays, by match; `short.shortfall` is what the short lines lack. */
export const settlementSummarySchema = z.object({
  lines: count,
  amount: moneyString,
  settled: matchTotals,
  short: matchTotals.extend({ shortfall: moneyString }),
  paid_for_return: matchTotals,
  unknown: matchTotals,
});
export type SettlementSummary = z.output<typeof settlementSummarySchema>;

/** An import without its lines: the list's rows. */
export const settlementImportSchema = z.object({
  id: z.uuid(),
  courier: z.enum(COURIER_KEYS),
  format: z.enum(SETTLEMENT_FORMATS),
  fileName: z.string().nullable(),
  state: z.enum(SETTLEMENT_STATES),
  summary: settlementSummarySchema,
  importedAt: isoDateTime,
  importedBy: z.string(),
  appliedAt: isoDateTime.nullable(),
  appliedBy: z.string().nullable(),
  /** For payments fetched from the courier's API (decision 036): the days whose parcels it asked about. */
  fetched: z.object({ from: calendarDate, to: calendarDate }).nullable().optional(),
});
export type SettlementImport = z.output<typeof settlementImportSchema>;
/** An import as the server answers it (moments as Dates, serialized by the schema). */
export type SettlementImportAnswer = z.input<typeof settlementImportSchema>;

/**
 * POST /api/admin/settlements (the preview), GET /api/admin/settlements/{id} and its apply: the import
 * with every line. `replayed` says the same file of this courier was imported before: this is that
 * import, as it stands (an applied one changes nothing again).
 */
export const settlementPreviewSchema = settlementImportSchema.extend({
  lines: z.array(settlementLineSchema),
  replayed: z.boolean(),
});
export type SettlementPreview = z.output<typeof settlementPreviewSchema>;
export type SettlementPreviewAnswer = z.input<typeof settlementPreviewSchema>;

export const SETTLEMENT_LIST_LIMIT = 100;

/** GET /api/admin/settlements: the newest imports first, with what each applied. */
export const settlementListSchema = z.object({ imports: z.array(settlementImportSchema) });
export type SettlementList = z.output<typeof settlementListSchema>;

/** A parcel the courier paid less than its expected net, for a claim. */
export const shortPaidParcelSchema = z.object({
  orderId: z.uuid(),
  trackingNumber: z.string(),
  codAmount: moneyString,
  expected: moneyString,
  received: moneyString,
  /** expected − received: what to claim. */
  shortBy: moneyString,
  deliveredAt: isoDateTime.nullable(),
  settledAt: isoDateTime,
});
export type ShortPaidParcel = z.output<typeof shortPaidParcelSchema>;
export type ShortPaidParcelAnswer = z.input<typeof shortPaidParcelSchema>;

/** The most short-paid parcels a courier's figures list; the CSV export has them all. */
export const SHORT_PAID_LISTED = 100;

/**
 * What one courier owes the shop (docs/settlements.md): `expected` is the expected net of every parcel it
 * has paid for and of those delivered and not yet paid; `received` everything its applied imports paid;
 * `outstanding` the delivered parcels not yet paid, with the oldest; `shortPaid` the parcels paid less.
 */
export const courierFiguresSchema = z.object({
  courier: z.enum(COURIER_KEYS),
  expected: moneyString,
  received: moneyString,
  imports: count,
  lastAppliedAt: isoDateTime.nullable(),
  outstanding: z.object({
    parcels: count,
    expected: moneyString,
    oldest: z
      .object({
        orderId: z.uuid(),
        trackingNumber: z.string(),
        deliveredAt: isoDateTime,
        expected: moneyString,
      })
      .nullable(),
  }),
  shortPaid: z.object({
    parcels: count,
    amount: moneyString,
    /** The oldest first, at most SHORT_PAID_LISTED. */
    list: z.array(shortPaidParcelSchema),
  }),
});
export type CourierFigures = z.output<typeof courierFiguresSchema>;
export type CourierFiguresAnswer = z.input<typeof courierFiguresSchema>;

/** GET /api/admin/settlements/couriers: every courier with money owed, paid or awaited. */
export const courierFiguresListSchema = z.object({ couriers: z.array(courierFiguresSchema) });
export type CourierFiguresList = z.output<typeof courierFiguresListSchema>;
export type CourierFiguresListAnswer = z.input<typeof courierFiguresListSchema>;

/** The short-paid export's columns, in order. */
export const SHORT_PAID_CSV_COLUMNS = [
  'tracking_number',
  'order_number',
  'cod_amount',
  'expected',
  'received',
  'short_by',
  'delivered_on',
  'paid_on',
] as const;
