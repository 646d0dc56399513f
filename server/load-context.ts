import type { Language } from '../common/i18n/languages';
import type { PublicUser } from './modules/accounts/accounts.service';
import type { AccountAction, LoginGuard } from './modules/accounts/attempt-limits';
import type { Services } from './services';

/** What every React Router loader and action receives as `context` (DESIGN.md §2). */
export type LoadContext = {
  services: Services;
  viewer: PublicUser | null;
  cspNonce: string;
  /** The page's language, from its address: Urdu under `/ur`, English elsewhere (decision 038). */
  language: Language;
  /** The shop's own address (PUBLIC_URL): canonical links, Open Graph URLs and the sitemap use it. */
  publicUrl: string;
  /**
   * The session cookie for the account pages' actions, which answer with React Router responses: the
   * id this request carries, and Set-Cookie values with the API's attributes (lib/session-cookie.ts).
   */
  session: {
    token: string | undefined;
    cookie(token: string, expiresAt: Date): string;
    clearCookie(): string;
  };
  /**
   * Counts one attempt at an account operation from this client on this account, against the same
   * limits and counters as the API (modules/accounts/attempt-limits.ts); throws a 429 error over them.
   */
  limitAttempt(action: AccountAction, account: string): Promise<void>;
  /**
   * Counts one login attempt from this client and answers the login's failure rule for this client, to
   * hand to `services.accounts.login`: the API's counters, so both doors give the same tries.
   */
  limitLogin(): Promise<LoginGuard>;
  /** Counts one order placed by this client against the API's order limit (modules/orders/order-limit.ts). */
  limitOrder(): Promise<void>;
  /**
   * Counts one order lookup by this client for this order number against the API's tracking limits
   * (modules/orders/tracking-limit.ts); throws a 429 error over either.
   */
  limitTracking(orderNumber: string): Promise<void>;
  /** Logs a loader's, an action's or a render's failure in the server log, without query parameters. */
  logError(error: unknown): void;
  /** Render the whole document before answering, as for a crawler: a page made for the page cache. */
  wholeDocument?: boolean;
};
