import type { AdminProfile } from '../../../../common/accounts/admin-schemas';
import { PROFILE_MESSAGES, profilePatchSchema } from '../../../../common/accounts/staff-admin-schemas';
import { checkSchema } from '../../forms/check-schema';
import { TextField } from '../../forms/fields';
import { useAdminForm } from '../../forms/use-admin-form';
import { notify } from '../../../lib/toast';
import { ACCOUNT_FORM, AccountDialog } from './account-dialog';
import { checkProfile, problemOf, refusedField } from './profile-rules';
import { useUpdateProfile } from './settings-query';

type ProfileValues = { username: string; email: string; currentPassword: string };

/**
 * Edit Profile (back-office §2 Site settings, §5, §8): the person's own username and email, confirmed
 * with their current password. The checks run in the spec's order ('Username and email are required',
 * then 'Current password is required'); a refusal shows as an 'Error' toast and next to its field. On
 * success: 'Profile updated', the card shows the new profile, and the dialog closes.
 */
export function EditProfileDialog({ profile, onClose }: { profile: AdminProfile; onClose: () => void }) {
  const update = useUpdateProfile();
  const editor = useAdminForm<ProfileValues>({
    ...ACCOUNT_FORM,
    defaultValues: { username: profile.username, email: profile.email, currentPassword: '' },
    schema: checkSchema((values: ProfileValues) => problemOf(checkProfile(values))),
    // The API's schema makes the body: the username trimmed, the email trimmed and in lower case.
    save: (values) => update.mutateAsync(profilePatchSchema.parse(values)),
    onSaved: () => {
      notify(PROFILE_MESSAGES.updated);
      onClose();
    },
    failedMessage: PROFILE_MESSAGES.failed,
    refusalField: (error, values) => refusedField(error.message, values),
  });

  return (
    <AccountDialog
      editor={editor}
      title="Edit Profile"
      description="Change the username and email you sign in with. Your current password confirms it is you."
      submitLabel="Save Profile"
      onClose={onClose}
    >
      <TextField name="username" label="Username" autoComplete="username" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
    </AccountDialog>
  );
}
