import { z } from 'zod';
import { priceInRupees } from '../../money';
import { typedMoney } from '../../money-schemas';
import { SERVINGS_PER_JAR } from '../jars';
import { urduItems } from '../../i18n/urdu-version';
import { defineBlock, type Read, type Stored } from './define-block';
import { listOf, looseText, looseTextList, nestedBlock, numberLike, presentText } from './lenient-fields';
import { itemList, optionalText, requiredText, text, textList, wholeNumber } from './strict-fields';
import { headingFields, itemsOf } from './shared-fields';

/** productBenefits (storefront §3, back-office §3): benefits, pricing plans and the comparison table. */

export const BENEFIT_ICONS = ['check', 'leaf', 'heart', 'star', 'shield', 'zap'] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];
export const PLAN_HIGHLIGHTS = ['Most Popular', 'Best Value'] as const;
/** A plan's badge as saved: none, or one of the two the storefront draws. */
export const PLAN_HIGHLIGHT_CHOICES = ['', ...PLAN_HIGHLIGHTS] as const;
/** Each plan shows at most 3 features (storefront §3). */
export const MAX_PLAN_FEATURES = 3;
/** back-office §9: product features up to 6 (the storefront shows 3 per plan). */
export const MAX_PLAN_FEATURES_SAVED = 6;

export const benefitItem = defineBlock({
  title: { strict: requiredText('Benefit title', 200), lenient: presentText, urdu: 'text' },
  description: { strict: optionalText(1000), lenient: looseText, urdu: 'text' },
  icon: {
    strict: z
      .enum(BENEFIT_ICONS, { error: `Benefit icon must be one of ${BENEFIT_ICONS.join(', ')}` })
      .default('check'),
    lenient: z.enum(BENEFIT_ICONS).catch('check'),
  },
});

export const pricingPlan = defineBlock({
  label: { strict: requiredText('Plan label', 100), lenient: presentText, urdu: 'text' },
  servings: { strict: wholeNumber('Plan servings').default(0), lenient: numberLike(SERVINGS_PER_JAR) },
  price: {
    // In rupees, as the product page reads it (6500, or 6500.5 with paisa); typed text is one amount.
    strict: typedMoney('Plan price').transform((paisa) => paisa / 100),
    // One amount above 0 (common/money.ts): a plan whose price does not read, or reads 0, is left out.
    lenient: z.union([z.number(), z.string()]).transform((v, ctx) => {
      const rupees = priceInRupees(v);
      if (rupees === null) ctx.addIssue({ code: 'custom', message: 'not a price' });
      return rupees ?? 0;
    }),
  },
  perDay: { strict: wholeNumber('Plan price per day').default(0), lenient: numberLike(0) },
  description: { strict: optionalText(1000), lenient: looseText, urdu: 'text' },
  features: {
    strict: textList('Plan features', MAX_PLAN_FEATURES_SAVED),
    lenient: looseTextList.transform((list) => list.filter(Boolean).slice(0, MAX_PLAN_FEATURES)),
    urdu: 'lines',
  },
  highlight: {
    strict: z
      .enum(PLAN_HIGHLIGHT_CHOICES, {
        error: `Plan highlight must be empty, ${PLAN_HIGHLIGHTS.join(' or ')}`,
      })
      .nullable()
      .transform((h) => h ?? '')
      .default(''),
    lenient: z.enum(PLAN_HIGHLIGHTS).nullable().catch(null),
  },
  // Stored as { amount }; the writer reads a bare number as the amount.
  savings: {
    strict: z
      .union([
        z.strictObject({ amount: wholeNumber('Plan savings').default(0) }),
        wholeNumber('Plan savings').transform((amount) => ({ amount })),
      ])
      .default({ amount: 0 }),
    lenient: z.object({ amount: numberLike(0) }).catch({ amount: 0 }),
  },
});

/** Every pricing plan of a block that reads; the others are left out. */
export const readPricingPlans = listOf(pricingPlan.lenient);

export const comparisonRow = defineBlock({
  feature: { strict: requiredText('Comparison row feature', 200), lenient: presentText, urdu: 'text' },
  values: {
    strict: z.array(text(200)).max(10, 'Comparison values: at most 10').default([]),
    lenient: looseTextList,
    urdu: 'lines',
  },
});

export const comparisonTable = defineBlock({
  heading: { strict: optionalText(300), lenient: looseText, urdu: 'text' },
  columns: { strict: textList('Comparison columns', 10), lenient: looseTextList, urdu: 'lines' },
  rows: itemsOf(comparisonRow, 30, 'Comparison table: at most 30 rows'),
});

export const benefitsBlock = defineBlock({
  ...headingFields,
  /** The heading of the nutrition section (storefront §3), kept with the benefits block. */
  nutritionalHeading: { strict: optionalText(300), lenient: looseText, urdu: 'text' },
  benefits: itemsOf(benefitItem, 30, 'At most 30 benefits'),
  pricingPlans: {
    strict: itemList(pricingPlan.strict, 10, 'At most 10 pricing plans'),
    lenient: readPricingPlans,
    urdu: urduItems(pricingPlan.urdu, 10, 'At most 10 pricing plans'),
  },
  // The reader takes the table as an object or as JSON text, and reads it with `comparisonTable`.
  comparisonTable: {
    strict: comparisonTable.strict.nullable().default(null),
    lenient: nestedBlock,
    urdu: comparisonTable.urdu,
  },
});

export type BenefitItem = Stored<typeof benefitItem>;
export type ReadBenefitItem = Read<typeof benefitItem>;
export type StoredPricingPlan = Stored<typeof pricingPlan>;
export type ReadPricingPlan = Read<typeof pricingPlan>;
export type StoredComparisonTable = Stored<typeof comparisonTable>;
export type StoredBenefitsBlock = Stored<typeof benefitsBlock>;
