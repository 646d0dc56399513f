import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_CONTENT_PAGES } from '../../modules/content/content.service';
import { answerFromCache, keyInQueryLanguage, publicAnswerRoute } from '../../lib/public-cache/http-answer';
import type { Services } from '../../services';
import { languageQuerySchema } from './language-query';

const pageParams = z.object({
  page: z.enum(PUBLIC_CONTENT_PAGES, {
    error: `Unknown page: use one of ${PUBLIC_CONTENT_PAGES.join(', ')}`,
  }),
});

const SETTINGS = publicAnswerRoute('settings', () => 'settings');
// A page's sections in the language the query asks for (decision 039), each language a key of its own.
const CONTENT = publicAnswerRoute('content', ({ page }, query) => keyInQueryLanguage(`page:${page}`, query));
const TESTIMONIALS = publicAnswerRoute('community', () => 'testimonials');
const SITE_FAQS = publicAnswerRoute('community', () => 'site-faqs');

/**
 * Storefront §7: settings, page content, testimonials and FAQs, answered from memory as ready bytes
 * (services.publicAnswers, decision 020), compressed once: @fastify/compress stays out.
 */
export const siteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { settings, content, community, publicAnswers } = services;
  app.get('/settings', SETTINGS, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () => settings.getPublicSettings()),
  );
  app.get(
    '/content/:page',
    { ...CONTENT, schema: { params: pageParams, querystring: languageQuerySchema } },
    (request, reply) =>
      answerFromCache(request, reply, publicAnswers, () =>
        content.listPublishedSections(request.params.page, request.query.lang),
      ),
  );
  app.get('/testimonials', TESTIMONIALS, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () => community.listPublishedTestimonials()),
  );
  app.get('/site-faqs', SITE_FAQS, (request, reply) =>
    answerFromCache(request, reply, publicAnswers, () => community.listPublishedFaqs()),
  );
};
