import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutResultSchema } from '../../../common/accounts/public-user';
import { notify, notifyError } from '../../lib/toast';
import { ADMIN_LOGIN_PATH, adminFetch, errorMessage } from '../data/admin-api';

/**
 * Logout (back-office §2): POST /api/auth/logout, then /admin/login (which forgets every cached answer) with
 * 'Logged out' / 'You have been logged out successfully'; a failure toasts 'Error' / 'Logout failed'.
 */
export function useLogout() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => adminFetch('/api/auth/logout', { method: 'POST', schema: logoutResultSchema }),
    onSuccess: () => {
      notify('Logged out', 'You have been logged out successfully');
      // The login page empties the cache once the screens are gone (cleared while they are still mounted,
      // their queries would refetch and meet a 401).
      void navigate(ADMIN_LOGIN_PATH, { replace: true });
    },
    onError: (error) => notifyError('Error', errorMessage(error, 'Logout failed')),
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
