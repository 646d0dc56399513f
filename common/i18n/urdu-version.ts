import { z } from 'zod';
import type { Language } from './languages';

/**
 * A record's Urdu version (decision 039): the shopper-facing words of a product, a content section or an
 * SEO entry, kept beside the English in the record's `ur` column, never its images, prices, numbers or
 * links. Each part of it is derived from the English field it translates, in the record's one definition
 * (`defineBlock`, `defineSection`, product-texts.ts, seo-admin-schemas.ts), so a block is still defined
 * once: the Urdu of a field is held to the English field's own rule (length, one line, no control
 * characters) and may be left empty, which means "show the English".
 *
 * - A text: its Urdu, or the English when that is empty.
 * - A list of texts (Key Benefits, a plan's features, tags, paragraphs): the Urdu list as a whole, or the
 *   English list when the Urdu has none.
 * - A list of items (FAQs, plans, tiers, ingredients): by position, item N's Urdu translating English item
 *   N, each of its texts falling back on its own. The English decides how many items there are, their
 *   order and everything in them that is not words; Urdu items beyond the English list are not shown.
 * - A group (a block, a nested table): its fields, each by its own rule.
 */
export type UrduShape =
  | { kind: 'text'; /** The English field's limit, for the editor's input. */ max?: number }
  | { kind: 'lines' }
  | { kind: 'items'; item: UrduGroupShape }
  | UrduGroupShape;
export type UrduGroupShape = { kind: 'group'; fields: Record<string, UrduShape> };

/** A part of a record's Urdu version: its writer (what staff may save) and its shape. */
export type UrduPart<S extends UrduShape = UrduShape> = { schema: z.ZodType; shape: S };
export type UrduGroup = UrduPart<UrduGroupShape>;

/** How a field of a definition is translated: a text, a list of texts, or a part built by its items. */
export type UrduMark = 'text' | 'lines' | UrduPart;

/** Stored Urdu, as the writer answers it: texts, lists of texts, items and groups, nothing empty. */
export type UrduValue = string | string[] | UrduRecord[] | UrduRecord;
export type UrduRecord = { [key: string]: UrduValue };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nothing to show: no value, blank text, or a list or object holding only such. */
export function isBlankUrdu(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlankUrdu);
  if (isRecord(value)) return Object.values(value).every(isBlankUrdu);
  return false;
}

const blankAsMissing = (value: unknown) => (isBlankUrdu(value) ? undefined : value);

/**
 * The most characters a text schema takes (zod's `maxLength`), looked for through its defaults and
 * transforms; undefined when it sets none.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return maxLengthOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe)
    return maxLengthOf(schema.in as z.ZodType) ?? maxLengthOf(schema.out as z.ZodType);
  return undefined;
}

/**
 * The Urdu of one English text or list of texts: empty (undefined once read), or held to the English
 * field's own schema, with its messages.
 */
function urduOfField(strict: z.ZodType, kind: 'text' | 'lines'): UrduPart {
  const schema = z
    .preprocess(blankAsMissing, strict.optional())
    .transform((value) => (isBlankUrdu(value) ? undefined : value));
  return {
    schema,
    shape: kind === 'text' ? { kind: 'text', max: maxLengthOf(strict) } : { kind: 'lines' },
  };
}

/** A field of a definition with its Urdu mark, as a part (or undefined when it has none). */
export function urduPartOf(strict: z.ZodType, mark: UrduMark | undefined): UrduPart | undefined {
  if (mark === undefined) return undefined;
  return typeof mark === 'string' ? urduOfField(strict, mark) : mark;
}

/** Whether a shape holds any words at all (a list of items without texts has none). */
function hasWords(shape: UrduShape): boolean {
  if (shape.kind === 'group') return Object.values(shape.fields).some(hasWords);
  if (shape.kind === 'items') return hasWords(shape.item);
  return true;
}

/** The Urdu of a group of fields: a strict object of the parts with words, empty values left out. */
export function urduGroup(parts: Record<string, UrduPart | undefined>): UrduGroup {
  const present = Object.entries(parts).filter(
    (entry): entry is [string, UrduPart] => entry[1] !== undefined && hasWords(entry[1].shape),
  );
  const schema = z
    .preprocess(
      blankAsMissing,
      z
        .strictObject(Object.fromEntries(present.map(([key, part]) => [key, part.schema.optional()])), {
          error: (issue) => (issue.code === 'invalid_type' ? 'Must be an object of texts' : undefined),
        })
        .optional(),
    )
    .transform((value) => {
      if (!value) return undefined;
      const kept = Object.entries(value).filter(([, field]) => field !== undefined);
      return kept.length ? (Object.fromEntries(kept) as UrduRecord) : undefined;
    });
  return {
    schema,
    shape: { kind: 'group', fields: Object.fromEntries(present.map(([key, part]) => [key, part.shape])) },
  };
}

