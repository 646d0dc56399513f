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

/** Where a refusal that names none of the form's fields shows in the form (see FormRefusal). */
export const FORM_REFUSAL = 'root.server' as const;

/**
 * A save's own refusal, in its own words (the order edit's new total not worked out yet): shown as the
 * server's refusals are.
 */
export class SaveRefusal extends Error {}

export type RefusalOptions<V extends FieldValues> = {
  /** The 'Error' toast's words when the server gives none. */
  failedMessage: string;
  /** The field a 409 is about (a value that must be unique), or a pick by the refusal (slug or SKU). */
  uniqueField?: UniqueField<V>;
  /**
   * The field a refusal naming none of the form's fields goes under: always the same one (a form about
   * one value, the blocklist's phone), or the one the server names only in its words ('Username "amina"
   * is already taken', 'Current password is incorrect').
   */
  refusalField?: Path<V> | ((error: AdminApiError, values: V) => Path<V> | null | undefined);
  /**
   * Where the refusal's words show besides the fields: 'toast', the 'Error' toast (back-office §7);
   * 'form', at the top of the form (FormRefusal) when no field took them, and no toast; 'both', the two;
   * 'save', nowhere more: the save's own call says it (a mutation whose onError already toasts).
   */
  refusalShown?: 'toast' | 'form' | 'both' | 'save';
};

/**
 * A refused save, shown where it belongs: each of the server's `details` that names a field of the form
 * goes under that field, a 409 about a unique value under `uniqueField`, the first of them focused; and
 * the server's message (or `failedMessage` when it gave none) where `refusalShown` says.
 */
export function showRefusal<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  { failedMessage, uniqueField, refusalField, refusalShown = 'toast' }: RefusalOptions<V>,
): void {
  if (error instanceof ShownRefusal) return;
  const message = error instanceof SaveRefusal ? error.message : errorMessage(error, failedMessage);
  const onFields = new Map<Path<V>, string>();
  if (error instanceof AdminApiError) {
    const unique = typeof uniqueField === 'function' ? uniqueField(error) : uniqueField;
    if (error.status === 409 && unique) onFields.set(unique, message);
    for (const detail of error.details) {
      const [, path, said] = DETAIL.exec(detail) ?? [];
      if (path && said && form.getValues(path as Path<V>) !== undefined && !onFields.has(path as Path<V>))
        onFields.set(path as Path<V>, said);
    }
  }
  if (onFields.size === 0 && refusalField) {
    const field =
      typeof refusalField === 'function'
        ? error instanceof AdminApiError
          ? refusalField(error, form.getValues())
          : null
        : refusalField;
    if (field) onFields.set(field, message);
  }
  let first = true;
  for (const [path, said] of onFields) {
    form.setError(path, { type: 'server', message: said }, { shouldFocus: first });
    first = false;
  }
  if (refusalShown === 'toast' || refusalShown === 'both') notifyError('Error', message);
  if ((refusalShown === 'form' || refusalShown === 'both') && onFields.size === 0)
    form.setError(FORM_REFUSAL, { type: 'server', message });
}
