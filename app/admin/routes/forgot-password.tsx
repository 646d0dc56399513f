import { AdminForgotPasswordForm } from '../features/login/forgot-password-form';
import { adminMeta } from '../shell/admin-meta';

export const meta = () => adminMeta('Forgot Password');

/** /admin/forgot-password, outside the session gate: the admin login's "Forgot password?". */
export default function AdminForgotPassword() {
  return <AdminForgotPasswordForm />;
}
