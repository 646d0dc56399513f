import { TriangleAlert } from 'lucide-react';
import { MAINTENANCE_BANNER } from '../../../common/settings/maintenance-banner';

/**
 * What staff see at the top of every shop page while maintenance mode is on (decision 018): they browse
 * past the maintenance page, so the shop they see is not the one shoppers get. Those who may change the
 * settings get the way there.
 */
export function MaintenanceNotice({ canChange }: { canChange: boolean }) {
  return (
    <aside
      aria-label="Maintenance mode"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p className="mx-auto flex max-w-7xl items-start justify-center gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <strong className="font-semibold">{MAINTENANCE_BANNER.title}.</strong> {MAINTENANCE_BANNER.shop}{' '}
          {canChange ? (
            // The back office is its own wing: a whole page load, not a client-side navigation.
            <a
              href="/admin/settings"
              className="font-semibold whitespace-nowrap underline underline-offset-2"
            >
              {MAINTENANCE_BANNER.change}
            </a>
          ) : (
            MAINTENANCE_BANNER.askSomeone
          )}
        </span>
      </p>
    </aside>
  );
}
