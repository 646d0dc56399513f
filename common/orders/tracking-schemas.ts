import { z } from 'zod';
import { isoDateTime, moneyString } from '../wire';
import { COURIER_KEYS } from './couriers';
import { readOrderNumber, TRACKING_FIELD_MESSAGES } from './order-tracking';
import { PARCEL_STATUSES } from './parcels';
import { ORDER_STATUSES } from './statuses';

/** What the phone field takes: digits, +, -, spaces and parentheses, 10 to 15 digits (as the checkout's). */
const PHONE_CHARACTERS = /^[0-9+\- ()]+$/;
const digitCount = (phone: string) => phone.replace(/\D/g, '').length;

/**
 * GET /api/orders/track and the tracking page's query (docs/storefront.md, "Tracking an order"): the
 * order number as printed, with or without `#` (read into its 8 characters), and the phone as typed.
 * Whether the phone is a Pakistani number is the server's reading (libphonenumber); one that is not
 * matches no order.
 */
export const trackOrderQuerySchema = z.object({
  order: z
    .string({ error: TRACKING_FIELD_MESSAGES.order })
    .max(40, TRACKING_FIELD_MESSAGES.order)
    .transform((typed, context) => {
      const number = readOrderNumber(typed);
      if (number === null) context.addIssue({ code: 'custom', message: TRACKING_FIELD_MESSAGES.order });
      return number ?? '';
    }),
  phone: z
    .string({ error: TRACKING_FIELD_MESSAGES.phone })
    .trim()
    .max(25, TRACKING_FIELD_MESSAGES.phone)
    .regex(PHONE_CHARACTERS, TRACKING_FIELD_MESSAGES.phone)
    .refine((phone) => digitCount(phone) >= 10 && digitCount(phone) <= 15, TRACKING_FIELD_MESSAGES.phone),
});
export type TrackOrderQuery = z.output<typeof trackOrderQuerySchema>;

const status = z.enum(ORDER_STATUSES);

/**
 * An order as its shopper may see it: the status in words, the lines and total, the courier and its
 * tracking link, and the status changes with their dates. Never a staff member's name, a note, a call's
 * outcome, the address or the phone: the response schema drops any field not named here.
 */
export const trackedOrderSchema = z.object({
  orderNumber: z.string(),
  status,
  statusTitle: z.string(),
  statusDetail: z.string(),
  placedAt: isoDateTime,
  items: z.array(
    z.object({
      productName: z.string(),
      quantity: z.number().int().positive(),
      /** The unit price as charged. */
      price: moneyString,
      lineTotal: moneyString,
    }),
  ),
  /** A discount given when the order was edited (decision 022), already taken off `total`. */
  discount: moneyString,
  /** The Cash on Delivery fee charged at checkout (cod-rules.ts), included in `total`. */
  codFee: moneyString,
  total: moneyString,
  /** Null until the order ships with a courier. */
  shipment: z
    .object({
      courier: z.enum(COURIER_KEYS),
      courierName: z.string(),
      trackingNumber: z.string().nullable(),
      /** The courier's public tracking page (common/orders/couriers.ts), null for a courier without one. */
      trackingUrl: z.string().nullable(),
      /** The courier's latest word on a parcel booked through its API (decision 031). */
      parcel: z
        .object({ status: z.enum(PARCEL_STATUSES), statusText: z.string(), at: isoDateTime })
        .nullable(),
    })
    .nullable(),
  /** Each change of status, oldest first: the first is the order being placed. */
  history: z.array(z.object({ status, statusTitle: z.string(), at: isoDateTime })),
});
export type TrackedOrder = z.output<typeof trackedOrderSchema>;
