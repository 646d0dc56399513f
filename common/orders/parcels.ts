/**
 * A parcel booked through a courier's merchant API (decision 031), in the shop's words: the back office's
 * order card, the desk's Attempted queue and the server share these.
 */

/** The couriers booked by API. TCS, M&P and Call Courier stay manual: staff type their tracking numbers. */
export const API_COURIER_KEYS = ['postex', 'trax', 'leopards'] as const;
export type ApiCourierKey = (typeof API_COURIER_KEYS)[number];

/** One vocabulary for every courier's parcel statuses (docs/couriers.md maps each courier's codes). */
export const PARCEL_STATUSES = [
  'booked',
  'picked',
  'in-transit',
  'out-for-delivery',
  'attempted',
  'delivered',
  'return-in-transit',
  'returned',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export const PARCEL_STATUS_LABELS: Record<ParcelStatus, string> = {
  booked: 'Booked',
  picked: 'Picked',
  'in-transit': 'In transit',
  'out-for-delivery': 'Out for delivery',
  attempted: 'Attempted',
  delivered: 'Delivered',
  'return-in-transit': 'Return in transit',
  returned: 'Returned to shipper',
};

/**
 * Where a booking stands: asked for and waiting for the courier (queued), booked, refused by the courier
 * (its words are kept; not retried), or cancelled with the courier before pickup.
 */
export const BOOKING_STATES = ['queued', 'booked', 'refused', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** What staff ask the courier to do with a parcel whose delivery attempt failed. */
export const SHIPPER_ADVICE = ['reattempt', 'return'] as const;
export type ShipperAdvice = (typeof SHIPPER_ADVICE)[number];

/**
 * The order status a courier's word proposes, for staff to accept: a completed order counts as revenue,
 * and couriers' statuses are not always right, so neither is applied by itself.
 */
export const PARCEL_PROPOSALS = ['completed', 'returned'] as const;
export type ParcelProposal = (typeof PARCEL_PROPOSALS)[number];
