import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyedLimit, TooManyRequestsError, type Limit } from '../../lib/keyed-limit';
import { LIMITS } from '../../lib/rate-limits';
import type { WindowCounters } from '../../lib/window-counters';

/**
 * Rate limits of the account operations (DESIGN.md §4), in this one place for both doors that lead to
 * them: the JSON API (api/public/auth.ts) and the pages' actions (ssr.ts hands them
 * `context.limitAttempt` and `context.limitLogin`).
 *
 * Every attempt counts per client (the request's IP, which honours X-Forwarded-For only behind a trusted
 * proxy), so one address cannot try many accounts. Registration and account mail also count every
 * attempt per email tried. Login counts only failures per account (docs/decisions/009-login-throttling.md),
 * so that nobody can lock another person out by typing wrong passwords for them.
 *
 * The counters live in the rate limits' store (Redis when REDIS_URL is set, shared by every instance),
 * and the API and the pages share them: a client gets the same number of tries whichever door it uses.
 * With RATE_LIMIT=off nothing is counted.
 */
export type AttemptAction = 'login' | 'register' | 'forgotPassword' | 'resendVerification';
/** The actions counted per account on every attempt; login counts failures instead (`login`). */
export type AccountAction = Exclude<AttemptAction, 'login'>;

/**
 * Runs one password check under the login limits (loginFailureGuard below): `account` names the account
 * tried, whichever of its names was typed. Answers the check's result, or throws a 429 error without
 * checking. Defined here, beside the limits, so the services that take one depend on this file and not
 * on each other.
 */
export type LoginGuard = (account: string, checkPassword: () => Promise<boolean>) => Promise<boolean>;

const PER_CLIENT: Record<AttemptAction, Limit> = {
  login: LIMITS.login,
  register: LIMITS.register,
  forgotPassword: LIMITS.accountMail,
  resendVerification: LIMITS.accountMail,
};
const PER_ACCOUNT: Record<AccountAction, Limit> = {
  register: LIMITS.registerPerAccount,
  forgotPassword: LIMITS.accountMailPerAccount,
  resendVerification: LIMITS.accountMailPerAccount,
};

export type AttemptLimiter = {
  /** Counts one attempt by this client; throws a 429 error over the limit. */
  client(request: FastifyRequest, action: AttemptAction): Promise<void>;
  /** Counts one attempt on this account (any spelling of one mailbox is one account: mailboxKey). */
  account(request: FastifyRequest, action: AccountAction, account: string): Promise<void>;
  /** The login failure rule for this client, for `services.accounts.login`. */
  login(request: FastifyRequest): LoginGuard;
};

/**
 * The mailbox an address delivers to, as the per-account limits count it: case aside, and without a
 * `+tag` in its local part (`Ali+1@x.pk` and `ali+2@x.pk` reach `ali@x.pk` at the providers people use),
 * so tags cannot multiply the mails one inbox receives (three an hour, DESIGN.md §4).
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = at < 0 ? '' : address.slice(0, at).split('+')[0]!;
  return local ? `${local}${address.slice(at)}` : address;
}

export function attemptLimiterFor(app: FastifyInstance): AttemptLimiter {
  const limit = (name: string, rule: Limit) => keyedLimit(app, name, rule);
  const counters = app.hasDecorator('windowCounters') ? app.windowCounters : undefined;
  return {
    client: (request, action) => limit(`${action}:client`, PER_CLIENT[action])(request, request.ip),
    account: (request, action, account) =>
      limit(`${action}:account`, PER_ACCOUNT[action])(request, mailboxKey(account)),
    login: (request) => (counters ? loginFailureGuard(counters, request.ip) : (_account, check) => check()),
  };
}

/**
 * Login's rule (docs/decisions/009-login-throttling.md), on failures only. `account` is one key per
 * account whatever name was typed (the accounts service resolves it). A client may fail `perClient`
 * times on an account per window; once the account has `perAccount` failures from everywhere (an attack
 * from many addresses), a client may fail once. A client that has not failed on the account always
 * reaches the password check, so the owner, the super admin included, logs in from any client that is
 * not failing; a success wipes that client's failures.
 */
function loginFailureGuard(counters: WindowCounters, client: string): LoginGuard {
  const { perClient, perAccount, windowMs } = LIMITS.loginFailures;
  return async (account, checkPassword) => {
    const accountKey = `login-failures:${account}`;
    const clientKey = `${accountKey}:${client}`;
    // Counted as a failure until the password says otherwise: parallel guesses cannot all slip through.
    const mine = await counters.add(clientKey, 1, windowMs);
    const underAttack = (await counters.get(accountKey)) >= perAccount;
    if (mine.count > (underAttack ? 1 : perClient)) {
      await counters.add(clientKey, -1, windowMs);
      throw new TooManyRequestsError(Math.max(1, Math.ceil(mine.resetInMs / 1000)));
    }
    let ok: boolean;
    try {
      ok = await checkPassword();
    } catch (error) {
      await counters.add(clientKey, -1, windowMs); // no answer is no failure
      throw error;
    }
    if (ok) await counters.delete(clientKey);
    else await counters.add(accountKey, 1, windowMs);
    return ok;
  };
}
