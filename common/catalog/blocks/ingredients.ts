import { z } from 'zod';
import { defineBlock, type Read, type Stored } from './define-block';
import { looseText, looseTextList, presentText } from './lenient-fields';
import { optionalText, requiredText, text, textList } from './strict-fields';
import { headingFields, itemsOf } from './shared-fields';

/**
 * productIngredients (storefront §3, back-office §3). The tags are `ingredientTags` end to end, as the
 * spec names them: the writer, the seed and every stored row use that key.
 */

export const ingredientItem = defineBlock({
  name: { strict: requiredText('Ingredient name', 200), lenient: presentText, urdu: 'text' },
  description: { strict: optionalText(2000), lenient: looseText, urdu: 'text' },
  // Staff write benefits either as a list or as one line of text; both sides read both.
  benefits: {
    strict: z
      .union([z.array(text(500)).max(20, 'Ingredient benefits: at most 20'), text(500).transform((s) => [s])])
      .transform((list) => list.filter(Boolean))
      .default([]),
    lenient: z
      .union([z.array(z.string()), z.string().transform((s) => [s])])
      .transform((list) => list.map((s) => s.trim()).filter(Boolean))
      .catch([]),
    urdu: 'lines',
  },
});

export const ingredientsBlock = defineBlock({
  ...headingFields,
  ingredients: itemsOf(ingredientItem, 30, 'At most 30 ingredients'),
  ingredientTags: {
    strict: textList('Ingredient tags', 50),
    lenient: looseTextList.transform((list) => list.filter(Boolean)),
    urdu: 'lines',
  },
});

export type StoredIngredientsBlock = Stored<typeof ingredientsBlock>;
export type Ingredient = Read<typeof ingredientItem>;
export type IngredientsBlock = Read<typeof ingredientsBlock>;
