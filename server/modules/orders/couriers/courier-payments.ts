import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { courierName } from '../../../../common/orders/couriers';
import { API_COURIER_KEYS, type ApiCourierKey } from '../../../../common/orders/parcels';
import { shopDayBounds } from '../../../../common/shop-clock';
import type { Database, DbOrTx } from '../../../db/client';
import { InputError } from '../../../errors';
import { safeErrorMessage } from '../../../lib/safe-errors';
import { orders } from '../orders.tables';
import { CourierRefusal, type CourierPayment, type PushedPayment } from './courier-api';
import type { CourierClients } from './courier-clients';
import { courierParcels, courierPaymentNotices } from './couriers.tables';
import { askCourier } from './parcel-actions';
import { recordParcelCharges } from './parcel-charges';

export { COURIER_CHARGES_TASK } from './parcel-charges';

/**
 * What a courier's API says it paid and charged (docs/settlements.md, decision 036): a fetch of its
 * payments for the parcels booked on some days, which a settlement import then previews as a file's
 * lines would be; the charges it reports, kept on the parcels for their expected net, when a parcel is
 * delivered and with every fetch; and the payments Trax pushes news of, kept for the next fetch.
 */

/** A courier this server holds no credentials for has no payments to fetch: its reports are files. */
export function paymentsNotConnected(courier: ApiCourierKey): InputError {
  const name = courierName(courier);
  return new InputError(
    `${name} is not connected on this server (no API credentials), so its payments cannot be fetched: import ${name}'s payment report as a file`,
  );
}

/**
 * The tracking numbers a fetch asks the courier about: the shop's parcels with it booked on the days
 * (placed on them, for a parcel shipped by hand with a typed tracking number), and those it pushed news
 * of a payment for on them, known to the shop or not.
 */
async function parcelsOfDays(db: DbOrTx, courier: ApiCourierKey, from: string, to: string) {
  const start = shopDayBounds(from).from;
  const end = shopDayBounds(to).to;
  const sentOn = sql`coalesce(${courierParcels.bookedAt}, ${orders.createdAt})`;
  const shipped = await db
    .select({ trackingNumber: sql<string>`${orders.trackingNumber}` })
    .from(orders)
    .leftJoin(courierParcels, eq(courierParcels.orderId, orders.id))
    .where(
      and(
        eq(orders.courier, courier),
        isNotNull(orders.trackingNumber),
        sql`${sentOn} >= ${start.toISOString()}::timestamptz`,
        sql`${sentOn} < ${end.toISOString()}::timestamptz`,
      ),
    );
  const pushed = await db
    .select({ trackingNumber: courierPaymentNotices.trackingNumber })
    .from(courierPaymentNotices)
    .where(
      and(
        eq(courierPaymentNotices.courier, courier),
        gte(courierPaymentNotices.receivedAt, start),
        lt(courierPaymentNotices.receivedAt, end),
      ),
    );
  return [...new Set([...shipped, ...pushed].map((row) => row.trackingNumber))];
}

/**
 * Asks a courier for its payments for the parcels booked from `from` to `to` (days on the shop's
 * calendar), keeping the charges it reports on the way, before the payments are matched. Its refusal is a
 * 409 in its words, a failure to reach it a 502; a courier without credentials a 400.
 */
export async function fetchCourierPayments(
  db: Database,
  clients: CourierClients,
  courier: ApiCourierKey,
  days: { from: string; to: string },
): Promise<CourierPayment[]> {
  const api = clients.api(courier);
  if (!api) throw paymentsNotConnected(courier);
  const trackingNumbers = await parcelsOfDays(db, courier, days.from, days.to);
  const reported = await askCourier(courierName(courier), () => api.payments({ ...days, trackingNumbers }));
  await recordParcelCharges(db, courier, reported.charges);
  return reported.payments;
}

/** Keeps the payments a courier pushed news of (each once), for the next fetch to ask about. */
export async function recordPushedPayments(
  db: Database,
  courier: ApiCourierKey,
  pushed: PushedPayment[],
): Promise<void> {
  if (!pushed.length) return;
  await db
    .insert(courierPaymentNotices)
    .values(
      pushed.map((payment) => ({
        courier,
        trackingNumber: payment.trackingNumber,
        paymentId: payment.reference.slice(0, 100),
        paidAt: payment.at,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The charges task: asks the courier for the charges of parcels just delivered and keeps them. A courier
 * that has not billed them yet gives none (the next payment fetch asks again); its refusal is logged and
 * not retried; a courier that cannot be reached is retried by the outbox.
 */
export async function fetchDeliveredCharges(
  db: Database,
  clients: CourierClients,
  payload: Record<string, unknown>,
  log: (level: 'info' | 'warn', message: string) => void,
): Promise<void> {
  const courier = API_COURIER_KEYS.find((key) => key === payload.courier);
  const numbers = Array.isArray(payload.trackingNumbers)
    ? payload.trackingNumbers.filter((value): value is string => typeof value === 'string')
    : [];
  const api = courier ? clients.api(courier) : undefined;
  if (!courier || !api || !numbers.length) return;
  try {
    await recordParcelCharges(db, courier, await api.charges(numbers));
  } catch (error) {
    if (!(error instanceof CourierRefusal)) throw error;
    log('warn', `${courier}: charges of delivered parcels refused: ${safeErrorMessage(error)}`);
  }
}