/**
 * The Urdu of a list of items, by position: at most as many as the English list may hold (`tooMany`, the
 * English message); an item with nothing translated is kept as `{}` so the ones after it keep their place.
 */
export function urduItems(item: UrduGroup, max: number, tooMany: string): UrduPart {
  const schema = z
    .preprocess(
      blankAsMissing,
      z
        .array(
          z.preprocess((entry) => entry ?? {}, item.schema),
          { error: 'Must be a list' },
        )
        .max(max, tooMany)
        .optional(),
    )
    .transform((list) => {
      if (!list) return undefined;
      const items = list.map((entry) => entry ?? {});
      while (items.length && isBlankUrdu(items.at(-1))) items.pop();
      return items.length ? items : undefined;
    });
  return { schema, shape: { kind: 'items', item: item.shape } };
}

/**
 * A record's `ur` field in an API body: the Urdu version as a whole. Null, or nothing in it, clears it
 * (stored as null); leave the field out of a PATCH to keep the stored one.
 */
export function urduField(group: UrduGroup) {
  return group.schema.transform((value) => (value ?? null) as UrduRecord | null);
}

/**
 * The Urdu version a form sends: as the writer stores it when it passes (blank fields and items gone,
 * null for none), else as typed, for the writer's refusal to name what is wrong.
 */
export function urduBodyOf(part: UrduGroup, value: unknown): unknown {
  const parsed = part.schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : value;
}

/**
 * The field of a form that shows a problem of the Urdu version at `path` (inside the `ur` value): the
 * path itself, or the list of texts it is a line of (`benefits.3` is the Key benefits field's).
 */
export function urduFieldPath(shape: UrduGroupShape, path: readonly string[]): string[] {
  const walked: string[] = [];
  let at: UrduShape | undefined = shape;
  for (const part of path) {
    if (!at || at.kind === 'text' || at.kind === 'lines') break;
    walked.push(part);
    if (at.kind === 'group') at = at.fields[part];
    else if (/^\d+$/.test(part)) at = at.item;
    else break;
  }
  return walked;
}

/** How many texts an Urdu version holds (an audit entry's measure of it). */
export function urduTextCount(value: unknown): number {
  if (typeof value === 'string') return value.trim() ? 1 : 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + urduTextCount(item), 0);
  if (isRecord(value))
    return Object.values(value).reduce((sum: number, item) => sum + urduTextCount(item), 0);
  return 0;
}

// ---- Reading: the texts in a language -----------------------------------------------------------------

/** A block may be stored as JSON text (the storefront reads both, storefront §3): read as an object. */
function asRecord(value: unknown): Record<string, unknown> | null {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const shownText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The English with the Urdu over it, by the shape (the rules at the top of this file). */
function overlay(shape: UrduShape, english: unknown, urdu: unknown): unknown {
  switch (shape.kind) {
    case 'text':
      return shownText(urdu) ? urdu : english;
    case 'lines': {
      const lines = Array.isArray(urdu) ? urdu.filter(shownText) : [];
      return lines.length ? lines : english;
    }
    case 'items':
      if (!Array.isArray(english) || !Array.isArray(urdu)) return english;
      return english.map((item, index) => overlay(shape.item, item, urdu[index]));
    case 'group': {
      const record = asRecord(english);
      if (!record || !isRecord(urdu)) return english;
      const result: Record<string, unknown> = { ...record };
      for (const [key, field] of Object.entries(shape.fields)) {
        if (urdu[key] === undefined) continue;
        const value = overlay(field, record[key], urdu[key]);
        if (value !== undefined) result[key] = value;
      }
      return result;
    }
  }
}

/**
 * A record's shopper-facing texts in `language` (decision 039): the English record as it is, or with its
 * Urdu version over it, field by field, the English wherever the Urdu is empty. Only the fields the shape
 * names are taken from the Urdu, whatever else the stored value holds; the English is not changed.
 */
export function textsInLanguage<T>(english: T, urdu: unknown, shape: UrduGroupShape, language: Language): T {
  if (language !== 'ur' || isBlankUrdu(urdu)) return english;
  return overlay(shape, english, urdu) as T;
}
