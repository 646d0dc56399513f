import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/** Each field's problem by its name ('email', 'plans.0.price'); a field without one is left out. */
export type Problems = Readonly<Partial<Record<string, string | undefined>>>;

/**
 * The form's checks when they are not one API schema applied to one body: a patch checked against what
 * was loaded (only what changed is sent, so only that is checked), or checks in the spec's order that
 * stop at the first problem. `check` runs the API's schema itself, so the words stay the server's; the
 * engine shows each problem under the field it names, as it does `bodySchema`'s.
 */
export function checkSchema<V extends FieldValues>(
  check: (values: V) => Problems,
): z.ZodType<unknown, FieldValues> {
  return z.custom<FieldValues>().superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(check(values as V))) {
      if (message) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  }) as z.ZodType<unknown, FieldValues>;
}
