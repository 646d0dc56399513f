import { CheckCircle2, Link2Off } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { RESET_TOKEN_MISSING, resetPasswordFormSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { AuthPage } from './auth-page';

/** Storefront §9: the success screen goes to /login after 2 seconds. */
export const RESET_REDIRECT_DELAY_MS = 2000;
const RESET_FAILED = 'Failed to reset password. The link may be invalid or expired.';

export type ResetResult =
  { reset: true } | { reset?: undefined; fieldErrors?: FieldErrors; formError?: string };

const primaryLink =
  'block rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800';

/** Without a token (storefront §2): 'Invalid Link' and a way to ask for a new one. */
export function InvalidResetLink() {
  return (
    <AuthPage
      title="Invalid Link"
      icon={<Link2Off aria-hidden="true" className="h-12 w-12 text-red-700" />}
      description="This password reset link is incomplete. Please request a new one."
    >
      <Link to="/forgot-password" className={primaryLink}>
        Request New Reset Link
      </Link>
    </AuthPage>
  );
}

function ResetSuccessful() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthPage
      title="Password Reset Successful"
      icon={<CheckCircle2 aria-hidden="true" className="h-12 w-12 text-brand-700" />}
      description="You can now log in with your new password. Taking you to the login page..."
    >
      <Link to="/login" className={primaryLink}>
        Go to Login
      </Link>
    </AuthPage>
  );
}

/** Reset password (storefront §2): New Password and Confirm Password for the link's token. */
export function ResetPasswordForm({ token, result }: { token: string; result: ResetResult | undefined }) {
  const failure = result?.reset ? undefined : result;
  const { errors, handlers } = useFieldChecks(resetPasswordFormSchema, failure?.fieldErrors);

  useEffect(() => {
    if (result?.reset) notify('Password reset successful');
    else if (result?.fieldErrors?.token) notifyError('Error', RESET_TOKEN_MISSING);
    else if (result?.formError) notifyError('Error', RESET_FAILED);
  }, [result]);

  if (result?.reset) return <ResetSuccessful />;
  return (
    <AuthPage title="Reset Password" description="Choose a new password of at least 8 characters.">
      {failure?.formError ? (
        <FormAlert>
          {failure.formError}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            Request New Reset Link
          </Link>
        </FormAlert>
      ) : null}
      <Form method="post" noValidate className="space-y-4" {...handlers}>
        <input type="hidden" name="token" value={token} />
        <TextField
          name="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
        />
        <TextField
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <SubmitButton label="Reset Password" busyLabel="Resetting..." />
      </Form>
    </AuthPage>
  );
}
