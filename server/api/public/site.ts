import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_CONTENT_PAGES } from '../../modules/content/content.service';
import type { Services } from '../../services';

const pageParams = z.object({
  page: z.enum(PUBLIC_CONTENT_PAGES, {
    error: `Unknown page: use one of ${PUBLIC_CONTENT_PAGES.join(', ')}`,
  }),
});

/** Storefront §7: settings, page content, testimonials and FAQs. */
export const siteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/settings', () => services.settings.getPublicSettings());
  app.get('/content/:page', { schema: { params: pageParams } }, (request) =>
    services.content.listPublishedSections(request.params.page),
  );
  app.get('/testimonials', () => services.community.listPublishedTestimonials());
  app.get('/site-faqs', () => services.community.listPublishedFaqs());
};
