import { data } from 'react-router';
import { forgotPasswordSchema } from '../../../../common/accounts/schemas';
import { ForgotPasswordForm } from '../../features/account/forgot-password-form';
import { readForm, refusalOf } from '../../../ui/forms/form-checks';
import type { Route } from './+types/forgot-password';

/**
 * The forgot-password post, with or without JavaScript: the API's schema, limits and service. The
 * answer is the same for every valid email, known or not (no account enumeration).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = readForm(forgotPasswordSchema, await request.formData());
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await context.limitAttempt('forgotPassword', parsed.data.email);
    await context.services.accounts.requestPasswordReset(parsed.data.email);
    return { sent: true as const };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ formError: refusal.message }, { status: refusal.status });
  }
}

export function meta() {
  return [{ title: 'Forgot Password' }, { name: 'robots', content: 'noindex' }];
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordForm result={actionData ?? undefined} />;
}
