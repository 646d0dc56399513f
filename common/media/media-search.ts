/**
 * The media search (the library screen and the media picker; `GET /api/admin/media?search=`): every word
 * must appear in the file name or the alt text, in any case. One rule, so the picker's instant filter and
 * the list call agree.
 */
export function mediaSearchWords(search: string | null | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesMediaSearch(
  item: { fileName: string; altText: string | null },
  words: readonly string[],
): boolean {
  if (!words.length) return true;
  const haystack = `${item.fileName} ${item.altText ?? ''}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Longest search the list call takes: a few words, not a document. */
export const MEDIA_SEARCH_MAX = 100;
