import { useState } from 'react';
import { CHANGE_PASSWORD_MESSAGES } from '../../../common/accounts/staff-admin-schemas';
import { errorMessage } from '../../components/admin/admin-api';
import { TextField } from '../../components/forms/text-field';
import { notify, notifyError } from '../../lib/toast';
import { AccountDialog, focusField, formText } from './account-dialog';
import { checkChangePassword, refusedField, type PasswordField } from './profile-rules';
import { useChangePassword } from './settings-query';

/**
 * Change Password (back-office §2 Site settings, §5, §8): the current password, then the new one twice.
 * The checks run in the spec's order (the two match, then length, uppercase, lowercase, number, special
 * character); each failure is an 'Error' toast in the spec's words and the same words at the field. On
 * success the person's other sessions end (the server's doing), this one stays, and the dialog closes.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const [problem, setProblem] = useState<{ field: PasswordField; message: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  function refuse(field: PasswordField, message: string) {
    setProblem({ field, message });
    notifyError('Error', message);
    focusField(field);
  }

  function submit(form: HTMLFormElement) {
    setAlert(null);
    const check = checkChangePassword({
      currentPassword: formText(form, 'currentPassword'),
      newPassword: formText(form, 'newPassword'),
      confirmPassword: formText(form, 'confirmPassword'),
    });
    if (!check.ok) {
      refuse(check.field, check.message);
      return;
    }
    setProblem(null);
    change.mutate(check.body, {
      onSuccess: () => {
        notify(CHANGE_PASSWORD_MESSAGES.changed, CHANGE_PASSWORD_MESSAGES.changedDescription);
        onClose();
      },
      onError: (error) => {
        const message = errorMessage(error, CHANGE_PASSWORD_MESSAGES.failed);
        if (refusedField(message, {}) === 'currentPassword') {
          refuse('currentPassword', message);
          return;
        }
        setAlert(message);
        notifyError('Error', message);
      },
    });
  }

  const errorOf = (field: PasswordField) => (problem?.field === field ? problem.message : undefined);

  return (
    <AccountDialog
      title="Change Password"
      description="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character. Your other signed-in sessions will be signed out."
      submitLabel="Change Password"
      busy={change.isPending}
      alert={alert}
      onSubmit={submit}
      onFieldChange={(name) => setProblem((current) => (current?.field === name ? null : current))}
      onClose={onClose}
    >
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errorOf('currentPassword')}
      />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errorOf('newPassword')}
      />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errorOf('confirmPassword')}
      />
    </AccountDialog>
  );
}
