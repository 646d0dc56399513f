import { data, redirect } from 'react-router';
import { loginSchema } from '../../../../common/accounts/schemas';
import { readForm, refusalOf } from '../../../ui/forms/form-checks';
import { isUnverifiedMessage, LoginForm } from '../../features/account/login-form';
import { localizedPath } from '../../../../common/i18n/languages';
import { messagesFor } from '../../i18n/messages.server';
import { PageMessages } from '../../i18n/shop-language';
import { accountPageMeta } from '../../features/account/account-words';
import type { Route } from './+types/login';

export function loader({ context }: Route.LoaderArgs) {
  // Already signed in: the shop, not a second login.
  if (context.viewer) throw redirect(localizedPath('/', context.language));
  // The page's words (decision 038): the form's labels, and the schema's and server's refusals in them.
  return { messages: messagesFor(context.language, ['account']) };
}

/**
 * The login form's post, with or without JavaScript: the API's schema, limits and service, in process.
 * Success starts a fresh session (any id the browser sent is ended first, as the API does) and goes to
 * '/' (storefront §2; `/ur` from the Urdu page) with the session cookie on the redirect.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = readForm(loginSchema, await request.formData());
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const { emailOrUsername, password } = parsed.data;
  try {
    const guard = await context.limitLogin();
    await context.services.sessions.endSession(context.session.token);
    const { session } = await context.services.accounts.login(
      { emailOrUsername, password, asStaff: false },
      guard,
    );
    return redirect(localizedPath('/', context.language), {
      headers: { 'Set-Cookie': context.session.cookie(session.token, session.expiresAt) },
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data(
      { formError: refusal.message, unverified: isUnverifiedMessage(refusal.message) },
      { status: refusal.status },
    );
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return accountPageMeta(loaderData?.messages, 'loginTitle', 'Login');
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LoginForm failure={actionData ?? undefined} />
    </PageMessages>
  );
}
