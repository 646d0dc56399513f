import type { PublicUser } from './modules/accounts/accounts.service';
import type { AttemptAction } from './modules/accounts/attempt-limits';
import type { Services } from './services';

/** What every React Router loader and action receives as `context` (DESIGN.md §2). */
export type LoadContext = {
  services: Services;
  viewer: PublicUser | null;
  cspNonce: string;
  /** The shop's own address (PUBLIC_URL): canonical links, Open Graph URLs and the sitemap use it. */
  publicUrl: string;
  /**
   * The session cookie for the account pages' actions, which answer with React Router responses: the
   * id this request carries, and Set-Cookie values with the API's attributes (plugins/viewer.ts).
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
  limitAttempt(action: AttemptAction, account: string): Promise<void>;
  /** Counts one order placed by this client against the API's order limit (modules/orders/order-limit.ts). */
  limitOrder(): Promise<void>;
};
