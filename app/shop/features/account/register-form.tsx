import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { registerFormSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { fillNodes } from '../../i18n/fill-nodes';
import { useLocalizedPath } from '../../i18n/shop-language';
import { useAccountWords } from './account-words';
import { AuthPage } from './auth-page';
import { CheckYourEmail } from './check-your-email';

export type RegisterResult =
  | { registered: true; email: string }
  | { registered?: undefined; fieldErrors?: FieldErrors; formError?: string };

/** Register (storefront §2): Username, Email, Password, Confirm Password; then 'Check Your Email'. */
export function RegisterForm({ result }: { result: RegisterResult | undefined }) {
  const { words, say, sayAll } = useAccountWords();
  const to = useLocalizedPath();
  const failure = result?.registered ? undefined : result;
  const { errors, handlers } = useFieldChecks(registerFormSchema, failure?.fieldErrors);
  const shown = sayAll(errors);

  useEffect(() => {
    if (result?.registered) {
      notify(words.registered, words.registeredText);
    } else if (result?.formError) {
      notifyError(words.registrationFailed, say(result.formError));
    }
    // The words are the page's, fixed for its life; a new result is what speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  if (result?.registered) {
    return (
      <CheckYourEmail linkLabel={words.goToLogin}>
        <p>
          {fillNodes(words.verificationSent, {
            email: <strong className="break-all">{result.email}</strong>,
          })}
        </p>
      </CheckYourEmail>
    );
  }
  return (
    <AuthPage title={words.registerTitle} description={words.registerDescription}>
      {/* A taken username or email shows beside its field; anything else above the form. */}
      {failure?.formError && !Object.values(failure.fieldErrors ?? {}).includes(failure.formError) ? (
        <FormAlert>{say(failure.formError)}</FormAlert>
      ) : null}
      <Form method="post" noValidate className="space-y-4" {...handlers}>
        <TextField name="username" label={words.username} autoComplete="username" error={shown.username} />
        <TextField name="email" label={words.email} type="email" autoComplete="email" error={shown.email} />
        <TextField
          name="password"
          label={words.password}
          type="password"
          autoComplete="new-password"
          error={shown.password}
        />
        <TextField
          name="confirmPassword"
          label={words.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={shown.confirmPassword}
        />
        <SubmitButton label={words.createAccount} busyLabel={words.creatingAccount} />
      </Form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {words.haveAccount}{' '}
        <Link to={to('/login')} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {words.logIn}
        </Link>
      </p>
    </AuthPage>
  );
}
