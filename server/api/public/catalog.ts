import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';

const productIdParams = z.object({ id: z.uuid({ error: 'Invalid product id' }) });
const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/** Storefront §7: the product reads. */
export const catalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/products', () => services.catalog.listProducts());

  app.get('/products/slug/:slug', { schema: { params: slugParams } }, (request) =>
    services.catalog.getProductBySlug(request.params.slug),
  );

  app.get('/products/:id/reviews', { schema: { params: productIdParams } }, (request) =>
    services.catalog.listReviews(request.params.id),
  );

  app.get('/products/:id/faqs', { schema: { params: productIdParams } }, (request) =>
    services.catalog.listFaqs(request.params.id),
  );

  app.get('/supplement-facts', () => services.catalog.listSupplementFacts());
};
