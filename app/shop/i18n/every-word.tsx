import type { ReactNode } from 'react';
import type { Language } from '../../../common/i18n/languages';
import { numberStyleOf } from '../../../common/money';
import { en } from './en';
import { ShopLanguageProvider } from './shop-language';
import { ur } from './ur';

/**
 * Every word of a language at once, for what draws shop parts outside a shop page: the content editor's
 * live preview (English) and component tests. Never imported by a shop page, which gets only its
 * sections from its loader (decision 038): this module carries both dictionaries.
 */
export function EveryWord({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  const value = {
    language,
    numbers: language === 'ur' ? numberStyleOf('ur-PK') : null,
    messages: language === 'ur' ? ur : en,
  };
  return <ShopLanguageProvider value={value}>{children}</ShopLanguageProvider>;
}
