import { and, eq, sql } from 'drizzle-orm';
import { courierName } from '../../../../common/orders/couriers';
import { countedLines } from '../../../../common/orders/order-lines';
import type { ApiCourierKey } from '../../../../common/orders/parcels';

import type { Database } from '../../../db/client';
import { AppError, ConflictError, InputError, NotFoundError } from '../../../errors';
import { safeErrorMessage } from '../../../lib/safe-errors';
import { withAudit, type Actor } from '../../audit/with-audit';
import { enqueueMessages, MAX_ATTEMPTS } from '../../notifications/outbox';
import { applyStatusChange, statusChangeTarget } from '../change-status';
import type { ShopForMessages } from '../order-messages';
import { orderItems, orders } from '../orders.tables';
import { normalizePakistaniPhone } from '../../phones/pakistani-phone';
import { CourierRefusal, type Booking, type ParcelToBook } from './courier-api';
import type { CourierCityBook } from './courier-cities';
import type { CourierClients } from './courier-clients';
import { courierParcels, parcelEvents } from './couriers.tables';

/** The outbox task that books one parcel with its courier (decision 031). */
export const COURIER_BOOKING_TASK = 'courier-booking';

export type BookingDeps = {
  db: Database;
  clients: CourierClients;
  cities: CourierCityBook;
  /** The shop as its mails name it: the booking's move to Shipped mails the shopper. */
  shop: () => Promise<ShopForMessages>;
  parcelWeightGrams: () => Promise<number>;
  afterCommit: () => void;
  log: (level: 'info' | 'warn', message: string) => void;
};

export type BookingRequestResult = { queued: string[]; refused: Array<{ id: string; error: string }> };

/** A courier this server holds no credentials for is booked on its portal, as before (decision 031). */
export function notConnected(courier: ApiCourierKey): InputError {
  const name = courierName(courier);
  return new InputError(
    `${name} is not connected on this server: book the parcel on ${name}'s portal and enter its tracking number`,
  );
}

/**
 * Asks the courier to book each order's parcel (decision 031). Each order on its own, audited: the order
 * must be confirmed (Processing) and not booked already; its parcel row is written as queued (the claim
 * that keeps a second request out) with an outbox task, in one transaction, and the worker books it after
 * the answer. One order refused does not stop the others.
 */
export async function requestBookings(
  deps: BookingDeps,
  input: { orderIds: string[]; courier: ApiCourierKey },
  actor: Actor,
  /** One order asked for alone: its refusal is the answer (404, 409) instead of a line of the result. */
  { alone = false }: { alone?: boolean } = {},
): Promise<BookingRequestResult> {
  const { courier } = input;
  if (!deps.clients.api(courier)) throw notConnected(courier);
  const name = courierName(courier);
  const result: BookingRequestResult = { queued: [], refused: [] };
  for (const orderId of input.orderIds) {
    try {
      await withAudit(
        deps.db,
        actor,
        { entity: 'order', action: 'book_courier', entityId: orderId },
        async (tx) => {
          const [order] = await tx
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, orderId))
            .for('update');
          if (!order) throw new NotFoundError('Order not found');
          const [existing] = await tx
            .select({
              state: courierParcels.state,
              courier: courierParcels.courier,
              trackingNumber: courierParcels.trackingNumber,
            })
            .from(courierParcels)
            .where(eq(courierParcels.orderId, orderId));
          if (existing?.state === 'queued') {
            throw new ConflictError(`A booking with ${courierName(existing.courier)} is already on its way`);
          }
          if (existing?.state === 'booked') {
            throw new ConflictError(
              `Already booked with ${courierName(existing.courier)}: ${existing.trackingNumber ?? ''}`.trim(),
            );
          }
          if (order.status !== 'processing') {
            throw new ConflictError(
              `Only a confirmed order (processing) is booked with a courier; this one is ${order.status}`,
            );
          }
          const fresh = {
            courier,
            state: 'queued' as const,
            // A new reference per booking: one refused or cancelled before is another booking to the courier.
            reference: sql`gen_random_uuid()`,
            trackingNumber: null,
            labelUrl: null,
            labelKey: null,
            refusal: null,
            lastError: null,
            attempts: 0,
            parcelStatus: null,
            parcelReason: null,
            parcelStatusAt: null,
            proposal: null,
            advice: null,
            advisedAt: null,
            requestedById: actor.id,
            requestedBy: actor.username,
            requestedAt: new Date(),
            bookedAt: null,
            updatedAt: new Date(),
          };
          const [parcel] = await tx
            .insert(courierParcels)
            .values({ orderId, ...fresh })
            .onConflictDoUpdate({ target: courierParcels.orderId, set: fresh })
            .returning({ reference: courierParcels.reference });
          await enqueueMessages(tx, [
            {
              channel: 'task',
              kind: COURIER_BOOKING_TASK,
              payload: { orderId, reference: parcel!.reference },
            },
          ]);
          return {
            result: undefined,
            before: existing ? { courier: existing.courier, booking: existing.state } : null,
            after: { courier, booking: 'queued' },
          };
        },
      );
      result.queued.push(orderId);
    } catch (error) {
      if (alone || !(error instanceof AppError) || error.statusCode >= 500) throw error;
      result.refused.push({ id: orderId, error: error.message });
    }
  }
  if (result.queued.length) deps.afterCommit();
  deps.log('info', `Booking with ${name} asked for ${result.queued.length} order(s)`);
  return result;
}

