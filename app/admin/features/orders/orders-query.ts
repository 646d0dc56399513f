import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  orderDeskPageSchema,
  orderItemsSchema,
  statusChangeResultSchema,
  type AdminOrder,
  type StatusChangeInput,
} from '../../../../common/orders/order-desk-schemas';
import { adminFetch } from '../../data/admin-api';
import { retryTwiceOnFaults } from '../../data/query-client';
import { adminKeys } from '../../data/query-keys';
import { notify, notifyError } from '../../../lib/toast';
import { ordersPagePath } from './orders-view';
import { statusChangeErrorMessage } from './status-change-error';

/**
 * The order desk's list: pages of `GET /api/admin/orders` joined by their keyset cursor. While a new
 * filter loads, the last list stays on screen (dimmed by the screen) instead of a blank skeleton.
 */
export function useOrderPages(filters: Record<string, string>, enabled = true) {
  return useInfiniteQuery({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ pageParam, signal }) =>
      adminFetch(ordersPagePath(filters, pageParam), { schema: orderDeskPageSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One order by its id, for a shared link to its view dialog (`?order=<id>`) when the order is not on
 * the loaded pages: the desk's search matches the id.
 */
export function useOrderById(orderId: string | null, loaded: AdminOrder | undefined) {
  return useQuery({
    queryKey: adminKeys.orderById(orderId ?? ''),
    queryFn: async ({ signal }) => {
      const page = await adminFetch(ordersPagePath({ q: orderId!, sort: 'date', dir: 'desc' }, null, 1), {
        schema: orderDeskPageSchema,
        signal,
      });
      return page.orders.find((order) => order.id === orderId) ?? null;
    },
    enabled: !!orderId && !loaded,
  });
}

export function useOrderItems(orderId: string) {
  return useQuery({
    queryKey: adminKeys.orderItems(orderId),
    queryFn: ({ signal }) =>
      adminFetch(`/api/admin/orders/${orderId}/items`, { schema: orderItemsSchema, signal }),
  });
}

/**
 * `PATCH /api/admin/orders/{id}/status` (back-office §7, §8): a failed network call or a server fault is
 * tried twice more, a second apart; a refusal is not. Success refreshes the list, its counts and the
 * dashboard; any failure is a destructive toast titled Error in the spec's words.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...retryTwiceOnFaults,
    mutationFn: ({ orderId, change }: { orderId: string; change: StatusChangeInput }) =>
      adminFetch(`/api/admin/orders/${orderId}/status`, {
        method: 'PATCH',
        body: change,
        schema: statusChangeResultSchema,
      }),
    onSuccess: () => {
      notify('Order updated');
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
    onError: (error) => notifyError('Error', statusChangeErrorMessage(error)),
  });
}
