import { CHANGE_PASSWORD_MESSAGES } from '../../../../common/accounts/staff-admin-schemas';
import { TextField } from '../../../ui/forms/text-field';
import { notify } from '../../../lib/toast';
import { AccountDialog } from './account-dialog';
import { checkChangePassword, refusedField, type PasswordField } from './profile-rules';
import { useChangePassword } from './settings-query';
import { useAccountForm } from './use-account-form';

const FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * Change Password (back-office §2 Site settings, §5, §8): the current password, then the new one twice.
 * The checks run in the spec's order (the two match, then length, uppercase, lowercase, number, special
 * character); each failure is an 'Error' toast in the spec's words and the same words at the field. On
 * success the person's other sessions end (the server's doing), this one stays, and the dialog closes.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { errorOf, dialog } = useAccountForm({
    fields: FIELDS,
    check: checkChangePassword,
    save: useChangePassword(),
    failed: CHANGE_PASSWORD_MESSAGES.failed,
    // Only a wrong current password is about a field of this form.
    refusedField: (message) => (refusedField(message, {}) === 'currentPassword' ? 'currentPassword' : null),
    onSaved: () => notify(CHANGE_PASSWORD_MESSAGES.changed, CHANGE_PASSWORD_MESSAGES.changedDescription),
    onClose,
  });

  return (
    <AccountDialog
      title="Change Password"
      description="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character. Your other signed-in sessions will be signed out."
      submitLabel="Change Password"
      {...dialog}
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
