import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

/** Back-office §7: staff and customer accounts; the super admin only. */
export const userRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/users', { config: { access: 'users' } }, () => services.accounts.listUsers());
};
