import { AdminResetPasswordForm } from '../features/login/reset-password-form';
import { adminMeta } from '../shell/admin-meta';

export const meta = () => adminMeta('Reset Password');

/** /admin/reset-password?token=…, outside the session gate: where a staff account's reset mail leads. */
export default function AdminResetPassword() {
  return <AdminResetPasswordForm />;
}
