import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimResultSchema,
  contactResultSchema,
  queueSchema,
  type ContactInput,
} from '../../../../../common/orders/confirmation-schemas';
import { OUTCOME_LABELS } from '../../../../../common/orders/contact-outcomes';
import { successSchema } from '../../../../../common/wire';
import { adminFetch, errorMessage } from '../../../data/admin-api';
import { adminKeys } from '../../../data/query-keys';
import { notify, notifyError } from '../../../../lib/toast';

/** The read's fallback when the server gives no message. */
export const QUEUE_LOAD_FAILED = 'Failed to load the orders to confirm';
/** Other people's claims and outcomes show up within this long while the desk is open. */
const REFRESH_MS = 30_000;

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/** GET /api/admin/orders/to-confirm, read again every 30 s and when the window regains focus. */
export function useConfirmationQueue() {
  return useQuery({
    queryKey: adminKeys.confirmQueue,
    queryFn: ({ signal }) => adminFetch('/api/admin/orders/to-confirm', { schema: queueSchema, signal }),
    refetchInterval: REFRESH_MS,
  });
}

function useRefreshOrders() {
  const queryClient = useQueryClient();
  // The desk, the order list, its counts and the dashboard all follow a call's outcome.
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.orders });
}

/**
 * POST …/claim: takes the order while the person calls (the Call and WhatsApp links take it as they
 * open). Refused when someone else is on it: that is said, and the queue read again to show who.
 */
export function useClaimOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (orderId: string) =>
      adminFetch(`${orderPath(orderId)}/claim`, { method: 'POST', schema: claimResultSchema }),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to take the order')),
    onSettled: () => void refresh(),
  });
}

/** DELETE …/claim: gives the order back to the desk. */
export function useReleaseOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (orderId: string) =>
      adminFetch(`${orderPath(orderId)}/claim`, { method: 'DELETE', schema: successSchema }),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to release the order')),
    onSettled: () => void refresh(),
  });
}

/** POST …/contact: one call's outcome. */
export function useRecordContact() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: ContactInput }) =>
      adminFetch(`${orderPath(orderId)}/contact`, {
        method: 'POST',
        body: input,
        schema: contactResultSchema,
      }),
    onSuccess: (_result, { input }) => notify(`Recorded: ${OUTCOME_LABELS[input.outcome]}`),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to record the call')),
    onSettled: () => void refresh(),
  });
}
