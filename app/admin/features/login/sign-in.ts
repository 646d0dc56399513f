import type { AdminLoginForm } from '../../../../common/accounts/schemas';
import { loginResultSchema, type PublicUserShape } from '../../../../common/accounts/public-user';
import { AdminApiError, adminFetch } from '../../data/admin-api';

/**
 * A refusal that a login without `isAdmin` would only repeat: wrong credentials (401), the attempt limit
 * (429) or a body the server refused (400). Asking again would change nothing but count a second failed
 * attempt against the account's limit (decision 009), halving the tries before a lockout.
 */
function wouldFailAgain(error: unknown): boolean {
  return error instanceof AdminApiError && [400, 401, 429].includes(error.status);
}

/**
 * The admin login (back-office §6): `isAdmin: true` first; when that fails (an account without a staff
 * role is refused with 403), once more as a normal login, and the session gate decides what the person
 * sees. Answers who signed in, or throws the last refusal.
 */
export async function signIn({ username, password }: AdminLoginForm): Promise<PublicUserShape> {
  const login = (isAdmin: boolean) =>
    adminFetch('/api/auth/login', {
      method: 'POST',
      body: { emailOrUsername: username, password, isAdmin },
      schema: loginResultSchema,
    });
  try {
    return (await login(true)).user;
  } catch (error) {
    if (wouldFailAgain(error)) throw error;
    return (await login(false)).user;
  }
}
