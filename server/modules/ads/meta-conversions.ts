import { z } from 'zod';
import { AdsRefusal, AdsUnavailable } from './ad-errors';

/**
 * One server event of Meta's Conversions API, as its "server event parameters" name them. `user_data`
 * holds SHA-256 hashes of the normalised values (customer information parameters), never the values.
 */
export type MetaServerEvent = {
  event_name: string;
  /** Unix seconds of when it happened: Meta refuses the whole request if any is more than 7 days old. */
  event_time: number;
  /** The same id as the browser pixel's `eventID`: the two are counted once. */
  event_id: string;
  action_source: 'website';
  event_source_url: string;
  user_data: Partial<Record<'em' | 'ph' | 'ct' | 'country', string[]>>;
  custom_data: {
    value: number;
    currency: string;
    order_id: string;
    content_type: 'product';
    contents: Array<{ id: string; quantity: number; item_price: number }>;
    num_items: number;
  };
};

/** The Conversions API (`POST /{version}/{pixel-id}/events`): sends events for a pixel. */
export type MetaConversions = {
  /** Resolves once Meta received every event; throws AdsUnavailable (retry) or AdsRefusal (do not). */
  send(pixelId: string, events: MetaServerEvent[]): Promise<void>;
};

/**
 * Meta asks for a retry on these: a temporary problem of its own (1, 2), throttling of the app, the user
 * or the account (4, 17, 32, 341, 613, 80004).
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 32, 341, 613, 80004]);

const TIMEOUT_MS = 15_000;

/** The Graph API's error envelope: `{ error: { message, type, code, error_subcode, error_user_msg, fbtrace_id } }`. */
const graphError = z.object({
  error: z.object({
    message: z.string().catch(''),
    code: z.number(),
    error_subcode: z.number().optional().catch(undefined),
    error_user_msg: z.string().optional().catch(undefined),
  }),
});

const received = z.object({ events_received: z.number() });

export function createMetaConversions(options: {
  token: string;
  apiUrl: string;
  timeoutMs?: number;
}): MetaConversions {
  return {
    async send(pixelId, events) {
      let response: Response;
      try {
        // The token in the Authorization header, which the Graph API reads like `access_token`: never in
        // the address, where a proxy's or a library's log would keep it.
        response = await fetch(`${options.apiUrl}/${encodeURIComponent(pixelId)}/events`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ data: events }),
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new AdsUnavailable('meta', detail, { cause: error });
      }
      const answer: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const count = received.safeParse(answer);
        // A 200 that does not say the events arrived is not trusted: tried again, deduplicated by event_id.
        if (!count.success || count.data.events_received !== events.length) {
          throw new AdsUnavailable(
            'meta',
            `HTTP ${response.status} without events_received: ${events.length}`,
          );
        }
        return;
      }
      const parsed = graphError.safeParse(answer);
      const error = parsed.success ? parsed.data.error : null;
      const words = error
        ? [`(#${error.code}${error.error_subcode ? `/${error.error_subcode}` : ''}) ${error.message}`]
            .concat(error.error_user_msg ?? [])
            .join(': ')
        : '';
      if (response.status >= 500 || response.status === 429 || (error && RETRYABLE_CODES.has(error.code))) {
        throw new AdsUnavailable('meta', `HTTP ${response.status}${words ? ` ${words}` : ''}`);
      }
      throw new AdsRefusal('meta', response.status, words || 'no error in the answer');
    },
  };
}
