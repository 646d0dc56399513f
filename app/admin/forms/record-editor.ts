import { useMemo, useState, type FocusEvent, type FormEvent } from 'react';
import { notifyError } from '../../lib/toast';
import { AdminApiError, errorMessage } from '../data/admin-api';
import { fieldId } from './editor-fields';
import { hasChanges } from './record-form';

/** A create or update call, as TanStack Query's useMutation gives it. */
type Save<B> = {
  mutate: (body: B, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

export type RecordEditorOptions<V, K extends keyof V & string, C, P> = {
  /** The form's values as the dialog opens: the record's, or a new one's defaults. */
  initial: () => V;
  /** The fields in the order the form shows them: the first with a problem takes focus. */
  fields: readonly K[];
  /** The first problem of each field, whether or not it is shown yet. */
  check: (values: V) => Partial<Record<K, string>>;
  /** True adds a record (create); false edits one (update with what changed). */
  isNew: boolean;
  createBody: (values: V) => C;
  /** What changed since the dialog opened; an empty body closes the dialog without a call. */
  patchBody: (loaded: V, values: V) => P;
  create: Save<C>;
  update: Save<P>;
  /** The 'Error' toast's words when the server gives none. */
  messages: { createFailed: string; updateFailed: string };
  /**
   * The field whose value must be unique (the SEO page): a create refused with 409 is that field's
   * problem, shown under it and focused until the value changes.
   */
  uniqueField?: K;
  onClose: () => void;
};

/**
 * The Add and Edit dialogs' machinery (back-office §5, §8): the values, a field's problem shown once it
 * was left or a save was tried, the first problem focused on save, a create or a patch of only what
 * changed, the 'Error' toast on a refusal, and closing with unsaved changes asking first.
 */
export function useRecordEditor<V, K extends keyof V & string, C, P extends object>({
  initial,
  fields,
  check,
  isNew,
  createBody,
  patchBody,
  create,
  update,
  messages,
  uniqueField,
  onClose,
}: RecordEditorOptions<V, K, C, P>) {
  const [loaded] = useState(initial);
  const [values, setValues] = useState(loaded);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ key: K; value: V[K]; message: string } | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const busy = create.isPending || update.isPending;

  const problems = useMemo(() => check(values), [check, values]);
  const errors: Partial<Record<K, string>> = {};
  for (const key of fields) {
    if (problems[key] && (submitted || touched.has(key))) errors[key] = problems[key];
  }
  if (refusal && values[refusal.key] === refusal.value) errors[refusal.key] ??= refusal.message;

  const set =
    <Key extends K>(key: Key) =>
    (value: V[Key]) =>
      setValues((current) => ({ ...current, [key]: value }));

  /** A field's name, value, change and message, for the editor fields: `<TextInput {...field('title')} />`. */
  const field = <Key extends K>(key: Key) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });

  function requestClose() {
    if (busy) return;
    if (hasChanges(fields, loaded, values)) setConfirmingClose(true);
    else onClose();
  }

  /** Blur bubbles in React: a field's problem shows once focus leaves it. */
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  function refused(error: unknown, fallback: string) {
    const message = errorMessage(error, fallback);
    if (isNew && uniqueField && error instanceof AdminApiError && error.status === 409) {
      setRefusal({ key: uniqueField, value: values[uniqueField], message });
      document.getElementById(fieldId(uniqueField))?.focus();
    }
    notifyError('Error', message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = fields.find((key) => problems[key]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (isNew) {
      create.mutate(createBody(values), {
        onSuccess: onClose,
        onError: (error) => refused(error, messages.createFailed),
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
      onError: (error) => refused(error, messages.updateFailed),
    });
  }

  return {
    values,
    set,
    field,
    isNew,
    busy,
    submit,
    onBlur,
    requestClose,
    confirmingClose,
    setConfirmingClose,
    close: onClose,
  };
}

/** What the dialog's frame needs of the editor (see RecordEditorDialog). */
export type RecordEditorFrame = Pick<
  ReturnType<typeof useRecordEditor>,
  'isNew' | 'busy' | 'submit' | 'onBlur' | 'requestClose' | 'confirmingClose' | 'setConfirmingClose' | 'close'
>;
