import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { can } from '../../../common/accounts/roles';
import { MAINTENANCE_BANNER } from '../../../common/settings/maintenance-banner';
import { shopStatusSchema } from '../../../common/settings/shop-status';
import { cn } from '../../lib/cn';
import { adminFetch } from '../data/admin-api';
import { useAdminUser } from '../data/session';
import { adminKeys } from '../data/query-keys';

/** Another person's switch shows here within this long (and whenever the window regains focus). */
const REFRESH_MS = 60_000;

/** GET /api/admin/shop-status; under the settings' key, so a settings save reads it again at once. */
function useShopStatus() {
  return useQuery({
    queryKey: adminKeys.shopStatus,
    queryFn: ({ signal }) => adminFetch('/api/admin/shop-status', { schema: shopStatusSchema, signal }),
    refetchInterval: REFRESH_MS,
  });
}

/**
 * Across every back-office screen while maintenance mode is on (decision 018): the shop is closed to
 * shoppers. Those who may change it get the way to Settings; the others are told who can. Nothing shows
 * while the status is unknown or cannot be read: the banner is a reminder, not a gate.
 */
export function MaintenanceBanner({ className }: { className?: string }) {
  const user = useAdminUser();
  const status = useShopStatus();
  if (!status.data?.maintenanceMode) return null;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-6',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <strong className="font-semibold">{MAINTENANCE_BANNER.title}.</strong> {MAINTENANCE_BANNER.backOffice}{' '}
        {can(user, 'catalog') ? (
          <Link
            to="/admin/settings"
            className="font-semibold whitespace-nowrap underline underline-offset-2 hover:text-amber-800"
          >
            {MAINTENANCE_BANNER.change}
          </Link>
        ) : (
          MAINTENANCE_BANNER.askSomeone
        )}
      </p>
    </div>
  );
}
