/**
 * The rules the back office's record dialogs share (SEO entries, testimonials, FAQs): the first problem
 * of each field in the API schema's own words, whether the form changed, and the display order of the
 * ordered lists.
 */

/** What the dialogs need of a zod schema: its verdict on a body, with the issues' paths. */
type Checker = {
  safeParse(
    body: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
};

/**
 * The first problem of each field: the body the form would send, checked with the API's schema, so the
 * dialog and the server say the same words. Problems of anything that is not one of `fields` are left
 * to the server.
 */
export function problemsByField<K extends string>(
  schema: Checker,
  body: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const result = schema.safeParse(body);
  const problems: Partial<Record<K, string>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as K;
    if (fields.includes(key)) problems[key] ??= issue.message;
  }
  return problems;
}

/** Whether any field differs from what the dialog opened with. */
export function hasChanges<V>(fields: ReadonlyArray<keyof V>, loaded: V, values: V): boolean {
  return fields.some((key) => loaded[key] !== values[key]);
}

/** A new row of an ordered list goes after the last one. */
export function nextOrder(rows: readonly { order: number }[]): number {
  return rows.length ? Math.max(...rows.map((row) => row.order)) + 1 : 0;
}

/** The order as typed: an emptied field means the default, 0; anything else the schema judges. */
export const orderOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** The table's short form of a long text: about `max` characters, cut at a word, then '…'. */
export function shorten(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
