import { RotateCcw } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  DEFAULT_CONFIRMATION_MESSAGES,
  fillConfirmationMessage,
  MAX_TEMPLATE_LENGTH,
  MESSAGE_BLANKS,
  SAMPLE_MESSAGE_ORDER,
  type MessageLanguage,
} from '../../../../common/orders/confirmation-message';
import { secondaryButton } from '../../forms/editor-fields';
import { TextAreaField } from '../../forms/fields';
import { TEMPLATE_FIELDS, type SettingsFormValues } from './settings-form-rules';
import { Card } from './settings-sections';

const LANGUAGES: ReadonlyArray<{
  language: MessageLanguage;
  label: string;
  dir: 'ltr' | 'rtl';
  lang: string;
}> = [
  { language: 'en', label: 'English message', dir: 'ltr', lang: 'en' },
  { language: 'ur', label: 'Urdu message', dir: 'rtl', lang: 'ur' },
];

/**
 * The confirmation desk's WhatsApp messages (decision 022, the desk), part of the settings form: each language's
 * template, a preview filled from a sample order as it is typed (with the shop's name and currency as
 * typed above), and a way back to the built-in message. The API checks the placeholders too; the form
 * runs the same schema first, so an unknown one is named at its field.
 */
export function ConfirmationMessagesCard() {
  const { control, setValue } = useFormContext<SettingsFormValues>();
  // The previews follow what is typed, the shop's name and currency included.
  const [siteName, currencySymbol, en, ur] = useWatch({
    control,
    name: ['siteName', 'currencySymbol', TEMPLATE_FIELDS.en, TEMPLATE_FIELDS.ur],
  });
  const typed: Record<MessageLanguage, string> = { en, ur };
  const shop = { siteName: siteName.trim(), currencySymbol: currencySymbol.trim() };
  return (
    <Card
      title="Confirmation messages"
      description="The WhatsApp message the confirmation desk opens for a pending order, in English or Urdu. The placeholders in braces are filled from the order."
    >
      <div>
        <h3 className="text-sm font-semibold text-stone-900">Placeholders</h3>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          {Object.entries(MESSAGE_BLANKS).map(([name, meaning]) => (
            <div key={name} className="flex min-w-0 flex-wrap gap-x-2">
              <dt className="font-mono text-stone-900">{`{${name}}`}</dt>
              <dd className="text-stone-600">{meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
      {LANGUAGES.map(({ language, label, dir, lang }) => {
        const key = TEMPLATE_FIELDS[language];
        const builtIn = DEFAULT_CONFIRMATION_MESSAGES[language];
        const template = typed[language];
        const preview = fillConfirmationMessage(template.trim() || builtIn, SAMPLE_MESSAGE_ORDER, shop);
        return (
          <div key={language} className="space-y-2 border-t border-stone-200 pt-4">
            <TextAreaField
              name={key}
              label={label}
              rows={5}
              dir={dir}
              lang={lang}
              hint={`At most ${MAX_TEMPLATE_LENGTH} characters. Left empty, the built-in message is used.`}
            />
            <button
              type="button"
              className={secondaryButton}
              disabled={template.trim() === builtIn}
              onClick={() => setValue(key, builtIn, { shouldDirty: true, shouldValidate: true })}
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              Use the built-in message<span className="sr-only"> ({label})</span>
            </button>
            <figure className="rounded-lg bg-stone-50 p-3">
              <figcaption className="text-xs font-medium text-stone-600">
                Preview with a sample order<span className="sr-only"> ({label})</span>
              </figcaption>
              <p
                dir={dir}
                lang={lang}
                className="mt-1 text-sm break-words whitespace-pre-wrap text-stone-900"
              >
                {preview}
              </p>
            </figure>
          </div>
        );
      })}
    </Card>
  );
}
