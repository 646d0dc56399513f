import { LANGUAGE_TAGS, type Language } from '../../../common/i18n/languages';
import { numberStyleOf, type NumberStyle } from '../../../common/money';
import { en } from './en';
import type { MessageSection, Messages } from './messages';
import { ur } from './ur';

/**
 * The dictionaries, read by loaders only: React Router leaves loaders (and what only they import) out of
 * the browser's build, so a page carries its words in its data, never in its script (decision 038).
 */
const DICTIONARIES: Record<Language, Messages> = { en, ur };

/** The sections of a language's words a page shows. */
export function messagesFor<S extends MessageSection>(
  language: Language,
  sections: readonly S[],
): Pick<Messages, S> {
  const dictionary = DICTIONARIES[language];
  return Object.fromEntries(sections.map((section) => [section, dictionary[section]])) as Pick<Messages, S>;
}

const numberStyles = new Map<Language, NumberStyle>();

/**
 * How a language writes amounts and counts, from Intl's data for its locale (`ur-PK`), or null for
 * English, which keeps the shop's own format (`formatMoney` as it always was).
 */
export function numberStyleFor(language: Language): NumberStyle | null {
  if (language === 'en') return null;
  let style = numberStyles.get(language);
  if (!style) numberStyles.set(language, (style = numberStyleOf(LANGUAGE_TAGS[language].intl)));
  return style;
}
