import { STAFF_ROLES, type StaffRole } from '../../../../common/accounts/roles';
import {
  missingPasswordItems,
  passwordMissingMessage,
  userCreateSchema,
  userPatchSchema,
  type StaffUser,
  type UserCreate,
  type UserPatch,
} from '../../../../common/accounts/staff-admin-schemas';
import { AdminApiError } from '../../data/admin-api';

/**
 * The Add New User and Edit User dialogs' rules (back-office §3 users, §4, §5, §9): the forms' values,
 * the bodies they make and the checks the API makes too, in the contract's words.
 */

// ---- Add New User -----------------------------------------------------------------------------------

export type CreateValues = { username: string; email: string; password: string; role: StaffRole };
export type CreateField = keyof CreateValues;
const CREATE_FIELDS: readonly CreateField[] = ['username', 'email', 'password', 'role'];

/** A new user starts empty, with the default role cms (back-office §5, §9). */
export const EMPTY_CREATE: CreateValues = { username: '', email: '', password: '', role: 'cms' };

/** POST /api/admin/users. The password goes as typed: spaces may be part of it. */
export function createBody(values: CreateValues): UserCreate {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
  };
}

export type CreateCheck = {
  /** Username, email and role problems, shown at their fields. */
  errors: Partial<Record<CreateField, string>>;
  /** What the password still lacks ('one number', …): a weak password is blocked with a toast (§5). */
  missing: string[];
};

/**
 * The contract's email rule reads an empty field as 'Invalid email address' (its 'Email is required' is
 * for a missing one); the form says an empty field is required, as the username's rule does.
 */
const EMAIL_REQUIRED = 'Email is required';

export function checkCreate(values: CreateValues): CreateCheck {
  const errors: Partial<Record<CreateField, string>> = {};
  if (!values.email.trim()) errors.email = EMAIL_REQUIRED;
  const result = userCreateSchema.safeParse(createBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]) as CreateField;
      // The password speaks through its live hint and the Password Requirements toast instead.
      if (key !== 'password' && CREATE_FIELDS.includes(key)) errors[key] ??= issue.message;
    }
  }
  return { errors, missing: missingPasswordItems(values.password) };
}

/**
 * The Add New User form's problems, field by field: a weak password's is what it still lacks, which its
 * live hint says and the Password Requirements toast repeats (back-office §5).
 */
export function createProblems(values: CreateValues): Partial<Record<CreateField, string>> {
  const { errors, missing } = checkCreate(values);
  return missing.length > 0 ? { ...errors, password: passwordMissingMessage(missing) } : errors;
}

// ---- Edit User --------------------------------------------------------------------------------------

/** The role select's value: a staff role, or '' for "No role (customer)". */
export type RoleChoice = StaffRole | '';
export type EditValues = {
  username: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  role: RoleChoice;
};
export type EditField = keyof EditValues;
const EDIT_FIELDS: readonly EditField[] = ['username', 'email', 'emailVerified', 'isAdmin', 'role'];

export function editValuesOf(user: StaffUser): EditValues {
  return {
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
    role: user.role ?? '',
  };
}

const roleOf = (choice: RoleChoice): StaffRole | null => STAFF_ROLES.find((role) => role === choice) ?? null;

/** PATCH /api/admin/users/{id}: only what changed (an untouched field is never sent back). */
export function patchBody(loaded: EditValues, values: EditValues): UserPatch {
  const body: UserPatch = {};
  if (values.username.trim() !== loaded.username.trim()) body.username = values.username.trim();
  if (values.email.trim() !== loaded.email.trim()) body.email = values.email.trim();
  if (values.emailVerified !== loaded.emailVerified) body.emailVerified = values.emailVerified;
  if (values.isAdmin !== loaded.isAdmin) body.isAdmin = values.isAdmin;
  if (values.role !== loaded.role) body.role = roleOf(values.role);
  return body;
}

/** The changed fields' problems, in the API schema's words; nothing changed is no problem (no call). */
export function checkEdit(loaded: EditValues, values: EditValues): Partial<Record<EditField, string>> {
  const body = patchBody(loaded, values);
  const errors: Partial<Record<EditField, string>> = {};
  if (Object.keys(body).length === 0) return errors;
  if (body.email !== undefined && !body.email) errors.email = EMAIL_REQUIRED;
  const result = userPatchSchema.safeParse(body);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as EditField;
    if (EDIT_FIELDS.includes(key)) errors[key] ??= issue.message;
  }
  return errors;
}

// ---- Refusals ---------------------------------------------------------------------------------------

/**
 * The field a 409 names: the server refuses a username or an email another account holds ('This
 * username is already taken', 'Email "a@b.pk" is already registered'), and the dialog shows it next to
 * that field as well as in the toast. The quoted value is left out, so a username such as "email" cannot
 * point at the wrong field.
 */
export function conflictField(error: unknown): 'username' | 'email' | null {
  if (!(error instanceof AdminApiError) || error.status !== 409) return null;
  const words = error.message.replace(/"[^"]*"|“[^”]*”/g, '');
  if (/user ?name/i.test(words)) return 'username';
  if (/e-?mail/i.test(words)) return 'email';
  return null;
}
