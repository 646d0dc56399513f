import { z } from 'zod';

/**
 * The ads' server-side credentials (docs/ads.md), from the environment only: they are secrets, so they
 * never enter the settings table, the audit trail or /metrics. The pixel the Conversions API reports to is
 * the one staff set in settings (`metaPixelId`), the same the storefront loads.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const optionalUrl = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

/** The Graph API the Conversions API is part of, at the version the shop was written against. */
export const META_CAPI_DEFAULT_URL = 'https://graph.facebook.com/v25.0';
/** GA4's Measurement Protocol collection endpoint. */
export const GA4_MP_DEFAULT_URL = 'https://www.google-analytics.com/mp/collect';

export const adsEnvSchema = z.object({
  /** A Conversions API access token, made in Events Manager for the shop's pixel. */
  META_CAPI_TOKEN: optionalText,
  /** Unset: Meta's Graph API (`…/{pixel-id}/events` is added). */
  META_CAPI_URL: optionalUrl,
  GA4_MEASUREMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a web stream’s measurement id, such as G-A1B2C3D4E5')
      .optional(),
  ),
  GA4_API_SECRET: optionalText,
  /** Unset: GA4's collection endpoint; its `/debug/mp/collect` twin checks events without recording them. */
  GA4_MP_URL: optionalUrl,
});
type AdsEnv = z.output<typeof adsEnvSchema>;

export type AdsConfig = {
  meta?: { token: string; apiUrl: string };
  ga4?: { measurementId: string; apiSecret: string; apiUrl: string };
};

/**
 * Half a configuration names what is missing: GA4 is reached with its measurement id and API secret
 * together, so any GA4 variable without one of them is refused, and an address without its credentials.
 */
export function adsConfigIssues(e: AdsEnv): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  const ga4Set = (['GA4_MEASUREMENT_ID', 'GA4_API_SECRET', 'GA4_MP_URL'] as const).filter((name) => e[name]);
  for (const needed of ['GA4_MEASUREMENT_ID', 'GA4_API_SECRET'] as const) {
    if (ga4Set.length && !e[needed]) {
      const given = ga4Set.join(', ');
      issues.push({
        path: needed,
        message: `required with ${given}: Google Analytics takes events with both`,
      });
    }
  }
  if (e.META_CAPI_URL && !e.META_CAPI_TOKEN) {
    issues.push({
      path: 'META_CAPI_TOKEN',
      message: 'required when META_CAPI_URL is set: without it nothing is sent to Meta',
    });
  }
  return issues;
}

export function parseAdsConfig(e: AdsEnv): AdsConfig {
  return {
    ...(e.META_CAPI_TOKEN
      ? { meta: { token: e.META_CAPI_TOKEN, apiUrl: e.META_CAPI_URL ?? META_CAPI_DEFAULT_URL } }
      : {}),
    ...(e.GA4_MEASUREMENT_ID && e.GA4_API_SECRET
      ? {
          ga4: {
            measurementId: e.GA4_MEASUREMENT_ID,
            apiSecret: e.GA4_API_SECRET,
            apiUrl: e.GA4_MP_URL ?? GA4_MP_DEFAULT_URL,
          },
        }
      : {}),
  };
}
