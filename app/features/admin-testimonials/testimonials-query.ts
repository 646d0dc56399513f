import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reorderResultSchema,
  TESTIMONIAL_MESSAGES,
  testimonialListSchema,
  testimonialSchema,
  type Testimonial,
  type TestimonialCreate,
  type TestimonialPatch,
} from '../../../common/community/community-admin-schemas';
import { adminFetch, errorMessage } from '../../components/admin/admin-api';
import { adminKeys } from '../../components/admin/query-keys';
import { applyOrder, byOrder } from '../../components/admin/sortable-table';
import { notify, notifyError } from '../../lib/toast';

export const TESTIMONIALS_PATH = '/api/admin/testimonials';
const testimonialPath = (id: string) => `${TESTIMONIALS_PATH}/${encodeURIComponent(id)}`;

/** The contract has no words for a failed reorder; this is the fallback when the server gives none. */
export const REORDER_FAILED = 'Failed to save the new order';

/** GET /api/admin/testimonials, sorted by `order` (back-office §2). */
export function useTestimonials() {
  return useQuery({
    queryKey: adminKeys.testimonials,
    queryFn: ({ signal }) => adminFetch(TESTIMONIALS_PATH, { schema: testimonialListSchema, signal }),
    select: byOrder,
  });
}

function useRefreshTestimonials() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.testimonials });
}

/** POST /api/admin/testimonials. Failures are the dialog's to show. */
export function useCreateTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (body: TestimonialCreate) =>
      adminFetch(TESTIMONIALS_PATH, { method: 'POST', body, schema: testimonialSchema }),
    onSuccess: () => {
      notify(TESTIMONIAL_MESSAGES.created);
      void refresh();
    },
  });
}

/** PATCH /api/admin/testimonials/{id} with what changed. */
export function useUpdateTestimonial(id: string) {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (body: TestimonialPatch) =>
      adminFetch(testimonialPath(id), { method: 'PATCH', body, schema: testimonialSchema }),
    onSuccess: () => {
      notify(TESTIMONIAL_MESSAGES.updated);
      void refresh();
    },
  });
}

/** DELETE /api/admin/testimonials/{id}. */
export function useDeleteTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch(testimonialPath(id), { method: 'DELETE', schema: reorderResultSchema }),
    onSuccess: () => {
      notify(TESTIMONIAL_MESSAGES.deleted);
      void refresh();
    },
    onError: (error) => notifyError('Error', errorMessage(error, TESTIMONIAL_MESSAGES.deleteFailed)),
  });
}

/**
 * PUT /api/admin/testimonials/order with every id in the new order. The list shows the new order at
 * once; if the server refuses, it goes back to what it was and says why.
 */
export function useReorderTestimonials() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (ids: string[]) =>
      adminFetch(`${TESTIMONIALS_PATH}/order`, { method: 'PUT', body: { ids }, schema: reorderResultSchema }),
    onMutate: async (ids) => {
      // A read already on its way would bring back the old order over the new one.
      await queryClient.cancelQueries({ queryKey: adminKeys.testimonials });
      const previous = queryClient.getQueryData<Testimonial[]>(adminKeys.testimonials);
      if (previous) queryClient.setQueryData(adminKeys.testimonials, applyOrder(previous, ids));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.testimonials, context.previous);
      notifyError('Error', errorMessage(error, REORDER_FAILED));
    },
    onSuccess: () => notify(TESTIMONIAL_MESSAGES.reordered),
    onSettled: () => refresh(),
  });
}
