import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  API_COURIER_KEYS,
  BOOKING_STATES,
  PARCEL_PROPOSALS,
  PARCEL_STATUSES,
  SHIPPER_ADVICE,
} from '../../../../common/orders/parcels';
import { oneOf, updatedAt, uuidPk } from '../../../db/columns';
import { orders } from '../orders.tables';

/**
 * An order's parcel booked (or being booked) through a courier's API (decision 031): one per order; a
 * new booking after a refusal or a cancellation takes the row over with a new reference.
 */
export const courierParcels = pgTable(
  'courier_parcels',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier', { enum: API_COURIER_KEYS }).notNull(),
    /** Sent as the courier's order reference, and what a retry looks the booking up by: new per booking. */
    reference: uuid('reference')
      .notNull()
      .default(sql`gen_random_uuid()`),
    state: text('state', { enum: BOOKING_STATES }).notNull(),
    trackingNumber: text('tracking_number'),
    /** The courier's own address for the label, when its booking answer gives one. */
    labelUrl: text('label_url'),
    /** The courier's label as fetched and kept in media storage (decision 015), once printed. */
    labelKey: text('label_key'),
    /** The courier's words when it refused the booking (not retried). */
    refusal: text('refusal'),
    /** The last failed call's error while the booking is retried (safe-errors.ts: never customer data). */
    lastError: text('last_error'),
    /** Calls made for this booking: from the second on, each first looks the booking up by reference. */
    attempts: integer('attempts').notNull().default(0),
    /** The newest status the courier reported, with its reason and time. */
    parcelStatus: text('parcel_status', { enum: PARCEL_STATUSES }),
    parcelReason: text('parcel_reason'),
    parcelStatusAt: timestamp('parcel_status_at', { withTimezone: true }),
    /** The order status the courier's word proposes for staff to accept (delivered, returned). */
    proposal: text('proposal', { enum: PARCEL_PROPOSALS }),
    /** What staff last told the courier about a failed attempt, and when. */
    advice: text('advice', { enum: SHIPPER_ADVICE }),
    advisedAt: timestamp('advised_at', { withTimezone: true }),
    /**
     * The courier's own charges for the parcel, where it reports them (Trax's charges webhook: its total,
     * GST included): a settlement expects the COD amount less these instead of the owner's rate card.
     */
    reportedCharges: numeric('reported_charges', { precision: 10, scale: 2 }),
    chargesReportedAt: timestamp('charges_reported_at', { withTimezone: true }),
    /** Who asked for the booking: the booking's move to Shipped is audited as theirs. */
    requestedById: text('requested_by_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courier_parcels_tracking_number_unique').on(t.courier, t.trackingNumber),
    uniqueIndex('courier_parcels_reference_unique').on(t.reference),
    // The desk's queues: parcels whose last attempt failed, and couriers' words waiting for staff.
    index('courier_parcels_attempted_idx')
      .on(t.parcelStatusAt)
      .where(sql`${t.parcelStatus} = 'attempted'`),
    index('courier_parcels_proposal_idx')
      .on(t.parcelStatusAt)
      .where(sql`${t.proposal} IS NOT NULL`),
    check('courier_parcels_booked_check', sql`${t.state} <> 'booked' OR ${t.trackingNumber} IS NOT NULL`),
    check('courier_parcels_courier_check', oneOf(t.courier, API_COURIER_KEYS)),
  ],
);

/**
 * A parcel's history: the courier's events (a track call's lines, a push, a webhook), each kept once,
 * and what staff asked of the courier (booked, re-attempt, return, cancel), with who asked.
 */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: uuidPk(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier', { enum: API_COURIER_KEYS }).notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** A courier's event: its status in the shop's words; null for staff's own actions. */
    status: text('status', { enum: PARCEL_STATUSES }),
    /** The courier's own code, or the shop's action (`shop:reattempt`, `shop:return`, `shop:cancel`). */
    code: text('code').notNull(),
    description: text('description').notNull(),
    reason: text('reason'),
    /** The staff member who asked, for the shop's actions. */
    byUsername: text('by_username'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same event twice (a push repeated, a poll that sees it again) is one entry.
    uniqueIndex('parcel_events_once').on(t.courier, t.trackingNumber, t.code, t.occurredAt),
    index('parcel_events_order_idx').on(t.orderId, t.occurredAt),
  ],
);

/** Each courier's own city list, as its booking call wants it: fetched and kept, refreshed daily. */
export const courierCities = pgTable(
  'courier_cities',
  {
    courier: text('courier', { enum: API_COURIER_KEYS }).notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** The name folded for matching the shop's city names (lower case, letters and digits only). */
    folded: text('folded').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.id] }),
    index('courier_cities_folded_idx').on(t.courier, t.folded),
  ],
);

/**
 * When each courier's recurring work last ran (a poll of PostEx's parcels, a refresh of a city list):
 * the one row several copies of the server claim, so each runs once per period whichever copy does it.
 */
export const courierSchedule = pgTable('courier_schedule', {
  job: text('job').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});

/**
 * A payment a courier pushed news of (Trax's payment status webhook: the tracking number and the payment's
 * id, no amount), kept once until a fetch asks the courier for the payment itself (docs/settlements.md,
 * decision 036): its tracking number is among those a fetch asks about, even one the shop never booked.
 */
export const courierPaymentNotices = pgTable(
  'courier_payment_notices',
  {
    courier: text('courier', { enum: API_COURIER_KEYS }).notNull(),
    trackingNumber: text('tracking_number').notNull(),
    paymentId: text('payment_id').notNull(),
    /** When the courier says it paid (its clock), if it says. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.trackingNumber, t.paymentId] }),
    index('courier_payment_notices_received_idx').on(t.courier, t.receivedAt),
    check('courier_payment_notices_courier_check', oneOf(t.courier, API_COURIER_KEYS)),
  ],
);
