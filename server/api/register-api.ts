import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { registerAdminGuard, type AdminRouteList } from '../plugins/admin-guard';
import { keepAnswersPrivate } from '../plugins/private-answers';
import type { Services } from '../services';
import { auditRoutes } from './admin/audit';
import { adminBlockedPhoneRoutes } from './admin/blocked-phones';
import { adminCommunityRoutes } from './admin/community';
import { adminContentRoutes } from './admin/content';
import { dashboardRoutes } from './admin/dashboard';
import { adminMediaRoutes } from './admin/media';
import { adminOrderRoutes } from './admin/orders';
import { adminParcelRoutes } from './admin/parcels';
import { adminProductRoutes } from './admin/products';
import { adminProductCsvRoutes } from './admin/products-csv';
import { adminSeoRoutes } from './admin/seo';
import { adminSettlementRoutes } from './admin/settlements';
import { adminReportRoutes } from './admin/reports';
import { adminSettingsRoutes } from './admin/settings';
import { adminShopStatusRoutes } from './admin/shop-status';
import { profileRoutes } from './admin/profile';
import { userRoutes } from './admin/users';
import { authRoutes } from './public/auth';
import { catalogRoutes } from './public/catalog';
import { courierWebhookRoutes } from './public/courier-webhooks';
import { whatsappWebhookRoutes } from './public/whatsapp-webhook';
import { healthRoutes } from './public/health';
import { orderRoutes } from './public/orders';
import { orderTrackingRoutes } from './public/order-tracking';
import { siteRoutes } from './public/site';
import { uploadRoutes } from './staff/uploads';

type ApiDeps = { services: Services; config: Config; db: Database };

/** Every API route, in one list: the public contract under /api, the back office under /api/admin. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<AdminRouteList> {
  const adminRoutes: AdminRouteList = [];
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoutes, { db: deps.db });
      await typed.register(siteRoutes, { services: deps.services });
      await typed.register(catalogRoutes, { services: deps.services });
      // Account answers (who is signed in, session cookies) and every back-office answer are private.
      await typed.register(async (auth) => {
        keepAnswersPrivate(auth);
        await auth.register(authRoutes, { services: deps.services, config: deps.config });
      });
      await typed.register(orderRoutes, { services: deps.services });
      // An order's tracking names what was bought and where it is: no cache may keep it.
      await typed.register(async (tracking) => {
        keepAnswersPrivate(tracking);
        await tracking.register(orderTrackingRoutes, { services: deps.services });
      });
      await typed.register(courierWebhookRoutes, { services: deps.services });
      await typed.register(whatsappWebhookRoutes, { services: deps.services, config: deps.config });

      await typed.register(
        async (admin) => {
          keepAnswersPrivate(admin);
          const routes = registerAdminGuard(admin);
          await admin.register(profileRoutes);
          await admin.register(dashboardRoutes, { services: deps.services });
          await admin.register(userRoutes, { services: deps.services });
          await admin.register(adminSettingsRoutes, { services: deps.services });
          await admin.register(adminShopStatusRoutes, { services: deps.services });
          await admin.register(adminOrderRoutes, { services: deps.services });
          await admin.register(adminParcelRoutes, { services: deps.services });
          await admin.register(auditRoutes, { services: deps.services });
          await admin.register(adminMediaRoutes, { services: deps.services });
          await admin.register(adminProductRoutes, { services: deps.services });
          await admin.register(adminProductCsvRoutes, { services: deps.services });
          await admin.register(adminContentRoutes, { services: deps.services });
          await admin.register(adminSeoRoutes, { services: deps.services });
          await admin.register(adminCommunityRoutes, { services: deps.services });
          await admin.register(adminBlockedPhoneRoutes, { services: deps.services });
          await admin.register(adminSettlementRoutes, { services: deps.services });
          await admin.register(adminReportRoutes, { services: deps.services });
          adminRoutes.push(...routes);
        },
        { prefix: '/admin' },
      );
      // The upload calls live outside /api/admin (back-office §7) behind the same guard.
      await typed.register(async (staff) => {
        keepAnswersPrivate(staff);
        const routes = registerAdminGuard(staff);
        await staff.register(uploadRoutes, { services: deps.services });
        adminRoutes.push(...routes);
      });

      // An address no route has: a 404 that writes nothing.
      api.all('/*', { config: { changes: [] } }, async (request, reply) =>
        reply.status(404).send({ error: `No API route for ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );
  return adminRoutes;
}
