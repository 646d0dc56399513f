import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerFromCache, publicAnswerRoute } from '../../lib/public-cache/http-answer';
import type { Services } from '../../services';

const productIdParams = z.object({ id: z.uuid({ error: 'Invalid product id' }) });
const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

// Keys as the schemas above leave the params: a slug trimmed, an id in either case (a uuid is read so).
const PRODUCTS = publicAnswerRoute('catalog', () => 'products');
const BY_SLUG = publicAnswerRoute('catalog', ({ slug }) => `slug:${slug!.trim()}`);
const REVIEWS = publicAnswerRoute('catalog', ({ id }) => `reviews:${id!.toLowerCase()}`);
const FAQS = publicAnswerRoute('catalog', ({ id }) => `faqs:${id!.toLowerCase()}`);
const SUPPLEMENT_FACTS = publicAnswerRoute('catalog', () => 'supplement-facts');

/**
 * Storefront §7: the product reads. The same for every visitor, so they are answered from memory as ready
 * bytes (services.publicAnswers, decision 020), compressed once: @fastify/compress stays out.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalog, publicAnswers } = services;

  app.get('/products', PRODUCTS, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () => catalog.listProducts()),
  );

  app.get('/products/slug/:slug', { ...BY_SLUG, schema: { params: slugParams } }, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () => catalog.getProductBySlug(request.params.slug)),
  );

  app.get('/products/:id/reviews', { ...REVIEWS, schema: { params: productIdParams } }, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () => catalog.listReviews(request.params.id)),
  );

  app.get('/products/:id/faqs', { ...FAQS, schema: { params: productIdParams } }, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () => catalog.listFaqs(request.params.id)),
  );

  app.get('/supplement-facts', SUPPLEMENT_FACTS, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () => catalog.listSupplementFacts()),
  );
};
