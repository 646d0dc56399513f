import { useEffect, type FormEvent } from 'react';
import { Form } from 'react-router';
import { resendVerificationSchema } from '../../../../common/accounts/schemas';
import { FormAlert } from '../../../ui/forms/form-alert';
import type { FieldErrors } from '../../../ui/forms/form-checks';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { TextField } from '../../../ui/forms/text-field';
import { useFieldChecks } from '../../../ui/forms/use-field-checks';
import { notify, notifyError } from '../../../lib/toast';

export type ResendResult = {
  intent: 'resend';
  resent?: boolean;
  fieldErrors?: FieldErrors;
  formError?: string;
};

const EMAIL_REQUIRED = ['Email required', 'Please enter your email address'] as const;

/** The verify page's error state asks for the email to send a new link to (storefront §2, §5, §8). */
export function ResendVerificationForm({ result }: { result: ResendResult | undefined }) {
  const { errors, handlers } = useFieldChecks(resendVerificationSchema, result?.fieldErrors);

  useEffect(() => {
    if (!result) return;
    if (result.resent) notify('Verification email sent');
    else if (result.fieldErrors?.email === EMAIL_REQUIRED[1]) notifyError(...EMAIL_REQUIRED);
    else if (result.formError) notifyError('Failed to resend verification email', result.formError);
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    handlers.onSubmit(event);
    const email = new FormData(event.currentTarget).get('email');
    if (event.defaultPrevented && !String(email ?? '').trim()) notifyError(...EMAIL_REQUIRED);
  }

  return (
    <>
      {result?.formError ? <FormAlert>{result.formError}</FormAlert> : null}
      {result?.resent ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
          Verification email sent. If that email belongs to an account waiting for verification, a new link is
          on its way.
        </p>
      ) : null}
      <Form method="post" noValidate className="space-y-4" {...handlers} onSubmit={onSubmit}>
        <TextField name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
        <SubmitButton label="Resend Verification Email" busyLabel="Sending..." intent="resend" />
      </Form>
    </>
  );
}
