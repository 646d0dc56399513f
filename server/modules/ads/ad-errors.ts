/** Which service an ad event goes to: Meta's Conversions API, or GA4's Measurement Protocol. */
export type AdService = 'meta' | 'ga4';

/**
 * The service could not be reached, timed out, or had trouble of its own (a 5xx, throttling): the same
 * event may be sent again later, and the outbox does so with its back-off.
 */
export class AdsUnavailable extends Error {
  constructor(
    readonly service: AdService,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${service === 'meta' ? 'Meta' : 'Google Analytics'} is unavailable: ${detail}`, options);
    this.name = 'AdsUnavailable';
  }
}

/**
 * The service refused the event for a reason another try will not change (a bad token, a pixel that is
 * not the token's, a malformed event): logged and counted, never retried.
 */
export class AdsRefusal extends Error {
  constructor(
    readonly service: AdService,
    readonly status: number,
    detail: string,
  ) {
    super(`${service === 'meta' ? 'Meta' : 'Google Analytics'} answered ${status}: ${detail}`);
    this.name = 'AdsRefusal';
  }
}
