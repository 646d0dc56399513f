import { z } from 'zod';
import { defineBlock, type Read, type Stored } from './define-block';
import { looseOptionalText, looseText, presentText } from './lenient-fields';
import { optionalText, requiredText, text } from './strict-fields';
import { itemsOf } from './shared-fields';

/** supplementFacts (storefront §3 nutrition facts, back-office §3). */

/** A figure typed as 45 or "45 kcal": saved as text (the storefront adds the unit to bare numbers). */
const factText = z
  .union([z.number().transform(String), text(100)], { error: 'Must be text or a number' })
  .default('');

/**
 * A figure as the storefront shows it: 45 or "45" gets its unit, "45 kcal" stays as typed, and anything
 * unreadable is empty (the product page then gives the flagship its §9 fallback, another product nothing).
 */
function amount(unit: string) {
  return z
    .union([z.number().transform((n) => `${n}${unit}`), z.string().trim()])
    .transform((s) => (/^\d+(\.\d+)?$/.test(s) ? `${s}${unit}` : s))
    .catch('');
}

export const nutrient = defineBlock({
  name: { strict: requiredText('Nutrient name', 200), lenient: presentText, urdu: 'text' },
  amount: { strict: optionalText(100), lenient: looseText },
  dailyValue: { strict: optionalText(100), lenient: looseText },
});

export const supplementFacts = defineBlock({
  servingSize: { strict: optionalText(200), lenient: looseOptionalText, urdu: 'text' },
  servingsPerContainer: {
    strict: factText,
    lenient: z
      .union([z.number().transform(String), z.string().trim()])
      .nullable()
      .catch(null)
      .transform((s) => s || null),
  },
  calories: { strict: factText, lenient: amount(' kcal') },
  carbohydrates: { strict: factText, lenient: amount('g') },
  sugars: { strict: factText, lenient: amount('g') },
  protein: { strict: factText, lenient: amount('g') },
  nutrientsHeading: {
    strict: optionalText(200),
    lenient: looseText.transform((s) => s || 'Amount per Serving'),
    urdu: 'text',
  },
  nutrients: itemsOf(nutrient, 50, 'At most 50 nutrients'),
  disclaimer: { strict: optionalText(2000), lenient: looseOptionalText, urdu: 'text' },
});

export type StoredNutrient = Stored<typeof nutrient>;
export type StoredSupplementFacts = Stored<typeof supplementFacts>;
export type Nutrient = Read<typeof nutrient>;
/** The four amounts are empty when the product's facts do not give them (never on the flagship). */
export type NutritionFacts = Read<typeof supplementFacts> & { heading: string };
