import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { textsInLanguage, urduGroup, urduPartOf, type UrduMark } from '../i18n/urdu-version';
import { PRODUCT_BLOCKS } from './blocks/all-blocks';
import { requiredText, requiredTextList } from './blocks/strict-fields';

/**
 * The words a shopper reads of a product (storefront §2–3: the card, the quick view, the product page):
 * its own text columns, each with its English rule (the product body's, product-admin-schemas.ts) and its
 * Urdu version, and the words of its JSON blocks (common/catalog/blocks/). `productUrdu` is the product's
 * whole Urdu version (decision 039), derived from these definitions; it holds no price, image, number or
 * link.
 */

/** Key Benefits lines a product keeps (storefront §3 `benefits[]`). */
export const MAX_KEY_BENEFITS = 30;

const longText = z
  .string({ error: 'Must be text' })
  .trim()
  .max(20_000, 'At most 20000 characters')
  .nullable()
  .transform((s) => s || null);

const column = <S extends z.ZodType>(strict: S, urdu: UrduMark) => ({ strict, urdu });

/** The product's text columns: name, descriptions, Key Benefits, the quick view's Ingredients and Usage. */
export const PRODUCT_TEXT_COLUMNS = {
  name: column(requiredText('Name', 200), 'text'),
  description: column(requiredText('Description', 20_000), 'text'),
  benefits: column(requiredTextList('Benefits', MAX_KEY_BENEFITS), 'lines'),
  ingredients: column(longText, 'text'),
  usageInstructions: column(longText, 'text'),
  productStory: column(longText, 'text'),
};

/** A product's Urdu version: its text columns' and its blocks' words, by the English key names. */
export const productUrdu = urduGroup({
  ...Object.fromEntries(
    Object.entries(PRODUCT_TEXT_COLUMNS).map(([key, field]) => [key, urduPartOf(field.strict, field.urdu)]),
  ),
  ...Object.fromEntries(Object.entries(PRODUCT_BLOCKS).map(([key, block]) => [key, block.urdu])),
});

/**
 * A product's shopper-facing texts in `language` (decision 039): as stored in English, or with its Urdu
 * version over them field by field, the English wherever the Urdu is empty. Everything else (prices,
 * images, stock, plans' numbers) is the English record's.
 */
export function productTextsIn<P extends object>(product: P, ur: unknown, language: Language): P {
  return textsInLanguage(product, ur, productUrdu.shape, language);
}
