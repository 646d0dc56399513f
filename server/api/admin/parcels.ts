import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptProposalsResultSchema,
  acceptProposalsSchema,
  adviceSchema,
  bookingRequestSchema,
  bookingResultSchema,
  bulkBookingSchema,
  couriersSchema,
  deskParcelsQuerySchema,
  deskParcelsSchema,
  labelsQuerySchema,
  loadSheetParamsSchema,
  loadSheetQuerySchema,
  parcelSchema,
  trackNowSchema,
} from '../../../common/orders/parcel-schemas';
import { successSchema } from '../../../common/wire';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

const orderIdParams = z.object({ id: z.uuid('Invalid order id') });

/** A write that tells a courier something: audited; nothing the shop shows changes. */
const courierWrite = {
  access: 'orders',
  audit: { entity: 'order' },
  rateLimit: LIMITS.adminWrite,
  changes: [],
} as const;

/** A PDF to print, never kept by a browser's cache or a proxy: it holds customers' addresses. */
function sendPdf(
  reply: { header(name: string, value: string): unknown; send(body: Buffer): unknown },
  pdf: Uint8Array,
  name: string,
) {
  reply.header('Content-Type', 'application/pdf');
  reply.header('Content-Disposition', `inline; filename="${name}"`);
  reply.header('Cache-Control', 'no-store');
  return reply.send(Buffer.from(pdf));
}

/**
 * Couriers booked through their merchant APIs (decision 031, docs/couriers.md): booking from the order
 * and from the desk in bulk, the couriers' labels and load sheets, the parcel's history, the Attempted
 * queue and the couriers' proposals, and staff's answers to them. Order capability, like the desk.
 */
export const adminParcelRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { couriers } = services;

  app.get('/couriers', { schema: { response: { 200: couriersSchema } }, config: { access: 'orders' } }, () =>
    couriers.listCouriers(),
  );

  app.post(
    '/orders/:id/booking',
    {
      schema: { params: orderIdParams, body: bookingRequestSchema, response: { 202: bookingResultSchema } },
      config: courierWrite,
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await couriers.requestBooking(request.params.id, request.body.courier, request.actor())),
  );

  app.post(
    '/orders/bookings',
    { schema: { body: bulkBookingSchema, response: { 202: bookingResultSchema } }, config: courierWrite },
    async (request, reply) => {
      const result = await couriers.requestBookings(request.body, request.actor());
      if (!result.queued.length) request.skipAudit('no order could be booked; the answer says why for each');
      return reply.status(202).send(result);
    },
  );

  app.delete(
    '/orders/:id/booking',
    {
      schema: { params: orderIdParams, response: { 200: successSchema } },
      config: courierWrite,
    },
    async (request) => {
      await couriers.cancelBooking(request.params.id, request.actor());
      return { success: true as const };
    },
  );

  app.get(
    '/orders/:id/parcel',
    { schema: { params: orderIdParams, response: { 200: parcelSchema } }, config: { access: 'orders' } },
    (request) => couriers.readParcel(request.params.id),
  );

  app.post(
    '/orders/:id/parcel-advice',
    {
      schema: { params: orderIdParams, body: adviceSchema, response: { 200: successSchema } },
      config: courierWrite,
    },
    async (request) => {
      await couriers.advise(request.params.id, request.body.advice, request.actor());
      return { success: true as const };
    },
  );

  app.get(
    '/orders/parcels',
    {
      schema: { querystring: deskParcelsQuerySchema, response: { 200: deskParcelsSchema } },
      config: { access: 'orders' },
    },
    async (request) => ({ parcels: await couriers.listDeskParcels(request.query.queue) }),
  );

  app.post(
    '/orders/parcel-proposals/accept',
    {
      schema: { body: acceptProposalsSchema, response: { 200: acceptProposalsResultSchema } },
      // A return accepted puts the order's stock back: the database announces the products it moved.
      config: { ...courierWrite, changes: ['public-stock'] },
    },
    async (request) => {
      const result = await couriers.acceptProposals(request.body.orderIds, request.actor());
      if (!result.changed.length) request.skipAudit('no order could move; the answer says why for each');
      return result;
    },
  );

  app.get(
    '/orders/labels',
    {
      schema: { querystring: labelsQuerySchema },
      config: { access: 'orders', rawAnswer: 'the couriers’ labels as one PDF' },
    },
    async (request, reply) => sendPdf(reply, await couriers.printLabels(request.query.ids), 'labels.pdf'),
  );

  app.post(
    '/couriers/:courier/tracking',
    {
      schema: { params: loadSheetParamsSchema, response: { 200: trackNowSchema } },
      config: {
        access: 'orders',
        audit: { exempt: 'asks the courier where its parcels are; what it says is kept in their histories' },
        rateLimit: LIMITS.adminWrite,
        changes: [],
      },
    },
    (request) => couriers.trackNow(request.params.courier),
  );

  app.get(
    '/couriers/:courier/load-sheet',
    {
      schema: { params: loadSheetParamsSchema, querystring: loadSheetQuerySchema },
      config: { access: 'orders', rawAnswer: 'the courier’s load sheet as a PDF' },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await couriers.loadSheet(request.params.courier, request.query.date),
        `load-sheet-${request.params.courier}-${request.query.date}.pdf`,
      ),
  );
};
