/**
 * The storefront's languages (decision 038): English at the shop's addresses as they always were, Urdu
 * under `/ur`, right to left. The address decides a page's language; the `lang` cookie only remembers the
 * shopper's last choice, for the front door (`/`).
 */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the language switch writes: `en` or `ur`, for a year, read only at `/`. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The address prefix of the Urdu storefront. */
export const URDU_PREFIX = '/ur';

/** What a page says of its language: `<html lang dir>`, hreflang, Open Graph's locale, Intl's locale. */
export const LANGUAGE_TAGS: Record<
  Language,
  { dir: 'ltr' | 'rtl'; hreflang: string; ogLocale: string; intl: string }
> = {
  en: { dir: 'ltr', hreflang: 'en', ogLocale: 'en_PK', intl: 'en-PK' },
  ur: { dir: 'rtl', hreflang: 'ur', ogLocale: 'ur_PK', intl: 'ur-PK' },
};

/** The language's own name, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ur';
}

/**
 * Whether a path is in the Urdu storefront: `/ur` itself or anything under `/ur/`, in any case, as React
 * Router matches it (and `/ur.data`, the Urdu home page's data on a client-side navigation).
 */
function inUrdu(pathname: string): boolean {
  const head = pathname.slice(0, 4).toLowerCase();
  return (
    head === `${URDU_PREFIX}/` ||
    (head === URDU_PREFIX && pathname.length === 3) ||
    /^\/ur\.data$/i.test(pathname)
  );
}

/** The language a shop address is in: Urdu under `/ur`, English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return inUrdu(pathname) ? 'ur' : 'en';
}

/** The address in English terms (`/ur/products` → `/products`, `/ur` → `/`): what both languages share. */
export function unlocalizedPath(pathname: string): string {
  if (!inUrdu(pathname)) return pathname;
  return pathname.slice(URDU_PREFIX.length) || '/';
}

/**
 * A shop address in a language: English as given, Urdu under `/ur` (`/` → `/ur`, `/products?q=x` →
 * `/ur/products?q=x`). Only paths of this shop (starting with one `/`) are prefixed.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (inUrdu(path)) return path;
  if (path === '/') return URDU_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return URDU_PREFIX + path.slice(1);
  return URDU_PREFIX + path;
}

/**
 * The language the `lang` cookie remembers, or null (no cookie, or a value that is no language of the
 * shop: never trusted beyond the two). Names are trimmed, as the server's cookie parser reads them.
 */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader?.includes(LANGUAGE_COOKIE)) return null;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return isLanguage(value) ? value : null;
  }
  return null;
}

/**
 * The front door (decision 038): a shopper who chose Urdu and comes to `/` from outside the shop (typed,
 * a bookmark, a link elsewhere) is sent to `/ur`. Every other address is in the language it names, and a
 * click inside the shop (`Sec-Fetch-Site: same-origin`, the English switch among them) is never turned
 * back. Crawlers send no cookie, so `/` stays the English (x-default) page for them.
 */
export function frontDoorLanguage(
  pathname: string,
  cookieHeader: string | null | undefined,
  fetchSite: string | null | undefined,
): Language | null {
  if (pathname !== '/' || fetchSite === 'same-origin') return null;
  const chosen = languageFromCookie(cookieHeader);
  return chosen && chosen !== DEFAULT_LANGUAGE ? chosen : null;
}
