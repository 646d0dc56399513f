import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  seoCreateSchema,
  seoEntrySchema,
  seoListSchema,
  seoPageParamsSchema,
  seoPatchSchema,
} from '../../../common/seo/seo-admin-schemas';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

const seoDeleteResultSchema = z.object({ success: z.literal(true) });

/** SEO management (back-office §7): staff with the catalog capability; writes audited. */
export const adminSeoRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const write = {
    access: 'catalog',
    audit: { entity: 'seo' },
    changes: ['seo'],
    rateLimit: LIMITS.adminWrite,
  } as const;

  app.get('/seo', { schema: { response: { 200: seoListSchema } }, config: { access: 'catalog' } }, () =>
    services.seo.listSeo(),
  );

  app.post(
    '/seo',
    { schema: { body: seoCreateSchema, response: { 201: seoEntrySchema } }, config: write },
    async (request, reply) => {
      const entry = await services.seo.createSeo(request.body, request.actor());
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    '/seo/:page',
    {
      schema: { params: seoPageParamsSchema, body: seoPatchSchema, response: { 200: seoEntrySchema } },
      config: write,
    },
    (request) => services.seo.updateSeo(request.params.page, request.body, request.actor()),
  );

  app.delete(
    '/seo/:page',
    { schema: { params: seoPageParamsSchema, response: { 200: seoDeleteResultSchema } }, config: write },
    async (request) => {
      await services.seo.deleteSeo(request.params.page, request.actor());
      return { success: true as const };
    },
  );
};
