import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../common/admin/audit-schemas';
import type { Services } from '../../services';

/** GET /api/admin/audit (issue 11): the trail of staff changes, for the super admin alone. */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/audit',
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
      config: { access: 'audit' },
    },
    (request) => services.audit.listEntries(request.query),
  );
};
