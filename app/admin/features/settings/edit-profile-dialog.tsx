import type { AdminProfile } from '../../../../common/accounts/admin-schemas';
import { PROFILE_MESSAGES } from '../../../../common/accounts/staff-admin-schemas';
import { TextField } from '../../../ui/forms/text-field';
import { notify } from '../../../lib/toast';
import { AccountDialog } from './account-dialog';
import { checkProfile, refusedField, type ProfileField } from './profile-rules';
import { useUpdateProfile } from './settings-query';
import { useAccountForm } from './use-account-form';

const FIELDS: readonly ProfileField[] = ['username', 'email', 'currentPassword'];

/**
 * Edit Profile (back-office §2 Site settings, §5, §8): the person's own username and email, confirmed
 * with their current password. The checks run in the spec's order ('Username and email are required',
 * then 'Current password is required'); a refusal shows as an 'Error' toast and next to its field. On
 * success: 'Profile updated', the card shows the new profile, and the dialog closes.
 */
export function EditProfileDialog({ profile, onClose }: { profile: AdminProfile; onClose: () => void }) {
  const { errorOf, dialog } = useAccountForm({
    fields: FIELDS,
    check: checkProfile,
    save: useUpdateProfile(),
    failed: PROFILE_MESSAGES.failed,
    refusedField,
    onSaved: () => notify(PROFILE_MESSAGES.updated),
    onClose,
  });

  return (
    <AccountDialog
      title="Edit Profile"
      description="Change the username and email you sign in with. Your current password confirms it is you."
      submitLabel="Save Profile"
      {...dialog}
    >
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        defaultValue={profile.username}
        error={errorOf('username')}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={profile.email}
        error={errorOf('email')}
      />
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errorOf('currentPassword')}
      />
    </AccountDialog>
  );
}
