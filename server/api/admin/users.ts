import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUsersSchema } from '../../../common/accounts/admin-schemas';
import type { Services } from '../../services';

/** Back-office §7: staff and customer accounts; the super admin only. */
export const userRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/users', { schema: { response: { 200: adminUsersSchema } }, config: { access: 'users' } }, () =>
    services.accounts.listUsers(),
  );
};
