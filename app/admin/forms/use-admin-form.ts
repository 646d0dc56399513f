import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { showRefusal, type UniqueField } from './server-refusal';

/**
 * The back office's one form engine (decision 027): react-hook-form checked by a zod schema. A form
 * declares its values, its schema and what saving means; the engine gives it the rest:
 *
 * - a field's problem shows once the field was left or a save was tried, and follows each keystroke after
 *   (`onTouched`); a save with problems focuses the first of them and sends nothing;
 * - while the save runs the form is busy; a refusal maps the server's `details` onto the fields it names
 *   and shows the 'Error' toast with the server's words (back-office §7), or `failedMessage`;
 * - `formState.isDirty` is what the frames' discard guard asks about.
 */
export type AdminFormOptions<V extends FieldValues> = {
  /** The values the form opens with: the record's, or a new one's defaults. */
  defaultValues: V;
  /**
   * The form's checks, usually the API's own schema applied to the body the values make
   * (`bodySchema(createSchema, createBody)`), so the form and the server say the same words.
   */
  schema: z.ZodType<unknown, FieldValues>;
  /** Sends the values; a rejection is a refusal. Resolves once saved. */
  save: (values: V) => Promise<unknown>;
  /** After a save went through: close the dialog, say 'Saved'. */
  onSaved?: () => void;
  /** The 'Error' toast's words when the server gives none. */
  failedMessage: string;
  /**
   * The field a 409 is about (a value that must be unique): the message shows under it, focused. A form
   * with several picks by the refusal ('Slug … is already used' or 'SKU …'); none is no field's problem.
   */
  uniqueField?: UniqueField<V>;
};

export function useAdminForm<V extends FieldValues>({
  defaultValues,
  schema,
  save,
  onSaved,
  failedMessage,
  uniqueField,
}: AdminFormOptions<V>) {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    // raw: the save gets the values as typed; the schema only judges them (its output is the API's body).
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showRefusal(form, error, { failedMessage, uniqueField });
      return;
    }
    onSaved?.();
  });
  return { form, submit, busy: form.formState.isSubmitting };
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
