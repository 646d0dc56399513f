import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notifyError } from '../../lib/toast';
import { AdminApiError, errorMessage } from '../data/admin-api';

/** A line of the server's `details`: 'productBenefits.heading: Heading is required' (error-handler.ts). */
const DETAIL = /^([\w.]+): (.+)$/;

/** Where the form's root error holds a refusal about no field, which `FormRefusal` shows. */
export const REFUSAL = 'root.refusal';

export type RefusalOptions<V extends FieldValues> = {
  failedMessage: string;
  uniqueField?: Path<V>;
  /**
   * The field a refusal is about when the server names it only in its words ('Username "amina" is
   * already taken', 'Current password is incorrect'): its message shows under that field.
   */
  refusedField?: (error: AdminApiError, values: V) => Path<V> | null | undefined;
  /** A refusal about no field shows above the fields as well (FormRefusal), until the next save. */
  alert?: boolean;
};

/**
 * A refused save, shown where it belongs: each of the server's `details` that names a field of the form
 * goes under that field, a 409 about a unique value under `uniqueField`, the first of them focused; and
 * the 'Error' toast says the server's message (back-office §7), or `failedMessage` when it gave none.
 */
export function showRefusal<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  { failedMessage, uniqueField, refusedField, alert }: RefusalOptions<V>,
): void {
  const message = errorMessage(error, failedMessage);
  const onFields = new Map<Path<V>, string>();
  if (error instanceof AdminApiError) {
    if (error.status === 409 && uniqueField) onFields.set(uniqueField, message);
    const named = refusedField?.(error, form.getValues());
    if (named) onFields.set(named, message);
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
  if (alert && onFields.size === 0) form.setError(REFUSAL as Path<V>, { type: 'server', message });
  notifyError('Error', message);
}
