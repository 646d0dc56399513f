import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOrderSchema } from '../../../common/orders/order-desk-schemas';
import { productChoicesSchema, type OrderEditBody } from '../../../common/orders/order-edit-schema';
import { adminFetch } from '../../components/admin/admin-api';
import { adminKeys } from '../../components/admin/query-keys';
import { notify } from '../../lib/toast';

/** The products an edit may add, with today's price and stock (issue 17 §3). */
export function useProductChoices() {
  return useQuery({
    queryKey: adminKeys.productChoices,
    queryFn: ({ signal }) =>
      adminFetch('/api/admin/orders/product-choices', { schema: productChoicesSchema, signal }),
  });
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
