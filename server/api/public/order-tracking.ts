import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACKING_NOT_FOUND } from '../../../common/orders/order-tracking';
import { trackedOrderSchema, trackOrderQuerySchema } from '../../../common/orders/tracking-schemas';
import { NotFoundError } from '../../errors';
import { withRetryAfter } from '../../lib/keyed-limit';
import { trackingLimitFor } from '../../modules/orders/tracking-limit';
import type { Services } from '../../services';

/**
 * GET /api/orders/track?order=…&phone=… (docs/storefront.md, "Tracking an order"): an order as its
 * shopper may see it, found by its number as printed (`#6fb27fd9`, with or without `#`) and the phone
 * given at checkout, in any common form. An unknown number and a wrong phone answer the same 404.
 * Counted per client and per order number (429 over either); registered where answers are private.
 */
export const orderTrackingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const limitTracking = trackingLimitFor(app);
  app.get(
    '/orders/track',
    { schema: { querystring: trackOrderQuerySchema, response: { 200: trackedOrderSchema } } },
    async (request, reply) => {
      const { order, phone } = request.query;
      await withRetryAfter(reply, limitTracking(request, order));
      const tracked = await services.orderTracking.trackOrder(order, phone);
      if (!tracked) throw new NotFoundError(TRACKING_NOT_FOUND);
      return tracked;
    },
  );
};
