import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { LIMITS, TOO_MANY_REQUESTS } from '../../plugins/rate-limit';

/**
 * Rate limits of the account operations (DESIGN.md §4), in this one place for both doors that lead to
 * them: the JSON API (api/public/auth.ts) and the pages' actions (ssr.ts hands them
 * `context.limitAttempt`). Each attempt counts twice: per client (the request's IP, which honours
 * X-Forwarded-For only behind a trusted proxy) and per account (the normalised email or username tried),
 * so neither one address trying many accounts nor many addresses trying one account get far.
 *
 * The counters live in @fastify/rate-limit's store (Redis when REDIS_URL is set, shared by every
 * instance), through its documented `createRateLimit`. The API and the pages share them: a client gets
 * the same number of tries whichever door it uses. With RATE_LIMIT=off the plugin is absent and nothing
 * is counted.
 */
export type AttemptAction = 'login' | 'register' | 'forgotPassword' | 'resendVerification';

type Limit = { max: number; timeWindow: string };
const RULES: Record<AttemptAction, { client: Limit; account: Limit }> = {
  login: { client: LIMITS.login, account: LIMITS.loginPerAccount },
  register: { client: LIMITS.register, account: LIMITS.registerPerAccount },
  forgotPassword: { client: LIMITS.accountMail, account: LIMITS.accountMailPerAccount },
  resendVerification: { client: LIMITS.accountMail, account: LIMITS.accountMailPerAccount },
};

export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_REQUESTS);
  }
}

export type AttemptLimiter = {
  /** Counts one attempt by this client; throws TooManyAttemptsError over the limit. */
  client(request: FastifyRequest, action: AttemptAction): Promise<void>;
  /** Counts one attempt on this account (any spelling of one email or username is one account). */
  account(request: FastifyRequest, action: AttemptAction, account: string): Promise<void>;
};

type Check = ReturnType<FastifyInstance['createRateLimit']>;

function createAttemptLimiter(app: FastifyInstance): AttemptLimiter {
  if (!app.hasDecorator('createRateLimit')) return { client: async () => {}, account: async () => {} };
  // The key of the attempt being checked: createRateLimit takes it from the request, and the
  // keyGenerator reads it at once, before the check awaits anything.
  const keys = new WeakMap<FastifyRequest, string>();
  const keyGenerator = (request: FastifyRequest) => keys.get(request) ?? request.ip;
  const checks = new Map<string, Check>();
  for (const [action, rule] of Object.entries(RULES)) {
    checks.set(`${action}:client`, app.createRateLimit({ ...rule.client, keyGenerator }));
    checks.set(`${action}:account`, app.createRateLimit({ ...rule.account, keyGenerator }));
  }

  async function count(request: FastifyRequest, check: string, key: string) {
    keys.set(request, `${check}:${key}`);
    const result = await checks.get(check)!(request);
    if (!result.isAllowed && result.isExceeded) throw new TooManyAttemptsError(result.ttlInSeconds);
  }

  return {
    client: (request, action) => count(request, `${action}:client`, request.ip),
    account: (request, action, account) => count(request, `${action}:account`, account.trim().toLowerCase()),
  };
}

// One limiter per server. Every encapsulated context of a Fastify server inherits the one
// `createRateLimit` decorator of its rate-limit plugin, so that function keys the memo: the API
// routes and the page handler, registered in different contexts, count on the same store.
const limiters = new WeakMap<object, AttemptLimiter>();

export function attemptLimiterFor(app: FastifyInstance): AttemptLimiter {
  const owner = app.hasDecorator('createRateLimit') ? app.createRateLimit : app;
  let limiter = limiters.get(owner);
  if (!limiter) {
    limiter = createAttemptLimiter(app);
    limiters.set(owner, limiter);
  }
  return limiter;
}

/** The checks as API route hooks, adding Retry-After so a client knows how long to wait. */
export function attemptHooks(limiter: AttemptLimiter, action: AttemptAction) {
  async function answer(reply: FastifyReply, work: Promise<void>) {
    try {
      await work;
    } catch (error) {
      if (error instanceof TooManyAttemptsError) reply.header('Retry-After', error.retryAfterSeconds);
      throw error;
    }
  }
  return {
    /** An onRequest hook: counted before the body is read, so a burst of junk counts too. */
    perClient: (request: FastifyRequest, reply: FastifyReply) =>
      answer(reply, limiter.client(request, action)),
    /** Called from a preHandler, once the body has passed its schema and names an account. */
    perAccount: (request: FastifyRequest, reply: FastifyReply, account: string) =>
      answer(reply, limiter.account(request, action, account)),
  };
}
