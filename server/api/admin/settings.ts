import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

/** Back-office §7: GET /api/admin/settings, every setting including the notification switches. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get('/settings', { config: { access: 'catalog' } }, () => services.settings.get());
};
