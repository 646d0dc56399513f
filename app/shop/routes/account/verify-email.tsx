import { data } from 'react-router';
import { resendVerificationSchema, verifyEmailSchema } from '../../../../common/accounts/schemas';
import { readForm, refusalOf } from '../../../ui/forms/form-checks';
import { VerifyEmailPage } from '../../features/account/verify-email-page';
import { messagesFor } from '../../i18n/messages.server';
import { PageMessages } from '../../i18n/shop-language';
import { accountPageMeta } from '../../features/account/account-words';
import type { Route } from './+types/verify-email';

/** The page's words (decision 038): the form's labels, and the schema's and server's refusals in them. */
export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context.language, ['account']) };
}

/**
 * Two posts (the page explains why verifying is a post, not the link's GET): `verify` spends the
 * mailed token; `resend` asks for a new link, with the API's schema and limits and the same answer for
 * every email (no account enumeration).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'verify') {
    const parsed = readForm(verifyEmailSchema, form);
    if (!parsed.ok) return data({ intent: 'verify' as const, verified: false }, { status: 400 });
    try {
      await context.services.accounts.verifyEmail(parsed.data.token);
      return { intent: 'verify' as const, verified: true };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return data({ intent: 'verify' as const, verified: false }, { status: refusal.status });
    }
  }
  const parsed = readForm(resendVerificationSchema, form);
  if (!parsed.ok)
    return data({ intent: 'resend' as const, fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await context.limitAttempt('resendVerification', parsed.data.email);
    await context.services.accounts.resendVerification(parsed.data.email, context.language);
    return { intent: 'resend' as const, resent: true };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ intent: 'resend' as const, formError: refusal.message }, { status: refusal.status });
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return accountPageMeta(loaderData?.messages, 'verifyTitle', 'Verify Email');
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <VerifyEmailPage result={actionData ?? undefined} />
    </PageMessages>
  );
}