type QueuedParcel = typeof courierParcels.$inferSelect;

/** The parcel as the courier's booking wants it, or the reason it cannot be booked (not retried). */
async function parcelOf(deps: BookingDeps, parcel: QueuedParcel): Promise<ParcelToBook | string> {
  const name = courierName(parcel.courier);
  const [order] = await deps.db
    .select({
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      shippingAddress: orders.shippingAddress,
      city: orders.city,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.id, parcel.orderId));
  if (!order) return 'The order was deleted';
  if (!(Number(order.total) > 0)) return 'The order has nothing to collect: a parcel is never booked at Rs 0';
  const phone = normalizePakistaniPhone(order.customerPhone);
  if (!phone) return `The customer's phone is not a Pakistani number ${name} can call`;
  const city = await deps.cities.find(parcel.courier, order.city);
  if (!city) return `${name} does not deliver to ${order.city}: it is not in ${name}'s city list`;
  const lines = await deps.db
    .select({ name: orderItems.productName, quantity: orderItems.quantity, packSize: orderItems.packSize })
    .from(orderItems)
    .where(eq(orderItems.orderId, parcel.orderId))
    .orderBy(orderItems.productName);
  const description = countedLines(lines)
    .map((line) => `${line.name} x${line.quantity}`)
    .join(', ');
  return {
    reference: parcel.reference,
    orderNumber: parcel.orderId.slice(0, 8),
    consignee: {
      name: order.customerName,
      // +923001234567 → 03001234567, as each of these couriers takes a number.
      phone: `0${phone.normalized.slice(3)}`,
      email: order.customerEmail,
      address: order.shippingAddress,
      city,
    },
    codAmount: order.total,
    pieces: 1,
    weightGrams: await deps.parcelWeightGrams(),
    description: description.slice(0, 250) || 'Order items',
    instructions: null,
  };
}

/** The booking can no longer go ahead (staff cancelled it, or the order moved on while it was booked). */
class BookingOvertaken extends Error {}

/**
 * The outbox task: books one queued parcel. From the second attempt on, the booking is first looked up by
 * its reference, so an answer lost to a timeout or a 5xx never books a second parcel. The courier's
 * refusal is kept in its words and not retried; anything else throws, and the outbox retries it with
 * back-off until its last attempt, which gives the order back to staff with the error.
 */
