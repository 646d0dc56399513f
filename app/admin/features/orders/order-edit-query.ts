import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminOrderSchema } from '../../../../common/orders/order-desk-schemas';
import {
  orderEditPreviewSchema,
  productChoicesSchema,
  type OrderEditBody,
} from '../../../../common/orders/order-edit-schema';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { notify } from '../../../lib/toast';

/** The products an edit may add, with today's price and stock. */
export function useProductChoices() {
  return useQuery({
    queryKey: adminKeys.productChoices,
    queryFn: ({ signal }) =>
      adminFetch('/api/admin/orders/product-choices', { schema: productChoicesSchema, signal }),
  });
}

/** How long the form rests before the server works its figures out again. */
export const PREVIEW_DELAY_MS = 300;

/** The value as it was `delay` ms after it last changed. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * `POST /api/admin/orders/{id}/edit-preview` (decision 022): the server's figures for the form as it
 * stands, asked once typing pauses; null while the form changes nothing or does not pass the schema.
 * `current` says the answer is for the body as it is now, so the dialog may save what it showed.
 */
export function useEditPreview(orderId: string, body: OrderEditBody | null) {
  const key = body ? JSON.stringify(body) : null;
  const settled = useSettled(key, PREVIEW_DELAY_MS);
  const query = useQuery({
    queryKey: adminKeys.orderEditPreview(orderId, settled),
    queryFn: ({ signal }) =>
      adminFetch(`/api/admin/orders/${orderId}/edit-preview`, {
        method: 'POST',
        body: JSON.parse(settled!) as unknown,
        schema: orderEditPreviewSchema,
        signal,
      }),
    enabled: settled !== null && settled === key,
    staleTime: 0,
    retry: false,
  });
  const current = key !== null && settled === key && !query.isFetching;
  return {
    preview: current && query.isSuccess ? query.data : null,
    error: current && query.isError ? query.error : null,
    working: key !== null && !current,
  };
}

/**
 * `PATCH /api/admin/orders/{id}`: never retried (an edit moves stock). Success refreshes every order
 * query (the list, this order's items, the view), the dashboard, the trail and the products' stock; a refusal is left to the dialog,
 * which shows it next to its field or at the top of the form.
 */
export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: OrderEditBody }) =>
      adminFetch(`/api/admin/orders/${orderId}`, { method: 'PATCH', body, schema: adminOrderSchema }),
    onSuccess: () => {
      notify('Order updated', 'The order, its stock and its total were saved');
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: adminKeys.activity });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products }); // their stock moved
    },
  });
}
