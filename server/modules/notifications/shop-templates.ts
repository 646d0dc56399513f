import {
  buildTemplate,
  type GraphTemplate,
  type TemplateKey,
  type TemplateLanguage,
  type TemplateValues,
} from '../../../common/notifications/whatsapp-templates';

/** What the shop's settings say of its WhatsApp templates (docs/whatsapp.md). */
export type TemplateSettings = {
  /** Names Meta approved where they differ from the catalogue's: template key → name. */
  whatsappTemplateNames: Record<string, string>;
  whatsappLanguage: TemplateLanguage;
};

/** A value as Meta takes a template parameter: one line, no runs of spaces, never empty. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim() || '-';
}

/**
 * One of the shop's template messages, ready for the outbox: the name the owner registered, the shop's
 * language unless another is given, and the values made single lines, as Meta requires of parameters
 * (a customer's name or a product's, typed with a tab, never stops an order's message).
 */
export function shopTemplate<K extends TemplateKey>(
  settings: TemplateSettings,
  key: K,
  values: TemplateValues<K>,
  language: TemplateLanguage = settings.whatsappLanguage,
): GraphTemplate {
  const cleaned = Object.fromEntries(
    Object.entries(values as Record<string, string>).map(([name, value]) => [name, oneLine(value)]),
  ) as TemplateValues<K>;
  return buildTemplate(key, language, cleaned, { name: settings.whatsappTemplateNames[key] });
}
