import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminProductListSchema } from '../../../../common/catalog/product-admin-schemas';
import {
  SEO_MESSAGES,
  seoEntrySchema,
  seoListSchema,
  type SeoCreate,
  type SeoPatch,
} from '../../../../common/seo/seo-admin-schemas';
import { adminFetch, errorMessage } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { useAfterWrite } from '../../data/record-queries';
import { notifyError } from '../../../lib/toast';

export const SEO_PATH = '/api/admin/seo';
export const seoPagePath = (page: string) => `${SEO_PATH}/${encodeURIComponent(page)}`;
const PRODUCTS_PATH = '/api/admin/products';
const deleteResultSchema = z.object({ success: z.literal(true) });

/** GET /api/admin/seo: every entry. */
export function useSeoEntries() {
  return useQuery({
    queryKey: adminKeys.seo,
    queryFn: ({ signal }) => adminFetch(SEO_PATH, { schema: seoListSchema, signal }),
  });
}

/**
 * GET /api/admin/products, under the products screen's key (the same answer, cached once): the product
 * pages the Add dialog offers (`product:{slug}`) and the names the cards show for them.
 */
export function useSeoProducts() {
  return useQuery({
    queryKey: adminKeys.productList,
    queryFn: ({ signal }) => adminFetch(PRODUCTS_PATH, { schema: adminProductListSchema, signal }),
    select: (products) => products.map(({ name, slug }) => ({ name, slug })),
  });
}

/** POST /api/admin/seo. Failures are the dialog's to show (a page already taken goes next to the page). */
export function useCreateSeo() {
  const done = useAfterWrite(adminKeys.seo);
  return useMutation({
    mutationFn: (body: SeoCreate) => adminFetch(SEO_PATH, { method: 'POST', body, schema: seoEntrySchema }),
    onSuccess: () => done(SEO_MESSAGES.created),
  });
}

/** PATCH /api/admin/seo/{page} with the fields that changed. */
export function useUpdateSeo(page: string) {
  const done = useAfterWrite(adminKeys.seo);
  return useMutation({
    mutationFn: (body: SeoPatch) =>
      adminFetch(seoPagePath(page), { method: 'PATCH', body, schema: seoEntrySchema }),
    onSuccess: () => done(SEO_MESSAGES.updated),
  });
}

/** DELETE /api/admin/seo/{page} (back-office §8: the server's message, else 'Failed to delete SEO meta'). */
export function useDeleteSeo() {
  const done = useAfterWrite(adminKeys.seo);
  return useMutation({
    mutationFn: (page: string) =>
      adminFetch(seoPagePath(page), { method: 'DELETE', schema: deleteResultSchema }),
    onSuccess: () => done(SEO_MESSAGES.deleted),
    onError: (error) => notifyError('Error', errorMessage(error, SEO_MESSAGES.deleteFailed)),
  });
}
