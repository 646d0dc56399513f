import { and, eq } from 'drizzle-orm';
import { COURIERS } from '../../../../common/orders/couriers';
import type { BulkBookingInput, CouriersAnswer } from '../../../../common/orders/parcel-schemas';
import type { ApiCourierKey, ShipperAdvice } from '../../../../common/orders/parcels';
import type { Database } from '../../../db/client';
import { NotFoundError, UnauthorizedError, InputError } from '../../../errors';
import { safeErrorMessage } from '../../../lib/safe-errors';
import type { Actor } from '../../audit/with-audit';
import type { MediaStorage } from '../../media/storage/media-storage';
import type { ShopForMessages } from '../order-messages';
import type { SettingsService } from '../../settings/settings.service';
import {
  bookQueuedParcel,
  COURIER_BOOKING_TASK,
  notConnected,
  requestBookings,
  type BookingDeps,
} from './booking';
import { CourierPushRejected } from './courier-api';
import { createCourierCityBook } from './courier-cities';
import { createCourierClients } from './courier-clients';
import type { CourierConfig } from './courier-config';
import {
  COURIER_CHARGES_TASK,
  fetchCourierPayments,
  fetchDeliveredCharges,
  recordPushedPayments,
} from './courier-payments';
import { claimJob } from './courier-schedule';
import { courierParcels } from './couriers.tables';
import { acceptProposals, adviseParcel, cancelBooking } from './parcel-actions';
import { loadSheet, printLabels } from './parcel-documents';
import { listDeskParcels, readParcel } from './parcel-queries';
import { recordParcelCharges } from './parcel-charges';
import { pollParcels, recordParcelEvents } from './parcel-tracking';

/** How often PostEx, which pushes nothing, is asked about the parcels on their way. */
export const POLL_EVERY_MS = 30 * 60_000;
/** How often each courier's city list is fetched again. */
export const CITIES_EVERY_MS = 24 * 60 * 60_000;
/** How often a copy of the server looks for due work (the claim makes it run once across copies). */
const SCHEDULE_TICK_MS = 60_000;

type Deps = {
  config: CourierConfig;
  storage: MediaStorage;
  settings: SettingsService;
  orders: { shopForMessages: () => Promise<ShopForMessages>; statusesChanged: () => void };
  afterCommit: () => void;
  log: (level: 'info' | 'warn', message: string) => void;
};

/**
 * Couriers booked through their merchant APIs (decision 031): booking from the order or the desk, the
 * couriers' labels and load sheets, their events by push, webhook or poll, and staff's answers to them.
 */
