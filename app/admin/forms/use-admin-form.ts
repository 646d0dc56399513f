import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { showRefusal, type RefusalOptions } from './server-refusal';
import { useSaveConflict, type ConflictOptions } from './use-save-conflict';

/**
 * The back office's one form engine (decision 027): react-hook-form checked by a zod schema. A form
 * declares its values, its schema and what saving means; the engine gives it the rest:
 *
 * - a field's problem shows once the field was left or a save was tried, and follows each keystroke after
 *   (`onTouched`); a save with problems focuses the first of them and sends nothing;
 * - while the save runs the form is busy; a refusal maps the server's `details` onto the fields it names
 *   and shows the 'Error' toast with the server's words (back-office §7), or `failedMessage` (or, as
 *   `refusalShown` says, at the top of the form, or leaves the words to the save's own call);
 * - `formState.isDirty` is what the frames' discard guard asks about;
 * - with `conflict`, a save refused because someone else saved first keeps what the person typed: the
 *   saved version is read and the form lists their changes beside it until they re-apply them on top of
 *   it or keep it (`use-save-conflict.ts`); no save goes until they chose.
 */
export type AdminFormOptions<V extends FieldValues> = RefusalOptions<V> & {
  /** The values the form opens with: the record's, or a new one's defaults. */
  defaultValues: V;
  /**
   * The form's checks, usually the API's own schema applied to the body the values make
   * (`bodySchema(createSchema, createBody)`), so the form and the server say the same words.
   */
  schema: z.ZodType<unknown, FieldValues>;
  /** Sends the values; a rejection is a refusal. Resolves once saved. */
  save: (values: V) => Promise<unknown>;
  /**
   * After a save went through: close the dialog, say 'Saved', or start a form on a page afresh. A promise
   * it returns (a close that goes back in the browser's history) keeps the save running until it settles.
   */
  onSaved?: (form: UseFormReturn<V>) => void | Promise<unknown>;
  /**
   * A save refused by the form's own checks, before the first problem takes focus: a form that says so
   * in a toast too (the content editor's 'Validation Error', back-office §5), or shows the part the
   * problem is in.
   */
  onInvalid?: (errors: FieldErrors<V>, values: V) => void;
  /** A form saved against the version it opened: a stale save's refusal and how to read the saved one. */
  conflict?: ConflictOptions<V>;
};

export function useAdminForm<V extends FieldValues>({
  defaultValues,
  schema,
  save,
  onSaved,
  onInvalid,
  conflict,
  ...refusal
}: AdminFormOptions<V>) {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    // raw: the save gets the values as typed; the schema only judges them (its output is the API's body).
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>,
    mode: 'onTouched',
  });
  const stale = useSaveConflict(form, conflict);
  const handle = form.handleSubmit(
    async (values) => {
      stale.clear();
      try {
        await save(values);
      } catch (error) {
        showRefusal(form, error, refusal);
        await stale.open(error);
        return;
      }
      await onSaved?.(form);
    },
    (errors) => onInvalid?.(errors, form.getValues()),
  );
  // While the person compares their changes with the saved version, a save (Enter in a field) waits.
  const submit = (event?: BaseSyntheticEvent) => (stale.pending ? Promise.resolve() : handle(event));
  return {
    form,
    submit,
    busy: form.formState.isSubmitting,
    /** The save conflict, for a form given `conflict`: what EditorForm's conflict view shows. */
    conflict: conflict ? stale.conflict : null,
  };
}

export type AdminForm<V extends FieldValues> = ReturnType<typeof useAdminForm<V>>;

/**
 * The API's schema judging the body the form's values make: the issues' paths are the body's, which the
 * forms use as their field names ('productBenefits.heading').
 */
export function bodySchema<V extends FieldValues, B>(
  apiSchema: z.ZodType<B>,
  toBody: (values: V) => unknown,
): z.ZodType<unknown, FieldValues> {
  return z.preprocess((values) => toBody(values as V), apiSchema) as z.ZodType<unknown, FieldValues>;
}
