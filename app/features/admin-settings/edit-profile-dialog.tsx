import { useState } from 'react';
import type { AdminProfile } from '../../../common/accounts/admin-schemas';
import { PROFILE_MESSAGES } from '../../../common/accounts/staff-admin-schemas';
import { errorMessage } from '../../components/admin/admin-api';
import { TextField } from '../../components/forms/text-field';
import { notify, notifyError } from '../../lib/toast';
import { AccountDialog, focusField, formText } from './account-dialog';
import { checkProfile, refusedField, type ProfileField } from './profile-rules';
import { useUpdateProfile } from './settings-query';

/**
 * Edit Profile (back-office §2 Site settings, §5, §8): the person's own username and email, confirmed
 * with their current password. The checks run in the spec's order ('Username and email are required',
 * then 'Current password is required'); a refusal shows as an 'Error' toast and next to its field. On
 * success: 'Profile updated', the card shows the new profile, and the dialog closes.
 */
export function EditProfileDialog({ profile, onClose }: { profile: AdminProfile; onClose: () => void }) {
  const update = useUpdateProfile();
  const [problem, setProblem] = useState<{ field: ProfileField; message: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  function refuse(field: ProfileField, message: string) {
    setProblem({ field, message });
    notifyError('Error', message);
    focusField(field);
  }

  function submit(form: HTMLFormElement) {
    setAlert(null);
    const values = {
      username: formText(form, 'username'),
      email: formText(form, 'email'),
      currentPassword: formText(form, 'currentPassword'),
    };
    const check = checkProfile(values);
    if (!check.ok) {
      refuse(check.field, check.message);
      return;
    }
    setProblem(null);
    update.mutate(check.body, {
      onSuccess: () => {
        notify(PROFILE_MESSAGES.updated);
        onClose();
      },
      onError: (error) => {
        const message = errorMessage(error, PROFILE_MESSAGES.failed);
        const field = refusedField(message, values);
        if (field) {
          refuse(field, message);
          return;
        }
        setAlert(message);
        notifyError('Error', message);
      },
    });
  }

  const errorOf = (field: ProfileField) => (problem?.field === field ? problem.message : undefined);

  return (
    <AccountDialog
      title="Edit Profile"
      description="Change the username and email you sign in with. Your current password confirms it is you."
      submitLabel="Save Profile"
      busy={update.isPending}
      alert={alert}
      onSubmit={submit}
      onFieldChange={(name) => setProblem((current) => (current?.field === name ? null : current))}
      onClose={onClose}
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
