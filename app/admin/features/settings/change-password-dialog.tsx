import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
} from '../../../../common/accounts/staff-admin-schemas';
import { checkSchema } from '../../forms/check-schema';
import { TextField } from '../../forms/fields';
import { NewPasswordFields } from '../../forms/new-password-fields';
import { useAdminForm } from '../../forms/use-admin-form';
import { notify } from '../../../lib/toast';
import { ACCOUNT_FORM, AccountDialog } from './account-dialog';
import { checkChangePassword, problemOf, refusedField } from './profile-rules';
import { useChangePassword } from './settings-query';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * Change Password (back-office §2 Site settings, §5, §8): the current password, then the new one twice.
 * The checks run in the spec's order (the two match, then length, uppercase, lowercase, number, special
 * character); each failure is an 'Error' toast in the spec's words and the same words at the field. On
 * success the person's other sessions end (the server's doing), this one stays, and the dialog closes.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const editor = useAdminForm<PasswordValues>({
    ...ACCOUNT_FORM,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    schema: checkSchema((values: PasswordValues) => problemOf(checkChangePassword(values))),
    save: ({ currentPassword, newPassword }) =>
      change.mutateAsync(changePasswordSchema.parse({ currentPassword, newPassword })),
    onSaved: () => {
      notify(CHANGE_PASSWORD_MESSAGES.changed, CHANGE_PASSWORD_MESSAGES.changedDescription);
      onClose();
    },
    failedMessage: CHANGE_PASSWORD_MESSAGES.failed,
    // Only a wrong current password is about a field of this form.
    refusalField: (error) =>
      refusedField(error.message, {}) === 'currentPassword' ? 'currentPassword' : null,
  });

  return (
    <AccountDialog
      editor={editor}
      title="Change Password"
      description="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character. Your other signed-in sessions will be signed out."
      submitLabel="Change Password"
      onClose={onClose}
    >
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields />
    </AccountDialog>
  );
}
