import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderDeskQuerySchema } from '../../../common/orders/order-desk-query';
import { ORDER_STATUSES } from '../../../common/orders/statuses';
import { LIMITS } from '../../plugins/rate-limit';
import type { Services } from '../../services';

const orderIdParams = z.object({ id: z.uuid('Invalid order id') });

const statusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Invalid status' }),
  note: z.string().trim().max(500, 'Note must be at most 500 characters').nullish(),
});

/** The order desk (back-office §7, issue 4): staff with the 'orders' capability (cms, order_confirmation, super admin). */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/orders',
    { schema: { querystring: orderDeskQuerySchema }, config: { access: 'orders' } },
    (request) => services.orders.list(request.query),
  );

  app.get(
    '/orders/export.csv',
    { schema: { querystring: orderDeskQuerySchema }, config: { access: 'orders' } },
    (request, reply) => {
      const { limit: _limit, cursor: _cursor, ...filters } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(services.orders.exportCsv(filters));
    },
  );

  app.get(
    '/orders/:id/items',
    { schema: { params: orderIdParams }, config: { access: 'orders' } },
    (request) => services.orders.items(request.params.id),
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: { params: orderIdParams, body: statusChangeSchema },
      config: { access: 'orders', rateLimit: LIMITS.adminWrite },
    },
    async (request) => {
      const viewer = await request.getViewer();
      return services.orders.changeStatus(request.params.id, request.body, viewer!.username);
    },
  );
};
