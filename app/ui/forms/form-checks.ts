import type { z } from 'zod';

/** Messages by field name: the first problem of each field, as the spec words it (storefront §5). */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** The text fields of a form post; a file or a missing field reads as nothing typed. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * Reads a form post with the schema the API uses for the same call, so a page's action (with or without
 * JavaScript) and the browser's instant messages agree with the server word for word.
 */
export function readForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: FieldErrors } {
  const result = schema.safeParse(formValues(form));
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/**
 * A refusal the shopper should read (a 4xx from a service: taken username, dead link, too many tries),
 * or null for anything else, which the action rethrows so the error boundary and the log see it.
 */
export function refusalOf(error: unknown): { status: number; message: string } | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { status, message: (error as Error).message };
}
