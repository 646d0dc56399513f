import { useId } from 'react';
import { errorMessage } from '../../components/admin/admin-api';
import { LogoUploader } from '../../components/admin/media/logo-uploader';
import { ErrorState, Skeleton } from '../../components/admin/states';
import { useAdminSettings } from './settings-query';

/**
 * The Site logo card of the settings screen (back-office §2 Site settings, §4 Logo upload): the logo
 * the shop shows now, and the uploader that replaces it (saved at once; the rest of the settings form
 * arrives with its own issue).
 */
export function SiteLogoCard() {
  const settings = useAdminSettings();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        Site logo
      </h2>
      <p className="mt-1 mb-5 text-sm text-stone-600">
        Shown in the shop&apos;s header and in this sidebar. A new logo is saved as soon as it is uploaded.
      </p>
      {settings.isPending ? (
        <div role="status" className="flex items-center gap-4">
          <span className="sr-only">Loading the site logo…</span>
          <Skeleton className="h-24 w-40" />
          <Skeleton className="h-10 w-48" />
        </div>
      ) : settings.isError && !settings.data ? (
        <ErrorState
          title="The settings could not be loaded"
          message={errorMessage(settings.error, 'Failed to load settings')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <LogoUploader logoUrl={settings.data.logoUrl} />
      )}
    </section>
  );
}
