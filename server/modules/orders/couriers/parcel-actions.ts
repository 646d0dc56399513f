import { and, eq } from 'drizzle-orm';
import { courierName } from '../../../../common/orders/couriers';
import type { ShipperAdvice } from '../../../../common/orders/parcels';
import type { Database } from '../../../db/client';
import { AppError, ConflictError, NotFoundError } from '../../../errors';
import { withAudit, type Actor } from '../../audit/with-audit';
import { applyStatusChange, statusChangeTarget } from '../change-status';
import type { ShopForMessages } from '../order-messages';
import { orders, type StatusHistoryEntry } from '../orders.tables';
import { CourierRefusal, CourierUnavailable, type CourierApi } from './courier-api';
import type { CourierClients } from './courier-clients';
import { notConnected } from './booking';
import { courierParcels, parcelEvents } from './couriers.tables';

/** The courier could not be reached: nothing changed, and staff may try again. */
class CourierUnreachable extends AppError {
  constructor(name: string) {
    super(502, `${name} could not be reached; nothing changed. Try again in a minute`);
  }
}

/** A call to the courier for staff: its refusal is a 409 in its words, a failure to reach it a 502. */
export async function askCourier<T>(name: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CourierRefusal) throw new ConflictError(`${name}: ${error.courierMessage}`);
    if (error instanceof CourierUnavailable) throw new CourierUnreachable(name);
    throw error;
  }
}

async function bookedParcel(db: Database, clients: CourierClients, orderId: string) {
  const [parcel] = await db.select().from(courierParcels).where(eq(courierParcels.orderId, orderId));
  if (!parcel) throw new NotFoundError('This order has no parcel booked with a courier');
  const api = clients.api(parcel.courier);
  if (!api) throw notConnected(parcel.courier);
  return { parcel, api: api as CourierApi, name: courierName(parcel.courier) };
}

const ADVICE_WORDS: Record<ShipperAdvice, string> = {
  reattempt: 'Re-attempt asked of',
  return: 'Return asked of',
};

/**
 * Tells the courier what to do with a parcel whose delivery attempt failed (decision 031): try again, or
 * bring it back. Sent first; only once the courier has taken it is it kept in the parcel's history and
 * the audit trail, and the parcel leaves the Attempted queue.
 */
export async function adviseParcel(
  db: Database,
  clients: CourierClients,
  orderId: string,
  advice: ShipperAdvice,
  actor: Actor,
): Promise<void> {
  const { parcel, api, name } = await bookedParcel(db, clients, orderId);
  if (parcel.state !== 'booked' || parcel.parcelStatus !== 'attempted') {
    throw new ConflictError('Only a parcel whose delivery attempt failed can be re-attempted or returned');
  }
  const remarks = advice === 'reattempt' ? 'Please deliver again' : 'Please return to shipper';
  await askCourier(name, () => api.advise(parcel.trackingNumber!, advice, remarks));
  await withAudit(db, actor, { entity: 'order', action: 'courier_advice', entityId: orderId }, async (tx) => {
    const now = new Date();
    await tx
      .update(courierParcels)
      .set({ advice, advisedAt: now, updatedAt: now })
      .where(eq(courierParcels.orderId, orderId));
    await tx.insert(parcelEvents).values({
      orderId,
      courier: parcel.courier,
      trackingNumber: parcel.trackingNumber!,
      status: null,
      code: `shop:${advice}`,
      description: `${ADVICE_WORDS[advice]} ${name}`,
      byUsername: actor.username,
      occurredAt: now,
    });
    return {
      result: undefined,
      before: { parcel: parcel.parcelStatus },
      after: { advice, courier: parcel.courier },
    };
  });
}

/**
 * Cancels a booking (decision 031). One still queued is simply not booked; one booked is cancelled with
 * the courier first (refused once it has picked the parcel up), then the order goes back from Shipped to
 * Processing, the one step back the status path allows, so that it can be booked again.
 */
