import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { localizedPath, type Language } from '../../../common/i18n/languages';
import { formatCount, formatMoney, type NumberStyle } from '../../../common/money';
import type { MessageSection, Messages } from './messages';

/** The page's language, its words so far (the layout's and the page's sections) and its way with numbers. */
export type ShopLanguage = {
  language: Language;
  numbers: NumberStyle | null;
  messages: Partial<Messages>;
};

const ShopLanguageContext = createContext<ShopLanguage>({ language: 'en', numbers: null, messages: {} });

/** Given by the shop layout from its loader's data (decision 038). */
export function ShopLanguageProvider({ value, children }: { value: ShopLanguage; children: ReactNode }) {
  return <ShopLanguageContext.Provider value={value}>{children}</ShopLanguageContext.Provider>;
}

/** A page adds the sections its loader sent to the layout's. */
export function PageMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const parent = useContext(ShopLanguageContext);
  const value = useMemo(
    () => ({ ...parent, messages: { ...parent.messages, ...messages } }),
    [parent, messages],
  );
  return <ShopLanguageContext.Provider value={value}>{children}</ShopLanguageContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(ShopLanguageContext).language;
}

/** A section of the page's words; a page whose loader did not send it is a mistake, said at once. */
export function useMessages<S extends MessageSection>(section: S): Messages[S] {
  const words = useContext(ShopLanguageContext).messages[section];
  if (!words) throw new Error(`This page's loader sends no "${section}" words (messagesFor)`);
  return words as Messages[S];
}

/** The shop's address of a page in the page's language: `/products` is `/ur/products` on an Urdu page. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}

/** Amounts and counts written for the page's language; the amounts stay exact (common/money.ts). */
export function useFormat() {
  const { numbers } = useContext(ShopLanguageContext);
  return useMemo(
    () => ({
      money: (value: string | number, symbol: string) => formatMoney(value, symbol, numbers ?? undefined),
      count: (count: number) => formatCount(count, numbers ?? undefined),
    }),
    [numbers],
  );
}
