import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { registerFormSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { AuthPage } from './auth-page';
import { CheckYourEmail } from './check-your-email';

export type RegisterResult =
  | { registered: true; email: string }
  | { registered?: undefined; fieldErrors?: FieldErrors; formError?: string };

/** Register (storefront §2): Username, Email, Password, Confirm Password; then 'Check Your Email'. */
export function RegisterForm({ result }: { result: RegisterResult | undefined }) {
  const failure = result?.registered ? undefined : result;
  const { errors, handlers } = useFieldChecks(registerFormSchema, failure?.fieldErrors);

  useEffect(() => {
    if (result?.registered) {
      notify('Registration successful!', 'Please check your email to verify your account.');
    } else if (result?.formError) {
      notifyError('Registration failed', result.formError);
    }
  }, [result]);

  if (result?.registered) {
    return (
      <CheckYourEmail linkLabel="Go to Login">
        <p>
          We sent a verification link to <strong className="break-all">{result.email}</strong>. Open it to
          verify your account, then log in.
        </p>
      </CheckYourEmail>
    );
  }
  return (
    <AuthPage title="Create Account" description="Register to follow your orders and shop faster.">
      {/* A taken username or email shows beside its field; anything else above the form. */}
      {failure?.formError && !Object.values(failure.fieldErrors ?? {}).includes(failure.formError) ? (
        <FormAlert>{failure.formError}</FormAlert>
      ) : null}
      <Form method="post" noValidate className="space-y-4" {...handlers}>
        <TextField name="username" label="Username" autoComplete="username" error={errors.username} />
        <TextField name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
        />
        <TextField
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <SubmitButton label="Create Account" busyLabel="Creating account..." />
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Log in
        </Link>
      </p>
    </AuthPage>
  );
}
