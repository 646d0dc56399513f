import type { CourierConfig } from './courier-config';
import type { ApiCourierKey, CourierApi, CourierPushReceiver } from './courier-api';
import { createLeopardsApi, LEOPARDS_API_DEFAULT_URL } from './leopards';
import { createLeopardsPushReceiver } from './leopards-push';
import { createPostExApi, POSTEX_API_DEFAULT_URL } from './postex';
import { createTraxApi, TRAX_API_DEFAULT_URL } from './trax';
import { createTraxPushReceiver } from './trax-push';

/** The couriers this server holds credentials for, each as its API and, where it pushes, its receiver. */
export type CourierClients = {
  api(courier: ApiCourierKey): CourierApi | undefined;
  push(courier: ApiCourierKey): CourierPushReceiver | undefined;
  connected(): ApiCourierKey[];
};

export function createCourierClients(
  config: CourierConfig,
  /** The label address kept from a booking: Leopards gives its slip by link only (docs/couriers/leopards.md). */
  labelUrlOf: (courier: ApiCourierKey, trackingNumber: string) => Promise<string | null>,
): CourierClients {
  const apis = new Map<ApiCourierKey, CourierApi>();
  const pushes = new Map<ApiCourierKey, CourierPushReceiver>();
  if (config.postex) {
    const { apiUrl, token } = config.postex;
    apis.set('postex', createPostExApi({ apiUrl: apiUrl ?? POSTEX_API_DEFAULT_URL, token }));
  }
  if (config.trax) {
    const { apiUrl, apiKey, webhookSecret } = config.trax;
    apis.set('trax', createTraxApi({ apiUrl: apiUrl ?? TRAX_API_DEFAULT_URL, apiKey }));
    if (webhookSecret) pushes.set('trax', createTraxPushReceiver({ secret: webhookSecret }));
  }
  if (config.leopards) {
    const { apiUrl, apiKey, apiPassword, pushKey } = config.leopards;
    apis.set(
      'leopards',
      createLeopardsApi({
        apiUrl: apiUrl ?? LEOPARDS_API_DEFAULT_URL,
        apiKey,
        apiPassword,
        slipLinkOf: (trackingNumber) => labelUrlOf('leopards', trackingNumber),
      }),
    );
    if (pushKey) pushes.set('leopards', createLeopardsPushReceiver({ pushKey }));
  }
  return {
    api: (courier) => apis.get(courier),
    push: (courier) => pushes.get(courier),
    connected: () => [...apis.keys()],
  };
}
