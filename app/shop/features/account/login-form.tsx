import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { loginSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { useLocalizedPath } from '../../i18n/shop-language';
import { useAccountWords } from './account-words';
import { AuthPage } from './auth-page';

export type LoginFailure = { fieldErrors?: FieldErrors; formError?: string; unverified?: boolean };

/** Storefront §8: a refusal that mentions verification is the unverified-email case. */
export function isUnverifiedMessage(message: string): boolean {
  return /email is not verified|verify your email/i.test(message);
}

function ResendLink() {
  const { words } = useAccountWords();
  return (
    <Link
      to={useLocalizedPath()('/verify-email')}
      className="font-semibold text-brand-700 underline hover:text-brand-800"
    >
      {words.resendVerificationLink}
    </Link>
  );
}

/** The spec's login toasts (storefront §8), for each new refusal, in the page's words. */
function useLoginToasts(failure: LoginFailure | undefined) {
  const { words, say } = useAccountWords();
  const to = useLocalizedPath();
  useEffect(() => {
    if (!failure?.formError) return;
    if (failure.unverified) {
      notifyError(words.emailNotVerified, words.pleaseVerify, {
        label: words.resendVerificationLink,
        href: to('/verify-email'),
      });
    } else {
      notifyError(words.error, say(failure.formError) || words.loginFailed);
    }
    // The words are the page's, fixed for its life; a new refusal is what speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  // A good login answers with a redirect to the home page; while the router loads that page the
  // navigation still carries this form's post, and that is the one moment that says the login succeeded.
  const navigation = useNavigation();
  const login = to('/login');
  const succeeded =
    navigation.state === 'loading' &&
    navigation.formMethod === 'POST' &&
    navigation.formAction?.startsWith(login) === true &&
    navigation.location.pathname !== login;
  useEffect(() => {
    if (succeeded) notify(words.loggedIn);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [succeeded]);
}

/** Login (storefront §2): Email or Username and Password, links to /forgot-password and /register. */
export function LoginForm({ failure }: { failure: LoginFailure | undefined }) {
  const { words, say, sayAll } = useAccountWords();
  const to = useLocalizedPath();
  const { errors, handlers } = useFieldChecks(loginSchema, failure?.fieldErrors);
  const shown = sayAll(errors);
  useLoginToasts(failure);
  return (
    <AuthPage title={words.loginTitle} description={words.loginDescription}>
      {failure?.formError ? (
        <FormAlert>
          {failure.unverified ? (
            <>
              {words.pleaseVerify} <ResendLink />
            </>
          ) : (
            say(failure.formError)
          )}
        </FormAlert>
      ) : null}
      <Form method="post" noValidate className="space-y-4" {...handlers}>
        <TextField
          name="emailOrUsername"
          label={words.emailOrUsername}
          autoComplete="username"
          error={shown.emailOrUsername}
        />
        <TextField
          name="password"
          label={words.password}
          type="password"
          autoComplete="current-password"
          error={shown.password}
        />
        <div className="text-end text-sm">
          <Link
            to={to('/forgot-password')}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {words.forgotPasswordLink}
          </Link>
        </div>
        <SubmitButton label={words.logIn} busyLabel={words.loggingIn} />
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {words.noAccount}{' '}
        <Link to={to('/register')} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {words.register}
        </Link>
      </p>
    </AuthPage>
  );
}
