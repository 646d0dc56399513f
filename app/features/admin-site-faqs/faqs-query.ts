import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FAQ_MESSAGES,
  faqCategoriesSchema,
  faqListSchema,
  faqSchema,
  reorderResultSchema,
  type FaqCreate,
  type FaqPatch,
  type SiteFaq,
} from '../../../common/community/community-admin-schemas';
import { adminFetch, errorMessage } from '../../components/admin/admin-api';
import { adminKeys } from '../../components/admin/query-keys';
import { applyOrder, byOrder } from '../../components/admin/sortable-table';
import { notify, notifyError } from '../../lib/toast';

export const FAQS_PATH = '/api/admin/site-faqs';
const faqPath = (id: string) => `${FAQS_PATH}/${encodeURIComponent(id)}`;

/** The contract has no words for a failed reorder; this is the fallback when the server gives none. */
export const REORDER_FAILED = 'Failed to save the new order';

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

/** After a write: the list and, under the same key prefix, the categories. */
function useRefreshFaqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.faqs });
}

/** POST /api/admin/site-faqs. Failures are the dialog's to show. */
export function useCreateFaq() {
  const refresh = useRefreshFaqs();
  return useMutation({
    mutationFn: (body: FaqCreate) => adminFetch(FAQS_PATH, { method: 'POST', body, schema: faqSchema }),
    onSuccess: () => {
      notify(FAQ_MESSAGES.created);
      void refresh();
    },
  });
}

/** PATCH /api/admin/site-faqs/{id} with what changed. */
export function useUpdateFaq(id: string) {
  const refresh = useRefreshFaqs();
  return useMutation({
    mutationFn: (body: FaqPatch) => adminFetch(faqPath(id), { method: 'PATCH', body, schema: faqSchema }),
    onSuccess: () => {
      notify(FAQ_MESSAGES.updated);
      void refresh();
    },
  });
}

/** DELETE /api/admin/site-faqs/{id}. */
export function useDeleteFaq() {
  const refresh = useRefreshFaqs();
  return useMutation({
    mutationFn: (id: string) => adminFetch(faqPath(id), { method: 'DELETE', schema: reorderResultSchema }),
    onSuccess: () => {
      notify(FAQ_MESSAGES.deleted);
      void refresh();
    },
    onError: (error) => notifyError('Error', errorMessage(error, FAQ_MESSAGES.deleteFailed)),
  });
}

/**
 * PUT /api/admin/site-faqs/order with every id in the new order. The list shows the new order at once;
 * if the server refuses, it goes back to what it was and says why.
 */
export function useReorderFaqs() {
  const queryClient = useQueryClient();
  const refresh = useRefreshFaqs();
  return useMutation({
    mutationFn: (ids: string[]) =>
      adminFetch(`${FAQS_PATH}/order`, { method: 'PUT', body: { ids }, schema: reorderResultSchema }),
    onMutate: async (ids) => {
      // A read already on its way would bring back the old order over the new one.
      await queryClient.cancelQueries({ queryKey: adminKeys.faqs, exact: true });
      const previous = queryClient.getQueryData<SiteFaq[]>(adminKeys.faqs);
      if (previous) queryClient.setQueryData(adminKeys.faqs, applyOrder(previous, ids));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.faqs, context.previous);
      notifyError('Error', errorMessage(error, REORDER_FAILED));
    },
    onSuccess: () => notify(FAQ_MESSAGES.reordered),
    onSettled: () => refresh(),
  });
}
