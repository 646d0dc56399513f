import { data } from 'react-router';
import { resetPasswordFormSchema } from '../../../../common/accounts/schemas';
import { readForm, refusalOf } from '../../../ui/forms/form-checks';
import {
  InvalidResetLink,
  RESET_REDIRECT_DELAY_MS,
  ResetPasswordForm,
} from '../../features/account/reset-password-form';
import { useMailedToken } from '../../features/account/use-mailed-token';
import { localizedPath } from '../../../../common/i18n/languages';
import { messagesFor } from '../../i18n/messages.server';
import { PageMessages } from '../../i18n/shop-language';
import { accountPageMeta } from '../../features/account/account-words';
import type { Route } from './+types/reset-password';

/** The page's words (decision 038): the form's labels, and the schema's and server's refusals in them. */
export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context.language, ['account']) };
}

/**
 * The reset form's post, with or without JavaScript. Success ends every session of the account (the
 * service does) and shows 'Password Reset Successful'; the page then goes to /login after 2 seconds:
 * by a timer once JavaScript runs, by the Refresh header before it has.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = readForm(resetPasswordFormSchema, await request.formData());
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    const { token, newPassword } = parsed.data;
    await context.services.accounts.resetPassword({ token, newPassword });
    return data(
      { reset: true as const },
      {
        headers: {
          Refresh: `${RESET_REDIRECT_DELAY_MS / 1000}; url=${localizedPath('/login', context.language)}`,
        },
      },
    );
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ formError: refusal.message }, { status: refusal.status });
  }
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return accountPageMeta(loaderData?.messages, 'resetTitle', 'Reset Password');
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const token = useMailedToken();
  return (
    <PageMessages messages={loaderData.messages}>
      {token ? <ResetPasswordForm token={token} result={actionData ?? undefined} /> : <InvalidResetLink />}
    </PageMessages>
  );
}
