import { useMemo, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { SEO_HINTS, SEO_MESSAGES, type SeoEntryRecord } from '../../../common/seo/seo-admin-schemas';
import { AdminApiError, errorMessage } from '../../components/admin/admin-api';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import {
  fieldId,
  secondaryButton,
  SelectField,
  TextArea,
  TextInput,
} from '../../components/admin/editor-fields';
import { MediaChooser } from '../../components/admin/media/media-chooser';
import { SubmitButton } from '../../components/forms/submit-button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { notifyError } from '../../lib/toast';
import { OgImageHint } from './og-image-hint';
import { SearchPreview } from './search-preview';
import {
  checkSeo,
  createBody,
  formValuesOf,
  hasChanges,
  lengthHint,
  patchBody,
  SEO_FIELDS,
  type SeoField,
} from './seo-form';
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
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Page
      </label>
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
 * first.
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
  const [loaded] = useState(() => formValuesOf(entry));
  const [values, setValues] = useState(loaded);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ page: string; message: string } | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const create = useCreateSeo();
  const update = useUpdateSeo(entry?.page ?? '');
  const busy = create.isPending || update.isPending;

  const problems = useMemo(() => checkSeo(values), [values]);
  const errors: Partial<Record<SeoField, string>> = {};
  for (const key of SEO_FIELDS) {
    if (problems[key] && (submitted || touched.has(key))) errors[key] = problems[key];
  }
  if (refusal && refusal.page === values.page) errors.page ??= refusal.message;

  const set = (key: SeoField) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  function requestClose() {
    if (busy) return;
    if (hasChanges(loaded, values)) setConfirmingClose(true);
    else onClose();
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  function refused(error: unknown, fallback: string) {
    const message = errorMessage(error, fallback);
    // A page that got an entry meanwhile (409) is the page field's problem.
    if (!entry && error instanceof AdminApiError && error.status === 409) {
      setRefusal({ page: values.page, message });
      document.getElementById(fieldId('page'))?.focus();
    }
    notifyError('Error', message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = SEO_FIELDS.find((key) => problems[key]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!entry) {
      create.mutate(createBody(values), {
        onSuccess: onClose,
        onError: (error) => refused(error, SEO_MESSAGES.createFailed),
      });
      return;
    }
    const body = patchBody(loaded, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(body, {
      onSuccess: onClose,
      onError: (error) => refused(error, SEO_MESSAGES.updateFailed),
    });
  }

  const field = (key: SeoField) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title={entry ? 'Edit SEO Metadata' : 'Add SEO Metadata'}
        description={
          entry ? pageLabel(entry.page) : "A page's title, description and share image for search engines."
        }
        size="lg"
        className="max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none"
      >
        <form noValidate onSubmit={submit} onBlur={onBlur} className="flex min-h-0 flex-1 flex-col">
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">
            {entry ? (
              <ReadOnlyPage page={entry.page} label={pageLabel(entry.page)} />
            ) : (
              <SelectField
                {...field('page')}
                label="Page"
                options={[{ value: '', label: 'Choose a page…' }, ...choices]}
                hint={choicesNote}
              />
            )}
            <TextInput
              {...field('title')}
              label="Title"
              required
              hint={<LengthHint length={values.title.trim().length} range={SEO_HINTS.title} />}
            />
            <TextArea
              {...field('description')}
              label="Description"
              required
              rows={3}
              hint={<LengthHint length={values.description.trim().length} range={SEO_HINTS.description} />}
            />
            <TextInput
              {...field('keywords')}
              label="Keywords"
              placeholder="organic honey, herbal supplements"
              hint="Separate keywords with commas."
            />
            <MediaChooser
              name="ogImage"
              label="OG image"
              value={values.ogImage}
              onChange={set('ogImage')}
              error={errors.ogImage}
              pickerTitle="Choose the share image"
              purpose="content"
              hint={<OgImageHint url={values.ogImage} />}
            />
            <TextInput
              {...field('ogTitle')}
              label="OG title"
              hint="Shown when the page is shared; the title when left empty."
            />
            <TextArea
              {...field('ogDescription')}
              label="OG description"
              rows={2}
              hint="Shown when the page is shared; the description when left empty."
            />
            <SearchPreview page={values.page} title={values.title} description={values.description} />
          </div>
          <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
            <button
              type="button"
              onClick={requestClose}
              disabled={busy}
              className={cn(secondaryButton, 'py-3 sm:py-2')}
            >
              Cancel
            </button>
            <div className="sm:w-48">
              <SubmitButton label={entry ? 'Update' : 'Create'} busyLabel="Saving…" busy={busy} />
            </div>
          </div>
        </form>
        <ConfirmDialog
          open={confirmingClose}
          onOpenChange={setConfirmingClose}
          title="Discard unsaved changes?"
          description="You have changed this SEO entry and not saved it. Close the dialog and lose those changes?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
