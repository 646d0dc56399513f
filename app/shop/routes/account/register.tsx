import { data } from 'react-router';
import { EMAIL_TAKEN, registerFormSchema, USERNAME_TAKEN } from '../../../../common/accounts/schemas';
import { readForm, refusalOf } from '../../../ui/forms/form-checks';
import { RegisterForm } from '../../features/account/register-form';
import { messagesFor } from '../../i18n/messages.server';
import { PageMessages } from '../../i18n/shop-language';
import { accountPageMeta } from '../../features/account/account-words';
import type { Route } from './+types/register';

/** The page's words (decision 038): the form's labels, and the schema's and server's refusals in them. */
export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context.language, ['account']) };
}

/** A taken name is the field's problem: it is shown beside the field it belongs to. */
const FIELD_OF_CONFLICT: Record<string, string> = { [USERNAME_TAKEN]: 'username', [EMAIL_TAKEN]: 'email' };

/**
 * The register form's post, with or without JavaScript: the API's schema, limits and service. The
 * confirmation is checked here and never reaches the service (storefront §5).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = readForm(registerFormSchema, await request.formData());
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const { username, email, password } = parsed.data;
  try {
    await context.limitAttempt('register', email);
    await context.services.accounts.register({ username, email, password }, context.language);
    return { registered: true as const, email };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const field = FIELD_OF_CONFLICT[refusal.message];
    return data(
      { formError: refusal.message, fieldErrors: field ? { [field]: refusal.message } : undefined },
      { status: refusal.status },
    );
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return accountPageMeta(loaderData?.messages, 'registerTitle', 'Create Account');
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <RegisterForm result={actionData ?? undefined} />
    </PageMessages>
  );
}
