/**
 * The rules the back office's record screens share (SEO entries, testimonials, FAQs): the display order
 * of the ordered lists, the order as typed, and a long text's short form for the tables. Their checks
 * and changes are the form engine's (decision 027).
 */

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
