import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderDeskQuerySchema } from '../../../common/orders/order-desk-query';
import {
  orderEditPreviewSchema,
  orderEditSchema,
  productChoicesSchema,
} from '../../../common/orders/order-edit-schema';
import {
  adminOrderSchema,
  orderDeskPageSchema,
  orderItemsSchema,
  statusChangeResultSchema,
  statusChangeSchema,
} from '../../../common/orders/order-desk-schemas';
import {
  claimResultSchema,
  contactResultSchema,
  contactSchema,
  queueSchema,
} from '../../../common/orders/confirmation-schemas';
import {
  bulkStatusResultSchema,
  bulkStatusSchema,
  packingSlipsSchema,
  slipQuerySchema,
} from '../../../common/orders/slip-schemas';
import { successSchema } from '../../../common/wire';
import { UnauthorizedError } from '../../errors';
import { keyedLimit, withRetryAfter } from '../../lib/keyed-limit';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

const orderIdParams = z.object({ id: z.uuid('Invalid order id') });

/** An audited write of an order; each route adds what it changes of the shop (public-answers.ts). */
const orderWrite = { access: 'orders', audit: { entity: 'order' }, rateLimit: LIMITS.adminWrite } as const;

/** The order desk (back-office §7, decision 007): staff with the 'orders' capability (cms, order_confirmation, super admin). */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/orders',
    {
      schema: { querystring: orderDeskQuerySchema, response: { 200: orderDeskPageSchema } },
      config: { access: 'orders' },
    },
    (request) => services.orders.listOrders(request.query),
  );

  // Customer data leaves the shop here: each download is counted per staff member (on the rate limits'
  // shared store) and recorded in the audit trail with its filters before the file is sent.
  const exportLimit = keyedLimit(app, 'customerExport', LIMITS.customerExport);
  app.get(
    '/orders/export.csv',
    {
      schema: { querystring: orderDeskQuerySchema },
      config: {
        access: 'orders',
        audit: { entity: 'order' },
        rawAnswer: 'a CSV stream whose columns export-csv.ts names one by one',
      },
    },
    async (request, reply) => {
      const { limit: _limit, cursor: _cursor, ...filters } = request.query;
      await withRetryAfter(reply, exportLimit(request, request.actor().id));
      const csv = await services.orders.exportOrdersCsv(filters, request.actor());
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
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
      // A cancellation gives stock back: the database announces the products whose shown stock moved.
      config: { ...orderWrite, changes: ['public-stock'] },
    },
    (request) => services.orders.changeOrderStatus(request.params.id, request.body, request.actor()),
  );

  // Editing an order until it ships (decision 022): the products it may add, and the edit, which answers
  // the order as the desk lists it.
  app.get(
    '/orders/product-choices',
    { schema: { response: { 200: productChoicesSchema } }, config: { access: 'orders' } },
    () => services.orders.listProductChoices(),
  );

  // The edit's figures before it is saved (decision 022): the same body, worked out and not written.
  app.post(
    '/orders/:id/edit-preview',
    {
      schema: { params: orderIdParams, body: orderEditSchema, response: { 200: orderEditPreviewSchema } },
      config: {
        access: 'orders',
        audit: { exempt: 'a preview works the edit out and writes nothing; the save is audited' },
        changes: [],
        rateLimit: LIMITS.orderEditPreview,
      },
    },
    (request) => services.orders.previewOrderEdit(request.params.id, request.body),
  );

  app.patch(
    '/orders/:id',
    {
      schema: { params: orderIdParams, body: orderEditSchema, response: { 200: adminOrderSchema } },
      config: { ...orderWrite, changes: ['public-stock'] },
    },
    async (request) => {
      const edited = await services.orders.editOrder(request.params.id, request.body, request.actor());
      if (!edited.changed) request.skipAudit('the edit changed nothing; nothing was written');
      return edited.order;
    },
  );

  // ---- The confirmation desk (decision 022) -----------------------------------------------------------

  /** The signed-in staff member (the guard has checked them): whose claim, whose queue. */
  const viewerOf = async (request: { getViewer(): Promise<{ id: string; username: string } | null> }) => {
    const viewer = await request.getViewer();
    if (!viewer) throw new UnauthorizedError();
    return viewer;
  };
  const claimConfig = {
    access: 'orders',
    audit: {
      exempt: "a claim only says who is calling the customer; each call's outcome is audited",
    },
    changes: [], // the shop never shows who is calling whom
    rateLimit: LIMITS.adminWrite,
  } as const;

  app.get(
    '/orders/to-confirm',
    { schema: { response: { 200: queueSchema } }, config: { access: 'orders' } },
    async (request) => services.orders.listToConfirm(await viewerOf(request)),
  );

  app.post(
    '/orders/:id/claim',
    { schema: { params: orderIdParams, response: { 200: claimResultSchema } }, config: claimConfig },
    async (request) => services.orders.claimOrder(request.params.id, await viewerOf(request)),
  );

  app.delete(
    '/orders/:id/claim',
    { schema: { params: orderIdParams, response: { 200: successSchema } }, config: claimConfig },
    async (request) => {
      await services.orders.releaseClaim(request.params.id, await viewerOf(request));
      return { success: true as const };
    },
  );

  app.post(
    '/orders/:id/contact',
    {
      schema: { params: orderIdParams, body: contactSchema, response: { 200: contactResultSchema } },
      // An outcome that cancels the order gives its stock back; any other changes nothing the shop shows.
      config: { ...orderWrite, changes: ['public-stock'] },
    },
    (request) => services.orders.recordContact(request.params.id, request.body, request.actor()),
  );

  // ---- A day's dispatch (decision 022, bulk work) ------------------------------------------------------

  app.get(
    '/orders/slips',
    {
      schema: { querystring: slipQuerySchema, response: { 200: packingSlipsSchema } },
      config: { access: 'orders' },
    },
    (request) => services.orders.readPackingSlips(request.query.ids),
  );

  app.post(
    '/orders/bulk-status',
    {
      schema: { body: bulkStatusSchema, response: { 200: bulkStatusResultSchema } },
      config: { ...orderWrite, changes: ['public-stock'] },
    },
    async (request) => {
      const result = await services.orders.changeStatuses(request.body, request.actor());
      if (!result.changed.length) request.skipAudit('no order could move; the answer says why for each');
      return result;
    },
  );
};
