import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyedLimit } from '../../lib/keyed-limit';
import { LIMITS } from '../../lib/rate-limits';

/**
 * The order tracking limits (docs/storefront.md, "Tracking an order"), for GET /api/orders/track and the
 * tracking page alike, on the same counters: each lookup counts once per client address and once per
 * order number, known or not (a refusal says nothing of whether the order exists).
 */
export function trackingLimitFor(
  app: FastifyInstance,
): (request: FastifyRequest, orderNumber: string) => Promise<void> {
  const perClient = keyedLimit(app, 'trackOrder', LIMITS.trackOrder);
  const perNumber = keyedLimit(app, 'trackOrderNumber', LIMITS.trackOrderPerNumber);
  return async (request, orderNumber) => {
    await perClient(request, request.ip);
    await perNumber(request, orderNumber);
  };
}
