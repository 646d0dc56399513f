import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffUserListSchema,
  staffUserSchema,
  userCreateSchema,
  userDeleteResultSchema,
  userIdParamsSchema,
  userPatchSchema,
} from '../../../common/accounts/staff-admin-schemas';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/**
 * User management (back-office §2, §4, §7; decision 018): staff and customer accounts, the super admin
 * only. Writes are audited as 'user' (modules/accounts/staff-admin.ts holds the rules).
 */
export const userRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const write = {
    access: 'users',
    audit: { entity: 'user' },
    changes: [], // staff and customer accounts: nothing the shop shows
    rateLimit: LIMITS.adminWrite,
  } as const;

  app.get('/users', { schema: { response: { 200: staffUserListSchema } }, config: { access: 'users' } }, () =>
    services.accounts.listUsers(),
  );

  app.post(
    '/users',
    { schema: { body: userCreateSchema, response: { 201: staffUserSchema } }, config: write },
    async (request, reply) => {
      const user = await services.accounts.createUser(request.body, request.actor());
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: { params: userIdParamsSchema, body: userPatchSchema, response: { 200: staffUserSchema } },
      config: write,
    },
    (request) => services.accounts.updateUser(request.params.id, request.body, request.actor()),
  );

  app.delete(
    '/users/:id',
    { schema: { params: userIdParamsSchema, response: { 200: userDeleteResultSchema } }, config: write },
    async (request) => {
      await services.accounts.deleteUser(request.params.id, request.actor());
      return { success: true as const };
    },
  );

  app.patch(
    '/users/:id/verify',
    { schema: { params: userIdParamsSchema, response: { 200: staffUserSchema } }, config: write },
    (request) => services.accounts.verifyUser(request.params.id, request.actor()),
  );
};
