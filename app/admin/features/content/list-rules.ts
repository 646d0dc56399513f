import { isRecord, type Fields } from '../../../../common/content/fields';

/**
 * The small conversions between what a section stores and what its form shows: lists typed as text,
 * fixed rows padded from the defaults, and the pricing tiers' recommended index kept on a real tier.
 */

/** Text as a form field holds it: numbers become their digits, anything else that is not text is empty. */
export function str(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The named fields of a section as its form holds them: each one text (see `str`). */
export function texts<K extends string>(content: Fields, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, str(content[key])])) as Record<K, string>;
}

/** home-vitalix benefits: one per line, trimmed, blank lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function joinLines(list: unknown): string {
  return Array.isArray(list) ? list.map(str).filter(Boolean).join('\n') : '';
}

/** about-promise: paragraphs are separated by blank lines (back-office §2), trimmed, empties dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function joinParagraphs(list: unknown): string {
  return Array.isArray(list) ? list.map(str).filter(Boolean).join('\n\n') : '';
}

/** A stored value the storefront would not show (it falls back to the default): missing, blank or empty. */
function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A saved section as its page shows it: each field the record leaves blank takes its default, since the
 * storefront's readers fall back field by field. Fields only the record has are kept.
 */
export function mergeOverDefaults(defaults: Fields, content: Fields): Fields {
  const merged: Fields = { ...defaults };
  for (const [key, value] of Object.entries(content)) {
    if (!isBlank(value) || !(key in defaults)) merged[key] = value;
  }
  return merged;
}

/**
 * A fixed number of rows (three certifications, four values…): each stored row read over the default row
 * at its place, the missing ones taken from the defaults, extra ones dropped.
 */
export function fixedRows<T>(
  stored: unknown,
  defaults: readonly T[],
  read: (row: Fields, fallback: T) => T,
): T[] {
  const rows = Array.isArray(stored) ? stored : [];
  return defaults.map((fallback, index) => {
    const row: unknown = rows[index];
    return isRecord(row) ? read(row, fallback) : fallback;
  });
}

/** A list of stored rows read one by one; anything that is not an object is left out. */
export function readRows<T>(stored: unknown, read: (row: Fields) => T): T[] {
  return Array.isArray(stored) ? stored.filter(isRecord).map(read) : [];
}

/** A field of a row: the stored text when the row has the key, else the default row's. */
export function rowText(row: Fields, key: string, fallback: string): string {
  return key in row ? str(row[key]) : fallback;
}

/** A fixed row with a title and a description: a certification, a value, a standard, a honey detail. */
export type TitledRow = { title: string; description: string };

/** A stored titled row read over the default row at its place. */
export function titledRow(row: Fields, fallback: TitledRow): TitledRow {
  return {
    title: rowText(row, 'title', fallback.title),
    description: rowText(row, 'description', fallback.description),
  };
}

/**
 * The recommended tier after deleting tier `removed` of `count`: a later tier keeps pointing at the same
 * tier, the deleted one hands the mark to the tier that takes its place (or the new last one).
 */
export function recommendedAfterRemoval(recommended: number, removed: number, count: number): number {
  const remaining = count - 1;
  if (remaining <= 0) return 0;
  if (recommended > removed) return recommended - 1;
  return Math.min(recommended, remaining - 1);
}

/**
 * A number typed in a form: digits become a number; anything else stays text for the section's check
 * to name ('Quantity must be greater than 0'); an empty field is left out, so its default applies.
 */
export function typedNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** Keys of fields that hold an address, a colour or a code, never a line a person reads. */
const NOT_READ = /(url|link|href|src|image|color|icon|id|value|index)$/i;
const FIRST_KEYS = ['heading', 'sectionHeading', 'title', 'name', 'label'];

/** The first text a person would read in a section's content: a heading-like field, else the first text. */
export function firstText(content: unknown): string {
  if (typeof content === 'string') return content.trim();
  if (Array.isArray(content)) {
    for (const item of content) {
      const found = firstText(item);
      if (found) return found;
    }
    return '';
  }
  if (!isRecord(content)) return '';
  for (const key of FIRST_KEYS) {
    const value = content[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  for (const [key, value] of Object.entries(content)) {
    if (NOT_READ.test(key)) continue;
    const found = firstText(value);
    if (found) return found;
  }
  return '';
}
