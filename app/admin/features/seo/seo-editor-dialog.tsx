import type { ReactNode } from 'react';
import { textsInLanguage } from '../../../../common/i18n/urdu-version';
import {
  SEO_HINTS,
  SEO_MESSAGES,
  seoCreateSchema,
  seoUrdu,
  type SeoEntryRecord,
} from '../../../../common/seo/seo-admin-schemas';
import { EditorDialog } from '../../forms/editor-dialog';
import { FieldLabel, fieldId } from '../../forms/editor-fields';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { TextLanguageSwitch, useTextLanguage } from '../../forms/text-language';
import { UrduTextFields } from '../../forms/urdu-fields';
import { useRecordForm } from '../../forms/use-record-form';
import { MediaField } from '../media';
import { OgImageHint } from './og-image-hint';
import { SearchPreview } from './search-preview';
import { createBody, formValuesOf, lengthHint, patchBody, urduOfValues } from './seo-form';
import { useCreateSeo, useUpdateSeo } from './seo-query';

const TONES = {
  none: 'text-stone-600',
  ok: 'text-green-800',
  short: 'font-medium text-amber-800',
  long: 'font-medium text-amber-800',
} as const;

/** A live counter: the words carry the cue as well as the colour, so it never depends on colour alone. */
function LengthHint({ length, range }: { length: number; range: { min: number; max: number } }) {
  const { text, tone } = lengthHint(length, range);
  return (
    <span className={TONES[tone]}>
      {text}
      {tone === 'short' ? ' · shorter than recommended' : tone === 'long' ? ' · longer than recommended' : ''}
    </span>
  );
}

/** The page of an entry being edited: shown, never changed (the API refuses a new page). */
function ReadOnlyPage({ page, label }: { page: string; label: string }) {
  const id = fieldId('page');
  return (
    <div className="min-w-0">
      <FieldLabel name="page">Page</FieldLabel>
      <input
        id={id}
        name="page"
        value={page}
        readOnly
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full min-w-0 rounded-lg border border-stone-300 bg-stone-100 px-3 py-2 font-mono text-base text-stone-800 sm:text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {label}. The page of an entry cannot be changed; delete it and add another instead.
      </p>
    </div>
  );
}

/**
 * The Add and Edit dialogs of the SEO screen (back-office §2, §5, §8): page, title and description
 * required, the recommended lengths counted as staff type, keywords separated by commas, the share
 * image from the media library, and a preview of the search result. Closing with unsaved changes asks
 * first. Behind the English/اردو switch, the Urdu page's title, description, keywords and share texts
 * (decision 039), the English as their placeholders.
 */
export function SeoEditorDialog({
  entry,
  pageLabel,
  choices,
  choicesNote,
  onClose,
}: {
  /** The entry to edit; null adds one. */
  entry: SeoEntryRecord | null;
  pageLabel: (page: string) => string;
  /** The pages that may get a new entry. */
  choices: ReadonlyArray<{ value: string; label: string }>;
  /** Said under the page list (why some pages may be missing from it). */
  choicesNote?: ReactNode;
  onClose: () => void;
}) {
  const editor = useRecordForm({
    initial: () => formValuesOf(entry),
    isNew: !entry,
    schema: seoCreateSchema,
    createBody,
    patchBody,
    create: useCreateSeo(),
    update: useUpdateSeo(entry?.page ?? ''),
    messages: SEO_MESSAGES,
    // A page that got an entry meanwhile (409) is the page field's problem.
    uniqueField: 'page',
    onClose,
  });
  // The counters, the share image's size and the search preview follow what is typed.
  const values = editor.form.watch();
  const languages = useTextLanguage({ control: editor.form.control });
  const english = createBody(values);
  // The result the Urdu page would give: its Urdu, the English where that is empty.
  const result = textsInLanguage(english, urduOfValues(values), seoUrdu.shape, languages.language);

  return (
    <EditorDialog
      editor={editor}
      title={entry ? 'Edit SEO Metadata' : 'Add SEO Metadata'}
      description={
        entry ? pageLabel(entry.page) : "A page's title, description and share image for search engines."
      }
      submitLabel={entry ? 'Update' : 'Create'}
      unsaved="this SEO entry"
      onClose={onClose}
    >
      {entry ? (
        <ReadOnlyPage page={entry.page} label={pageLabel(entry.page)} />
      ) : (
        <SelectField
          name="page"
          label="Page"
          options={[{ value: '', label: 'Choose a page…' }, ...choices]}
          hint={choicesNote}
        />
      )}
      <TextLanguageSwitch languages={languages} />
      {languages.language === 'ur' ? (
        <UrduTextFields
          shape={seoUrdu.shape}
          english={english}
          empty="Nothing to translate yet: type the English title and description first."
        />
      ) : null}
      <div hidden={languages.language !== 'en'} className="space-y-4">
        <TextField
          name="title"
          label="Title"
          required
          hint={<LengthHint length={values.title.trim().length} range={SEO_HINTS.title} />}
        />
        <TextAreaField
          name="description"
          label="Description"
          required
          rows={3}
          hint={<LengthHint length={values.description.trim().length} range={SEO_HINTS.description} />}
        />
        <TextField
          name="keywords"
          label="Keywords"
          placeholder="organic honey, herbal supplements"
          hint="Separate keywords with commas."
        />
        <MediaField
          name="ogImage"
          label="OG image"
          pickerTitle="Choose the share image"
          purpose="content"
          hint={<OgImageHint url={values.ogImage} />}
        />
        <TextField
          name="ogTitle"
          label="OG title"
          hint="Shown when the page is shared; the title when left empty."
        />
        <TextAreaField
          name="ogDescription"
          label="OG description"
          rows={2}
          hint="Shown when the page is shared; the description when left empty."
        />
      </div>
      <SearchPreview
        page={values.page}
        title={result.title}
        description={result.description}
        language={languages.language}
      />
    </EditorDialog>
  );
}
