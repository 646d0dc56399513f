import { z } from 'zod';
import { side, urduSide, type BlockField } from '../catalog/blocks/define-block';
import { listOf } from '../catalog/blocks/lenient-fields';
import { urduGroup, urduPartOf, type UrduMark } from '../i18n/urdu-version';
import { isRecord } from './fields';
import { siteMediaUrl } from './safe-values';

/**
 * A content section's one definition (back-office §2–3, storefront §2–3): every field named once with its
 * `strict` side (what staff may save, back-office §5), its `lenient` side (what the storefront reads) and,
 * for the words a shopper reads, its Urdu version (decision 039), held to the `strict` rule. The reader
 * falls back field by field to the section's default (section-defaults.ts), so a field staff left empty,
 * or saved as free JSON of another type, never hides the section.
 */
export type SectionField<D = never> = {
  strict: z.ZodType;
  lenient: (fallback: D) => z.ZodType;
  urdu?: UrduMark;
};

type SectionFields<D> = { [K in keyof D]: SectionField<D[K]> };
type StrictShape<F extends Record<string, SectionField>> = { [K in keyof F]: F[K]['strict'] };
type LenientShape<F extends Record<string, SectionField>> = { [K in keyof F]: ReturnType<F[K]['lenient']> };

/**
 * The section's writer (unknown keys dropped), its reader (any value in: what is not an object reads
 * as an empty one) and its Urdu version, built from one field list and the section's defaults.
 */
export function defineSection<D extends Record<string, unknown>, F extends SectionFields<D>>(
  defaults: D,
  fields: F,
) {
  const entries = Object.entries(fields as Record<string, SectionField>);
  const strict = Object.fromEntries(entries.map(([key, field]) => [key, field.strict]));
  const lenient = Object.fromEntries(
    entries.map(([key, field]) => [key, field.lenient(defaults[key] as never)]),
  );
  return {
    strict: z.object(strict as StrictShape<F>),
    lenient: z.preprocess((value) => (isRecord(value) ? value : {}), z.object(lenient as LenientShape<F>)),
    urdu: urduGroup(
      Object.fromEntries(entries.map(([key, field]) => [key, urduPartOf(field.strict, field.urdu)])),
    ),
  };
}

/** A listed item (a certification, a feature card): its fields have no defaults of their own. */
export function defineItem<F extends Record<string, BlockField>>(fields: F) {
  return {
    strict: z.object(side(fields, 'strict')),
    lenient: z.object(side(fields, 'lenient')),
    urdu: urduSide(fields),
  };
}

/** The items that read; when none do, a copy of the fallback list (the caller may change its answer). */
export function listOr<T extends z.ZodType>(item: T, fallback: readonly z.output<T>[]) {
  return listOf(item).transform((list) =>
    list.length ? list : (structuredClone(fallback) as z.output<T>[]),
  );
}

/** An image or video address: a safe one, else none (safe-values.ts), whatever the default. */
export const mediaField = <S extends z.ZodType>(strict: S) => ({
  strict,
  lenient: () =>
    z
      .unknown()
      // optional(): zod reads a key whose schema ends in a transform as required.
      .optional()
      .transform(siteMediaUrl),
});

/**
 * How a page reads the text of its sections, kept as each page read it before the sections had one
 * definition, so that no page's words change: the home page trims and shows a number as its digits
 * (fields.ts `text`), as do the legal pages; the About page trims and takes text only, the products page
 * takes text as typed.
 * `rule` accepts only text worth showing; the fields below fall back from it.
 */
const trimmedOrDigits = z.union([z.string().trim(), z.number().transform(String)]).pipe(z.string().min(1));
export const TEXT_RULES = {
  home: trimmedOrDigits,
  about: z.string().trim().min(1),
  products: z.string().refine((text) => text.trim() !== ''),
  /** The privacy and terms pages read as the home page does. */
  legal: trimmedOrDigits,
} satisfies Record<string, z.ZodType<string>>;

/** The text fields of the sections a page reads with `rule`. */
export function textFields(rule: z.ZodType<string>) {
  // Every text a page reads is words a shopper reads: each has its Urdu version (decision 039).
  return {
    /** A section's text: the default when staff left it empty. */
    text: <S extends z.ZodType>(strict: S) => ({
      strict,
      lenient: (fallback: string) => rule.catch(fallback),
      urdu: 'text' as const,
    }),
    /** An item's text: '' when it has none. */
    itemText: <S extends z.ZodType>(strict: S) => ({
      strict,
      lenient: rule.catch(''),
      urdu: 'text' as const,
    }),
    /** The text an item is known by (a title, a name): an item without it is left out. */
    itemKey: <S extends z.ZodType>(strict: S) => ({ strict, lenient: rule, urdu: 'text' as const }),
    /** A list of texts: the blank ones left out, the defaults when none is left. */
    lines: <S extends z.ZodType>(strict: S) => ({
      strict,
      lenient: (fallback: readonly string[]) => listOr(rule, fallback),
      urdu: 'lines' as const,
    }),
  };
}
