import { useQuery } from '@tanstack/react-query';
import { packingSlipsSchema } from '../../../../../common/orders/slip-schemas';
import { adminFetch } from '../../../data/admin-api';
import { adminKeys } from '../../../data/query-keys';

/** GET /api/admin/orders/slips for the orders chosen on the desk. */
export function usePackingSlips(ids: string[]) {
  return useQuery({
    queryKey: adminKeys.slips(ids),
    queryFn: ({ signal }) =>
      adminFetch(`/api/admin/orders/slips?ids=${ids.join(',')}`, { schema: packingSlipsSchema, signal }),
    enabled: ids.length > 0,
  });
}
