import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { forgotPasswordSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { useLocalizedPath } from '../../i18n/shop-language';
import { useAccountWords } from './account-words';
import { AuthPage } from './auth-page';
import { CheckYourEmail } from './check-your-email';

export type ForgotResult =
  { sent: true } | { sent?: undefined; fieldErrors?: FieldErrors; formError?: string };

/** Forgot password (storefront §2): Email, then 'Check Your Email' with Back to Login. */
export function ForgotPasswordForm({ result }: { result: ForgotResult | undefined }) {
  const { words, say, sayAll } = useAccountWords();
  const to = useLocalizedPath();
  const failure = result?.sent ? undefined : result;
  const { errors, handlers } = useFieldChecks(forgotPasswordSchema, failure?.fieldErrors);
  const shown = sayAll(errors);

  useEffect(() => {
    if (result?.sent) notify(words.checkYourEmail, words.resetRequested);
    else if (result?.formError) notifyError(words.resetMailFailed, say(result.formError));
    // The words are the page's, fixed for its life; a new result is what speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  if (result?.sent) {
    // The same words whether or not the email has an account (no account enumeration).
    return (
      <CheckYourEmail linkLabel={words.backToLogin}>
        <p>{words.resetRequested}</p>
        <p className="mt-2 text-sm text-stone-600">{words.linkOnce}</p>
      </CheckYourEmail>
    );
  }
  return (
    <AuthPage title={words.forgotTitle} description={words.forgotDescription}>
      {failure?.formError ? <FormAlert>{say(failure.formError)}</FormAlert> : null}
      <Form method="post" noValidate className="space-y-4" {...handlers}>
        <TextField name="email" label={words.email} type="email" autoComplete="email" error={shown.email} />
        <SubmitButton label={words.sendResetLink} busyLabel={words.sending} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={to('/login')} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {words.backToLogin}
        </Link>
      </p>
    </AuthPage>
  );
}
