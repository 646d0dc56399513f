import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptProposalsResultSchema,
  bookingResultSchema,
  couriersSchema,
  deskParcelsSchema,
  parcelSchema,
  trackNowSchema,
  type BulkBookingInput,
} from '../../../../../common/orders/parcel-schemas';
import type { ApiCourierKey, ShipperAdvice } from '../../../../../common/orders/parcels';
import { successSchema } from '../../../../../common/wire';
import { adminFetch, errorMessage } from '../../../data/admin-api';
import { adminKeys } from '../../../data/query-keys';
import { orderNumber } from '../../../kit/format';
import { notify, notifyError } from '../../../../lib/toast';

/** Parcels booked through the couriers' APIs (decision 031): the back office's reads and writes. */

export function useCouriers() {
  return useQuery({
    queryKey: adminKeys.couriers,
    queryFn: ({ signal }) => adminFetch('/api/admin/couriers', { schema: couriersSchema, signal }),
    staleTime: Infinity,
  });
}

/** The couriers booked by API on this server, by key and name (none: booking by hand only). */
export function useConnectedCouriers(): Array<{ key: ApiCourierKey; name: string }> {
  const couriers = useCouriers().data?.couriers ?? [];
  return couriers
    .filter((courier) => courier.connected)
    .map((courier) => ({ key: courier.key as ApiCourierKey, name: courier.name }));
}

export function useParcel(orderId: string) {
  return useQuery({
    queryKey: adminKeys.parcel(orderId),
    queryFn: ({ signal }) =>
      adminFetch(`/api/admin/orders/${orderId}/parcel`, { schema: parcelSchema, signal }),
    // A booking is made after the answer: while one is on its way, look again until it is done.
    refetchInterval: (query) => (query.state.data?.state === 'queued' ? 2_000 : false),
  });
}

export function useDeskParcels(queue: 'attempted' | 'proposed') {
  return useQuery({
    queryKey: adminKeys.deskParcels(queue),
    queryFn: ({ signal }) =>
      adminFetch(`/api/admin/orders/parcels?queue=${queue}`, { schema: deskParcelsSchema, signal }),
  });
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);
const refusals = (refused: Array<{ id: string; error: string }>) =>
  refused.map((refusal) => `#${orderNumber(refusal.id)}: ${refusal.error}`).join('; ');

/** POST /api/admin/orders/bookings: says how many went to the courier and which could not, and why. */
export function useBookParcels(onDone: (queued: string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkBookingInput) =>
      adminFetch('/api/admin/orders/bookings', { method: 'POST', body: input, schema: bookingResultSchema }),
    onSuccess: (result) => {
      if (result.queued.length) {
        notify(
          plural(result.queued.length, '1 booking sent to the courier', 'bookings sent to the courier'),
          'Each order moves to Shipped with its tracking number once the courier books it.',
        );
      }
      if (result.refused.length) {
        notifyError(
          plural(result.refused.length, '1 order could not be booked', 'orders could not be booked'),
          refusals(result.refused),
        );
      }
      onDone(result.queued);
    },
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to book the parcels')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** DELETE /api/admin/orders/{id}/booking */
export function useCancelBooking(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminFetch(`/api/admin/orders/${orderId}/booking`, { method: 'DELETE', schema: successSchema }),
    onSuccess: () => notify('Booking cancelled', 'The order is back in Processing, to be booked again.'),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to cancel the booking')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** POST /api/admin/orders/{id}/parcel-advice */
export function useAdvice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, advice }: { orderId: string; advice: ShipperAdvice }) =>
      adminFetch(`/api/admin/orders/${orderId}/parcel-advice`, {
        method: 'POST',
        body: { advice },
        schema: successSchema,
      }),
    onSuccess: (_, { orderId, advice }) =>
      notify(
        advice === 'reattempt' ? 'Re-attempt sent to the courier' : 'Return sent to the courier',
        `Order #${orderNumber(orderId)}`,
      ),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to reach the courier')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** POST /api/admin/orders/parcel-proposals/accept */
export function useAcceptProposals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      adminFetch('/api/admin/orders/parcel-proposals/accept', {
        method: 'POST',
        body: { orderIds },
        schema: acceptProposalsResultSchema,
      }),
    onSuccess: (result) => {
      if (result.changed.length) notify(plural(result.changed.length, '1 order updated', 'orders updated'));
      if (result.refused.length) {
        notifyError(
          plural(result.refused.length, '1 order could not move', 'orders could not move'),
          refusals(result.refused),
        );
      }
    },
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to update the orders')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** POST /api/admin/couriers/{courier}/tracking: asks the courier now, and reads the lists again. */
export function useTrackNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courier: { key: ApiCourierKey; name: string }) =>
      adminFetch(`/api/admin/couriers/${courier.key}/tracking`, { method: 'POST', schema: trackNowSchema }),
    onSuccess: (result, courier) =>
      notify(
        `${courier.name} checked`,
        `${plural(result.asked, '1 parcel', 'parcels')} asked about, ${plural(result.kept, '1 new event', 'new events')}.`,
      ),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to reach the courier')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}

/** The couriers' labels of these orders, as one PDF (opened in a new tab). */
export const labelsPath = (orderIds: string[]) => `/api/admin/orders/labels?ids=${orderIds.join(',')}`;
