import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { loginSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { AuthPage } from './auth-page';

export type LoginFailure = { fieldErrors?: FieldErrors; formError?: string; unverified?: boolean };

/** Storefront §8: a refusal that mentions verification is the unverified-email case. */
export function isUnverifiedMessage(message: string): boolean {
  return /email is not verified|verify your email/i.test(message);
}

function ResendLink() {
  return (
    <Link to="/verify-email" className="font-semibold text-brand-700 underline hover:text-brand-800">
      Resend verification email
    </Link>
  );
}

/** The spec's login toasts (storefront §8), for each new refusal. */
function useLoginToasts(failure: LoginFailure | undefined) {
  useEffect(() => {
    if (!failure?.formError) return;
    if (failure.unverified) {
      notifyError('Email not verified', 'Please verify your email address to login.', {
        label: 'Resend verification email',
        href: '/verify-email',
      });
    } else {
      notifyError('Error', failure.formError || 'Login failed');
    }
  }, [failure]);

  // A good login answers with a redirect to '/'; while the router loads that page the navigation still
  // carries this form's post, and that is the one moment that says the login succeeded.
  const navigation = useNavigation();
  const succeeded =
    navigation.state === 'loading' &&
    navigation.formMethod === 'POST' &&
    navigation.formAction?.startsWith('/login') === true &&
    navigation.location.pathname !== '/login';
  useEffect(() => {
    if (succeeded) notify('Logged in successfully');
  }, [succeeded]);
}

/** Login (storefront §2): Email or Username and Password, links to /forgot-password and /register. */
export function LoginForm({ failure }: { failure: LoginFailure | undefined }) {
  const { errors, handlers } = useFieldChecks(loginSchema, failure?.fieldErrors);
  useLoginToasts(failure);
  return (
    <AuthPage title="Login" description="Welcome back. Log in to your account.">
      {failure?.formError ? (
        <FormAlert>
          {failure.unverified ? (
            <>
              Please verify your email address to login. <ResendLink />
            </>
          ) : (
            failure.formError
          )}
        </FormAlert>
      ) : null}
      <Form method="post" noValidate className="space-y-4" {...handlers}>
        <TextField
          name="emailOrUsername"
          label="Email or Username"
          autoComplete="username"
          error={errors.emailOrUsername}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <div className="text-end text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 underline hover:text-brand-800">
            Forgot password?
          </Link>
        </div>
        <SubmitButton label="Log in" busyLabel="Logging in..." />
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Don&apos;t have an account?{' '}
        <Link to="/register" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Register
        </Link>
      </p>
    </AuthPage>
  );
}
