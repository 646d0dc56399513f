import { useQuery } from '@tanstack/react-query';
import { adminSettingsSchema } from '../../../common/settings/admin-settings-schemas';
import { adminFetch } from '../../components/admin/admin-api';
import { adminKeys } from '../../components/admin/query-keys';

/** GET /api/admin/settings (back-office §7): every setting; the logo uploader updates it in place. */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminFetch('/api/admin/settings', { schema: adminSettingsSchema, signal }),
  });
}
