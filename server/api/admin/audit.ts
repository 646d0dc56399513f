import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorsSchema, auditPageSchema, auditQuerySchema } from '../../../common/admin/audit-schemas';
import type { Services } from '../../services';

/**
 * The trail of staff changes, for the super admin alone (decision 014; the activity screen, decision 022):
 * GET /api/admin/audit (the entries) and GET /api/admin/audit/actors (who can be filtered by).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/audit',
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
      config: { access: 'audit' },
    },
    (request) => services.audit.listEntries(request.query),
  );
  app.get(
    '/audit/actors',
    { schema: { response: { 200: auditActorsSchema } }, config: { access: 'audit' } },
    async () => ({ actors: await services.audit.listActors() }),
  );
};
