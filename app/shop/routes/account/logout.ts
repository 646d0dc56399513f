import { redirect } from 'react-router';
import type { Route } from './+types/logout';

/**
 * Log out (the header's button posts here, with or without JavaScript): the session ends on the
 * server, not just in the browser, and the cookie goes. Only a POST logs out, so a link or an image on
 * another site cannot sign a shopper out.
 */
export async function action({ context }: Route.ActionArgs) {
  await context.services.sessions.endSession(context.session.token);
  return redirect('/', { headers: { 'Set-Cookie': context.session.clearCookie() } });
}

export function loader() {
  return redirect('/');
}
