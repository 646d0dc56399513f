import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { forgotPasswordSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { AuthPage } from './auth-page';
import { CheckYourEmail } from './check-your-email';

export const RESET_REQUESTED_TEXT =
  'If an account exists with that email, you will receive password reset instructions.';

export type ForgotResult =
  { sent: true } | { sent?: undefined; fieldErrors?: FieldErrors; formError?: string };

/** Forgot password (storefront §2): Email, then 'Check Your Email' with Back to Login. */
export function ForgotPasswordForm({ result }: { result: ForgotResult | undefined }) {
  const failure = result?.sent ? undefined : result;
  const { errors, handlers } = useFieldChecks(forgotPasswordSchema, failure?.fieldErrors);

  useEffect(() => {
    if (result?.sent) notify('Check Your Email', RESET_REQUESTED_TEXT);
    else if (result?.formError) notifyError('Failed to send reset email', result.formError);
  }, [result]);

  if (result?.sent) {
    // The same words whether or not the email has an account (no account enumeration).
    return (
      <CheckYourEmail linkLabel="Back to Login">
        <p>{RESET_REQUESTED_TEXT}</p>
        <p className="mt-2 text-sm text-stone-600">The link works once and expires in 1 hour.</p>
      </CheckYourEmail>
    );
  }
  return (
    <AuthPage
      title="Forgot Password"
      description="Enter your email and we will send you a link to choose a new password."
    >
      {failure?.formError ? <FormAlert>{failure.formError}</FormAlert> : null}
      <Form method="post" noValidate className="space-y-4" {...handlers}>
        <TextField name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
        <SubmitButton label="Send Reset Link" busyLabel="Sending..." />
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Back to Login
        </Link>
      </p>
    </AuthPage>
  );
}
