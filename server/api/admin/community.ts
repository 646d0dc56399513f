import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  faqCategoriesSchema,
  faqCreateSchema,
  faqListSchema,
  faqPatchSchema,
  faqSchema,
  idParamsSchema,
  reorderResultSchema,
  reorderSchema,
  testimonialCreateSchema,
  testimonialListSchema,
  testimonialPatchSchema,
  testimonialSchema,
} from '../../../common/community/community-admin-schemas';
import { LIMITS } from '../../lib/rate-limits';
import type { Services } from '../../services';

/** A delete answers the same `{ success: true }` as a reorder. */
const deleteResultSchema = reorderResultSchema;

/**
 * The testimonials and site FAQs managers (back-office §2, §7): staff with the catalog
 * capability; every write audited. The public lists (/api/testimonials, /api/site-faqs) stay
 * published-only.
 */
export const adminCommunityRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { community } = services;
  const read = { access: 'catalog' } as const;
  const writeTestimonial = {
    access: 'catalog',
    audit: { entity: 'testimonial' },
    changes: ['community'],
    rateLimit: LIMITS.adminWrite,
  } as const;
  const writeFaq = {
    access: 'catalog',
    audit: { entity: 'faq' },
    changes: ['community'],
    rateLimit: LIMITS.adminWrite,
  } as const;

  // ---- Testimonials --------------------------------------------------------------------------------

  app.get('/testimonials', { schema: { response: { 200: testimonialListSchema } }, config: read }, () =>
    community.listTestimonials(),
  );

  app.post(
    '/testimonials',
    {
      schema: { body: testimonialCreateSchema, response: { 201: testimonialSchema } },
      config: writeTestimonial,
    },
    async (request, reply) => {
      const row = await community.createTestimonial(request.body, request.actor());
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/testimonials/order',
    { schema: { body: reorderSchema, response: { 200: reorderResultSchema } }, config: writeTestimonial },
    async (request) => {
      await community.reorderTestimonials(request.body.ids, request.actor());
      return { success: true as const };
    },
  );

  app.patch(
    '/testimonials/:id',
    {
      schema: { params: idParamsSchema, body: testimonialPatchSchema, response: { 200: testimonialSchema } },
      config: writeTestimonial,
    },
    (request) => community.updateTestimonial(request.params.id, request.body, request.actor()),
  );

  app.delete(
    '/testimonials/:id',
    { schema: { params: idParamsSchema, response: { 200: deleteResultSchema } }, config: writeTestimonial },
    async (request) => {
      await community.deleteTestimonial(request.params.id, request.actor());
      return { success: true as const };
    },
  );

  // ---- Site FAQs -----------------------------------------------------------------------------------

  app.get('/site-faqs', { schema: { response: { 200: faqListSchema } }, config: read }, () =>
    community.listFaqs(),
  );

  app.get('/site-faqs/categories', { schema: { response: { 200: faqCategoriesSchema } }, config: read }, () =>
    community.listFaqCategories(),
  );

  app.post(
    '/site-faqs',
    { schema: { body: faqCreateSchema, response: { 201: faqSchema } }, config: writeFaq },
    async (request, reply) => {
      const row = await community.createFaq(request.body, request.actor());
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/site-faqs/order',
    { schema: { body: reorderSchema, response: { 200: reorderResultSchema } }, config: writeFaq },
    async (request) => {
      await community.reorderFaqs(request.body.ids, request.actor());
      return { success: true as const };
    },
  );

  app.patch(
    '/site-faqs/:id',
    {
      schema: { params: idParamsSchema, body: faqPatchSchema, response: { 200: faqSchema } },
      config: writeFaq,
    },
    (request) => community.updateFaq(request.params.id, request.body, request.actor()),
  );

  app.delete(
    '/site-faqs/:id',
    { schema: { params: idParamsSchema, response: { 200: deleteResultSchema } }, config: writeFaq },
    async (request) => {
      await community.deleteFaq(request.params.id, request.actor());
      return { success: true as const };
    },
  );
};
