import type { CourierConfig } from '../modules/orders/couriers/courier-config';
import { startLeopardsStandIn, type LeopardsStandIn } from './leopards-stand-in';
import { startPostExStandIn, type PostExStandIn } from './postex-stand-in';
import { startTraxStandIn, type TraxStandIn } from './trax-stand-in';

/** The secret the test shop gives Trax with its webhook address, and the key Leopards pushes with. */
export const TRAX_TEST_SECRET = 'trax-webhook-secret-0123456789';
export const LEOPARDS_TEST_PUSH_KEY = 'leopards-push-key-0123456789';

export type CourierStandIns = {
  postex: PostExStandIn;
  trax: TraxStandIn;
  leopards: LeopardsStandIn;
  /** What connects a test shop to the three (its `couriers` configuration), pushes included. */
  config: CourierConfig;
  close(): Promise<void>;
};

/** PostEx's, Trax's and Leopards' stand-ins, started together, for a test shop booking with all three. */
export async function startCourierStandIns(): Promise<CourierStandIns> {
  const [postex, trax, leopards] = await Promise.all([
    startPostExStandIn(),
    startTraxStandIn(),
    startLeopardsStandIn(),
  ]);
  return {
    postex,
    trax,
    leopards,
    config: {
      postex: { apiUrl: postex.url, token: postex.token },
      trax: { apiUrl: trax.url, apiKey: trax.apiKey, webhookSecret: TRAX_TEST_SECRET },
      leopards: {
        apiUrl: leopards.url,
        apiKey: leopards.apiKey,
        apiPassword: leopards.apiPassword,
        pushKey: LEOPARDS_TEST_PUSH_KEY,
      },
    },
    close: async () => {
      await Promise.all([postex.close(), trax.close(), leopards.close()]);
    },
  };
}
