import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { reorderResultSchema } from '../../../common/community/community-admin-schemas';
import { notify, notifyError } from '../../lib/toast';
import { adminFetch, errorMessage } from './admin-api';
import { applyOrder, type SortableRow } from '../kit/sortable-table';

/** The query plumbing the record managers share (SEO, testimonials, site FAQs). */

/** The contract has no words for a failed reorder; this is the fallback when the server gives none. */
export const REORDER_FAILED = 'Failed to save the new order';

/**
 * What a successful write does: its toast, then everything under the list's key read afresh (for the
 * FAQs, the categories too).
 */
export function useAfterWrite(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return (message: string) => {
    notify(message);
    void queryClient.invalidateQueries({ queryKey });
  };
}

/**
 * PUT `{path}/order` with every id in the new order. The list under `queryKey` shows the new order at
 * once; if the server refuses, it goes back to what it was and says why.
 */
export function useReorder<T extends SortableRow>({
  queryKey,
  path,
  reordered,
}: {
  queryKey: QueryKey;
  /** The list's path: '/api/admin/site-faqs'. */
  path: string;
  /** The toast once the order is saved. */
  reordered: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      adminFetch(`${path}/order`, { method: 'PUT', body: { ids }, schema: reorderResultSchema }),
    onMutate: async (ids) => {
      // A read already on its way would bring back the old order over the new one.
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, applyOrder(previous, ids));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      notifyError('Error', errorMessage(error, REORDER_FAILED));
    },
    onSuccess: () => notify(reordered),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
