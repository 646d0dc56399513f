import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyedLimit } from '../../lib/keyed-limit';
import { LIMITS } from '../../lib/rate-limits';

/**
 * The one order rate limit, per client address, for every path that places an order:
 * POST /api/orders and the checkout page's action (with or without JavaScript, its `.data` request
 * included). Both count on the same counters, so a client refused by one is refused by the other.
 */
export function orderLimitFor(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const limit = keyedLimit(app, 'placeOrder', LIMITS.placeOrder);
  return (request) => limit(request, request.ip);
}
