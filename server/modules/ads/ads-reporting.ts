import type { OutboxTask } from '../notifications/outbox';
import { AdsRefusal, type AdService } from './ad-errors';
import { AD_TASKS } from './ad-events';
import type { AdsConfig } from './ads-config';
import { createGa4Measurement, type Ga4Body } from './ga4-measurement';
import { createMetaConversions, type MetaServerEvent } from './meta-conversions';

const HOUR_MS = 3_600_000;

/**
 * The oldest Purchase the shop sends to Meta: the Conversions API refuses a request holding an event
 * more than 7 days old (its `event_time`, the order's placing), so one is sent only within 7 days less an
 * hour, kept for the request's way and the clocks' difference.
 */
export const META_EVENT_MAX_AGE_MS = 7 * 24 * HOUR_MS - HOUR_MS;

/** What this process reported to the ads since it started, for the metrics (plugins/metrics.ts). */
export type AdsStats = {
  sent: Record<AdService, number>;
  refused: Record<AdService, number>;
  /** Purchases not sent to Meta because the order was delivered past its 7-day limit. */
  tooOld: number;
};

type MetaPayload = { orderId: string; pixelId: string; event: MetaServerEvent };
type Ga4Payload = { orderId: string; body: Ga4Body };

/**
 * Carries out the ad events' outbox rows (ad-events.ts) with the clients of the services this server
 * holds credentials for. A refusal is logged and counted, never retried; a service that cannot be reached
 * throws, and the outbox retries the row with its back-off (the event's id lets Meta drop a repeat).
 */
export function createAdsReporting(deps: {
  config: AdsConfig;
  log: (level: 'info' | 'warn', message: string) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const meta = deps.config.meta ? createMetaConversions(deps.config.meta) : null;
  const ga4 = deps.config.ga4 ? createGa4Measurement(deps.config.ga4) : null;
  const stats: AdsStats = { sent: { meta: 0, ga4: 0 }, refused: { meta: 0, ga4: 0 }, tooOld: 0 };

  async function deliver(service: AdService, what: string, send: () => Promise<void>): Promise<void> {
    try {
      await send();
      stats.sent[service] += 1;
    } catch (error) {
      if (!(error instanceof AdsRefusal)) throw error;
      stats.refused[service] += 1;
      deps.log('warn', `Ads: ${what} refused, not sent again: ${error.message}`);
    }
  }

  /** A row written while this server had the service's credentials, carried out after they were removed. */
  function notConnected(what: string, names: string): void {
    deps.log('info', `Ads: ${what} not sent: ${names} no longer set on this server`);
  }

  const metaPurchase: OutboxTask = async (payload) => {
    const { orderId, pixelId, event } = payload as MetaPayload;
    const what = `the Purchase of order ${orderId.slice(0, 8)} for Meta`;
    if (!meta) return notConnected(what, 'META_CAPI_TOKEN is');
    const age = now().getTime() - event.event_time * 1000;
    if (age > META_EVENT_MAX_AGE_MS) {
      stats.tooOld += 1;
      const days = (age / (24 * HOUR_MS)).toFixed(1);
      deps.log(
        'warn',
        `Ads: ${what} skipped: placed ${days} days ago, and Meta takes none older than 7 days`,
      );
      return;
    }
    await deliver('meta', what, () => meta.send(pixelId, [event]));
  };

  const ga4Event: OutboxTask = async (payload) => {
    const { orderId, body } = payload as Ga4Payload;
    const what = `the ${body.events[0]?.name ?? 'event'} of order ${orderId.slice(0, 8)} for Google Analytics`;
    if (!ga4) return notConnected(what, 'GA4_MEASUREMENT_ID and GA4_API_SECRET are');
    await deliver('ga4', what, () => ga4.send(body));
  };

  return {
    /** Which services this server reports to: the settings screen and the order service read it. */
    connected: { meta: Boolean(meta), ga4: Boolean(ga4) },
    outboxTasks: {
      [AD_TASKS.metaPurchase]: metaPurchase,
      [AD_TASKS.ga4Purchase]: ga4Event,
      [AD_TASKS.ga4Refund]: ga4Event,
    } satisfies Record<string, OutboxTask>,
    stats: (): AdsStats => structuredClone(stats),
  };
}

export type AdsReporting = ReturnType<typeof createAdsReporting>;
