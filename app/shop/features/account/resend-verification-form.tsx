import { useEffect, type FormEvent } from 'react';
import { Form } from 'react-router';
import { resendVerificationSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';
import { useAccountWords } from './account-words';

export type ResendResult = {
  intent: 'resend';
  resent?: boolean;
  fieldErrors?: FieldErrors;
  formError?: string;
};

/** The schema's message for an empty field (storefront §5), which the 'Email required' toast answers. */
const ENTER_EMAIL = 'Please enter your email address';

/** The verify page's error state asks for the email to send a new link to (storefront §2, §5, §8). */
export function ResendVerificationForm({ result }: { result: ResendResult | undefined }) {
  const { words, say, sayAll } = useAccountWords();
  const { errors, handlers } = useFieldChecks(resendVerificationSchema, result?.fieldErrors);
  const shown = sayAll(errors);

  useEffect(() => {
    if (!result) return;
    if (result.resent) notify(words.resent);
    else if (result.fieldErrors?.email === ENTER_EMAIL) notifyError(words.emailRequired, words.enterEmail);
    else if (result.formError) notifyError(words.resendFailed, say(result.formError));
    // The words are the page's, fixed for its life; a new result is what speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    handlers.onSubmit(event);
    const email = new FormData(event.currentTarget).get('email');
    if (event.defaultPrevented && !String(email ?? '').trim()) {
      notifyError(words.emailRequired, words.enterEmail);
    }
  }

  return (
    <>
      {result?.formError ? <FormAlert>{say(result.formError)}</FormAlert> : null}
      {result?.resent ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {words.resentText}
        </p>
      ) : null}
      <Form method="post" noValidate className="space-y-4" {...handlers} onSubmit={onSubmit}>
        <TextField name="email" label={words.email} type="email" autoComplete="email" error={shown.email} />
        <SubmitButton label={words.resendButton} busyLabel={words.sending} intent="resend" />
      </Form>
    </>
  );
}
