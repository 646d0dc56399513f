import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderDeskQuerySchema } from '../../../common/orders/order-desk-query';
import {
  orderDeskPageSchema,
  orderItemsSchema,
  statusChangeResultSchema,
  statusChangeSchema,
} from '../../../common/orders/order-desk-schemas';
import { LIMITS } from '../../plugins/rate-limit';
import type { Services } from '../../services';

const orderIdParams = z.object({ id: z.uuid('Invalid order id') });

/** The order desk (back-office §7, issue 4): staff with the 'orders' capability (cms, order_confirmation, super admin). */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/orders',
    {
      schema: { querystring: orderDeskQuerySchema, response: { 200: orderDeskPageSchema } },
      config: { access: 'orders' },
    },
    (request) => services.orders.listOrders(request.query),
  );

  app.get(
    '/orders/export.csv',
    {
      schema: { querystring: orderDeskQuerySchema },
      config: {
        access: 'orders',
        rawAnswer: 'a CSV stream whose columns export-csv.ts names one by one',
      },
    },
    (request, reply) => {
      const { limit: _limit, cursor: _cursor, ...filters } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(services.orders.exportOrdersCsv(filters));
    },
  );

  app.get(
    '/orders/:id/items',
    {
      schema: { params: orderIdParams, response: { 200: orderItemsSchema } },
      config: { access: 'orders' },
    },
    (request) => services.orders.listOrderItems(request.params.id),
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        params: orderIdParams,
        body: statusChangeSchema,
        response: { 200: statusChangeResultSchema },
      },
      config: { access: 'orders', audit: { entity: 'order' }, rateLimit: LIMITS.adminWrite },
    },
    (request) => services.orders.changeOrderStatus(request.params.id, request.body, request.actor()),
  );
};
