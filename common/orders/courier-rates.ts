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
 * is the owner's to set). A parcel's expected net is its COD amount less all of them. The owner may give a
 * courier zones of cities (decision 037): a parcel to a zone's city is charged the zone's charge per
 * parcel and, when the zone has one, its share of the COD amount; any other parcel the courier's own.
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

/** A zone of a courier's rate card: its cities as typed, its charge per parcel, its own share or null. */
export type CourierRateZone = {
  name: string;
  cities: string[];
  flatCharge: string;
  /** Null: the courier's own share of the COD amount. */
  codChargePercent: string | null;
};

export const MAX_RATE_ZONES = 20;
export const MAX_ZONE_CITIES = 300;
const ZONE_NAME_MAX = 60;
const CITY_NAME_MAX = 80;

/**
 * A city as a zone and a parcel are matched: trimmed, in any case (the database's `city_key`,
 * `lower(btrim(city))`, is the same rule where it matches parcels).
 */
export const cityKey = (city: string) => city.trim().toLowerCase();

export const ZONE_MESSAGES = {
  name: 'Zone name is required',
  nameTooLong: `Zone name must be at most ${ZONE_NAME_MAX} characters`,
  cities: 'List the cities of this zone',
  city: 'A city name cannot be empty',
  tooManyCities: `A zone may list at most ${MAX_ZONE_CITIES} cities`,
  tooManyZones: `A courier may have at most ${MAX_RATE_ZONES} zones`,
} as const;
export const sameZoneNameMessage = (name: string) => `Another zone of this courier is named "${name}"`;
export const cityInTwoZonesMessage = (city: string, zone: string) =>
  `${city} is already in the zone "${zone}": a city may be in one zone of a courier`;
export const cityTooLongMessage = (city: string) =>
  `"${city.slice(0, 20)}…" is not a city: a city name is at most ${CITY_NAME_MAX} characters`;
export const cityTwiceMessage = (city: string) => `${city} is listed twice in this zone`;

/** One zone as the form sends it; an empty share is none (the courier's own applies). */
export const courierRateZoneInputSchema = z.strictObject({
  name: z
    .string({ error: ZONE_MESSAGES.name })
    .trim()
    .min(1, ZONE_MESSAGES.name)
    .max(ZONE_NAME_MAX, ZONE_MESSAGES.nameTooLong),
  // The list's problems are the list's (a form types it as one text), never one city's by its index.
  cities: z
    .array(z.string({ error: ZONE_MESSAGES.city }), { error: ZONE_MESSAGES.cities })
    .transform((cities) => cities.map((city) => city.trim()))
    .superRefine((cities, ctx) => {
      const long = cities.find((city) => city.length > CITY_NAME_MAX);
      const checks: Array<[boolean, string]> = [
        [cities.length === 0, ZONE_MESSAGES.cities],
        [cities.length > MAX_ZONE_CITIES, ZONE_MESSAGES.tooManyCities],
        [cities.includes(''), ZONE_MESSAGES.city],
        [long !== undefined, cityTooLongMessage(long ?? '')],
      ];
      const problem = checks.find(([bad]) => bad)?.[1];
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  flatCharge: typedMoney('Zone charge per parcel', { positive: false }).transform(fromPaisa),
  codChargePercent: z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    typedPercent('Zone cash handling and fuel').nullable(),
  ),
});

/**
 * A courier's zones may not share a name, nor a city (in any case and spacing): the problem is named on
 * the later zone's field.
 */
function checkZones(zones: readonly CourierRateZone[], ctx: z.RefinementCtx) {
  const names = new Set<string>();
  const cities = new Map<string, string>();
  zones.forEach((zone, index) => {
    const name = zone.name.toLowerCase();
    if (names.has(name)) {
      ctx.addIssue({
        code: 'custom',
        message: sameZoneNameMessage(zone.name),
        path: ['zones', index, 'name'],
      });
    }
    names.add(name);
    const own = new Set<string>();
    for (const city of zone.cities) {
      const key = cityKey(city);
      const other = cities.get(key);
      const message = own.has(key)
        ? cityTwiceMessage(city)
        : other
          ? cityInTwoZonesMessage(city, other)
          : null;
      if (message) {
        ctx.addIssue({ code: 'custom', message, path: ['zones', index, 'cities'] });
        return;
      }
      own.add(key);
    }
    for (const key of own) cities.set(key, zone.name);
  });
}

/**
 * One courier's rates as the form sends them. `zones`, when given, replaces the courier's zones (an empty
 * list removes them); a body without it leaves them as they are, so a client of the rates alone keeps
 * working.
 */
export const courierRatesInputSchema = z
  .strictObject({
    courier: courierKey,
    flatCharge: typedMoney('Charge per parcel', { positive: false }).transform(fromPaisa),
    codChargePercent: typedPercent('Cash handling and fuel'),
    incomeTaxPercent: typedPercent('Income tax withheld'),
    salesTaxPercent: typedPercent('Sales tax withheld'),
    zones: z
      .array(courierRateZoneInputSchema, { error: 'zones must be a list' })
      .max(MAX_RATE_ZONES, ZONE_MESSAGES.tooManyZones)
      .optional(),
  })
  .superRefine((input, ctx) => checkZones(input.zones ?? [], ctx));
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

/** A zone as the API answers it. */
export const courierRateZoneSchema = z.object({
  name: z.string(),
  cities: z.array(z.string()),
  flatCharge: moneyString,
  codChargePercent: percentString.nullable(),
});

/** One courier's rates as the API answers them; `updatedAt` null while the defaults apply. */
export const courierRatesSchema = z.object({
  courier: z.enum(COURIER_KEYS),
  flatCharge: moneyString,
  codChargePercent: percentString,
  incomeTaxPercent: percentString,
  salesTaxPercent: percentString,
  /** Its zones, in the owner's order; none: every parcel takes the courier's own charges. */
  zones: z.array(courierRateZoneSchema),
  updatedAt: isoDateTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type CourierRatesRow = z.output<typeof courierRatesSchema>;
export type CourierRatesRowAnswer = z.input<typeof courierRatesSchema>;

/** GET and PUT /api/admin/settlements/rates: every courier, in the order of COURIERS. */
export const courierRatesListSchema = z.object({ couriers: z.array(courierRatesSchema) });
export type CourierRatesList = z.output<typeof courierRatesListSchema>;
export type CourierRatesListAnswer = z.input<typeof courierRatesListSchema>;
