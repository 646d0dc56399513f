import {
  TEMPLATE_KEYS,
  WHATSAPP_TEMPLATES,
  type TemplateKey,
  type TemplateLanguage,
} from '../../../../common/notifications/whatsapp-templates';
import {
  settingsPatchSchema,
  SETTINGS_MESSAGES,
  type AdminSettings,
} from '../../../../common/settings/admin-settings-schemas';
import { secondaryButton } from '../../forms/editor-fields';
import { SelectField, TextField } from '../../forms/fields';
import { FormFrame } from '../../forms/form-frame';
import { bodySchema, useAdminForm } from '../../forms/use-admin-form';
import { notify } from '../../../lib/toast';
import { useSaveSettings } from './settings-query';
import { Card } from './settings-sections';

type TemplateValues = {
  whatsappLanguage: TemplateLanguage;
  whatsappTemplateNames: Record<TemplateKey, string>;
};

const LANGUAGE_OPTIONS = [
  { value: 'en' as const, label: 'English' },
  { value: 'ur' as const, label: 'Urdu' },
];

/** The names as the form shows them: the shop's own where it has one, else the catalogue's. */
function valuesOf(settings: AdminSettings): TemplateValues {
  const names = Object.fromEntries(
    TEMPLATE_KEYS.map((key) => [key, settings.whatsappTemplateNames[key] ?? WHATSAPP_TEMPLATES[key].name]),
  ) as Record<TemplateKey, string>;
  return { whatsappLanguage: settings.whatsappLanguage, whatsappTemplateNames: names };
}

/** The body: the language, and only the names that differ from the catalogue's (the rest are its own). */
function bodyOf(values: TemplateValues) {
  const names = Object.fromEntries(
    TEMPLATE_KEYS.flatMap((key) => {
      const name = values.whatsappTemplateNames[key].trim();
      return name === WHATSAPP_TEMPLATES[key].name ? [] : [[key, name]];
    }),
  );
  return { whatsappLanguage: values.whatsappLanguage, whatsappTemplateNames: names };
}

/**
 * The shop's WhatsApp templates (docs/whatsapp.md): anything the shop starts on WhatsApp must be a template
 * Meta approved, so the owner registers each one under the name shown, with the exact text shown, in both
 * languages; a name Meta gave otherwise is entered here. Its own small form beside the settings form.
 */
export function WhatsAppTemplatesCard({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const editor = useAdminForm<TemplateValues>({
    defaultValues: valuesOf(settings),
    schema: bodySchema(settingsPatchSchema, bodyOf),
    save: (values) => save.mutateAsync(bodyOf(values)),
    onSaved: (form) => {
      form.reset(form.getValues());
      notify(SETTINGS_MESSAGES.saved, 'WhatsApp messages use these templates from now on.');
    },
    failedMessage: SETTINGS_MESSAGES.failed,
  });
  return (
    <Card
      title="WhatsApp templates"
      description="WhatsApp delivers a message the shop starts only as a template Meta has approved. Register each one in WhatsApp Manager (Message templates, category Utility) under its name, in English and Urdu, with the text below; the numbered blanks are filled from the order."
    >
      {settings.whatsappConnected ? null : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">Not connected.</span> This server has no WhatsApp Business
          credentials, so no template is sent until they are configured.
        </p>
      )}
      <FormFrame form={editor.form} submit={editor.submit} label="WhatsApp templates" className="space-y-5">
        <SelectField
          name="whatsappLanguage"
          label="Language of the messages"
          options={LANGUAGE_OPTIONS}
          hint="Both languages must be registered. The shop's own messages go in this one; a customer's go in the language of the storefront they ordered from."
        />
        {TEMPLATE_KEYS.map((key) => (
          <TemplateEntry key={key} templateKey={key} />
        ))}
        <div className="flex justify-end">
          <button type="submit" disabled={editor.busy} className={secondaryButton}>
            {editor.busy ? 'Saving…' : 'Save templates'}
          </button>
        </div>
      </FormFrame>
    </Card>
  );
}

function TemplateEntry({ templateKey }: { templateKey: TemplateKey }) {
  const template = WHATSAPP_TEMPLATES[templateKey];
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="sr-only">Template {template.name}</legend>
      <TextField
        name={`whatsappTemplateNames.${templateKey}`}
        label={`Name of the ${template.to === 'shop' ? 'message to the shop' : 'message to the customer'}: ${template.name.replaceAll('_', ' ')}`}
        hint="As Meta approved it."
      />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TemplateText lang="en" dir="ltr" label="English" text={template.body.en} />
        <TemplateText lang="ur" dir="rtl" label="Urdu" text={template.body.ur} />
      </div>
      <ol className="mt-2 text-xs text-stone-600">
        {template.parameters.map((parameter, index) => (
          <li key={parameter.name}>
            {`{{${index + 1}}}`} {parameter.name}, e.g. {parameter.example}
          </li>
        ))}
      </ol>
      {template.buttons.length ? (
        <p className="mt-1 text-xs text-stone-600">
          Quick replies:{' '}
          {template.buttons.map((button) => `${button.label.en} / ${button.label.ur}`).join(', ')}
        </p>
      ) : null}
    </fieldset>
  );
}

function TemplateText({
  lang,
  dir,
  label,
  text,
}: {
  lang: string;
  dir: 'ltr' | 'rtl';
  label: string;
  text: string;
}) {
  return (
    <figure className="min-w-0">
      <figcaption className="text-xs font-medium text-stone-700">{label}</figcaption>
      <p
        lang={lang}
        dir={dir}
        className="mt-1 rounded-md bg-stone-50 p-2 text-sm break-words text-stone-900 select-all"
      >
        {text}
      </p>
    </figure>
  );
}
