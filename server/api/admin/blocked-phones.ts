import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockedPhoneListSchema,
  blockedPhoneSchema,
  blockPhoneSchema,
  unblockPhoneSchema,
} from '../../../common/orders/blocklist-schemas';
import { successSchema } from '../../../common/wire';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/**
 * The blocklist of phones (decision 022): read and changed by staff with order access, from the desk;
 * every change audited as `phone_block`.
 */
export const adminBlockedPhoneRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { blockedPhones } = services;
  const write = {
    access: 'orders',
    audit: { entity: 'phone_block' },
    changes: [], // the shop never shows who is blocked
    rateLimit: LIMITS.adminWrite,
  } as const;

  app.get(
    '/blocked-phones',
    { schema: { response: { 200: blockedPhoneListSchema } }, config: { access: 'orders' } },
    () => blockedPhones.listBlockedPhones(),
  );

  app.post(
    '/blocked-phones',
    { schema: { body: blockPhoneSchema, response: { 201: blockedPhoneSchema } }, config: write },
    async (request, reply) => {
      const row = await blockedPhones.blockPhone(request.body, request.actor());
      return reply.status(201).send(row);
    },
  );

  // The phone travels in the body: an address is written to the access log, a body is not.
  app.post(
    '/blocked-phones/unblock',
    { schema: { body: unblockPhoneSchema, response: { 200: successSchema } }, config: write },
    async (request) => {
      await blockedPhones.unblockPhone(request.body.phone, request.actor());
      return { success: true as const };
    },
  );
};
