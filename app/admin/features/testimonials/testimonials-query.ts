import { useMutation, useQuery } from '@tanstack/react-query';
import {
  reorderResultSchema,
  TESTIMONIAL_MESSAGES,
  testimonialListSchema,
  testimonialSchema,
  type Testimonial,
  type TestimonialCreate,
  type TestimonialPatch,
} from '../../../../common/community/community-admin-schemas';
import { adminFetch, errorMessage } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { useAfterWrite, useReorder } from '../../data/record-queries';
import { byOrder } from '../../kit/sortable-table';
import { notifyError } from '../../../lib/toast';

export const TESTIMONIALS_PATH = '/api/admin/testimonials';
const testimonialPath = (id: string) => `${TESTIMONIALS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/admin/testimonials, sorted by `order` (back-office §2). */
export function useTestimonials() {
  return useQuery({
    queryKey: adminKeys.testimonials,
    queryFn: ({ signal }) => adminFetch(TESTIMONIALS_PATH, { schema: testimonialListSchema, signal }),
    select: byOrder,
  });
}

/** POST /api/admin/testimonials. Failures are the dialog's to show. */
export function useCreateTestimonial() {
  const done = useAfterWrite(adminKeys.testimonials);
  return useMutation({
    mutationFn: (body: TestimonialCreate) =>
      adminFetch(TESTIMONIALS_PATH, { method: 'POST', body, schema: testimonialSchema }),
    onSuccess: () => done(TESTIMONIAL_MESSAGES.created),
  });
}

/** PATCH /api/admin/testimonials/{id} with what changed. */
export function useUpdateTestimonial(id: string) {
  const done = useAfterWrite(adminKeys.testimonials);
  return useMutation({
    mutationFn: (body: TestimonialPatch) =>
      adminFetch(testimonialPath(id), { method: 'PATCH', body, schema: testimonialSchema }),
    onSuccess: () => done(TESTIMONIAL_MESSAGES.updated),
  });
}

/** DELETE /api/admin/testimonials/{id}. */
export function useDeleteTestimonial() {
  const done = useAfterWrite(adminKeys.testimonials);
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch(testimonialPath(id), { method: 'DELETE', schema: reorderResultSchema }),
    onSuccess: () => done(TESTIMONIAL_MESSAGES.deleted),
    onError: (error) => notifyError('Error', errorMessage(error, TESTIMONIAL_MESSAGES.deleteFailed)),
  });
}

/** PUT /api/admin/testimonials/order with every id in the new order, shown at once. */
export function useReorderTestimonials() {
  return useReorder<Testimonial>({
    queryKey: adminKeys.testimonials,
    path: TESTIMONIALS_PATH,
    reordered: TESTIMONIAL_MESSAGES.reordered,
  });
}
