import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { successSchema } from '../../../../common/wire';
import { adminFetch } from '../../data/admin-api';
import { checkSchema } from '../../forms/check-schema';
import { FormFrame } from '../../forms/form-frame';
import { FormRefusal } from '../../forms/form-refusal';
import {
  NewPasswordFields,
  newPasswordProblem,
  type NewPasswordValues,
} from '../../forms/new-password-fields';
import { useAdminForm } from '../../forms/use-admin-form';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { notify } from '../../../lib/toast';
import { AuthCard, authLink } from './auth-card';

/** Storefront §9: after a reset the login opens 2 seconds later; the back office's page does the same. */
export const RESET_REDIRECT_DELAY_MS = 2000;
/** The storefront's words for a reset that failed (storefront §8). */
const RESET_FAILED = 'Failed to reset password. The link may be invalid or expired.';
const REQUEST_NEW = { to: '/admin/forgot-password', label: 'Request New Reset Link' };

/** The staff rule, each problem at its field (the server checks it again). */
function checkReset(values: NewPasswordValues) {
  const problem = newPasswordProblem(values);
  return problem ? { [problem.field]: problem.message } : {};
}

function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/admin/login'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard
      title="Password Reset Successful"
      description="You can now log in with your new password. Taking you to the login page..."
      back={{ to: '/admin/login', label: 'Go to Login' }}
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
    </AuthCard>
  );
}

/**
 * Reset password for staff (/admin/reset-password?token=…, the link a staff account's reset mail holds):
 * the new password twice, under the staff rule; POST /api/auth/reset-password, which ends every session
 * of the account. Without a token: 'Invalid Link' and a way to ask for a new one.
 */
export function AdminResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const { form, submit, busy } = useAdminForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    schema: checkSchema(checkReset),
    save: ({ newPassword }) =>
      adminFetch('/api/auth/reset-password', {
        method: 'POST',
        body: { token, newPassword },
        schema: successSchema,
      }),
    onSaved: () => {
      notify('Password reset successful');
      setDone(true);
    },
    failedMessage: RESET_FAILED,
    refusalShown: 'both',
  });

  if (!token) {
    return (
      <AuthCard
        title="Invalid Link"
        description="This password reset link is incomplete. Please request a new one."
        back={REQUEST_NEW}
      >
        <p className="text-center text-sm text-stone-700">
          Open the link from the email again, or ask for a new one.
        </p>
      </AuthCard>
    );
  }
  if (done) return <ResetDone />;
  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password: at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
      back={{ to: '/admin/login', label: 'Back to Login' }}
    >
      <FormFrame form={form} submit={submit}>
        <FormRefusal />
        <div className="space-y-4">
          <NewPasswordFields />
          <SubmitButton label="Reset Password" busyLabel="Resetting..." busy={busy} />
        </div>
      </FormFrame>
      <p className="mt-4 text-center text-sm">
        Link expired?{' '}
        <Link to={REQUEST_NEW.to} className={authLink}>
          {REQUEST_NEW.label}
        </Link>
      </p>
    </AuthCard>
  );
}
