import { z } from 'zod';
import { fromPaisa } from '../money';
import { typedMoney } from '../money-schemas';
import { isoDateTime, moneyString } from '../wire';
import { COURIER_KEYS } from './couriers';

/**
 * What each courier keeps of the cash it collects (docs/settlements.md, decision 033): its charges per
 * parcel (a flat charge, GST included, plus a share of the COD amount for cash handling and fuel) where the
 * courier does not report them itself, and the income tax and sales tax it withholds on the COD amount
 * (couriers' notices of July 2025 say 2 % and 2 %; the Finance Bill's schedule differs by goods, so each
 * is the owner's to set). A parcel's expected net is its COD amount less all of them.
 */
export type CourierRates = {
  /** Rupees per delivered parcel, "0.00" to "99999999.99". */
  flatCharge: string;
  /** Percent of the COD amount, "0.00" to "100.00": cash handling, fuel surcharge. */
  codChargePercent: string;
  /** Percent of the COD amount withheld as income tax. */
  incomeTaxPercent: string;
  /** Percent of the COD amount withheld as sales tax. */
  salesTaxPercent: string;
};

/** A courier nobody has set rates for: no charges known, and the withholding the notices announce. */
export const DEFAULT_COURIER_RATES: CourierRates = {
  flatCharge: '0.00',
  codChargePercent: '0.00',
  incomeTaxPercent: '2.00',
  salesTaxPercent: '2.00',
};

/** A percent as PostgreSQL's numeric(5, 2) prints it ("2.00"). */
export const percentString = z.string().regex(/^\d{1,3}\.\d{2}$/, 'must be a percent with two decimals');

/** A percent typed ("2", "2.5", "2.50 %") or sent as a number: 0 to 100, at most two decimals, as "2.50". */
function typedPercent(label: string) {
  const message = `${label} must be a percent from 0 to 100 with at most two decimals, such as 2 or 2.5`;
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim().replace(/\s*%$/, '');
    const shape = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
    const hundredths = shape ? Number(shape[1]) * 100 + Number((shape[2] ?? '').padEnd(2, '0')) : NaN;
    if (!shape || hundredths > 10_000) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return fromPaisa(hundredths);
  });
}

const courierKey = z.enum(COURIER_KEYS, { error: `courier must be one of ${COURIER_KEYS.join(', ')}` });

/** One courier's rates as the form sends them. */
export const courierRatesInputSchema = z.strictObject({
  courier: courierKey,
  flatCharge: typedMoney('Charge per parcel', { positive: false }).transform(fromPaisa),
  codChargePercent: typedPercent('Cash handling and fuel'),
  incomeTaxPercent: typedPercent('Income tax withheld'),
  salesTaxPercent: typedPercent('Sales tax withheld'),
});
export type CourierRatesInput = z.output<typeof courierRatesInputSchema>;

/** PUT /api/admin/settlements/rates: the couriers whose rates change (the others keep theirs). */
export const courierRatesBodySchema = z
  .strictObject({
    couriers: z
      .array(courierRatesInputSchema, { error: 'couriers must be a list' })
      .min(1, 'Give the rates of at least one courier')
      .max(COURIER_KEYS.length),
  })
  .refine((body) => new Set(body.couriers.map((c) => c.courier)).size === body.couriers.length, {
    message: 'Each courier may appear once',
    path: ['couriers'],
  });
export type CourierRatesBody = z.input<typeof courierRatesBodySchema>;

/** One courier's rates as the API answers them; `updatedAt` null while the defaults apply. */
export const courierRatesSchema = z.object({
  courier: z.enum(COURIER_KEYS),
  flatCharge: moneyString,
  codChargePercent: percentString,
  incomeTaxPercent: percentString,
  salesTaxPercent: percentString,
  updatedAt: isoDateTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type CourierRatesRow = z.output<typeof courierRatesSchema>;
export type CourierRatesRowAnswer = z.input<typeof courierRatesSchema>;

/** GET and PUT /api/admin/settlements/rates: every courier, in the order of COURIERS. */
export const courierRatesListSchema = z.object({ couriers: z.array(courierRatesSchema) });
export type CourierRatesList = z.output<typeof courierRatesListSchema>;
export type CourierRatesListAnswer = z.input<typeof courierRatesListSchema>;