export async function bookQueuedParcel(deps: BookingDeps, payload: Record<string, unknown>): Promise<void> {
  const orderId = String(payload.orderId);
  const [parcel] = await deps.db
    .update(courierParcels)
    .set({ attempts: sql`${courierParcels.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(courierParcels.orderId, orderId),
        eq(courierParcels.reference, String(payload.reference)),
        eq(courierParcels.state, 'queued'),
      ),
    )
    .returning();
  if (!parcel) return; // cancelled, or taken over by a newer booking
  const api = deps.clients.api(parcel.courier);
  if (!api) return refuse(deps, parcel, notConnected(parcel.courier).message);
  try {
    const found = parcel.attempts > 1 ? await api.findBooking(parcel.reference, parcel.requestedAt) : null;
    if (found)
      deps.log('info', `Booking ${parcel.reference} found with ${parcel.courier} on retry: not booked twice`);
    let booking = found;
    if (!booking) {
      const toBook = await parcelOf(deps, parcel);
      if (typeof toBook === 'string') return refuse(deps, parcel, toBook);
      booking = await api.book(toBook);
    }
    await completeBooking(deps, parcel, booking);
  } catch (error) {
    if (error instanceof CourierRefusal) return refuse(deps, parcel, error.courierMessage);
    const message = safeErrorMessage(error);
    if (parcel.attempts >= MAX_ATTEMPTS) {
      return refuse(
        deps,
        parcel,
        `${courierName(parcel.courier)} could not be reached after ${parcel.attempts} tries: ${message}`,
      );
    }
    await deps.db
      .update(courierParcels)
      .set({ lastError: message, updatedAt: new Date() })
      .where(and(eq(courierParcels.orderId, orderId), eq(courierParcels.reference, parcel.reference)));
    throw error;
  }
}

async function refuse(deps: BookingDeps, parcel: QueuedParcel, words: string): Promise<void> {
  await deps.db
    .update(courierParcels)
    .set({ state: 'refused', refusal: words, updatedAt: new Date() })
    .where(and(eq(courierParcels.orderId, parcel.orderId), eq(courierParcels.reference, parcel.reference)));
  deps.log('info', `Booking of order ${parcel.orderId.slice(0, 8)} with ${parcel.courier} refused: ${words}`);
}

/**
 * The courier booked the parcel: its tracking number and label address are kept, and the order moves to
 * Shipped with its history entry and the shopper's mail, in one transaction audited as the work of the
 * staff member who asked. If staff cancelled the booking meanwhile, or the order moved on (cancelled),
 * the courier's booking is cancelled in turn.
 */
async function completeBooking(deps: BookingDeps, parcel: QueuedParcel, booking: Booking): Promise<void> {
  const actor = { id: parcel.requestedById, username: parcel.requestedBy };
  const name = courierName(parcel.courier);
  const shop = await deps.shop();
  try {
    await withAudit(deps.db, actor, statusChangeTarget(parcel.orderId), async (tx) => {
      const [current] = await tx
        .select({ state: courierParcels.state, reference: courierParcels.reference })
        .from(courierParcels)
        .where(eq(courierParcels.orderId, parcel.orderId))
        .for('update');
      if (current?.state !== 'queued' || current.reference !== parcel.reference) throw new BookingOvertaken();
      const change = await applyStatusChange(
        tx,
        parcel.orderId,
        {
          status: 'shipped',
          courier: parcel.courier,
          trackingNumber: booking.trackingNumber,
          note: `Booked with ${name}`,
        },
        actor,
        shop,
      );
      const now = new Date();
      await tx
        .update(courierParcels)
        .set({
          state: 'booked',
          trackingNumber: booking.trackingNumber,
          labelUrl: booking.labelUrl,
          lastError: null,
          parcelStatus: 'booked',
          parcelStatusAt: now,
          bookedAt: now,
          updatedAt: now,
        })
        .where(eq(courierParcels.orderId, parcel.orderId));
      await tx.insert(parcelEvents).values({
        orderId: parcel.orderId,
        courier: parcel.courier,
        trackingNumber: booking.trackingNumber,
        status: 'booked',
        code: 'shop:booked',
        description: `Booked with ${name}`,
        byUsername: actor.username,
        occurredAt: now,
      });
      return change;
    });
  } catch (error) {
    if (!(error instanceof BookingOvertaken) && !(error instanceof ConflictError)) throw error;
    await undoOvertakenBooking(deps, parcel, booking, error);
    return;
  }
  deps.afterCommit(); // the shopper's shipping mail
  deps.log(
    'info',
    `Order ${parcel.orderId.slice(0, 8)} booked with ${parcel.courier}: ${booking.trackingNumber}`,
  );
}

async function undoOvertakenBooking(deps: BookingDeps, parcel: QueuedParcel, booking: Booking, why: Error) {
  const reason =
    why instanceof BookingOvertaken ? 'the booking was cancelled while the courier booked it' : why.message;
  try {
    await deps.clients.api(parcel.courier)?.cancel(booking.trackingNumber);
    deps.log('warn', `Booking ${booking.trackingNumber} with ${parcel.courier} cancelled again: ${reason}`);
  } catch (error) {
    deps.log(
      'warn',
      `Booking ${booking.trackingNumber} with ${parcel.courier} is not wanted (${reason}) and could not be cancelled: ${safeErrorMessage(error)}; cancel it on the courier's portal`,
    );
  }
  await deps.db
    .update(courierParcels)
    .set({ state: 'cancelled', lastError: `Not shipped: ${reason}`, updatedAt: new Date() })
    .where(and(eq(courierParcels.orderId, parcel.orderId), eq(courierParcels.reference, parcel.reference)));
}
