import { z } from 'zod';
import { urduGroup, urduPartOf, type UrduGroup, type UrduMark } from '../../i18n/urdu-version';

/**
 * One field of a JSON block (storefront §3), named once: how staff may write it and how the storefront
 * reads it. The two differ on purpose: the writer refuses what the admin must fix, the reader falls back
 * field by field so one bad value never hides a whole section.
 */
export type BlockField<Strict extends z.ZodType = z.ZodType, Lenient extends z.ZodType = z.ZodType> = {
  strict: Strict;
  lenient: Lenient;
  /**
   * Words a shopper reads have an Urdu version (decision 039), held to the `strict` rule: 'text', 'lines'
   * (a list of texts, translated as a whole), or the part a list of items builds (`itemsOf`).
   */
  urdu?: UrduMark;
};

type Fields = Record<string, BlockField>;
type Sides = 'strict' | 'lenient';
type Side<F extends Fields, S extends Sides> = { [K in keyof F]: F[K][S] };

/** One side of every field: the writer's schemas or the reader's. */
export function side<F extends Fields, S extends Sides>(fields: F, which: S): Side<F, S> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field[which]])) as Side<F, S>;
}

/** The Urdu version of the fields that have one (decision 039), each derived from its `strict` side. */
export function urduSide(fields: Fields): UrduGroup {
  return urduGroup(
    Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [key, urduPartOf(field.strict, field.urdu)]),
    ),
  );
}

/**
 * A block's one definition: the strict writer (unknown keys refused, back-office §5), the lenient
 * reader (unknown keys ignored) and the Urdu version of its words (decision 039), all built from the same
 * field list, so a key cannot drift between them.
 */
export function defineBlock<F extends Fields>(fields: F) {
  return {
    strict: z.strictObject(side(fields, 'strict')),
    lenient: z.object(side(fields, 'lenient')),
    urdu: urduSide(fields),
  };
}

/** What staff save and the database holds: the strict writer's output. */
export type Stored<B extends { strict: z.ZodType }> = z.output<B['strict']>;
/** What the storefront gets from the lenient reader. */
export type Read<B extends { lenient: z.ZodType }> = z.output<B['lenient']>;
