import { z } from 'zod';
import { AdsRefusal, AdsUnavailable } from './ad-errors';

/** An item of a GA4 ecommerce event (`items`): its id or name, its unit price and quantity. */
export type Ga4Item = { item_id: string; item_name: string; price: number; quantity: number };

/** The GA4 ecommerce events the shop sends: `purchase`, and `refund` of a purchase sent before. */
export type Ga4Event = {
  name: 'purchase' | 'refund';
  params: { transaction_id: string; value: number; currency: string; items?: Ga4Item[] };
};

/** A Measurement Protocol body for a web stream: the client the events belong to, and the events. */
export type Ga4Body = { client_id: string; events: Ga4Event[] };

/** GA4's Measurement Protocol (`POST /mp/collect?measurement_id=…&api_secret=…`). */
export type Ga4Measurement = {
  /** Resolves once GA4 took the body; throws AdsUnavailable (retry) or AdsRefusal (do not). */
  send(body: Ga4Body): Promise<void>;
};

const TIMEOUT_MS = 15_000;

/** What the validation server (`/debug/mp/collect`) answers; the collection endpoint answers nothing. */
const validation = z.object({
  validationMessages: z.array(
    z.object({
      fieldPath: z.string().catch(''),
      description: z.string().catch(''),
      validationCode: z.string().catch(''),
    }),
  ),
});

/**
 * GA4 answers 2xx with an empty body for every request it can read, well-formed or not (a malformed event
 * is dropped without a word): the shop's events are shaped by tests against a stand-in that validates as
 * the validation server does. Pointed at `/debug/mp/collect` (GA4_MP_URL), its validation messages come
 * back as a refusal and are logged, and nothing is recorded.
 */
export function createGa4Measurement(options: {
  measurementId: string;
  apiSecret: string;
  apiUrl: string;
  timeoutMs?: number;
}): Ga4Measurement {
  const endpoint = `${options.apiUrl}?${new URLSearchParams({
    measurement_id: options.measurementId,
    api_secret: options.apiSecret,
  })}`;
  return {
    async send(body) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        // The address carries the secret: only the error's own message, never the request, is kept.
        const detail = error instanceof Error ? error.message : String(error);
        throw new AdsUnavailable('ga4', detail, { cause: error });
      }
      const text = await response.text().catch(() => '');
      if (response.status >= 500 || response.status === 429) {
        throw new AdsUnavailable('ga4', `HTTP ${response.status}`);
      }
      if (!response.ok) throw new AdsRefusal('ga4', response.status, text.slice(0, 200) || 'no answer');
      const checked = text ? validation.safeParse(safeJson(text)) : null;
      const messages = checked?.success ? checked.data.validationMessages : [];
      if (messages.length) {
        throw new AdsRefusal(
          'ga4',
          response.status,
          messages.map((m) => `${m.validationCode} ${m.fieldPath}: ${m.description}`).join('; '),
        );
      }
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
