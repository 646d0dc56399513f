import { useMemo, useState, type FocusEvent, type FormEvent } from 'react';
import { errorMessage } from '../../data/admin-api';
import { fieldId } from '../../forms/editor-fields';
import { notifyError } from '../../../lib/toast';
import { conflictField, hasChanges } from './user-form';

const focus = (name: string) => document.getElementById(fieldId(name))?.focus();

/**
 * The Add and Edit User dialogs' machinery (back-office §5, §9): the values, a field's problem shown once
 * it was left or a save was tried, a server refusal naming a taken username or email shown at that field
 * until it changes, the first problem focused on save, and closing with unsaved changes asking first.
 */
export function useUserDialog<V extends object, K extends keyof V & string>({
  initial,
  fields,
  check,
  block,
  send,
  busy,
  onClose,
}: {
  /** The values as the dialog opens. */
  initial: () => V;
  /** The fields in the form's order: the first with a problem takes focus. */
  fields: readonly K[];
  /** Each field's problem, whether or not it is shown yet. */
  check: (loaded: V, values: V) => Partial<Record<K, string>>;
  /** On save, a field that blocks it without a problem of its own (saying why itself), if any. */
  block?: (values: V) => K | undefined;
  /** Sends the checked values; `failed` makes the call's error handler, with its fallback words. */
  send: (values: V, loaded: V, failed: (fallback: string) => (error: Error) => void) => void;
  busy: boolean;
  onClose: () => void;
}) {
  const [loaded] = useState(initial);
  const [values, setValues] = useState(loaded);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // The server's refusals by field, shown until that field is changed.
  const [refused, setRefused] = useState<Partial<Record<K, string>>>({});
  const [confirmingClose, setConfirmingClose] = useState(false);

  const problems = useMemo(() => check(loaded, values), [check, loaded, values]);
  const errors: Partial<Record<K, string>> = {};
  for (const key of fields) {
    const problem = problems[key] && (submitted || touched.has(key)) ? problems[key] : undefined;
    errors[key] = problem ?? refused[key];
  }

  const set =
    <Key extends K>(key: Key) =>
    (value: V[Key]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setRefused((current) => (current[key] ? { ...current, [key]: undefined } : current));
    };

  function requestClose() {
    if (busy) return;
    if (hasChanges(loaded, values)) setConfirmingClose(true);
    else onClose();
  }

  /** Blur bubbles in React: a field's problem shows once focus leaves it. */
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  const failed = (fallback: string) => (error: Error) => {
    const field = conflictField(error);
    if (field) {
      setRefused({ [field]: error.message } as Partial<Record<K, string>>);
      focus(field);
    }
    notifyError('Error', errorMessage(error, fallback));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const blocked = block?.(values);
    const first = fields.find((key) => problems[key] || key === blocked);
    if (first) {
      focus(first);
      return;
    }
    send(values, loaded, failed);
  }

  return {
    values,
    errors,
    set,
    submitted,
    busy,
    submit,
    onBlur,
    requestClose,
    confirmingClose,
    setConfirmingClose,
    close: onClose,
  };
}

/** What the dialog's frame needs of the machinery (see UserDialog). */
export type UserDialogFrame = Pick<
  ReturnType<typeof useUserDialog>,
  'busy' | 'submit' | 'onBlur' | 'requestClose' | 'confirmingClose' | 'setConfirmingClose' | 'close'
>;
