import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../../common/accounts/schemas';
import {
  changePasswordResultSchema,
  changePasswordSchema,
} from '../../../common/accounts/staff-admin-schemas';
import type { Config } from '../../config';
import { UnauthorizedError } from '../../errors';
import { toPublicUser } from '../../modules/accounts/accounts.service';
import { attemptLimiterFor, type AccountAction } from '../../modules/accounts/attempt-limits';
import { withRetryAfter } from '../../lib/keyed-limit';
import { LIMITS } from '../../lib/rate-limits';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../lib/session-cookie';
import type { Services } from '../../services';

/**
 * Forgot password and resend answer these words whoever the email belongs to, or nobody (no account
 * enumeration). The first is the spec's own success text (storefront §8).
 */
export const RESET_REQUESTED =
  'If an account exists with that email, you will receive password reset instructions.';
export const VERIFICATION_RESENT =
  'If an account with that email is waiting for verification, a new verification email is on its way.';

/**
 * Customer accounts and sessions (storefront §7): register, verify, log in and out, recover a password.
 * Login, register, forgot-password and resend are rate limited per client and per account
 * (modules/accounts/attempt-limits.ts, shared with the pages' actions); login's per-account rule counts
 * failures only, inside the login itself.
 */
export const authRoutes: FastifyPluginAsyncZod<{ services: Services; config: Config }> = async (
  app,
  { services, config },
) => {
  const limiter = attemptLimiterFor(app);
  /** Hooks counting an attempt, with Retry-After on a 429 so a client knows how long to wait. */
  const limits = (action: AccountAction) => ({
    // onRequest: counted before the body is read, so a burst of junk counts too.
    perClient: (request: FastifyRequest, reply: FastifyReply) =>
      withRetryAfter(reply, limiter.client(request, action)),
    // From a preHandler, once the body has passed its schema and names an account.
    perAccount: (request: FastifyRequest, reply: FastifyReply, email: string) =>
      withRetryAfter(reply, limiter.account(request, action, email)),
  });
  const register = limits('register');
  const forgot = limits('forgotPassword');
  const resend = limits('resendVerification');
  // Accounts and sessions: nothing the shop shows to everyone (public-answers.ts).
  const accounts = { changes: [] } as const;

  app.post(
    '/auth/login',
    {
      schema: { body: loginSchema },
      config: accounts,
      onRequest: (request, reply) => withRetryAfter(reply, limiter.client(request, 'login')),
    },
    async (request, reply) => {
      const { emailOrUsername, password, isAdmin } = request.body;
      // A session id given before login is never kept: the login always issues a new one.
      await services.sessions.endSession(request.cookies[SESSION_COOKIE]);
      const { user, session } = await withRetryAfter(
        reply,
        services.accounts.login(
          { emailOrUsername, password, asStaff: isAdmin === true },
          limiter.login(request),
        ),
      );
      setSessionCookie(reply, config, session.token, session.expiresAt);
      return { success: true, user };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: { body: registerSchema },
      config: accounts,
      onRequest: register.perClient,
      preHandler: (request, reply) => register.perAccount(request, reply, request.body.email),
    },
    async (request, reply) => {
      const user = await services.accounts.register(request.body);
      return reply.status(201).send({
        success: true,
        message: 'Registration successful! Please check your email to verify your account.',
        user,
      });
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { body: verifyEmailSchema }, config: accounts },
    async (request) => {
      await services.accounts.verifyEmail(request.body.token);
      return { success: true, message: 'Email verified!' };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: { body: resendVerificationSchema },
      config: accounts,
      onRequest: resend.perClient,
      preHandler: (request, reply) => resend.perAccount(request, reply, request.body.email),
    },
    async (request) => {
      await services.accounts.resendVerification(request.body.email);
      return { success: true, message: VERIFICATION_RESENT };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: forgotPasswordSchema },
      config: accounts,
      onRequest: forgot.perClient,
      preHandler: (request, reply) => forgot.perAccount(request, reply, request.body.email),
    },
    async (request) => {
      await services.accounts.requestPasswordReset(request.body.email);
      return { success: true, message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordSchema }, config: accounts },
    async (request) => {
      await services.accounts.resetPassword(request.body);
      return { success: true, message: 'Password reset successful' };
    },
  );

  /**
   * The own password (back-office §5, §7), for anyone signed in. Limited per client like login, and a
   * wrong current password counts as a failed login on the account (attempt-limits.ts). Not audited:
   * the audit trail records staff writes through /api/admin, whose guard alone makes the actor.
   */
  app.post(
    '/auth/change-password',
    {
      schema: { body: changePasswordSchema, response: { 200: changePasswordResultSchema } },
      config: { ...accounts, rateLimit: LIMITS.login },
      // Before the body is read: someone signed out gets 401 whatever they send.
      onRequest: async (request) => {
        if (!(await request.getViewer())) throw new UnauthorizedError();
      },
    },
    async (request, reply) => {
      const viewer = await request.getViewer();
      const token = request.cookies[SESSION_COOKIE];
      if (!viewer || !token) throw new UnauthorizedError();
      return withRetryAfter(
        reply,
        services.accounts.changePassword(viewer.id, token, request.body, limiter.login(request)),
      );
    },
  );

  app.post('/auth/logout', { config: accounts }, async (request, reply) => {
    await services.sessions.endSession(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, config);
    return { success: true };
  });

  app.get('/auth/status', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const viewer = await request.getViewer();
    if (viewer) return { authenticated: true, user: toPublicUser(viewer) };
    // A session ended by a change to the account says why (decision 018): the admin login shows it.
    const ended = await request.sessionEnded();
    return { authenticated: false, user: null, ...(ended && { sessionEnded: ended }) };
  });
};
