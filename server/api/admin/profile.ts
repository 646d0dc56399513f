import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfileSchema } from '../../../common/accounts/admin-schemas';
import { UnauthorizedError } from '../../errors';

/** Back-office §7: GET /api/admin/profile, the signed-in staff member's own card. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    { schema: { response: { 200: adminProfileSchema } }, config: { access: 'orders' } },
    async (request) => {
      const viewer = await request.getViewer();
      if (!viewer) throw new UnauthorizedError();
      return viewer;
    },
  );
};
