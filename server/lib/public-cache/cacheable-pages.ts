import { VIEW_KEYS } from '../../../common/catalog/product-filters';
import { LEGAL_PATHS } from '../../../common/content/legal-pages';
import { languageFromCookie } from '../../../common/i18n/languages';
import { hasSessionCookie } from '../session-cookie';

/**
 * The pages every visitor without a session sees alike (decision 021). What each depends on is recorded
 * as it renders (answer-reads.ts, decision 030).
 */
const PAGES: ReadonlyArray<{ path: RegExp; query?: readonly string[] }> = [
  // English at `/`, Urdu at `/ur` (decision 038); the other pages in both languages, `/ur` before them.
  { path: /^\/(?:ur)?$/ },
  // The view (search, filters, sort, layout) lives in the query and is drawn on the server.
  { path: /^(?:\/ur)?\/products$/, query: VIEW_KEYS },
  { path: /^(?:\/ur)?\/product\/[^/]+$/ },
  { path: /^(?:\/ur)?\/about$/ },
  { path: new RegExp(`^(?:/ur)?(?:${Object.values(LEGAL_PATHS).join('|')})$`) },
];

export type CacheablePage = {
  /** The address the page is rendered for and kept under: the path and the query the page reads. */
  key: string;
  hasQuery: boolean;
};

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The path as one page is kept under, whatever way of writing it was sent: a percent-encoded letter,
 * digit, `-`, `.`, `_` or `~` (RFC 3986 §2.3: equivalent to the character itself) is decoded, so
 * `/product/%76italix` is `/product/vitalix` and anyone's hundreds of spellings of a product share its
 * one entry instead of filling the cache. Other encodings stay (with upper-case hex): no page the cache
 * keeps has them in its path (slugs are plain), so such an address is a 404 and is not kept. A path with
 * a dot segment, once decoded, is left out (undefined): it names another page than it reads as.
 */
function canonicalPath(path: string): string | undefined {
  if (!path.includes('%')) return path;
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : encoded.toUpperCase();
  });
  return decoded.split('/').some((segment) => segment === '.' || segment === '..') ? undefined : decoded;
}

/**
 * Whether a request's page may come from (and go into) the page cache, and under which key: a GET of one
 * of the pages above by someone without a session cookie (signed in or not, whatever it holds: the
 * header shows who is signed in, and a cookie that no longer names a session is cleared by the answer).
 * Other cookies change nothing the server draws (the cart lives in the browser). Query parameters the
 * page does not read (utm_source, fbclid…) are left out of the key and of the render, so an ad's clicks
 * share one page; the products page keeps its view's parameters, in the order given. The path is the
 * canonical one (canonicalPath). The front door (`/`) of a shopper whose cookie chose Urdu is not kept.
 */
export function cacheablePage(
  method: string,
  url: string,
  cookie: string | undefined,
): CacheablePage | undefined {
  if (method !== 'GET') return undefined;
  if (hasSessionCookie(cookie)) return undefined;
  const queryAt = url.indexOf('?');
  const path = canonicalPath(queryAt < 0 ? url : url.slice(0, queryAt));
  if (path === undefined) return undefined;
  // A client navigation's data (`/product/vitalix.data`) is no document.
  if (path.endsWith('.data')) return undefined;
  const page = PAGES.find((candidate) => candidate.path.test(path));
  if (!page) return undefined;
  // The front door may send a shopper who chose Urdu on to `/ur` (frontDoorLanguage): rendered per request.
  if (path === '/' && languageFromCookie(cookie) === 'ur') return undefined;
  if (!page.query || queryAt < 0) return { key: path, hasQuery: false };
  const read = new URLSearchParams();
  new URLSearchParams(url.slice(queryAt + 1)).forEach((value, name) => {
    if (page.query!.includes(name)) read.append(name, value);
  });
  const query = read.toString();
  return { key: query ? `${path}?${query}` : path, hasQuery: query !== '' };
}
