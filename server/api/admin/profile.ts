import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfileSchema } from '../../../common/accounts/admin-schemas';
import { profilePatchSchema } from '../../../common/accounts/staff-admin-schemas';
import { UnauthorizedError } from '../../errors';
import { attemptLimiterFor } from '../../modules/accounts/attempt-limits';
import { withRetryAfter } from '../../lib/keyed-limit';
import { LIMITS } from '../../lib/rate-limits';

/**
 * Back-office §7: the signed-in staff member's own card (GET) and its edit (PATCH: username and email,
 * allowed by the current password; audited as 'user'). Every staff member may use it ('orders').
 * register-api.ts registers this plugin without options, so the services come from the server itself.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = attemptLimiterFor(app);

  app.get(
    '/profile',
    { schema: { response: { 200: adminProfileSchema } }, config: { access: 'orders' } },
    async (request) => {
      const viewer = await request.getViewer();
      if (!viewer) throw new UnauthorizedError();
      return viewer;
    },
  );

  app.patch(
    '/profile',
    {
      schema: { body: profilePatchSchema, response: { 200: adminProfileSchema } },
      config: { access: 'orders', audit: { entity: 'user' }, changes: [], rateLimit: LIMITS.adminWrite },
    },
    (request, reply) =>
      // A wrong current password counts as a failed login on the account (attempt-limits.ts): 429 after.
      withRetryAfter(
        reply,
        app.services.accounts.updateProfile(request.body, request.actor(), limiter.login(request)),
      ),
  );
};
