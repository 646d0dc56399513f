import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListSchema,
  adminProductSchema,
  generateSkuBodySchema,
  generateSlugBodySchema,
  productDeleteResultSchema,
  productIdParamsSchema,
  productInputSchema,
  productPatchSchema,
  skuAnswerSchema,
  slugAnswerSchema,
  slugCheckQuerySchema,
  slugCheckSchema,
  slugParamsSchema,
} from '../../../common/catalog/product-admin-schemas';
import { productVersionTag, versionsFromIfMatch } from '../../modules/catalog/product-version-tag';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/**
 * Product management (back-office §7): staff with the catalog capability; writes audited. One
 * product's answer carries its version as an ETag, which a PATCH may send back as If-Match (decision 016).
 */
export const adminProductRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const write = {
    access: 'catalog',
    audit: { entity: 'product' },
    changes: ['catalog'],
    rateLimit: LIMITS.adminWrite,
  } as const;

  app.get(
    '/products',
    { schema: { response: { 200: adminProductListSchema } }, config: { access: 'catalog' } },
    () => services.productAdmin.listProducts(),
  );

  app.get(
    '/products/validate-slug/*',
    {
      schema: {
        params: slugParamsSchema,
        querystring: slugCheckQuerySchema,
        response: { 200: slugCheckSchema },
      },
      config: { access: 'catalog' },
    },
    (request) => services.productAdmin.checkSlug(request.params['*'], request.query.excludeId),
  );

  app.get(
    '/products/:id',
    {
      schema: { params: productIdParamsSchema, response: { 200: adminProductSchema } },
      config: { access: 'catalog' },
    },
    async (request, reply) => {
      const product = await services.productAdmin.getProduct(request.params.id);
      return reply.header('etag', productVersionTag(product.version)).send(product);
    },
  );

  app.post(
    '/products',
    { schema: { body: productInputSchema, response: { 201: adminProductSchema } }, config: write },
    async (request, reply) => {
      const product = await services.productAdmin.createProduct(request.body, request.actor());
      return reply.status(201).send(product);
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        params: productIdParamsSchema,
        body: productPatchSchema,
        response: { 200: adminProductSchema },
      },
      config: write,
    },
    async (request, reply) => {
      // A bad If-Match is a 400 before anything is read or locked.
      const ifMatch = versionsFromIfMatch(request.headers['if-match']);
      const product = await services.productAdmin.updateProduct(
        request.params.id,
        request.body,
        request.actor(),
        ifMatch,
      );
      return reply.header('etag', productVersionTag(product.version)).send(product);
    },
  );

  // Decision 029: a copy to start another product from, always a draft.
  app.post(
    '/products/:id/duplicate',
    {
      schema: { params: productIdParamsSchema, response: { 201: adminProductSchema } },
      config: write,
    },
    async (request, reply) => {
      const copy = await services.productAdmin.duplicateProduct(request.params.id, request.actor());
      return reply.status(201).send(copy);
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: { params: productIdParamsSchema, response: { 200: productDeleteResultSchema } },
      config: write,
    },
    async (request) => {
      await services.productAdmin.deleteProduct(request.params.id, request.actor());
      return { success: true as const };
    },
  );

  // POSTs that only suggest a value (back-office §7): nothing is saved, so they write no audit entry.
  const suggestion = {
    access: 'catalog',
    audit: { exempt: 'suggests a free value; nothing is saved' },
    changes: [],
    rateLimit: LIMITS.adminWrite,
  } as const;
  app.post(
    '/products/generate-sku',
    { schema: { body: generateSkuBodySchema, response: { 200: skuAnswerSchema } }, config: suggestion },
    (request) => services.productAdmin.generateSku(request.body.category, request.body.productName),
  );

  app.post(
    '/products/generate-slug',
    { schema: { body: generateSlugBodySchema, response: { 200: slugAnswerSchema } }, config: suggestion },
    (request) => services.productAdmin.generateSlug(request.body.productName, request.body.excludeId),
  );
};
