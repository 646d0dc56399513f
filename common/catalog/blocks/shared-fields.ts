import type { z } from 'zod';
import { urduItems, type UrduGroup } from '../../i18n/urdu-version';
import type { BlockField } from './define-block';
import { listOf, looseText } from './lenient-fields';
import { itemList, optionalText } from './strict-fields';

/** The heading and subheading most blocks open with (storefront §3), words with an Urdu version. */
export const headingFields = {
  heading: { strict: optionalText(300), lenient: looseText, urdu: 'text' },
  subheading: { strict: optionalText(1000), lenient: looseText, urdu: 'text' },
} satisfies Record<string, BlockField>;

/**
 * A list of a block's items: at most `max` saved, read keeping the items that read, and translated item
 * by item (decision 039) when the item has words.
 */
export function itemsOf<S extends z.ZodType, L extends z.ZodType>(
  item: { strict: S; lenient: L; urdu?: UrduGroup },
  max: number,
  tooMany: string,
) {
  return {
    strict: itemList(item.strict, max, tooMany),
    lenient: listOf(item.lenient),
    urdu: item.urdu && urduItems(item.urdu, max, tooMany),
  };
}
