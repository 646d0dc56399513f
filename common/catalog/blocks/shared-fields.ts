import type { z } from 'zod';
import type { BlockField } from './define-block';
import { listOf, looseText } from './lenient-fields';
import { itemList, optionalText } from './strict-fields';

/** The heading and subheading most blocks open with (storefront §3). */
export const headingFields = {
  heading: { strict: optionalText(300), lenient: looseText },
  subheading: { strict: optionalText(1000), lenient: looseText },
};

/** A list of a block's items: at most `max` saved, and read keeping the items that read. */
export function itemsOf<S extends z.ZodType, L extends z.ZodType>(
  item: BlockField<S, L>,
  max: number,
  tooMany: string,
) {
  return { strict: itemList(item.strict, max, tooMany), lenient: listOf(item.lenient) };
}
