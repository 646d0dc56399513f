import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminProfileSchema, type AdminProfile } from '../../../../common/accounts/admin-schemas';
import {
  changePasswordResultSchema,
  type ChangePassword,
  type ProfilePatch,
} from '../../../../common/accounts/staff-admin-schemas';
import {
  adminSettingsSchema,
  type SettingsPatchInput,
} from '../../../../common/settings/admin-settings-schemas';
import { adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { useUpdateAdminUser } from '../../data/session';
import { PUBLIC_SETTINGS_KEY } from '../../shell/site-brand';

export const SETTINGS_PATH = '/api/admin/settings';
export const PROFILE_PATH = '/api/admin/profile';
export const CHANGE_PASSWORD_PATH = '/api/auth/change-password';

/** GET /api/admin/settings (back-office §7): every setting; the logo uploader updates it in place. */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminFetch(SETTINGS_PATH, { schema: adminSettingsSchema, signal }),
  });
}

/**
 * PATCH /api/admin/settings with the fields that changed. The answer is the whole settings, put in the
 * cache at once so the form starts again from what was saved; the public settings are read again so
 * the sidebar's name, logo and currency follow. Toasts are the form's (it knows the field messages).
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsPatchInput) =>
      adminFetch(SETTINGS_PATH, { method: 'PATCH', body, schema: adminSettingsSchema }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
    },
  });
}

/**
 * GET /api/admin/profile (back-office §7): the signed-in staff member's own card. Every staff role may
 * read it (the orders capability covers the own profile), so order confirmation staff get it too.
 * `placeholder` is what the session already knows, shown until the answer arrives.
 */
export function useAdminProfile(placeholder: AdminProfile) {
  return useQuery({
    queryKey: adminKeys.profile,
    queryFn: ({ signal }) => adminFetch(PROFILE_PATH, { schema: adminProfileSchema, signal }),
    placeholderData: placeholder,
  });
}

/** PATCH /api/admin/profile { username, email, currentPassword }: the answer is the new profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const updateSessionUser = useUpdateAdminUser();
  return useMutation({
    mutationFn: (body: ProfilePatch) =>
      adminFetch(PROFILE_PATH, { method: 'PATCH', body, schema: adminProfileSchema }),
    onSuccess: (profile) => {
      queryClient.setQueryData(adminKeys.profile, profile);
      // The shell's name and menu read the session gate's copy of the person.
      updateSessionUser({ username: profile.username, email: profile.email });
      void queryClient.invalidateQueries({ queryKey: adminKeys.profile });
    },
  });
}

/** POST /api/auth/change-password { currentPassword, newPassword }: the person's other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) =>
      adminFetch(CHANGE_PASSWORD_PATH, { method: 'POST', body, schema: changePasswordResultSchema }),
  });
}
