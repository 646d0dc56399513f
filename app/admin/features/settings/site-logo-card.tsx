import { useId } from 'react';
import { errorMessage } from '../../data/admin-api';
import { LogoUploader } from '../media';
import { ErrorState, Skeleton } from '../../kit/states';
import { useAdminSettings } from './settings-query';

/**
 * The Site logo part of the settings' General Information (back-office §2 Site settings, §4 Logo
 * upload): the logo the shop shows now, and the uploader that replaces it. Unlike the rest of the form
 * the logo is saved as soon as it is uploaded, so it reads the settings itself (the same cached answer
 * as the form) and says so.
 */
export function SiteLogoCard() {
  const settings = useAdminSettings();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-stone-200 pt-5">
      <h3 id={headingId} className="font-semibold text-stone-900">
        Site logo
      </h3>
      <p className="mt-0.5 mb-4 text-sm text-stone-600">
        Shown in the shop&apos;s header and in this sidebar. A new logo is saved as soon as it is uploaded,
        without Save Settings.
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
