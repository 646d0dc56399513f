import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { bodySchema, useAdminForm } from './use-admin-form';

/** A create or update call, as TanStack Query's useMutation gives it. */
type Call<B> = { mutateAsync: (body: B) => Promise<unknown> };

/**
 * An Add or Edit dialog's form (back-office §5, §8: SEO entries, testimonials, FAQs, staff): checked
 * with the create call's own schema, so the dialog and the server say the same words; a new record is
 * created, an existing one patched with only what changed (nothing changed closes without a call).
 */
export function useRecordForm<V extends FieldValues, C, P extends object>({
  initial,
  isNew,
  schema,
  createBody,
  patchBody,
  create,
  update,
  messages,
  uniqueField,
  onClose,
}: {
  /** The values as the dialog opens: the record's, or a new one's defaults. */
  initial: () => V;
  isNew: boolean;
  /** The API's create schema; the form's values make its body with `createBody`. */
  schema: z.ZodType<unknown>;
  createBody: (values: V) => C;
  /** What changed since the dialog opened. */
  patchBody: (loaded: V, values: V) => P;
  create: Call<C>;
  update: Call<P>;
  /** The 'Error' toast's words when the server gives none. */
  messages: { createFailed: string; updateFailed: string };
  /** A create refused with 409 is this field's problem (a value that must be unique). */
  uniqueField?: Path<V>;
  onClose: () => void;
}) {
  const [loaded] = useState(initial);
  return useAdminForm<V>({
    defaultValues: loaded,
    schema: bodySchema(schema, createBody),
    save: async (values) => {
      if (isNew) return create.mutateAsync(createBody(values));
      const body = patchBody(loaded, values);
      if (Object.keys(body).length > 0) return update.mutateAsync(body);
    },
    onSaved: onClose,
    failedMessage: isNew ? messages.createFailed : messages.updateFailed,
    uniqueField: isNew ? uniqueField : undefined,
  });
}
