import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findFlagship } from '../../../common/catalog/bundle-pricing';
import {
  contentCreateSchema,
  contentIdParamsSchema,
  contentListSchema,
  contentPatchSchema,
  contentPreviewSchema,
  contentRecordSchema,
  contentVersionListSchema,
} from '../../../common/content/content-admin-schemas';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/** Content management (back-office §7, decision 017): staff with the catalog capability; writes audited. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const write = {
    access: 'catalog',
    audit: { entity: 'content' },
    changes: ['content'],
    rateLimit: LIMITS.adminWrite,
  } as const;

  app.get(
    '/content',
    { schema: { response: { 200: contentListSchema } }, config: { access: 'catalog' } },
    () => services.content.listContent(),
  );

  // The live preview's page around the section (decision 017): what the home loader reads beside it.
  app.get(
    '/content/preview',
    { schema: { response: { 200: contentPreviewSchema } }, config: { access: 'catalog' } },
    async () => {
      const [products, testimonials] = await Promise.all([
        services.catalog.listProducts(),
        services.community.listPublishedTestimonials(),
      ]);
      const flagship = findFlagship(products);
      return {
        flagship: flagship && { slug: flagship.slug, image: flagship.image },
        // The answer's schema keeps only the fields a review card shows.
        reviews: testimonials,
      };
    },
  );

  app.get(
    '/content/:id/versions',
    {
      schema: { params: contentIdParamsSchema, response: { 200: contentVersionListSchema } },
      config: { access: 'catalog' },
    },
    (request) => services.content.listContentVersions(request.params.id),
  );

  app.post(
    '/content',
    { schema: { body: contentCreateSchema, response: { 201: contentRecordSchema } }, config: write },
    async (request, reply) => {
      const record = await services.content.createContent(request.body, request.actor());
      return reply.status(201).send(record);
    },
  );

  app.patch(
    '/content/:id',
    {
      schema: {
        params: contentIdParamsSchema,
        body: contentPatchSchema,
        response: { 200: contentRecordSchema },
      },
      config: write,
    },
    (request) => services.content.updateContent(request.params.id, request.body, request.actor()),
  );
};
