import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { COURIER_KEYS } from './couriers';
import { deskPhoneSchema } from './confirmation-schemas';
import {
  API_COURIER_KEYS,
  BOOKING_STATES,
  PARCEL_PROPOSALS,
  PARCEL_STATUSES,
  SHIPPER_ADVICE,
} from './parcels';
import { calendarDate, isoDateTime, moneyString } from '../wire';

/** Parcels booked through the couriers' APIs (decision 031): the back office's calls and answers. */

const apiCourier = z.enum(API_COURIER_KEYS, {
  error: `courier must be one of ${API_COURIER_KEYS.join(', ')} (the couriers booked by API)`,
});
const orderIds = z
  .array(z.uuid('Invalid order id'), { error: 'orderIds must be a list of order ids' })
  .min(1, 'Choose at least one order')
  .max(100, 'At most 100 orders at once')
  .refine((ids) => new Set(ids).size === ids.length, 'Each order once');

/** POST /api/admin/orders/{id}/booking */
export const bookingRequestSchema = z.strictObject({ courier: apiCourier });
/** POST /api/admin/orders/bookings: the desk's bulk booking. */
export const bulkBookingSchema = z.strictObject({ orderIds, courier: apiCourier });
export type BulkBookingInput = z.output<typeof bulkBookingSchema>;

const refusedSchema = z.array(z.object({ id: z.guid(), error: z.string() }));
/** 202: the bookings queued for the courier, and the orders refused with why. */
export const bookingResultSchema = z.object({ queued: z.array(z.guid()), refused: refusedSchema });
export type BookingResult = z.output<typeof bookingResultSchema>;

/** POST /api/admin/orders/{id}/parcel-advice */
export const adviceSchema = z.strictObject({
  advice: z.enum(SHIPPER_ADVICE, { error: 'advice must be reattempt or return' }),
});

/** POST /api/admin/orders/parcel-proposals/accept */
export const acceptProposalsSchema = z.strictObject({ orderIds });
export const acceptProposalsResultSchema = z.object({ changed: z.array(z.guid()), refused: refusedSchema });
export type AcceptProposalsResult = z.output<typeof acceptProposalsResultSchema>;

export const parcelEventSchema = z.object({
  status: z.enum(PARCEL_STATUSES).nullable(),
  code: z.string(),
  description: z.string(),
  reason: z.string().nullable(),
  by: z.string().nullable(),
  at: isoDateTime,
});

/** GET /api/admin/orders/{id}/parcel: the order's booking and its history; null when it has none. */
export const parcelSchema = z
  .object({
    courier: z.enum(API_COURIER_KEYS),
    state: z.enum(BOOKING_STATES),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    refusal: z.string().nullable(),
    lastError: z.string().nullable(),
    status: z.enum(PARCEL_STATUSES).nullable(),
    reason: z.string().nullable(),
    statusAt: isoDateTime.nullable(),
    proposal: z.enum(PARCEL_PROPOSALS).nullable(),
    advice: z.enum(SHIPPER_ADVICE).nullable(),
    advisedAt: isoDateTime.nullable(),
    requestedBy: z.string(),
    requestedAt: isoDateTime,
    bookedAt: isoDateTime.nullable(),
    events: z.array(parcelEventSchema),
  })
  .nullable();
export type Parcel = NonNullable<z.output<typeof parcelSchema>>;

/** One parcel in the desk's lists (Attempted, and the couriers' proposals). */
export const deskParcelSchema = z.object({
  orderId: z.guid(),
  customerName: z.string(),
  phone: deskPhoneSchema,
  city: z.string(),
  total: moneyString,
  courier: z.enum(API_COURIER_KEYS),
  trackingNumber: z.string(),
  status: z.enum(PARCEL_STATUSES),
  reason: z.string().nullable(),
  at: isoDateTime,
  proposal: z.enum(PARCEL_PROPOSALS).nullable(),
  /** The storefront language of the order: the desk's message to the shopper goes in it (decision 038). */
  language: z.enum(LANGUAGES),
  /** The order's tracking page, on the storefront of the order's language, for the desk's message. */
  trackingLink: z.string(),
});
export type DeskParcel = z.output<typeof deskParcelSchema>;
/** GET /api/admin/orders/parcels?queue=attempted|proposed */
export const deskParcelsQuerySchema = z.object({
  queue: z.enum(['attempted', 'proposed'], { error: 'queue must be attempted or proposed' }),
});
export const deskParcelsSchema = z.object({ parcels: z.array(deskParcelSchema) });

/** GET /api/admin/couriers: which couriers this server books through, and the shop's pickup settings. */
export const couriersSchema = z.object({
  couriers: z.array(
    z.object({
      key: z.enum(COURIER_KEYS),
      name: z.string(),
      /** Booked through its API (credentials in the environment); else tracking numbers are typed. */
      connected: z.boolean(),
      /** It tells the shop of its parcels itself (a webhook or push), or the shop asks it (PostEx). */
      tracking: z.enum(['push', 'poll', 'manual']),
    }),
  ),
});
export type CouriersAnswer = z.output<typeof couriersSchema>;

/** POST /api/admin/couriers/{courier}/tracking: the courier asked now about its parcels on their way. */
export const trackNowSchema = z.object({ asked: z.number().int(), kept: z.number().int() });

/** GET /api/admin/orders/labels?ids=… */
export const labelsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(orderIds),
});
/** GET /api/admin/couriers/{courier}/load-sheet?date=YYYY-MM-DD (Pakistan's day) */
export const loadSheetParamsSchema = z.object({ courier: apiCourier });
export const loadSheetQuerySchema = z.object({ date: calendarDate });
