import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeySchema, placeOrderSchema } from '../../../common/orders/checkout-schema';
import { orderLimitFor } from '../../modules/orders/order-limit';
import { withRetryAfter } from '../../lib/keyed-limit';
import type { Services } from '../../services';

/**
 * POST /api/orders (storefront §3, §7): places a Cash on Delivery order. The server prices it; the
 * answer is `{ id }`, 201 for a new order and 200 when an Idempotency-Key repeats an earlier one.
 * While maintenance mode is on it answers 503 `{ error: MAINTENANCE_MESSAGES.orderRefused }` to anyone
 * but staff; the checkout page's action is behind the same gate.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const limitOrder = orderLimitFor(app);
  app.post(
    '/orders',
    {
      schema: {
        body: placeOrderSchema,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }).loose(),
      },
      // Refused with 503 while maintenance mode is on, except for staff (plugins/maintenance.ts), before
      // the order limit counts it and before the body is read.
      // Stock moves: the database announces the products whose shown stock changed (decision 030).
      config: { closedForMaintenance: true, changes: ['public-stock'] },
      // Counted before the body is read, so a burst of junk counts too.
      onRequest: (request, reply) => withRetryAfter(reply, limitOrder(request)),
    },
    async (request, reply) => {
      const placed = await services.orders.placeOrder(request.body, request.headers['idempotency-key']);
      return reply.status(placed.replayed ? 200 : 201).send({ id: placed.id });
    },
  );
};