export async function cancelBooking(
  db: Database,
  clients: CourierClients,
  orderId: string,
  actor: Actor,
): Promise<void> {
  const [parcel] = await db.select().from(courierParcels).where(eq(courierParcels.orderId, orderId));
  if (!parcel || (parcel.state !== 'queued' && parcel.state !== 'booked')) {
    throw new ConflictError('This order has no booking to cancel');
  }
  const name = courierName(parcel.courier);
  if (parcel.state === 'booked') {
    if (parcel.parcelStatus !== 'booked') {
      throw new ConflictError(`${name} has the parcel already; it can no longer be cancelled`);
    }
    const api = clients.api(parcel.courier);
    if (!api) throw notConnected(parcel.courier);
    await askCourier(name, () => api.cancel(parcel.trackingNumber!));
  }
  await withAudit(db, actor, { entity: 'order', action: 'cancel_booking', entityId: orderId }, async (tx) => {
    const now = new Date();
    await tx
      .update(courierParcels)
      .set({ state: 'cancelled', proposal: null, updatedAt: now })
      .where(and(eq(courierParcels.orderId, orderId), eq(courierParcels.reference, parcel.reference)));
    if (parcel.state === 'booked') {
      await tx.insert(parcelEvents).values({
        orderId,
        courier: parcel.courier,
        trackingNumber: parcel.trackingNumber!,
        status: null,
        code: 'shop:cancel',
        description: `Booking cancelled with ${name}`,
        byUsername: actor.username,
        occurredAt: now,
      });
      const [order] = await tx
        .select({ status: orders.status, statusHistory: orders.statusHistory })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (order?.status === 'shipped') {
        const entry: StatusHistoryEntry = {
          previousStatus: 'shipped',
          status: 'processing',
          changedAt: now.toISOString(),
          note: `Booking with ${name} cancelled (${parcel.trackingNumber})`,
          changedBy: actor.username,
        };
        await tx
          .update(orders)
          .set({
            status: 'processing',
            courier: null,
            trackingNumber: null,
            statusHistory: [...order.statusHistory, entry],
            updatedAt: now,
          })
          .where(eq(orders.id, orderId));
      }
    }
    return {
      result: undefined,
      before: { courier: parcel.courier, booking: parcel.state },
      after: { booking: 'cancelled' },
    };
  });
}

/**
 * Accepts what the courier's word proposes (Delivered → Completed, Returned → Returned), each order on
 * its own like the desk's bulk moves: one that may not move is reported and the others still do. `shop`,
 * read before the transactions, lets a delivery or a return tell the ads (docs/ads.md).
 */
export async function acceptProposals(
  db: Database,
  orderIds: string[],
  actor: Actor,
  shop: ShopForMessages | null = null,
): Promise<{ changed: string[]; refused: Array<{ id: string; error: string }> }> {
  const result = { changed: [] as string[], refused: [] as Array<{ id: string; error: string }> };
  for (const orderId of orderIds) {
    try {
      await withAudit(db, actor, statusChangeTarget(orderId), async (tx) => {
        const [parcel] = await tx
          .select({ proposal: courierParcels.proposal, courier: courierParcels.courier })
          .from(courierParcels)
          .where(eq(courierParcels.orderId, orderId))
          .for('update');
        if (!parcel?.proposal) throw new ConflictError('The courier proposes nothing for this order');
        const change = await applyStatusChange(
          tx,
          orderId,
          {
            status: parcel.proposal,
            note: `${courierName(parcel.courier)} reported it ${parcel.proposal === 'completed' ? 'delivered' : 'returned'}`,
          },
          actor,
          shop,
        );
        await tx
          .update(courierParcels)
          .set({ proposal: null, updatedAt: new Date() })
          .where(eq(courierParcels.orderId, orderId));
        return change;
      });
      result.changed.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      result.refused.push({ id: orderId, error: error.message });
    }
  }
  return result;
}
