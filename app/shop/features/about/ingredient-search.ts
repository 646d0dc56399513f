/** One row of the Power of Nature cards: an ingredient's name or a honey feature's title, and its text. */
export type NatureEntry = { label: string; description: string };

/**
 * The entries the "Search ingredients..." box keeps: the query matches the label or the description,
 * case-insensitively, like the other search boxes of the shop (storefront §5 Filters). A blank query keeps all.
 */
export function filterNatureEntries(entries: readonly NatureEntry[], query: string): NatureEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) => entry.label.toLowerCase().includes(needle) || entry.description.toLowerCase().includes(needle),
  );
}
