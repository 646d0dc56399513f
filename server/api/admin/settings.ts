import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema } from '../../../common/settings/admin-settings-schemas';
import type { Services } from '../../services';

/** Back-office §7: GET /api/admin/settings, every setting including the notification switches. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/settings',
    { schema: { response: { 200: adminSettingsSchema } }, config: { access: 'catalog' } },
    () => services.settings.getSettings(),
  );
};
