import type { FastifyInstance, RouteOptions } from 'fastify';
import { can, isStaff, type Capability } from '../../common/accounts/roles';
import { ForbiddenError, UnauthorizedError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which part of the back office a /api/admin route belongs to (DESIGN.md §4 role table). */
    access?: Capability;
  }
}

export type AdminRouteList = Array<{ method: string; url: string; access: Capability }>;

/**
 * The one guard of /api/admin: no session 401, a customer or the wrong role 403. A route registered
 * under /api/admin without an `access` capability is a programming error and stops the start.
 */
export function registerAdminGuard(admin: FastifyInstance): AdminRouteList {
  const adminRoutes: AdminRouteList = [];
  admin.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (!access)
      throw new Error(`Admin route ${String(route.method)} ${route.url} declares no access capability`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') adminRoutes.push({ method, url: route.url, access });
    }
  });
  admin.addHook('onRequest', async (request) => {
    const viewer = await request.getViewer();
    if (!viewer) throw new UnauthorizedError();
    const access = request.routeOptions.config.access;
    if (!isStaff(viewer) || !access || !can(viewer, access)) throw new ForbiddenError();
  });
  return adminRoutes;
}
