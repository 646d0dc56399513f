import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordProblem,
} from '../../../common/accounts/staff-admin-schemas';
import { TextField } from './fields';

export type NewPasswordValues = { newPassword: string; confirmPassword: string };

/**
 * The staff rule (back-office §5) in the spec's order, with the field each problem belongs to: the two
 * match (a mismatch is the confirmation's), then length, uppercase, lowercase, number, special character
 * (the new password's). Null when the password is strong and confirmed.
 */
export function newPasswordProblem({
  newPassword,
  confirmPassword,
}: NewPasswordValues): { field: keyof NewPasswordValues; message: string } | null {
  const message = changePasswordProblem(newPassword, confirmPassword);
  if (!message) return null;
  return {
    field: message === CHANGE_PASSWORD_MESSAGES.mismatch ? 'confirmPassword' : 'newPassword',
    message,
  };
}

/** A new staff password typed twice: Change Password and the back office's reset page. */
export function NewPasswordFields() {
  return (
    <>
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
