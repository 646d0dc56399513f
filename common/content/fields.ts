/**
 * Readers for the loosely typed fields of stored content (site_content JSON): staff may leave a field
 * empty or of another type, and the reader falls back instead of failing the page.
 */
export type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text, a finite number as text, else the fallback. */
export function text(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** A number above zero (also from text such as "60"), else null. */
export function positiveNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}
