import { data, redirect } from 'react-router';
import { loginSchema } from '../../../../common/accounts/schemas';
import { readForm, refusalOf } from '../../../ui/forms/form-checks';
import { isUnverifiedMessage, LoginForm } from '../../features/account/login-form';
import type { Route } from './+types/login';

export function loader({ context }: Route.LoaderArgs) {
  // Already signed in: the shop, not a second login.
  if (context.viewer) throw redirect('/');
  return null;
}

/**
 * The login form's post, with or without JavaScript: the API's schema, limits and service, in process.
 * Success starts a fresh session (any id the browser sent is ended first, as the API does) and goes to
 * '/' (storefront §2) with the session cookie on the redirect.
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
    return redirect('/', {
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

export function meta() {
  return [{ title: 'Login' }, { name: 'robots', content: 'noindex' }];
}

export default function Login({ actionData }: Route.ComponentProps) {
  return <LoginForm failure={actionData ?? undefined} />;
}
