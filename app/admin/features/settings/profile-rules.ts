import type { AdminProfile } from '../../../../common/accounts/admin-schemas';
import { SUPER_ADMIN_ID, type StaffRole } from '../../../../common/accounts/roles';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  emailTakenMessage,
  PROFILE_MESSAGES,
  profilePatchSchema,
  usernameTakenMessage,
  type ChangePassword,
  type ProfilePatch,
} from '../../../../common/accounts/staff-admin-schemas';
import { newPasswordProblem } from '../../forms/new-password-fields';

/**
 * The own profile's rules (back-office §3 Admin profile, §5 change password and edit profile, §6 roles):
 * how a role reads, and the dialogs' checks in the spec's order, each failure tied to the field it is
 * about so the dialog can show it there and move focus to it.
 */

const ROLE_LABELS: Record<StaffRole, string> = {
  cms: 'Content manager',
  order_confirmation: 'Order confirmation',
};

/** 'Content manager', 'Order confirmation'; the super admin, who may hold no role, reads as such. */
export function roleLabel(profile: Pick<AdminProfile, 'id' | 'role'>): string {
  if (profile.role) return ROLE_LABELS[profile.role];
  return profile.id === SUPER_ADMIN_ID ? 'Super admin' : 'No staff role';
}

export type ProfileField = 'username' | 'email' | 'currentPassword';
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** A dialog's check: the body to send, or the first problem and the field it belongs to. */
export type Check<F extends string, B> = { ok: true; body: B } | { ok: false; field: F; message: string };

/** A check's problem by its field, as the form engine shows it (forms/check-schema.ts). */
export function problemOf<F extends string, B>(check: Check<F, B>): Partial<Record<F, string>> {
  return check.ok ? {} : ({ [check.field]: check.message } as Partial<Record<F, string>>);
}

/** The first issue zod found, placed on its field (or on `fallback` when it names none of them). */
function firstIssue<F extends string>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  fields: readonly F[],
  fallback: F,
): { ok: false; field: F; message: string } {
  const issue = issues[0]!;
  const key = issue.path[0];
  const field = fields.find((f) => f === key) ?? fallback;
  return { ok: false, field, message: issue.message };
}

/**
 * Edit profile (back-office §5): 'Username and email are required' first, then 'Current password is
 * required', then what else the API's schema refuses (a username too short, an email that is not one).
 */
export function checkProfile(values: {
  username: string;
  email: string;
  currentPassword: string;
}): Check<ProfileField, ProfilePatch> {
  if (!values.username.trim()) return { ok: false, field: 'username', message: PROFILE_MESSAGES.required };
  if (!values.email.trim()) return { ok: false, field: 'email', message: PROFILE_MESSAGES.required };
  if (!values.currentPassword) {
    return { ok: false, field: 'currentPassword', message: PROFILE_MESSAGES.currentRequired };
  }
  const result = profilePatchSchema.safeParse(values);
  if (!result.success) {
    return firstIssue(result.error.issues, ['username', 'email', 'currentPassword'], 'username');
  }
  return { ok: true, body: result.data };
}

/**
 * Change password (back-office §5): the current password first (the dialog's first field), then the new
 * one in the spec's order through changePasswordProblem: the two match, at least 8 characters, an
 * uppercase letter, a lowercase letter, a number, a special character. A mismatch belongs to the
 * confirmation, every other rule to the new password.
 */
export function checkChangePassword(values: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Check<PasswordField, ChangePassword> {
  if (!values.currentPassword) {
    return { ok: false, field: 'currentPassword', message: CHANGE_PASSWORD_MESSAGES.currentRequired };
  }
  const problem = newPasswordProblem(values);
  if (problem) return { ok: false, ...problem };
  const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
  const result = changePasswordSchema.safeParse(body);
  if (!result.success) {
    return firstIssue(result.error.issues, ['currentPassword', 'newPassword'], 'newPassword');
  }
  return { ok: true, body: result.data };
}

/**
 * Which field a server refusal is about, when it is about one: a wrong current password, or a username
 * or email someone else holds (their messages are the API's, common/accounts/staff-admin-schemas.ts).
 */
export function refusedField(
  message: string,
  values: { username?: string; email?: string },
): ProfileField | null {
  if (message === CHANGE_PASSWORD_MESSAGES.wrongCurrent) return 'currentPassword';
  const username = values.username?.trim();
  if (username && message === usernameTakenMessage(username)) return 'username';
  const email = values.email?.trim().toLowerCase();
  if (email && message === emailTakenMessage(email)) return 'email';
  return null;
}
