import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ApiCourierKey, ParcelProposal, ParcelStatus } from '../../../../common/orders/parcels';
import type { Database } from '../../../db/client';
import { enqueueMessages } from '../../notifications/outbox';
import { orders } from '../orders.tables';
import type { ShopForUpdates } from '../shipping-whatsapp';
import type { CourierApi, CourierEvent } from './courier-api';
import { COURIER_CHARGES_TASK } from './parcel-charges';
import { courierParcels, parcelEvents } from './couriers.tables';
import { parcelNews, tellShoppers, type ParcelMove } from './parcel-news';

/** What a courier's word proposes of the order, for staff to accept (decision 031). */
function proposalOf(status: ParcelStatus): ParcelProposal | null {
  if (status === 'delivered') return 'completed';
  if (status === 'returned') return 'returned';
  return null;
}

/** `told`: the shoppers' WhatsApp updates queued (parcel-news.ts), for the caller to deliver. */
export type RecordedEvents = { kept: number; unknown: string[]; told: number };

/** The shop as its messages name it: with it, a parcel out for delivery or not delivered tells the shopper. */
export type TrackingOptions = { shop?: () => Promise<ShopForUpdates> };

/**
 * Keeps a courier's events (a push, a webhook, a poll) in their parcels' histories, each once: the same
 * event again is one entry. A parcel's newest event sets where it stands; Delivered and Returned propose
 * the order's next status for staff to accept; Out for delivery and Attempted tell the shopper by WhatsApp,
 * in the same transaction (parcel-news.ts). A tracking number the shop never booked is answered as
 * kept (the courier would resend it forever otherwise) and reported for the log; it changes nothing.
 */
export async function recordParcelEvents(
  db: Database,
  courier: ApiCourierKey,
  events: CourierEvent[],
  options: TrackingOptions = {},
): Promise<RecordedEvents> {
  const numbers = [...new Set(events.map((event) => event.trackingNumber))];
  if (!numbers.length) return { kept: 0, unknown: [], told: 0 };
  // Read before the transaction: on the embedded database its one connection is the transaction's.
  const shop = options.shop ? await options.shop() : null;
  return db.transaction(async (tx) => {
    const parcels = await tx
      .select({
        orderId: courierParcels.orderId,
        trackingNumber: courierParcels.trackingNumber,
        parcelStatus: courierParcels.parcelStatus,
        parcelStatusAt: courierParcels.parcelStatusAt,
        reportedCharges: courierParcels.reportedCharges,
      })
      .from(courierParcels)
      .where(and(eq(courierParcels.courier, courier), inArray(courierParcels.trackingNumber, numbers)))
      .for('update');
    const byNumber = new Map(parcels.map((parcel) => [parcel.trackingNumber!, parcel]));
    const unknown = numbers.filter((number) => !byNumber.has(number));
    const rows = events.flatMap((event) => {
      const parcel = byNumber.get(event.trackingNumber);
      if (!parcel) return [];
      return [
        {
          orderId: parcel.orderId,
          courier,
          trackingNumber: event.trackingNumber,
          status: event.status,
          code: event.code.slice(0, 100),
          description: event.description.slice(0, 500),
          reason: event.reason?.slice(0, 500) ?? null,
          occurredAt: event.at,
        },
      ];
    });
    if (!rows.length) return { kept: 0, unknown, told: 0 };
    const kept = await tx.insert(parcelEvents).values(rows).onConflictDoNothing().returning({
      trackingNumber: parcelEvents.trackingNumber,
      status: parcelEvents.status,
      reason: parcelEvents.reason,
      occurredAt: parcelEvents.occurredAt,
    });
    // Each parcel moves to its newest new event, if that is newer than where it stands.
    const newest = new Map<string, (typeof kept)[number]>();
    for (const event of kept) {
      const seen = newest.get(event.trackingNumber);
      if (!seen || event.occurredAt >= seen.occurredAt) newest.set(event.trackingNumber, event);
    }
    const moves: ParcelMove[] = [];
    const delivered: string[] = [];
    const now = new Date();
    for (const [trackingNumber, event] of newest) {
      const parcel = byNumber.get(trackingNumber)!;
      // An event older than where the parcel stands came late: it joins the history and moves nothing.
      // Booked is the exception: its time is the shop's clock, and the courier's (to the second, or to
      // the minute) may read earlier for the event that follows it.
      const late = parcel.parcelStatusAt && parcel.parcelStatusAt > event.occurredAt;
      if (late && parcel.parcelStatus !== 'booked') continue;
      const status = event.status!;
      await tx
        .update(courierParcels)
        .set({
          parcelStatus: status,
          parcelReason: event.reason,
          parcelStatusAt: event.occurredAt,
          proposal: proposalOf(status),
          updatedAt: new Date(),
        })
        .where(eq(courierParcels.orderId, parcel.orderId));
      const news = parcelNews(parcel.parcelStatus, status, event.occurredAt, now);
      if (news) moves.push({ orderId: parcel.orderId, courier, news });
      if (status === 'delivered' && parcel.reportedCharges === null) delivered.push(trackingNumber);
    }
    // A delivered parcel's charges are the courier's to say, for its settlement (docs/settlements.md).
    if (delivered.length) {
      await enqueueMessages(tx, [
        { channel: 'task', kind: COURIER_CHARGES_TASK, payload: { courier, trackingNumbers: delivered } },
      ]);
    }
    return { kept: kept.length, unknown, told: await tellShoppers(tx, moves, shop) };
  });
}

/** How many parcels one poll asks about at most; the client batches them as its courier allows. */
const POLL_LIMIT = 2_000;

/**
 * Asks a courier that pushes nothing (PostEx) about every parcel still on its way: booked, the order
 * shipped, and not yet delivered or back with the shop.
 */
export async function pollParcels(
  db: Database,
  api: CourierApi,
  options: TrackingOptions = {},
): Promise<RecordedEvents & { asked: number }> {
  const open = await db
    .select({ trackingNumber: courierParcels.trackingNumber })
    .from(courierParcels)
    .innerJoin(orders, eq(orders.id, courierParcels.orderId))
    .where(
      and(
        eq(courierParcels.courier, api.key),
        eq(courierParcels.state, 'booked'),
        isNotNull(courierParcels.trackingNumber),
        eq(orders.status, 'shipped'),
        sql`coalesce(${courierParcels.parcelStatus}, 'booked') NOT IN ('delivered', 'returned')`,
      ),
    )
    .orderBy(courierParcels.bookedAt)
    .limit(POLL_LIMIT);
  const numbers = open.map((row) => row.trackingNumber!);
  if (!numbers.length) return { asked: 0, kept: 0, unknown: [], told: 0 };
  const events = await api.track(numbers);
  return { asked: numbers.length, ...(await recordParcelEvents(db, api.key, events, options)) };
}
