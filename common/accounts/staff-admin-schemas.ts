import { z } from 'zod';
import { isoDateTime, successSchema } from '../wire';
import { PASSWORD_MAX, usernameSchema } from './schemas';
import { STAFF_ROLES } from './roles';

/**
 * Staff accounts, the own profile and the password change (decision 018; back-office §2 User management,
 * §3 users and admin profile, §4 user transitions, §5 password and profile rules, §7, §8). The users
 * screen, the profile dialogs and the routes parse with these schemas and speak these messages.
 */

// ---- The strong-password rule (back-office §5) -----------------------------------------------------

/** Each requirement, in the order the spec lists them, with its words in the live hint. */
export const PASSWORD_REQUIREMENTS = [
  { key: 'length', hint: 'at least 8 characters', test: (p: string) => p.length >= 8 },
  { key: 'upper', hint: 'one uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lower', hint: 'one lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'digit', hint: 'one number', test: (p: string) => /\d/.test(p) },
  { key: 'special', hint: 'one special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** What a password still lacks, as the hint words ('one uppercase letter', …); empty when it is strong. */
export function missingPasswordItems(password: string): string[] {
  return PASSWORD_REQUIREMENTS.filter((rule) => !rule.test(password)).map((rule) => rule.hint);
}

export const PASSWORD_HINT_OK = '✓ Password meets all requirements';
export const passwordMissingMessage = (missing: readonly string[]) =>
  `Password must contain: ${missing.join(', ')}`;
export const PASSWORD_BLOCK_TITLE = 'Password Requirements';

/**
 * Change password, checked in the spec's order (back-office §5): match, then length, upper, lower,
 * digit, special. The first failure is the message.
 */
export const CHANGE_PASSWORD_MESSAGES = {
  mismatch: 'New passwords do not match',
  length: 'Password must be at least 8 characters long',
  upper: 'Password must contain at least one uppercase letter',
  lower: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  currentRequired: 'Current password is required',
  wrongCurrent: 'Current password is incorrect',
  changed: 'Password changed',
  changedDescription: 'Your password has been changed. Other sessions have been signed out.',
  failed: 'Failed to change password',
} as const;

/** The first rule the new password breaks, in the spec's order, or null. */
export function changePasswordProblem(newPassword: string, confirmPassword?: string): string | null {
  if (confirmPassword !== undefined && newPassword !== confirmPassword)
    return CHANGE_PASSWORD_MESSAGES.mismatch;
  for (const rule of PASSWORD_REQUIREMENTS) {
    if (!rule.test(newPassword)) return CHANGE_PASSWORD_MESSAGES[rule.key];
  }
  return null;
}

/** A password the server accepts for staff: the strong rule, with the change-password wording. */
export const strongPasswordSchema = z
  .string({ error: CHANGE_PASSWORD_MESSAGES.length })
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .superRefine((password, ctx) => {
    const problem = changePasswordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ---- Users (super admin only) -----------------------------------------------------------------------

export const USER_MESSAGES = {
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
  verified: 'Email verified',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  verifyFailed: 'Failed to verify email',
  empty: 'No users found matching your filters',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirm: 'This action cannot be undone',
  notFound: 'User not found',
  superAdminDelete: 'The super admin cannot be deleted',
  superAdminDemote: 'The super admin cannot lose the admin flag or the role',
  selfDelete: 'You cannot delete your own account',
  alreadyVerified: 'This email is already verified',
  /** Back-office §4: emailVerified goes from false to true only (a new address starts unverified). */
  cannotUnverify: 'A verified email cannot be marked unverified',
} as const;

export const usernameTakenMessage = (username: string) => `Username "${username}" is already taken`;
export const emailTakenMessage = (email: string) => `Email "${email}" is already registered`;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email address').max(254, 'Invalid email address'));
const role = z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` });

/** POST /api/admin/users (back-office §7): default role cms (§9). */
export const userCreateSchema = z.strictObject({
  username: usernameSchema,
  email,
  password: strongPasswordSchema,
  role: role.default('cms'),
});
export type UserCreate = z.input<typeof userCreateSchema>;

/**
 * PATCH /api/admin/users/{id}: the edit dialog's fields. `role: null` makes the account a customer's
 * again (no back-office access).
 */
export const userPatchSchema = z
  .strictObject({
    username: usernameSchema.optional(),
    email: email.optional(),
    emailVerified: z.boolean({ error: 'emailVerified must be true or false' }).optional(),
    isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
    role: role.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change: send at least one field' });
export type UserPatch = z.input<typeof userPatchSchema>;

export const userIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'User id is required').max(100, 'User id is too long'),
});

/** A row of the users table (back-office §2): never a hash, token or expiry. */
export const staffUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  role: z.enum(STAFF_ROLES).nullable(),
  createdAt: isoDateTime,
});
export type StaffUser = z.output<typeof staffUserSchema>;
export const staffUserListSchema = z.array(staffUserSchema);
export const userDeleteResultSchema = successSchema;

// ---- The own profile and password (every staff member) ----------------------------------------------

export const PROFILE_MESSAGES = {
  required: 'Username and email are required',
  currentRequired: CHANGE_PASSWORD_MESSAGES.currentRequired,
  wrongCurrent: CHANGE_PASSWORD_MESSAGES.wrongCurrent,
  updated: 'Profile updated',
  failed: 'Failed to update profile',
} as const;

/** PATCH /api/admin/profile: username and email both required, and the current password. */
export const profilePatchSchema = z.strictObject({
  username: z
    .string({ error: PROFILE_MESSAGES.required })
    .trim()
    .min(1, PROFILE_MESSAGES.required)
    .pipe(usernameSchema),
  email: z.string({ error: PROFILE_MESSAGES.required }).trim().min(1, PROFILE_MESSAGES.required).pipe(email),
  currentPassword: z
    .string({ error: PROFILE_MESSAGES.currentRequired })
    .min(1, PROFILE_MESSAGES.currentRequired)
    .max(1024),
});
export type ProfilePatch = z.input<typeof profilePatchSchema>;

/** POST /api/auth/change-password: the current password and the new one (strong). */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
    .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
    .max(1024),
  newPassword: strongPasswordSchema,
});
export type ChangePassword = z.input<typeof changePasswordSchema>;
export const changePasswordResultSchema = successSchema;
