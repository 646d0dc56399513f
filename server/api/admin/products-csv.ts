import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP_TIME_ZONE } from '../../../common/admin/dashboard-schemas';
import { importAnswerSchema, importBodySchema } from '../../../common/catalog/product-csv-schemas';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/**
 * The body of an import: a CSV of at most 1,000,000 characters inside JSON. JSON doubles a quote or a
 * line end and UTF-8 takes up to three bytes for a character, so the route allows more than the usual
 * 1 MiB; the schema caps the CSV itself.
 */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** Today in the shop's time zone, `YYYY-MM-DD`, for the file name. */
const shopDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());

/** Bulk catalogue work (decision 016 "Bulk import"): catalog capability. */
export const adminProductCsvRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/products/export.csv',
    {
      config: {
        access: 'catalog',
        rawAnswer: 'a CSV file whose columns catalog-csv.ts names one by one (PRODUCT_CSV_COLUMNS)',
      },
    },
    async (_request, reply) => {
      const csv = await services.catalogCsv.exportProductsCsv();
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="products-${shopDay()}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/products/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importBodySchema, response: { 200: importAnswerSchema } },
      config: {
        access: 'catalog',
        audit: { entity: 'product' },
        changes: ['catalog'],
        rateLimit: LIMITS.adminWrite,
      },
    },
    async (request) => {
      const { csv, apply, previewed } = request.body;
      if (!apply) {
        request.skipAudit('a preview changes nothing');
        return services.catalogCsv.previewImport(csv);
      }
      const answer = await services.catalogCsv.applyImport(csv, previewed ?? [], request.actor());
      if (!answer.applied) request.skipAudit('a refused import changes nothing');
      else if (answer.changes.length === 0) request.skipAudit('the file changes nothing');
      return answer;
    },
  );
};
