import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../common/admin/dashboard-schemas';
import type { Services } from '../../services';

/** GET /api/admin/dashboard (back-office §2): every staff role sees the dashboard. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/dashboard',
    { schema: { response: { 200: dashboardSchema } }, config: { access: 'orders' } },
    () => services.dashboard.readDashboard(),
  );
};
