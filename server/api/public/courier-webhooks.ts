import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_COURIER_KEYS } from '../../../common/orders/parcels';
import type { Services } from '../../services';

/**
 * POST /api/webhooks/couriers/{courier} (decision 031): Trax's webhooks and Leopards' Push API. Each is
 * authenticated by the secret the shop gave the courier (Leopards: the `X-Api-Key` header; Trax, which
 * signs nothing: `?secret=` in the address, or the `X-Trax-Secret` header), its events kept once each, and
 * answered as the courier expects, well within Trax's 3 seconds. Nothing the shop shows changes.
 */
export const courierWebhookRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    '/webhooks/couriers/:courier',
    {
      schema: {
        params: z.object({
          courier: z.enum(API_COURIER_KEYS, { error: 'No such courier' }),
        }),
        querystring: z.object({ secret: z.string().max(200).optional() }),
      },
      config: { changes: [] },
    },
    async (request, reply) => {
      const answer = await services.couriers.receivePush(request.params.courier, {
        headers: request.headers,
        secret: request.query.secret,
        body: request.body,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
};
