import { z } from 'zod';
import { count, isoDateTime, moneyString } from '../wire';
import { COURIER_KEYS, TRACKING_NUMBER } from './couriers';
import {
  givenCourierSchema,
  SHIPPING_MESSAGES,
  shippingDetailsProblem,
  statusNoteSchema,
} from './order-desk-schemas';

/** Orders printed or moved at once (decision 022, bulk work): a day's dispatch, not the whole shop. */
export const BULK_MAX = 200;

const orderIds = z
  .array(z.uuid('Invalid order id'))
  .min(1, 'Choose at least one order')
  .max(BULK_MAX, `At most ${BULK_MAX} orders at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'An order is named twice');

/** GET /api/admin/orders/slips?ids=a,b,c: the orders' packing slips, in the order asked. */
export const slipQuerySchema = z
  .object({
    ids: z
      .string({ error: 'Choose at least one order' })
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(orderIds),
  })
  .strict();

export const packingSlipSchema = z.object({
  id: z.guid(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** The number as couriers dial it (`+92 300 1234567`), when it reads as a Pakistani phone. */
  phoneDisplay: z.string().nullable(),
  shippingAddress: z.string(),
  city: z.string(),
  postalCode: z.string().nullable(),
  total: moneyString,
  /** A discount staff gave (decision 022), already taken off `total`; the slip says so. */
  discount: moneyString,
  /** The Cash on Delivery fee (common/orders/cod-rules.ts), included in `total`; the slip says so. */
  codFee: moneyString,
  createdAt: isoDateTime,
  /** Who carries it and its consignment number, once given (decision 022, shipping); else null. */
  courier: z.enum(COURIER_KEYS).nullable(),
  trackingNumber: z.string().nullable(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int().positive(), packSize: count })),
});
export type PackingSlip = z.output<typeof packingSlipSchema>;
export const packingSlipsSchema = z.array(packingSlipSchema);

/**
 * POST /api/admin/orders/bulk-status: several orders to processing, or to shipped, with an optional note
 * for each order's history, and optionally one courier and each order's tracking number (checked as the
 * single change checks them). Each order moves on its own, by the status rule; the answer says which moved
 * and why the others did not.
 */
export const bulkStatusSchema = z
  .object({
    orderIds,
    status: z.enum(['processing', 'shipped'], { error: 'status must be processing or shipped' }),
    note: statusNoteSchema,
    courier: givenCourierSchema,
    trackingNumbers: z
      .record(z.string(), z.string().trim().regex(TRACKING_NUMBER, SHIPPING_MESSAGES.trackingInvalid))
      .optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const hasTracking = Object.values(input.trackingNumbers ?? {}).some(Boolean);
    const problem = shippingDetailsProblem({ ...input, hasTracking });
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
  });
export type BulkStatusInput = z.output<typeof bulkStatusSchema>;

export const bulkStatusResultSchema = z.object({
  changed: z.array(z.guid()),
  refused: z.array(z.object({ id: z.guid(), error: z.string() })),
});
export type BulkStatusResult = z.output<typeof bulkStatusResultSchema>;
