import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testAdOrder, testShopForAds } from '../../testing/ads-test-kit';
import {
  startMetaConversionsStandIn,
  type MetaConversionsStandIn,
} from '../../testing/meta-conversions-stand-in';
import { AdsUnavailable } from './ad-errors';
import { AD_TASKS, metaPurchaseEvent } from './ad-events';
import { createAdsReporting, META_EVENT_MAX_AGE_MS } from './ads-reporting';

/** The outbox tasks of the ad events (ads-reporting.ts): what is sent, skipped, refused or retried. */
const NOW = new Date('2026-12-01T09:00:00Z');
const ORDER = testAdOrder({ id: '0b9d3f0e-7c51-4a57-b6a8-3f1e2d4c5b6a', placedAt: NOW });
const SHOP = testShopForAds({ connected: { meta: true, ga4: false } });

let meta: MetaConversionsStandIn;
let lines: string[];
beforeEach(async () => {
  meta = await startMetaConversionsStandIn({ now: () => NOW });
  lines = [];
});
afterEach(() => meta.close());

function reporting(token = meta.token, now = NOW) {
  return createAdsReporting({
    config: { meta: { token, apiUrl: meta.apiUrl } },
    log: (level, message) => lines.push(`${level}: ${message}`),
    now: () => now,
  });
}
const payload = (placedAt: Date) => ({
  orderId: ORDER.id,
  pixelId: meta.pixelId,
  event: metaPurchaseEvent({ ...ORDER, placedAt }, SHOP),
});

describe('the Meta Purchase task', () => {
  it('sends a purchase up to its last hour within the 7 days, and skips, logs and counts one past it', async () => {
    const ads = reporting();
    const task = ads.outboxTasks[AD_TASKS.metaPurchase];
    await task(payload(new Date(NOW.getTime() - META_EVENT_MAX_AGE_MS)));
    await task(payload(new Date(NOW.getTime() - META_EVENT_MAX_AGE_MS - 1_000)));

    expect(meta.requests).toHaveLength(1);
    expect(ads.stats()).toEqual({ sent: { meta: 1, ga4: 0 }, refused: { meta: 0, ga4: 0 }, tooOld: 1 });
    expect(lines).toEqual([
      'warn: Ads: the Purchase of order 0b9d3f0e for Meta skipped: placed 7.0 days ago, and Meta takes none older than 7 days',
    ]);
  });

  it('counts and logs a refusal without throwing, so the outbox does not send it again', async () => {
    const ads = reporting('revoked-token');
    await ads.outboxTasks[AD_TASKS.metaPurchase](payload(NOW));
    expect(ads.stats().refused.meta).toBe(1);
    expect(lines[0]).toMatch(
      /^warn: Ads: the Purchase of order 0b9d3f0e for Meta refused, not sent again: .*#190/,
    );
  });

  it('throws when Meta is unavailable, for the outbox to retry with its back-off', async () => {
    meta.failNext(503);
    const ads = reporting();
    await expect(ads.outboxTasks[AD_TASKS.metaPurchase](payload(NOW))).rejects.toBeInstanceOf(AdsUnavailable);
    expect(ads.stats().sent.meta).toBe(0);
  });

  it('drops, with a line, a row left from before the credentials were removed', async () => {
    const ads = createAdsReporting({
      config: {},
      log: (level, message) => lines.push(`${level}: ${message}`),
    });
    expect(ads.connected).toEqual({ meta: false, ga4: false });
    await ads.outboxTasks[AD_TASKS.metaPurchase](payload(NOW));
    await ads.outboxTasks[AD_TASKS.ga4Refund]({
      orderId: ORDER.id,
      body: { client_id: ORDER.id, events: [] },
    });
    expect(meta.requests).toEqual([]);
    expect(lines).toEqual([
      'info: Ads: the Purchase of order 0b9d3f0e for Meta not sent: META_CAPI_TOKEN is no longer set on this server',
      'info: Ads: the event of order 0b9d3f0e for Google Analytics not sent: GA4_MEASUREMENT_ID and GA4_API_SECRET are no longer set on this server',
    ]);
  });
});
