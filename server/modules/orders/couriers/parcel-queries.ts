import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { trackingUrl } from '../../../../common/orders/couriers';
import type { DeskParcel, Parcel } from '../../../../common/orders/parcel-schemas';
import type { Database } from '../../../db/client';
import { trackingLink } from '../order-messages';
import { orders } from '../orders.tables';
import { deskPhoneOf } from '../../phones/pakistani-phone';
import { courierParcels, parcelEvents } from './couriers.tables';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An order's booking with its history, newest last; null when it was never booked through an API. */
export async function readParcel(db: Database, orderId: string): Promise<Parcel | null> {
  const [parcel] = await db.select().from(courierParcels).where(eq(courierParcels.orderId, orderId));
  if (!parcel) return null;
  // Only this booking's events: one cancelled before keeps its own under its own tracking number.
  const events = parcel.trackingNumber
    ? await db
        .select()
        .from(parcelEvents)
        .where(and(eq(parcelEvents.orderId, orderId), eq(parcelEvents.trackingNumber, parcel.trackingNumber)))
        .orderBy(asc(parcelEvents.occurredAt), asc(parcelEvents.receivedAt))
    : [];
  return {
    courier: parcel.courier,
    state: parcel.state,
    trackingNumber: parcel.trackingNumber,
    trackingUrl: parcel.trackingNumber ? trackingUrl(parcel.courier, parcel.trackingNumber) : null,
    refusal: parcel.refusal,
    lastError: parcel.lastError,
    status: parcel.parcelStatus,
    reason: parcel.parcelReason,
    statusAt: iso(parcel.parcelStatusAt),
    proposal: parcel.proposal,
    advice: parcel.advice,
    advisedAt: iso(parcel.advisedAt),
    requestedBy: parcel.requestedBy,
    requestedAt: parcel.requestedAt.toISOString(),
    bookedAt: iso(parcel.bookedAt),
    events: events.map((event) => ({
      status: event.status,
      code: event.code,
      description: event.description,
      reason: event.reason,
      by: event.byUsername,
      at: event.occurredAt.toISOString(),
    })),
  };
}

/** The most parcels a desk list shows: a day's failed attempts are far fewer. */
const DESK_LIST_LIMIT = 200;

/**
 * The desk's parcel lists (decision 031), oldest first so the longest-waiting parcel is acted on first:
 * `attempted`, parcels whose last delivery attempt failed and that staff have not advised on since;
 * `proposed`, parcels the courier reports delivered or returned, waiting for staff to accept.
 */
export async function listDeskParcels(
  db: Database,
  queue: 'attempted' | 'proposed',
  /** The shop's public address, which each order's tracking link starts with. */
  publicUrl: string,
): Promise<DeskParcel[]> {
  const waiting =
    queue === 'attempted'
      ? and(
          eq(courierParcels.parcelStatus, 'attempted'),
          or(isNull(courierParcels.advisedAt), lt(courierParcels.advisedAt, courierParcels.parcelStatusAt)),
        )
      : isNotNull(courierParcels.proposal);
  const rows = await db
    .select({
      orderId: courierParcels.orderId,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      city: orders.city,
      total: orders.total,
      courier: courierParcels.courier,
      trackingNumber: courierParcels.trackingNumber,
      status: courierParcels.parcelStatus,
      reason: courierParcels.parcelReason,
      at: courierParcels.parcelStatusAt,
      proposal: courierParcels.proposal,
      language: orders.language,
    })
    .from(courierParcels)
    .innerJoin(orders, eq(orders.id, courierParcels.orderId))
    .where(and(eq(courierParcels.state, 'booked'), eq(orders.status, 'shipped'), waiting))
    .orderBy(asc(courierParcels.parcelStatusAt))
    .limit(DESK_LIST_LIMIT);
  return rows.map((row) => {
    return {
      orderId: row.orderId,
      customerName: row.customerName,
      phone: deskPhoneOf(row.customerPhone),
      city: row.city,
      total: row.total,
      courier: row.courier,
      trackingNumber: row.trackingNumber!,
      status: row.status!,
      reason: row.reason,
      at: row.at!.toISOString(),
      proposal: row.proposal,
      language: row.language,
      trackingLink: trackingLink(publicUrl, { id: row.orderId, ...row }),
    };
  });
}
