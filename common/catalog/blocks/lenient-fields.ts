import { z } from 'zod';

/**
 * The storefront reader's pieces (storefront §3): every field is parsed with `.catch()`, so one bad field
 * falls back on its own instead of hiding the whole block.
 */

/** A block may arrive as an object or as a JSON string; unparseable text counts as a missing block. */
export function parseJsonBlock(value: unknown): Record<string, unknown> | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** "Rs. 11,000", "11000" and 11000 all read as 11000; anything else falls back. */
export function numberLike(fallback: number) {
  return z
    .union([z.number(), z.string()])
    .transform((v) =>
      typeof v === 'number' ? v : Number.parseFloat(v.replace(/,/g, '').match(/\d+(\.\d+)?/)?.[0] ?? ''),
    )
    .pipe(z.number())
    .catch(fallback);
}

export const looseText = z.string().trim().catch('');
/** Text that must be there: an item without it is left out of its list. */
export const presentText = z.string().trim().min(1);
/** Text or nothing: empty reads as null. */
export const looseOptionalText = z
  .string()
  .trim()
  .nullable()
  .catch(null)
  .transform((s) => s || null);
export const looseTextList = z.array(z.string().trim()).catch([]);

/** Keeps the items of a list that parse, drops the others. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw) => {
        const result = item.safeParse(raw);
        return result.success ? [result.data as z.output<T>] : [];
      }),
    );
}

/** A nested block that may itself be JSON text (a comparison table inside the benefits block). */
export const nestedBlock = z
  .unknown()
  // optional(): zod reads a key whose schema ends in a transform as required.
  .optional()
  .transform(parseJsonBlock);
