import { can } from '../../../../common/accounts/roles';
import { PageHeader } from '../../kit/page-header';
import { useAdminUser } from '../../data/session';
import { ProfileCard } from './profile-card';
import { SettingsForm } from './settings-form';

/**
 * Back-office §2 Site settings. Every staff member gets their own profile card with the Edit Profile and
 * Change Password dialogs; staff who may change the shop's settings (the catalog capability: cms and the
 * super admin) also get the settings form, logo included. Order confirmation staff (§6: "orders and
 * profile") see the profile alone, and no settings are read for them: the API would refuse them anyway.
 */
export function SettingsScreen() {
  const viewer = useAdminUser();
  const mayEditSettings = can(viewer, 'catalog');
  return (
    <>
      <PageHeader
        title="Settings"
        description={mayEditSettings ? "The shop's settings and your own account." : 'Your own account.'}
      />
      <div className="max-w-3xl space-y-6">
        <ProfileCard />
        {mayEditSettings ? <SettingsForm /> : null}
      </div>
    </>
  );
}
