import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerFromCache, keyInQueryLanguage, publicAnswerRoute } from '../../lib/public-cache/http-answer';
import type { Services } from '../../services';
import { languageQuerySchema } from './language-query';

const productIdParams = z.object({ id: z.uuid({ error: 'Invalid product id' }) });
const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

// Keys as the schemas above leave the params: a slug trimmed, an id in either case (a uuid is read so);
// the products' words in the language the query asks for (decision 039), each language a key of its own.
const PRODUCTS = publicAnswerRoute('catalog', (_, query) => keyInQueryLanguage('products', query));
const BY_SLUG = publicAnswerRoute('catalog', ({ slug }, query) =>
  keyInQueryLanguage(`slug:${slug!.trim()}`, query),
);
const REVIEWS = publicAnswerRoute('catalog', ({ id }) => `reviews:${id!.toLowerCase()}`);
const FAQS = publicAnswerRoute('catalog', ({ id }) => `faqs:${id!.toLowerCase()}`);
const SUPPLEMENT_FACTS = publicAnswerRoute('catalog', () => 'supplement-facts');

/**
 * Storefront §7: the product reads. The same for every visitor, so they are answered from memory as ready
 * bytes (services.publicAnswers, decision 020), compressed once: @fastify/compress stays out. The list and
 * a product by slug take `?lang=ur` for their words in Urdu (decision 039).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalog, publicAnswers } = services;

  app.get('/products', { ...PRODUCTS, schema: { querystring: languageQuerySchema } }, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () =>
      catalog.listProducts({ language: request.query.lang }),
    ),
  );

  app.get(
    '/products/slug/:slug',
    { ...BY_SLUG, schema: { params: slugParams, querystring: languageQuerySchema } },
    (request, reply) =>
      answerFromCache(request, reply, publicAnswers, () =>
        catalog.getProductBySlug(request.params.slug, request.query.lang),
      ),
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
