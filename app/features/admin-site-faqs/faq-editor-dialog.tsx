import { useId, useMemo, useState, type FocusEvent, type FormEvent } from 'react';
import { FAQ_MESSAGES, type SiteFaq } from '../../../common/community/community-admin-schemas';
import { errorMessage } from '../../components/admin/admin-api';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { fieldId, secondaryButton, TextArea, TextInput } from '../../components/admin/editor-fields';
import { SubmitButton } from '../../components/forms/submit-button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { notifyError } from '../../lib/toast';
import {
  checkFaq,
  createBody,
  FAQ_FIELDS,
  formValuesOf,
  hasChanges,
  patchBody,
  type FaqField,
} from './faq-form';
import { useCreateFaq, useUpdateFaq } from './faqs-query';

/** A category typed freely, with the ones in use offered as suggestions (a datalist). */
function CategoryInput({
  value,
  onChange,
  categories,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  categories: readonly string[];
  error?: string;
}) {
  const id = fieldId('category');
  const listId = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Category
      </label>
      <input
        id={id}
        name="category"
        value={value}
        list={listId}
        autoComplete="off"
        aria-invalid={Boolean(error)}
        aria-describedby={[error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'mt-1 block w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm',
          error ? 'border-red-600' : 'border-stone-300',
        )}
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        Optional. Choose one in use or type a new one.
      </p>
    </div>
  );
}

/**
 * The Add and Edit dialogs of the site FAQs manager (back-office §3 site_faqs, §5, §8): question and
 * answer required, a category, the order and whether it is published. Closing with unsaved changes
 * asks first.
 */
export function FaqEditorDialog({
  faq,
  newOrder,
  newCategory,
  categories,
  onClose,
}: {
  /** The FAQ to edit; null adds one. */
  faq: SiteFaq | null;
  /** Where a new one goes: after the last. */
  newOrder: number;
  /** The category a new one starts in (the one the list is filtered by). */
  newCategory: string;
  categories: readonly string[];
  onClose: () => void;
}) {
  const [loaded] = useState(() => formValuesOf(faq, newOrder, newCategory));
  const [values, setValues] = useState(loaded);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const create = useCreateFaq();
  const update = useUpdateFaq(faq?.id ?? '');
  const busy = create.isPending || update.isPending;

  const problems = useMemo(() => checkFaq(values), [values]);
  const errors: Partial<Record<FaqField, string>> = {};
  for (const key of FAQ_FIELDS) {
    if (problems[key] && (submitted || touched.has(key))) errors[key] = problems[key];
  }

  const setText = (key: 'question' | 'answer' | 'category' | 'order') => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  function requestClose() {
    if (busy) return;
    if (hasChanges(loaded, values)) setConfirmingClose(true);
    else onClose();
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = FAQ_FIELDS.find((key) => problems[key]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!faq) {
      create.mutate(createBody(values), {
        onSuccess: onClose,
        onError: (error) => notifyError('Error', errorMessage(error, FAQ_MESSAGES.createFailed)),
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
      onError: (error) => notifyError('Error', errorMessage(error, FAQ_MESSAGES.updateFailed)),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title={faq ? 'Edit FAQ' : 'Add FAQ'}
        description={faq ? undefined : 'A question shoppers ask, and its answer.'}
        size="lg"
        className="max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-none max-sm:rounded-none"
      >
        <form noValidate onSubmit={submit} onBlur={onBlur} className="flex min-h-0 flex-1 flex-col">
          <div className="flex-1 space-y-4 px-4 pb-4 sm:px-6">
            <TextInput
              name="question"
              label="Question"
              required
              value={values.question}
              onChange={setText('question')}
              error={errors.question}
            />
            <TextArea
              name="answer"
              label="Answer"
              required
              rows={6}
              value={values.answer}
              onChange={setText('answer')}
              error={errors.answer}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <CategoryInput
                value={values.category}
                onChange={setText('category')}
                categories={categories}
                error={errors.category}
              />
              <TextInput
                name="order"
                label="Order"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={values.order}
                onChange={setText('order')}
                error={errors.order}
                hint="Lower numbers show first."
              />
            </div>
            <div className="flex items-start gap-2">
              <input
                id={fieldId('isPublished')}
                name="isPublished"
                type="checkbox"
                checked={values.isPublished}
                onChange={(event) =>
                  setValues((current) => ({ ...current, isPublished: event.target.checked }))
                }
                aria-describedby={`${fieldId('isPublished')}-hint`}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={fieldId('isPublished')} className="text-sm font-medium text-stone-800">
                  Published
                </label>
                <p id={`${fieldId('isPublished')}-hint`} className="text-xs text-stone-600">
                  Shown on the shop; a draft is kept here only.
                </p>
              </div>
            </div>
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
              <SubmitButton label={faq ? 'Update' : 'Create'} busyLabel="Saving…" busy={busy} />
            </div>
          </div>
        </form>
        <ConfirmDialog
          open={confirmingClose}
          onOpenChange={setConfirmingClose}
          title="Discard unsaved changes?"
          description="You have changed this FAQ and not saved it. Close the dialog and lose those changes?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
