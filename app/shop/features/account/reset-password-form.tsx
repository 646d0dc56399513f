import { CheckCircle2, Link2Off } from 'lucide-react';
import { useEffect } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { resetPasswordFormSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { useLocalizedPath } from '../../i18n/shop-language';
import { useAccountWords } from './account-words';
import { AuthPage } from './auth-page';

/** Storefront §9: the success screen goes to /login after 2 seconds. */
export const RESET_REDIRECT_DELAY_MS = 2000;

export type ResetResult =
  { reset: true } | { reset?: undefined; fieldErrors?: FieldErrors; formError?: string };

const primaryLink =
  'block rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800';

/** Without a token (storefront §2): 'Invalid Link' and a way to ask for a new one. */
export function InvalidResetLink() {
  const { words } = useAccountWords();
  return (
    <AuthPage
      title={words.invalidLink}
      icon={<Link2Off aria-hidden="true" className="h-12 w-12 text-red-700" />}
      description={words.incompleteLink}
    >
      <Link to={useLocalizedPath()('/forgot-password')} className={primaryLink}>
        {words.requestNewLink}
      </Link>
    </AuthPage>
  );
}

function ResetSuccessful() {
  const { words } = useAccountWords();
  const login = useLocalizedPath()('/login');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(login), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, login]);
  return (
    <AuthPage
      title={words.resetDoneTitle}
      icon={<CheckCircle2 aria-hidden="true" className="h-12 w-12 text-brand-700" />}
      description={words.resetDoneText}
    >
      <Link to={login} className={primaryLink}>
        {words.goToLogin}
      </Link>
    </AuthPage>
  );
}

/** Reset password (storefront §2): New Password and Confirm Password for the link's token. */
export function ResetPasswordForm({ token, result }: { token: string; result: ResetResult | undefined }) {
  const { words, say, sayAll } = useAccountWords();
  const to = useLocalizedPath();
  const failure = result?.reset ? undefined : result;
  const { errors, handlers } = useFieldChecks(resetPasswordFormSchema, failure?.fieldErrors);
  const shown = sayAll(errors);

  useEffect(() => {
    if (result?.reset) notify(words.resetDone);
    else if (result?.fieldErrors?.token) notifyError(words.error, words.resetTokenMissing);
    else if (result?.formError) notifyError(words.error, words.resetFailed);
    // The words are the page's, fixed for its life; a new result is what speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  if (result?.reset) return <ResetSuccessful />;
  return (
    <AuthPage title={words.resetTitle} description={words.resetDescription}>
      {failure?.formError ? (
        <FormAlert>
          {say(failure.formError)}{' '}
          <Link to={to('/forgot-password')} className="font-semibold underline">
            {words.requestNewLink}
          </Link>
        </FormAlert>
      ) : null}
      <Form method="post" noValidate className="space-y-4" {...handlers}>
        <input type="hidden" name="token" value={token} />
        <TextField
          name="newPassword"
          label={words.newPassword}
          type="password"
          autoComplete="new-password"
          error={shown.newPassword}
        />
        <TextField
          name="confirmPassword"
          label={words.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={shown.confirmPassword}
        />
        <SubmitButton label={words.resetButton} busyLabel={words.resetting} />
      </Form>
    </AuthPage>
  );
}
