import { data } from 'react-router';
import { resetPasswordFormSchema } from '../../../../common/accounts/schemas';
import { readForm, refusalOf } from '../../../ui/forms/form-checks';
import {
  InvalidResetLink,
  RESET_REDIRECT_DELAY_MS,
  ResetPasswordForm,
} from '../../features/account/reset-password-form';
import { useMailedToken } from '../../features/account/use-mailed-token';
import type { Route } from './+types/reset-password';

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
      { headers: { Refresh: `${RESET_REDIRECT_DELAY_MS / 1000}; url=/login` } },
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

export function meta() {
  return [{ title: 'Reset Password' }, { name: 'robots', content: 'noindex' }];
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const token = useMailedToken();
  if (!token) return <InvalidResetLink />;
  return <ResetPasswordForm token={token} result={actionData ?? undefined} />;
}
