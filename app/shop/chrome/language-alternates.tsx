import { useLocation } from 'react-router';
import { unlocalizedPath } from '../../../common/i18n/languages';
import { languageAlternates } from '../lib/seo';

/**
 * Every shop page names itself in each language and `x-default` (decision 038). React puts these links in
 * the `<head>` wherever they are drawn; absolute URLs, as search engines require.
 */
export function LanguageAlternates({ publicUrl }: { publicUrl: string }) {
  const { pathname } = useLocation();
  return languageAlternates(publicUrl, unlocalizedPath(pathname)).map(({ hreflang, href }) => (
    <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
  ));
}
