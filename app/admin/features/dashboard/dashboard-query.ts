import { useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '../../../../common/admin/dashboard-schemas';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';

/** Everything the dashboard shows, from one `GET /api/admin/dashboard`. */
export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => adminFetch('/api/admin/dashboard', { schema: dashboardSchema, signal }),
  });
}
