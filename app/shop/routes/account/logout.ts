import { redirect } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, localizedPath } from '../../../../common/i18n/languages';
import type { Route } from './+types/logout';

/**
 * Log out (the header's button posts here, with or without JavaScript): the session ends on the
 * server, not just in the browser, and the cookie goes. Only a POST logs out, so a link or an image on
 * another site cannot sign a shopper out.
 */
export async function action({ context, request }: Route.ActionArgs) {
  await context.services.sessions.endSession(context.session.token);
  // Back to the home page of the language the shopper was reading (the button sends it, decision 038);
  // anything else is English, so the answer never goes anywhere the form names.
  const language = (await request.formData().catch(() => null))?.get('language');
  const home = localizedPath('/', isLanguage(language) ? language : DEFAULT_LANGUAGE);
  return redirect(home, { headers: { 'Set-Cookie': context.session.clearCookie() } });
}

export function loader() {
  return redirect('/');
}
