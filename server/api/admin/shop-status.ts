import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopStatusSchema } from '../../../common/settings/shop-status';
import type { Services } from '../../services';

/**
 * GET /api/admin/shop-status for every staff member ('orders'): whether maintenance mode is on, for the
 * back office's banner. Settings themselves stay with those who may change them ('catalog'). Read from
 * the settings kept in memory, which every save drops (decision 020).
 */
export const adminShopStatusRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/shop-status',
    { schema: { response: { 200: shopStatusSchema } }, config: { access: 'orders' } },
    async () => ({ maintenanceMode: (await services.settings.getKeptSettings()).maintenanceMode }),
  );
};
