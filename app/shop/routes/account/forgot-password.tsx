import { data } from 'react-router';
import { forgotPasswordSchema } from '../../../../common/accounts/schemas';
import { ForgotPasswordForm } from '../../features/account/forgot-password-form';
import { readForm, refusalOf } from '../../../ui/forms/form-checks';
import { messagesFor } from '../../i18n/messages.server';
import { PageMessages } from '../../i18n/shop-language';
import { accountPageMeta } from '../../features/account/account-words';
import type { Route } from './+types/forgot-password';

/** The page's words (decision 038): the form's labels, and the schema's and server's refusals in them. */
export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context.language, ['account']) };
}

/**
 * The forgot-password post, with or without JavaScript: the API's schema, limits and service. The
 * answer is the same for every valid email, known or not (no account enumeration).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = readForm(forgotPasswordSchema, await request.formData());
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await context.limitAttempt('forgotPassword', parsed.data.email);
    await context.services.accounts.requestPasswordReset(parsed.data.email, context.language);
    return { sent: true as const };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ formError: refusal.message }, { status: refusal.status });
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return accountPageMeta(loaderData?.messages, 'forgotTitle', 'Forgot Password');
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ForgotPasswordForm result={actionData ?? undefined} />
    </PageMessages>
  );
}
