import { z } from 'zod';
import { SUPER_ADMIN_ID, type StaffRole } from '../../../../common/accounts/roles';
import type { StaffUser } from '../../../../common/accounts/staff-admin-schemas';
import type { ViewOf } from '../../../lib/url-view';

/**
 * The users screen's view (back-office §2 User management: a text search, an Email Status filter and a
 * User Role filter), kept in the URL query like the other screens' filters (app/lib/url-view.ts):
 * `?q=amina&email=unverified&role=admin`. A reload or a shared link opens the same view; anything
 * unreadable falls back to everything. `edit` names the user whose Edit dialog is open, so an Edit link
 * opens in a new tab too.
 */
export const EMAIL_STATUSES = [
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Unverified' },
] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number]['value'];

/**
 * The User Role filter's choices. The spec's filter is on the Admin flag (back-office §6: "a separate
 * isAdmin flag shows an Admin badge"), not on the staff roles: Admin is every account with
 * `isAdmin` true (the super admin among them), User every account without it, staff with a role
 * included. The staff role of each account is its own column.
 */
export const ADMIN_FILTERS = [
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
] as const;
export type AdminFilter = (typeof ADMIN_FILTERS)[number]['value'];

/** The filters; `edit` is the open Edit dialog's user id beside them. */
export const usersViewSchema = z.object({
  q: z
    .string()
    .transform((q) => q.slice(0, 200))
    .catch(''),
  email: z
    .custom<EmailStatus>((email) => EMAIL_STATUSES.some((s) => s.value === email))
    .nullable()
    .catch(null),
  role: z
    .custom<AdminFilter>((role) => ADMIN_FILTERS.some((r) => r.value === role))
    .nullable()
    .catch(null),
  edit: z.string().min(1).nullable().catch(null),
});
export type UsersView = Pick<ViewOf<typeof usersViewSchema>, 'q' | 'email' | 'role'>;

export const hasFilters = (view: UsersView) => Boolean(view.q.trim() || view.email || view.role);

/**
 * Every word typed must appear in the username or the email (any case); the Email Status and User Role
 * filters must match when set.
 */
export function filterUsers<U extends Pick<StaffUser, 'username' | 'email' | 'emailVerified' | 'isAdmin'>>(
  users: readonly U[],
  view: UsersView,
): U[] {
  const words = view.q.toLowerCase().split(/\s+/).filter(Boolean);
  return users.filter((user) => {
    if (view.email && user.emailVerified !== (view.email === 'verified')) return false;
    if (view.role && user.isAdmin !== (view.role === 'admin')) return false;
    const haystack = `${user.username} ${user.email}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The staff roles as staff read them (back-office §6), and what each may do. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  cms: 'CMS',
  order_confirmation: 'Order confirmation',
};
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  cms: 'CMS: content, media and settings',
  order_confirmation: 'Order confirmation: orders and own profile',
};
/** An account without a staff role is a shopper's: no back-office access. */
export const CUSTOMER_LABEL = 'Customer';

export function roleLabel(role: StaffRole | null): string {
  return role ? ROLE_LABELS[role] : CUSTOMER_LABEL;
}

export const isSuperAdmin = (user: Pick<StaffUser, 'id'>) => user.id === SUPER_ADMIN_ID;

/**
 * Delete is not offered for the super admin nor for the person signed in (the server refuses both with
 * a 403 as well: back-office §6, USER_MESSAGES.superAdminDelete and selfDelete).
 */
export function canDelete(user: Pick<StaffUser, 'id'>, viewerId: string): boolean {
  return !isSuperAdmin(user) && user.id !== viewerId;
}
