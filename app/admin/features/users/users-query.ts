import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffUserListSchema,
  staffUserSchema,
  USER_MESSAGES,
  userDeleteResultSchema,
  type UserCreate,
  type UserPatch,
} from '../../../../common/accounts/staff-admin-schemas';
import { adminFetch, errorMessage } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { notify, notifyError } from '../../../lib/toast';
import { useAdminUser, useUpdateAdminUser } from '../../data/session';

export const USERS_PATH = '/api/admin/users';
const userPath = (id: string) => `${USERS_PATH}/${encodeURIComponent(id)}`;

/** The read's fallback when the server gives no message (the contract has no words for it). */
export const USERS_LOAD_FAILED = 'Failed to load users';

/** GET /api/admin/users: staff and customers, newest first (back-office §2, §7). */
export function useUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: ({ signal }) => adminFetch(USERS_PATH, { schema: staffUserListSchema, signal }),
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      // Editing one's own account changes the profile card the settings screen shows.
      queryClient.invalidateQueries({ queryKey: adminKeys.profile }),
    ]);
}

/** POST /api/admin/users. Failures are the dialog's to show (a 409 goes next to its field too). */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UserCreate) =>
      adminFetch(USERS_PATH, { method: 'POST', body, schema: staffUserSchema }),
    onSuccess: () => {
      notify(USER_MESSAGES.created);
      void refresh();
    },
  });
}

/** PATCH /api/admin/users/{id} with what changed. Failures are the dialog's to show. */
export function useUpdateUser(id: string) {
  const refresh = useRefreshUsers();
  const viewer = useAdminUser();
  const updateSessionUser = useUpdateAdminUser();
  return useMutation({
    mutationFn: (body: UserPatch) =>
      adminFetch(userPath(id), { method: 'PATCH', body, schema: staffUserSchema }),
    onSuccess: (user) => {
      notify(USER_MESSAGES.updated);
      // The super admin renamed themselves: the shell shows the new name at once.
      if (user.id === viewer.id) updateSessionUser({ username: user.username, email: user.email });
      void refresh();
    },
  });
}

/** DELETE /api/admin/users/{id}, from the confirmation (which stays open when it fails). */
export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch(userPath(id), { method: 'DELETE', schema: userDeleteResultSchema }),
    onSuccess: () => {
      notify(USER_MESSAGES.deleted);
      void refresh();
    },
    onError: (error) => notifyError('Error', errorMessage(error, USER_MESSAGES.deleteFailed)),
  });
}

/** PATCH /api/admin/users/{id}/verify: the row's Verify email action (back-office §4). */
export function useVerifyUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch(`${userPath(id)}/verify`, { method: 'PATCH', schema: staffUserSchema }),
    onSuccess: () => {
      notify(USER_MESSAGES.verified);
      void refresh();
    },
    onError: (error) => notifyError('Error', errorMessage(error, USER_MESSAGES.verifyFailed)),
  });
}
