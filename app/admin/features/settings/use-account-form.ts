import { useState } from 'react';
import { errorMessage } from '../../data/admin-api';
import { notifyError } from '../../../lib/toast';
import { focusField, formText } from './account-dialog';
import type { Check } from './profile-rules';

/** The save call, as TanStack Query's useMutation gives it. */
type Save<B> = {
  mutate: (body: B, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

/**
 * The Edit Profile and Change Password dialogs' flow (back-office §5, §8): the fields read from the form
 * and checked in the spec's order; a problem is an 'Error' toast and the same words at its field, which
 * takes focus, until that field is typed in; a server refusal about a field shows there too, any other
 * one above the fields. On success `onSaved` says so and the dialog closes.
 */
export function useAccountForm<F extends string, B>({
  fields,
  check,
  save,
  failed,
  refusedField,
  onSaved,
  onClose,
}: {
  /** The form's fields, read as text when it is sent. */
  fields: readonly F[];
  check: (values: Record<F, string>) => Check<F, B>;
  save: Save<B>;
  /** The 'Error' toast's words when the server gives none. */
  failed: string;
  /** The field a server refusal is about, when it is about one. */
  refusedField: (message: string, values: Record<F, string>) => F | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<{ field: F; message: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  function refuse(field: F, message: string) {
    setProblem({ field, message });
    notifyError('Error', message);
    focusField(field);
  }

  function onSubmit(form: HTMLFormElement) {
    setAlert(null);
    const values = Object.fromEntries(fields.map((name) => [name, formText(form, name)])) as Record<
      F,
      string
    >;
    const result = check(values);
    if (!result.ok) {
      refuse(result.field, result.message);
      return;
    }
    setProblem(null);
    save.mutate(result.body, {
      onSuccess: () => {
        onSaved();
        onClose();
      },
      onError: (error) => {
        const message = errorMessage(error, failed);
        const field = refusedField(message, values);
        if (field) {
          refuse(field, message);
          return;
        }
        setAlert(message);
        notifyError('Error', message);
      },
    });
  }

  const errorOf = (field: F) => (problem?.field === field ? problem.message : undefined);

  return {
    errorOf,
    /** The props AccountDialog takes from the flow: `<AccountDialog {...form.dialog} …>`. */
    dialog: {
      busy: save.isPending,
      alert,
      onSubmit,
      onFieldChange: (name: string) => setProblem((current) => (current?.field === name ? null : current)),
      onClose,
    },
  };
}
