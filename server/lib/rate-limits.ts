/** The answer to a request over any limit, whichever counted it (a route's limit or a keyed limit). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait before trying again.';

/**
 * Per-client limits, per route: a route opts in with `config: { rateLimit: LIMITS.x }`, counted by
 * plugins/rate-limit.ts; modules count some of them under their own keys (keyed-limit.ts).
 */
export const LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  /**
   * Wrong passwords, per account (modules/accounts/attempt-limits.ts, docs/decisions/009-login-throttling.md):
   * each client gets `perClient` failures on an account per window; once the account has `perAccount`
   * failures from everywhere, each client gets one. A client that has not failed is never refused.
   */
  loginFailures: { perClient: 5, perAccount: 50, windowMs: 15 * 60_000 },
  register: { max: 5, timeWindow: '10 minutes' },
  /** Registration and account mail also count per email tried: requests from many addresses still stop. */
  registerPerAccount: { max: 3, timeWindow: '1 hour' },
  /** Forgot password and resend verification: each sends a mail, so a script cannot flood a mailbox. */
  accountMail: { max: 5, timeWindow: '10 minutes' },
  accountMailPerAccount: { max: 3, timeWindow: '1 hour' },
  /** A shopper places one order, maybe two; a burst of fake orders is refused. */
  placeOrder: { max: 5, timeWindow: '1 minute' },
  /**
   * Order tracking without an account (docs/storefront.md): per client, and per order number from
   * everywhere, so neither a script trying numbers nor many addresses trying phones for one number get
   * far. A shopper looks a few times a day.
   */
  trackOrder: { max: 20, timeWindow: '10 minutes' },
  trackOrderPerNumber: { max: 10, timeWindow: '10 minutes' },
  /** Staff changing statuses one by one stay far below; a runaway script does not. */
  adminWrite: { max: 60, timeWindow: '1 minute' },
  /** Uploads and their completions: dropping a few dozen photos at once stays inside it. */
  upload: { max: 120, timeWindow: '1 minute' },
  /**
   * Downloads of customer data (the orders CSV), per staff member on every copy: an owner exporting a
   * day's orders a few times stays far below; a script pulling every customer's address does not.
   */
  customerExport: {
    max: 10,
    timeWindow: '10 minutes',
    message: 'Too many exports: at most 10 every 10 minutes. Please wait before exporting again.',
  },
  /** The PUTs of upload URLs, a chunk each: a 200 MB video is 25 of them. */
  uploadBytes: { max: 600, timeWindow: '1 minute' },
  /** The order edit dialog asks again after each pause in typing; a script asking without end does not. */
  orderEditPreview: { max: 180, timeWindow: '1 minute' },
} as const;
