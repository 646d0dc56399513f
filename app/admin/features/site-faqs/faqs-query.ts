import { useMutation, useQuery } from '@tanstack/react-query';
import {
  FAQ_MESSAGES,
  faqCategoriesSchema,
  faqListSchema,
  faqSchema,
  reorderResultSchema,
  type FaqCreate,
  type FaqPatch,
  type SiteFaq,
} from '../../../../common/community/community-admin-schemas';
import { adminFetch, errorMessage } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { useAfterWrite, useReorder } from '../../data/record-queries';
import { byOrder } from '../../kit/sortable-table';
import { notifyError } from '../../../lib/toast';

export const FAQS_PATH = '/api/admin/site-faqs';
const faqPath = (id: string) => `${FAQS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/admin/site-faqs, sorted by `order` (back-office §2). */
export function useFaqs() {
  return useQuery({
    queryKey: adminKeys.faqs,
    queryFn: ({ signal }) => adminFetch(FAQS_PATH, { schema: faqListSchema, signal }),
    select: byOrder,
  });
}

/** GET /api/admin/site-faqs/categories: the distinct categories in use, sorted. */
export function useFaqCategories() {
  return useQuery({
    queryKey: adminKeys.faqCategories,
    queryFn: ({ signal }) => adminFetch(`${FAQS_PATH}/categories`, { schema: faqCategoriesSchema, signal }),
  });
}

/** POST /api/admin/site-faqs. Failures are the dialog's to show. */
export function useCreateFaq() {
  const done = useAfterWrite(adminKeys.faqs);
  return useMutation({
    mutationFn: (body: FaqCreate) => adminFetch(FAQS_PATH, { method: 'POST', body, schema: faqSchema }),
    onSuccess: () => done(FAQ_MESSAGES.created),
  });
}

/** PATCH /api/admin/site-faqs/{id} with what changed. */
export function useUpdateFaq(id: string) {
  const done = useAfterWrite(adminKeys.faqs);
  return useMutation({
    mutationFn: (body: FaqPatch) => adminFetch(faqPath(id), { method: 'PATCH', body, schema: faqSchema }),
    onSuccess: () => done(FAQ_MESSAGES.updated),
  });
}

/** DELETE /api/admin/site-faqs/{id}. */
export function useDeleteFaq() {
  const done = useAfterWrite(adminKeys.faqs);
  return useMutation({
    mutationFn: (id: string) => adminFetch(faqPath(id), { method: 'DELETE', schema: reorderResultSchema }),
    onSuccess: () => done(FAQ_MESSAGES.deleted),
    onError: (error) => notifyError('Error', errorMessage(error, FAQ_MESSAGES.deleteFailed)),
  });
}

/** PUT /api/admin/site-faqs/order with every id in the new order, shown at once. */
export function useReorderFaqs() {
  return useReorder<SiteFaq>({
    queryKey: adminKeys.faqs,
    path: FAQS_PATH,
    reordered: FAQ_MESSAGES.reordered,
  });
}
