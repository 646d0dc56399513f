import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { can } from '../../../common/accounts/roles';
import { PageHeader } from '../../components/admin/page-header';
import { useAdminUser } from '../../components/admin/session';
import { SiteLogoCard } from './site-logo-card';

/** What staff without the catalog capability find here until the profile and password dialogs land. */
function ProfileComingCard() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <UserRound aria-hidden="true" className="h-8 w-8 shrink-0 text-stone-500" />
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          Your profile and password
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Changing your username, email and password here arrives with the next update of the back office.
        </p>
      </div>
    </section>
  );
}

/**
 * Back-office §2 Site settings. For now the Site logo card (issue 12), for staff who may change the
 * shop's settings (the catalog capability: cms and the super admin); the profile and password dialogs
 * and the rest of the settings form come with their own issue.
 */
export function SettingsScreen() {
  const viewer = useAdminUser();
  return (
    <>
      <PageHeader title="Settings" description="The shop's settings and your own account." />
      <div className="max-w-3xl space-y-6">
        {can(viewer, 'catalog') ? <SiteLogoCard /> : <ProfileComingCard />}
      </div>
    </>
  );
}
