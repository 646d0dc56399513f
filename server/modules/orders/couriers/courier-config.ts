import { z } from 'zod';

/**
 * The couriers' merchant API credentials, from the environment only (decision 031): they are secrets,
 * so they never enter the settings table, the audit trail or /metrics. A courier without credentials is
 * offered for manual entry only (a tracking number typed by staff).
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());
/** A secret the shop gives a courier with its webhook address: long enough not to be guessed. */
const pushSecret = optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional());

export const courierEnvSchema = z.object({
  /** Unset: the live API named by each courier's client (postex.ts, trax.ts, leopards.ts). */
  POSTEX_API_URL: optionalUrl,
  POSTEX_TOKEN: optionalText,
  TRAX_API_URL: optionalUrl,
  TRAX_API_KEY: optionalText,
  /** Carried by the webhook address given to Trax, which signs nothing (docs/couriers/trax.md). */
  TRAX_WEBHOOK_SECRET: pushSecret,
  LEOPARDS_API_URL: optionalUrl,
  LEOPARDS_API_KEY: optionalText,
  LEOPARDS_API_PASSWORD: optionalText,
  /** The `X-Api-Key` value given to Leopards with the Push API address (docs/couriers/leopards.md). */
  LEOPARDS_PUSH_KEY: pushSecret,
});
type CourierEnv = z.output<typeof courierEnvSchema>;

export type CourierConfig = {
  postex?: { apiUrl: string | undefined; token: string };
  trax?: { apiUrl: string | undefined; apiKey: string; webhookSecret: string | undefined };
  leopards?: {
    apiUrl: string | undefined;
    apiKey: string;
    apiPassword: string;
    pushKey: string | undefined;
  };
};

/** Half a configuration (a key without its password, a push secret without the API) names what is missing. */
export function courierConfigIssues(e: CourierEnv): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  if (!!e.LEOPARDS_API_KEY !== !!e.LEOPARDS_API_PASSWORD) {
    const [missing, given] = e.LEOPARDS_API_KEY
      ? ['LEOPARDS_API_PASSWORD', 'LEOPARDS_API_KEY']
      : ['LEOPARDS_API_KEY', 'LEOPARDS_API_PASSWORD'];
    issues.push({ path: missing, message: `required with ${given}: Leopards asks for both` });
  }
  const orphans: Array<[keyof CourierEnv, keyof CourierEnv]> = [
    ['POSTEX_API_URL', 'POSTEX_TOKEN'],
    ['TRAX_API_URL', 'TRAX_API_KEY'],
    ['TRAX_WEBHOOK_SECRET', 'TRAX_API_KEY'],
    ['LEOPARDS_API_URL', 'LEOPARDS_API_KEY'],
    ['LEOPARDS_PUSH_KEY', 'LEOPARDS_API_KEY'],
  ];
  for (const [set, needed] of orphans) {
    if (e[set] && !e[needed]) {
      issues.push({
        path: needed,
        message: `required when ${set} is set: without it the courier is not connected`,
      });
    }
  }
  return issues;
}

export function parseCourierConfig(e: CourierEnv): CourierConfig {
  return {
    ...(e.POSTEX_TOKEN ? { postex: { apiUrl: e.POSTEX_API_URL, token: e.POSTEX_TOKEN } } : {}),
    ...(e.TRAX_API_KEY
      ? { trax: { apiUrl: e.TRAX_API_URL, apiKey: e.TRAX_API_KEY, webhookSecret: e.TRAX_WEBHOOK_SECRET } }
      : {}),
    ...(e.LEOPARDS_API_KEY && e.LEOPARDS_API_PASSWORD
      ? {
          leopards: {
            apiUrl: e.LEOPARDS_API_URL,
            apiKey: e.LEOPARDS_API_KEY,
            apiPassword: e.LEOPARDS_API_PASSWORD,
            pushKey: e.LEOPARDS_PUSH_KEY,
          },
        }
      : {}),
  };
}
