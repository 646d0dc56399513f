import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_KEYS, REPORT_SCHEMAS, reportRangeSchema } from '../../../common/admin/report-schemas';
import type { Services } from '../../services';

/**
 * The Reports screen's API (docs/reports.md, decision 035), the super admin's (capability `reports`):
 * for each report, `GET /reports/<key>?from=&to=` (its figures) and `GET /reports/<key>/export?from=&to=`
 * (the same as a CSV file). Reads only: nothing to audit.
 */
export const adminReportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reports } = services;
  const config = { access: 'reports' } as const;
  for (const key of REPORT_KEYS) {
    app.get(
      `/reports/${key}`,
      { schema: { querystring: reportRangeSchema, response: { 200: REPORT_SCHEMAS[key] } }, config },
      (request) => reports.read(key, request.query),
    );
    app.get(
      `/reports/${key}/export`,
      {
        schema: { querystring: reportRangeSchema },
        config: { ...config, rawAnswer: 'a CSV file of the report (common/admin/report-csv.ts)' },
      },
      async (request, reply) => {
        const { csv, fileName } = await reports.exportCsv(key, request.query);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'no-store')
          .send(csv);
      },
    );
  }
};
