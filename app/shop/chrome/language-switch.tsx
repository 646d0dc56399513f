import { useLocation } from 'react-router';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_NAMES,
  localizedPath,
  unlocalizedPath,
  type Language,
} from '../../../common/i18n/languages';
import { useLanguage } from '../i18n/shop-language';

/** Remembers the shopper's choice for the shop's front door (`/`, decision 038). */
export function rememberLanguage(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The same page in the other language, named in that language (decision 038). A whole page load, not a
 * client-side navigation: the other language's page has its own `<html lang dir>`, words and font. The
 * click also writes the `lang` cookie; a click before the page's script has run still lands on the other
 * language's address, which is what decides a page's language.
 */
export function LanguageSwitch({ className, onChoose }: { className: string; onChoose?: () => void }) {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const other: Language = language === 'en' ? 'ur' : 'en';
  return (
    <a
      href={localizedPath(unlocalizedPath(pathname), other) + search}
      hrefLang={other}
      lang={other}
      dir={other === 'ur' ? 'rtl' : 'ltr'}
      className={className}
      onClick={() => {
        rememberLanguage(other);
        onChoose?.();
      }}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
