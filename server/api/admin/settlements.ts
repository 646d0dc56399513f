import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courierRatesBodySchema, courierRatesListSchema } from '../../../common/orders/courier-rates';
import {
  fetchableCouriersSchema,
  settlementFetchQuerySchema,
} from '../../../common/orders/settlement-fetch-schemas';
import { CSV_TYPE, MAX_SETTLEMENT_BYTES, XLSX_TYPE } from '../../../common/orders/settlement-files';
import {
  courierFiguresListSchema,
  settlementCourierParamsSchema,
  settlementIdParamsSchema,
  settlementImportQuerySchema,
  settlementListSchema,
  settlementPreviewSchema,
} from '../../../common/orders/settlement-schemas';
import { AppError } from '../../errors';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/**
 * The types a payment report may arrive as: CSV, XLSX, and the old Excel type a browser gives a file
 * saved from Excel (on Windows a .csv file is `application/vnd.ms-excel` too). The bytes decide: an XLSX
 * workbook is read, an old XLS one refused with a 415 saying how to save it (decision 037).
 */
const FILE_TYPES = [CSV_TYPE, 'application/vnd.ms-excel', XLSX_TYPE];

export const NOT_A_FILE = `Send the payment report itself as the body, with Content-Type: ${CSV_TYPE} or ${XLSX_TYPE}`;

/**
 * Settlements (docs/settlements.md, decision 033): what couriers pay and keep of the shop's cash, the
 * super admin's alone (capability `settlements`). A courier's file is imported as a preview (the body is
 * the file), or its payments fetched from its API as one (decision 036), then applied; each audited as
 * `settlement`, the rates as `courier_rates`.
 */
export const adminSettlementRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { settlements } = services;
  // Only the routes of this file read files; every other admin route still takes JSON alone.
  app.addContentTypeParser(
    FILE_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_SETTLEMENT_BYTES },
    (_request, body, done) => done(null, body),
  );
  const read = { access: 'settlements' } as const;
  const write = {
    access: 'settlements',
    audit: { entity: 'settlement' },
    changes: [], // the shop never shows what couriers paid
    rateLimit: LIMITS.adminWrite,
  } as const;

  app.get('/settlements', { schema: { response: { 200: settlementListSchema } }, config: read }, () =>
    settlements.listSettlements(),
  );

  app.get(
    '/settlements/couriers',
    { schema: { response: { 200: courierFiguresListSchema } }, config: read },
    () => settlements.readCourierFigures(),
  );

  app.get(
    '/settlements/couriers/:courier/short-paid.csv',
    {
      schema: { params: settlementCourierParamsSchema },
      config: {
        ...read,
        rawAnswer: 'a CSV file whose columns settlement-schemas.ts names (SHORT_PAID_CSV_COLUMNS)',
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await settlements.shortPaidCsv(request.params.courier);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.get('/settlements/rates', { schema: { response: { 200: courierRatesListSchema } }, config: read }, () =>
    settlements.listRates(),
  );

  app.put(
    '/settlements/rates',
    {
      schema: { body: courierRatesBodySchema, response: { 200: courierRatesListSchema } },
      config: { ...write, audit: { entity: 'courier_rates' } },
    },
    async (request) => {
      const { rates, changed } = await settlements.updateRates(request.body.couriers, request.actor());
      if (changed === 0) request.skipAudit('the rates are as they were');
      return rates;
    },
  );

  app.get(
    '/settlements/:id',
    {
      schema: { params: settlementIdParamsSchema, response: { 200: settlementPreviewSchema } },
      config: read,
    },
    (request) => settlements.readSettlement(request.params.id),
  );

  app.post(
    '/settlements',
    {
      bodyLimit: MAX_SETTLEMENT_BYTES,
      schema: {
        querystring: settlementImportQuerySchema,
        response: { 200: settlementPreviewSchema, 201: settlementPreviewSchema },
      },
      config: write,
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError(415, NOT_A_FILE);
      const { courier, name } = request.query;
      const { preview, audited } = await settlements.importSettlement(
        { courier, fileName: name ?? null, bytes: request.body },
        request.actor(),
      );
      if (!audited) request.skipAudit('the same file was imported before');
      return reply.status(preview.replayed ? 200 : 201).send(preview);
    },
  );

  app.get(
    '/settlements/fetchable',
    { schema: { response: { 200: fetchableCouriersSchema } }, config: read },
    () => settlements.listFetchable(),
  );

  app.post(
    '/settlements/fetch',
    {
      schema: {
        querystring: settlementFetchQuerySchema,
        response: { 200: settlementPreviewSchema, 201: settlementPreviewSchema },
      },
      config: write,
    },
    async (request, reply) => {
      const { preview, audited } = await settlements.fetchSettlement(request.query, request.actor());
      if (!audited) request.skipAudit('the same payments were fetched before');
      return reply.status(preview.replayed ? 200 : 201).send(preview);
    },
  );

  app.post(
    '/settlements/:id/apply',
    {
      schema: { params: settlementIdParamsSchema, response: { 200: settlementPreviewSchema } },
      config: write,
    },
    async (request) => {
      const { preview, audited } = await settlements.applySettlement(request.params.id, request.actor());
      if (!audited) request.skipAudit('the settlement was applied before');
      return preview;
    },
  );
};
