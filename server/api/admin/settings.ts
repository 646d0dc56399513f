import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, settingsPatchSchema } from '../../../common/settings/admin-settings-schemas';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/** Back-office §7: GET /api/admin/settings, every setting including the notification switches; PATCH to change them. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/settings',
    { schema: { response: { 200: adminSettingsSchema } }, config: { access: 'catalog' } },
    () => services.settings.getAdminSettings(),
  );

  app.patch(
    '/settings',
    {
      schema: { body: settingsPatchSchema, response: { 200: adminSettingsSchema } },
      config: {
        access: 'catalog',
        audit: { entity: 'settings' },
        changes: ['settings'],
        rateLimit: LIMITS.adminWrite,
      },
    },
    (request) => services.settings.updateSettings(request.body, request.actor()),
  );
};
