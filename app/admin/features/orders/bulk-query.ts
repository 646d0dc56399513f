import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDeskPageSchema } from '../../../../common/orders/order-desk-schemas';
import {
  BULK_MAX,
  bulkStatusResultSchema,
  type BulkStatusInput,
} from '../../../../common/orders/slip-schemas';
import { adminFetch, errorMessage } from '../../data/admin-api';
import { orderNumber } from '../../kit/format';
import { adminKeys } from '../../data/query-keys';
import { notify, notifyError } from '../../../lib/toast';
import { ordersPagePath } from './orders-view';

/** What a bulk change says when the server gives no words. */
export const BULK_FAILED = 'Failed to update the orders';

/** The ids of every order the desk's filters match (at most BULK_MAX: the screen offers no more). */
export async function matchingOrderIds(filters: Record<string, string>): Promise<string[]> {
  const page = await adminFetch(ordersPagePath(filters, null, BULK_MAX), { schema: orderDeskPageSchema });
  return page.orders.map((order) => order.id);
}

/**
 * POST /api/admin/orders/bulk-status. Says how many moved, and names each order that could not with
 * the reason; the desk, its counts and the dashboard are read again.
 */
export function useBulkStatus(onDone: (moved: string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusInput) =>
      adminFetch('/api/admin/orders/bulk-status', {
        method: 'POST',
        body: input,
        schema: bulkStatusResultSchema,
      }),
    onSuccess: (result) => {
      if (result.changed.length) {
        notify(result.changed.length === 1 ? '1 order updated' : `${result.changed.length} orders updated`);
      }
      if (result.refused.length) {
        notifyError(
          result.refused.length === 1
            ? '1 order could not move'
            : `${result.refused.length} orders could not move`,
          result.refused.map((refusal) => `#${orderNumber(refusal.id)}: ${refusal.error}`).join('; '),
        );
      }
      onDone(result.changed);
    },
    onError: (error) => notifyError('Error', errorMessage(error, BULK_FAILED)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