export function createCourierService(db: Database, deps: Deps) {
  const clients = createCourierClients(deps.config, async (courier, trackingNumber) => {
    const [parcel] = await db
      .select({ labelUrl: courierParcels.labelUrl })
      .from(courierParcels)
      .where(and(eq(courierParcels.courier, courier), eq(courierParcels.trackingNumber, trackingNumber)));
    return parcel?.labelUrl ?? null;
  });
  const cities = createCourierCityBook(db, clients);
  const booking: BookingDeps = {
    db,
    clients,
    cities,
    shop: deps.orders.shopForMessages,
    parcelWeightGrams: async () => (await deps.settings.getSettings()).parcelWeightGrams,
    afterCommit: () => {
      deps.orders.statusesChanged();
      deps.afterCommit();
    },
    log: deps.log,
  };

  /** Tracking's work: a parcel out for delivery or not delivered tells the shopper (parcel-news.ts). */
  const tracking = { shop: deps.orders.shopForMessages };
  /** The shoppers' updates a batch of events queued go at once, not at the outbox's next poll. */
  const deliverUpdates = (recorded: { told: number }) => {
    if (recorded.told) deps.afterCommit();
  };

  async function runDueJobs(): Promise<void> {
    for (const courier of clients.connected()) {
      try {
        if (await claimJob(db, `cities:${courier}`, CITIES_EVERY_MS)) {
          const count = await cities.refresh(courier);
          deps.log('info', `${courier}: ${count} cities kept`);
        }
        const api = clients.api(courier)!;
        if (!clients.push(courier) && (await claimJob(db, `poll:${courier}`, POLL_EVERY_MS))) {
          const polled = await pollParcels(db, api, tracking);
          deliverUpdates(polled);
          deps.log('info', `${courier}: asked about ${polled.asked} parcels, ${polled.kept} new events`);
        }
      } catch (error) {
        deps.log('warn', `${courier}: scheduled work failed: ${safeErrorMessage(error)}`);
      }
    }
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    /** The couriers and how this server books and follows each. */
    listCouriers(): CouriersAnswer {
      return {
        couriers: COURIERS.filter((courier) => courier.key !== 'other').map((courier) => {
          const key = courier.key as ApiCourierKey;
          const connected = Boolean(clients.api(key));
          return {
            key: courier.key,
            name: courier.name,
            connected,
            tracking: !connected ? 'manual' : clients.push(key) ? 'push' : 'poll',
          };
        }),
      };
    },
    requestBookings: (input: BulkBookingInput, actor: Actor) => requestBookings(booking, input, actor),
    requestBooking: (orderId: string, courier: ApiCourierKey, actor: Actor) =>
      requestBookings(booking, { orderIds: [orderId], courier }, actor, { alone: true }),
    /** The outbox task that books a queued parcel after the answer. */
    outboxTasks: {
      [COURIER_BOOKING_TASK]: (payload: Record<string, unknown>) => bookQueuedParcel(booking, payload),
      /** A parcel delivered: its charges as the courier reports them (docs/settlements.md). */
      [COURIER_CHARGES_TASK]: (payload: Record<string, unknown>) =>
        fetchDeliveredCharges(db, clients, payload, deps.log),
    },
    /**
     * A courier's payments for the parcels booked on some days, as its API reports them, the charges it
     * reports kept on the parcels first (decision 036): what a settlement fetch previews.
     */
    fetchPayments: (courier: ApiCourierKey, days: { from: string; to: string }) =>
      fetchCourierPayments(db, clients, courier, days),
    /** The couriers this server holds API credentials for. */
    connected: () => clients.connected(),
    readParcel: (orderId: string) => readParcel(db, orderId),
    listDeskParcels: async (queue: 'attempted' | 'proposed') =>
      listDeskParcels(db, queue, (await deps.orders.shopForMessages()).publicUrl),
    advise: (orderId: string, advice: ShipperAdvice, actor: Actor) =>
      adviseParcel(db, clients, orderId, advice, actor),
    async cancelBooking(orderId: string, actor: Actor) {
      await cancelBooking(db, clients, orderId, actor);
      deps.orders.statusesChanged();
    },
    async acceptProposals(orderIds: string[], actor: Actor) {
      const result = await acceptProposals(db, orderIds, actor, await deps.orders.shopForMessages());
      deps.orders.statusesChanged();
      if (result.changed.length) deps.afterCommit(); // what the ads are told of a delivery or a return
      return result;
    },
    printLabels: (orderIds: string[]) => printLabels({ db, clients, storage: deps.storage }, orderIds),
    loadSheet: (courier: ApiCourierKey, date: string) =>
      loadSheet(
        {
          db,
          clients,
          pickupAddress: async () => {
            const settings = await deps.settings.getSettings();
            return settings.pickupAddress ?? settings.address ?? settings.siteName;
          },
        },
        courier,
        date,
      ),
    /**
     * A courier's push (Trax webhooks, Leopards' Push API): authenticated by the secret the shop gave it,
     * its events kept once each, the charges it reports kept on their parcels, the payments it tells of
     * kept for the next fetch, and the answer the courier expects. An unknown tracking number is logged
     * and answered as accepted, changing nothing.
     */
    async receivePush(
      courier: ApiCourierKey,
      request: { headers: Record<string, string | string[] | undefined>; secret?: string; body: unknown },
    ): Promise<{ status: number; body: unknown }> {
      const receiver = clients.push(courier);
      if (!receiver) throw new NotFoundError(`This shop takes no pushes from ${courier}`);
      if (!receiver.authenticate(request)) throw new UnauthorizedError('Not a push from the courier');
      let events;
      try {
        events = receiver.parse(request.body);
      } catch (error) {
        if (error instanceof CourierPushRejected)
          throw new InputError(`Not a ${courier} push: ${error.message}`);
        throw error;
      }
      const recorded = await recordParcelEvents(db, courier, events, tracking);
      deliverUpdates(recorded);
      const charged = await recordParcelCharges(db, courier, receiver.charges?.(request.body) ?? []);
      await recordPushedPayments(db, courier, receiver.payments?.(request.body) ?? []);
      const unknown = [...new Set([...recorded.unknown, ...charged.unknown])];
      if (unknown.length) {
        deps.log('info', `${courier} pushed news of parcels the shop did not book: ${unknown.join(', ')}`);
      }
      return receiver.accepted();
    },
    /**
     * Asks a courier now about its parcels on their way, instead of waiting for the schedule (staff's
     * "Check now"): what the shop asked and how many events were new.
     */
    async trackNow(courier: ApiCourierKey): Promise<{ asked: number; kept: number }> {
      const api = clients.api(courier);
      if (!api) throw notConnected(courier);
      const polled = await pollParcels(db, api, tracking);
      deliverUpdates(polled);
      return { asked: polled.asked, kept: polled.kept };
    },
    /** One pass of the schedule: city lists once a day, PostEx's parcels every half hour (tests call it). */
    runDueJobs,
    /** Runs due work every minute on this copy; the claim makes each job run once across copies. */
    start() {
      if (!clients.connected().length) return;
      timer ??= setInterval(() => void runDueJobs(), SCHEDULE_TICK_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type CourierService = ReturnType<typeof createCourierService>;
