import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminMeta } from '../shell/admin-meta';
import { AdminLoginForm } from '../features/login/admin-login-form';

export const meta = () => adminMeta('Admin Login');

/** /admin/login (back-office §2), outside the session gate. */
export default function AdminLogin() {
  const queryClient = useQueryClient();
  // After a logout or an ended session nothing read for the last person stays for the next one. Here, not
  // at logout: by now the screens are unmounted, so their queries cannot refetch (and meet a 401).
  useEffect(() => queryClient.clear(), [queryClient]);
  return <AdminLoginForm />;
}
