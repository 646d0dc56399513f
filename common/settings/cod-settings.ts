import { z } from 'zod';
import { formatMoney, fromPaisa, toPaisa } from '../money';
import { typedMoney } from '../money-schemas';
import { PAKISTAN_CITIES } from '../orders/cities';
import { COD_FEE_KINDS, type CodFeeKind } from '../orders/cod-rules';
import { moneyString } from '../wire';

/**
 * The Cash on Delivery rules as settings (common/orders/cod-rules.ts; docs/storefront.md), each off by
 * default: the answer's fields, the PATCH's fields, and the checks that need several of them.
 */

/** GET /api/admin/settings: amounts in rupees as the columns hold them ("1500.00"), null when off. */
export const codSettingsAnswer = {
  /** Cash on Delivery only to listed cities: the couriers' when their lists are known, else `codCities`. */
  codCitiesLimited: z.boolean(),
  /** The owner's list, from the checkout's cities, in that list's order. */
  codCities: z.array(z.string()),
  codMinOrder: moneyString.nullable(),
  codMaxOrder: moneyString.nullable(),
  codFeeKind: z.enum(COD_FEE_KINDS),
  codFeeAmount: moneyString.nullable(),
  /** A percentage with two decimals ("2.50"). */
  codFeePercent: moneyString.nullable(),
  codFeeFirstOrderOnly: z.boolean(),
};

export const COD_SETTINGS_LABELS = {
  codMinOrder: 'Minimum order',
  codMaxOrder: 'Maximum order',
  codFeeAmount: 'Fee',
  codFeePercent: 'Fee percentage',
} as const;

export const COD_SETTINGS_MESSAGES = {
  kind: 'The Cash on Delivery fee is none, flat or percent',
  city: 'Choose cities from the checkout’s list',
  citiesRequired:
    'Choose at least one city: Cash on Delivery goes there while no courier’s city list is known',
  amountRequired: 'Enter the fee in rupees, such as 150',
  percentRequired: 'Enter the fee as a percentage, such as 2.5',
  percent: 'Fee percentage must be a number above 0 and at most 100, with at most two decimals, such as 2.5',
  maxBelowMin: (minimum: string) => `Maximum order must be at least the minimum order (${minimum})`,
} as const;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An amount typed or sent (decision 026) above 0, saved in rupees; empty or null switches it off. */
const optionalAmount = (label: string) =>
  z.preprocess(
    emptyToNull,
    typedMoney(label)
      .transform((paisa) => fromPaisa(paisa))
      .nullable(),
  );

/** "2.5", "2.5 %" or 2.5: a share above 0 and at most 100, two decimals at most, saved as "2.50". */
const percentage = z.preprocess(
  emptyToNull,
  z
    .union([z.number(), z.string()], { error: COD_SETTINGS_MESSAGES.percent })
    .transform((value, ctx) => {
      const text = String(value).trim().replace(/\s*%$/, '');
      const hundredths = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? toPaisa(text) : NaN;
      if (hundredths > 0 && hundredths <= 10_000) return fromPaisa(hundredths);
      ctx.addIssue({ code: 'custom', message: COD_SETTINGS_MESSAGES.percent });
      return z.NEVER;
    })
    .nullable(),
);

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** The owner's cities: each from the checkout's list, kept once each in that list's order. */
const cities = z
  .array(z.enum(PAKISTAN_CITIES, { error: COD_SETTINGS_MESSAGES.city }), {
    error: COD_SETTINGS_MESSAGES.city,
  })
  .transform((chosen) => PAKISTAN_CITIES.filter((city) => chosen.includes(city)));

/** PATCH /api/admin/settings: any of them; what is left out stays as it is. */
export const codSettingsPatch = {
  codCitiesLimited: flag('Cash on Delivery to listed cities only'),
  codCities: cities,
  codMinOrder: optionalAmount(COD_SETTINGS_LABELS.codMinOrder),
  codMaxOrder: optionalAmount(COD_SETTINGS_LABELS.codMaxOrder),
  codFeeKind: z.enum(COD_FEE_KINDS, { error: COD_SETTINGS_MESSAGES.kind }),
  codFeeAmount: optionalAmount(COD_SETTINGS_LABELS.codFeeAmount),
  codFeePercent: percentage,
  codFeeFirstOrderOnly: flag('Cash on Delivery fee on first orders only'),
};

/** The COD settings as saved, or as they would be after a save. */
export type CodSettings = {
  codCitiesLimited: boolean;
  codCities: readonly string[];
  codMinOrder: string | null;
  codMaxOrder: string | null;
  codFeeKind: CodFeeKind;
  codFeeAmount: string | null;
  codFeePercent: string | null;
};

/** Every rule off: a shop's settings before the owner sets one (a new object each time). */
export function codSettingsOff() {
  return {
    codCitiesLimited: false,
    codCities: [] as string[],
    codMinOrder: null,
    codMaxOrder: null,
    codFeeKind: 'none' as CodFeeKind,
    codFeeAmount: null,
    codFeePercent: null,
    codFeeFirstOrderOnly: false,
  };
}

/**
 * What the settings together may not be, each problem under its field: a limit on cities with no city
 * to fall back on, a fee of a kind without its figure, a maximum below the minimum. The server checks
 * the settings as a save would leave them; the form checks what it shows.
 */
export function codSettingsProblems(
  s: CodSettings,
  currencySymbol: string,
): Partial<Record<keyof CodSettings, string>> {
  const problems: Partial<Record<keyof CodSettings, string>> = {};
  if (s.codCitiesLimited && s.codCities.length === 0)
    problems.codCities = COD_SETTINGS_MESSAGES.citiesRequired;
  if (s.codFeeKind === 'flat' && s.codFeeAmount === null)
    problems.codFeeAmount = COD_SETTINGS_MESSAGES.amountRequired;
  if (s.codFeeKind === 'percent' && s.codFeePercent === null) {
    problems.codFeePercent = COD_SETTINGS_MESSAGES.percentRequired;
  }
  if (s.codMinOrder !== null && s.codMaxOrder !== null && toPaisa(s.codMaxOrder) < toPaisa(s.codMinOrder)) {
    problems.codMaxOrder = COD_SETTINGS_MESSAGES.maxBelowMin(formatMoney(s.codMinOrder, currencySymbol));
  }
  return problems;
}
