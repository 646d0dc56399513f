import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '../../../common/accounts/schemas';
import type { Config } from '../../config';
import { toPublicUser } from '../../modules/accounts/accounts.service';
import { LIMITS } from '../../plugins/rate-limit';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/viewer';
import type { Services } from '../../services';

/** Sessions: log in (customers and staff), log out, and who am I. */
export const authRoutes: FastifyPluginAsyncZod<{ services: Services; config: Config }> = async (
  app,
  { services, config },
) => {
  app.post(
    '/auth/login',
    { schema: { body: loginSchema }, config: { rateLimit: LIMITS.login } },
    async (request, reply) => {
      const { emailOrUsername, password, isAdmin } = request.body;
      // A session id given before login is never kept: the login always issues a new one.
      await services.sessions.end(request.cookies[SESSION_COOKIE]);
      const { user, session } = await services.accounts.login({
        emailOrUsername,
        password,
        asStaff: isAdmin === true,
      });
      setSessionCookie(reply, config, session.token, session.expiresAt);
      return { success: true, user };
    },
  );

  app.post('/auth/logout', async (request, reply) => {
    await services.sessions.end(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, config);
    return { success: true };
  });

  app.get('/auth/status', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const viewer = await request.getViewer();
    return viewer
      ? { authenticated: true, user: toPublicUser(viewer) }
      : { authenticated: false, user: null };
  });
};
