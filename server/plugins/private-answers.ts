import { unlocalizedPath } from '../../common/i18n/languages';
import type { FastifyInstance } from 'fastify';

/** Neither a shared cache (CDN, proxy) nor the browser's own may keep the answer. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Every answer of this scope's routes is private, errors and refusals included (onSend runs for all of
 * them), and wins over what a route set itself. register-api.ts puts the account and back-office
 * routes in such a scope.
 */
export function keepAnswersPrivate(scope: FastifyInstance) {
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return payload;
  });
}

/**
 * Pages that are about one visitor whoever asks: the checkout carries a per-visit idempotency key, the
 * account pages carry forms, mailed tokens and their outcomes, an order's tracking and its confirmation
 * (with the tracking link) name an order and its phone.
 */
const PRIVATE_PAGES = new Set([
  '/checkout',
  '/order-confirmation',
  '/track',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/logout',
]);

/**
 * The route path a URL path names, as React Router matches it: percent-decoded, case-insensitive,
 * without trailing slashes or the suffix of a single-fetch request (`/checkout.data`, and with
 * v8_trailingSlashAwareDataRequests `/checkout/_.data` and the home page's `/_.data`), and in English
 * terms: the Urdu storefront's `/ur/checkout` is the checkout too (decision 038).
 */
export function pageRoutePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no route of ours by name; judge the path as it came.
  }
  path = path
    .toLowerCase()
    .replace(/(\/_)?\.data$/, '')
    .replace(/\/+$/, '');
  const route = unlocalizedPath(path || '/');
  // `/ur/admin` is no back-office address: React Router answers it with the Urdu shop's 404.
  return route === '/admin' || route.startsWith('/admin/') ? path : route;
}

export type PageRequest = {
  /** The URL path React Router was given (single-fetch `.data` requests included). */
  pathname: string;
  /** A person is signed in: the header (and some pages) show who. */
  signedIn: boolean;
  /** The answer sets a cookie (a session starting or ending). */
  setsCookie: boolean;
};

/** Whether a page's answer must not be kept by any cache; public pages keep their caching. */
export function isPrivatePage({ pathname, signedIn, setsCookie }: PageRequest): boolean {
  return signedIn || setsCookie || PRIVATE_PAGES.has(pageRoutePath(pathname));
}

/**
 * Marks a page's answer private on the Response itself: Fastify copies a Response's headers over the
 * reply's when it sends, so a header set on the reply could be overwritten by the route's own.
 */
export function markPrivatePage(response: Response, page: Omit<PageRequest, 'setsCookie'>) {
  if (isPrivatePage({ ...page, setsCookie: response.headers.has('set-cookie') })) {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  }
}
