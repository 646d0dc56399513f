import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/** A problem a form finds itself: the field's path ('trackingNumbers.<id>') and what to say. */
export type FormProblem = { path: string; message: string };

/**
 * The checks of a form that asks more than its API (the status dialogs ask for the courier the API
 * leaves optional, back-office §2): the form's own questions first, so a field shows what to do
 * before anything the API would add about it, then the API's checks (`bodySchema`).
 */
export function askingMore<V extends FieldValues>(
  apiCheck: z.ZodType<unknown, FieldValues>,
  ask: (values: V) => FormProblem[],
): z.ZodType<unknown, FieldValues> {
  return z.custom<FieldValues>().superRefine((values, context) => {
    for (const problem of ask(values as V))
      context.addIssue({ code: 'custom', message: problem.message, path: problem.path.split('.') });
    const checked = apiCheck.safeParse(values);
    if (!checked.success)
      for (const issue of checked.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
  });
}
