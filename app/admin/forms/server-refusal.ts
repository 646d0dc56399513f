import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notifyError } from '../../lib/toast';
import { AdminApiError, errorMessage } from '../data/admin-api';

/**
 * A refusal the form has already shown its own way (a toast with another title, a notice in the form):
 * a `save` rejects with it to stay open without the 'Error' toast.
 */
export class ShownRefusal extends Error {}

/** The field a 409 is about (a value that must be unique), or which one, by the server's refusal. */
export type UniqueField<V extends FieldValues> = Path<V> | ((error: AdminApiError) => Path<V> | undefined);

/** A line of the server's `details`: 'productBenefits.heading: Heading is required' (error-handler.ts). */
const DETAIL = /^([\w.]+): (.+)$/;

/**
 * A refused save, shown where it belongs: each of the server's `details` that names a field of the form
 * goes under that field, a 409 about a unique value under `uniqueField`, the first of them focused; and
 * the 'Error' toast says the server's message (back-office §7), or `failedMessage` when it gave none.
 */
export function showRefusal<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  { failedMessage, uniqueField }: { failedMessage: string; uniqueField?: UniqueField<V> },
): void {
  if (error instanceof ShownRefusal) return;
  const message = errorMessage(error, failedMessage);
  if (error instanceof AdminApiError) {
    const onFields = new Map<Path<V>, string>();
    const unique = typeof uniqueField === 'function' ? uniqueField(error) : uniqueField;
    if (error.status === 409 && unique) onFields.set(unique, message);
    for (const detail of error.details) {
      const [, path, said] = DETAIL.exec(detail) ?? [];
      if (path && said && form.getValues(path as Path<V>) !== undefined && !onFields.has(path as Path<V>))
        onFields.set(path as Path<V>, said);
    }
    let first = true;
    for (const [path, said] of onFields) {
      form.setError(path, { type: 'server', message: said }, { shouldFocus: first });
      first = false;
    }
  }
  notifyError('Error', message);
}
