import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mediaAssetSchema,
  mediaDeleteResultSchema,
  mediaIdParamsSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaUpdateSchema,
} from '../../../common/media/media-schemas';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/** The media library (back-office §7): staff with the catalog capability. */
export const adminMediaRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/media',
    {
      schema: { querystring: mediaListQuerySchema, response: { 200: mediaListSchema } },
      config: { access: 'catalog' },
    },
    (request) => services.media.listAssets(request.query),
  );

  app.patch(
    '/media/:id',
    {
      schema: { params: mediaIdParamsSchema, body: mediaUpdateSchema, response: { 200: mediaAssetSchema } },
      config: {
        access: 'catalog',
        audit: { entity: 'media' },
        changes: ['media'],
        rateLimit: LIMITS.adminWrite,
      },
    },
    (request) => services.media.updateAltText(request.params.id, request.body.altText, request.actor()),
  );

  app.delete(
    '/media/:id',
    {
      schema: { params: mediaIdParamsSchema, response: { 200: mediaDeleteResultSchema } },
      config: {
        access: 'catalog',
        audit: { entity: 'media' },
        changes: ['media'],
        rateLimit: LIMITS.adminWrite,
      },
    },
    async (request) => {
      await services.media.deleteAsset(request.params.id, request.actor());
      return { success: true as const };
    },
  );
};
