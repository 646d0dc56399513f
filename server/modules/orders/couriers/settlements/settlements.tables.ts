import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COURIER_KEYS } from '../../../../../common/orders/couriers';
import { SETTLEMENT_FORMATS } from '../../../../../common/orders/settlement-files';
import {
  SETTLEMENT_MATCHES,
  SETTLEMENT_STATES,
  type SettlementSummary,
} from '../../../../../common/orders/settlement-schemas';
import { oneOf, uuidPk } from '../../../../db/columns';
import { orders } from '../../orders.tables';

/**
 * The owner's rates for a courier (docs/settlements.md, decision 033): its charges per parcel where it
 * reports none, and what it withholds on the COD amount. A courier without a row has the defaults
 * (common/orders/courier-rates.ts).
 */
export const courierRates = pgTable(
  'courier_rates',
  {
    courier: text('courier', { enum: COURIER_KEYS }).primaryKey(),
    flatCharge: numeric('flat_charge', { precision: 10, scale: 2 }).notNull(),
    codChargePercent: numeric('cod_charge_percent', { precision: 5, scale: 2 }).notNull(),
    incomeTaxPercent: numeric('income_tax_percent', { precision: 5, scale: 2 }).notNull(),
    salesTaxPercent: numeric('sales_tax_percent', { precision: 5, scale: 2 }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('courier_rates_courier_check', oneOf(t.courier, COURIER_KEYS)),
    check('courier_rates_flat_charge_check', sql`${t.flatCharge} >= 0`),
    check(
      'courier_rates_percents_check',
      sql`${t.codChargePercent} BETWEEN 0 AND 100 AND ${t.incomeTaxPercent} BETWEEN 0 AND 100
        AND ${t.salesTaxPercent} BETWEEN 0 AND 100`,
    ),
  ],
);

/**
 * The owner's zones of a courier's rate card (docs/settlements.md, decision 037): a parcel to one of a
 * zone's cities is charged the zone's charge per parcel (GST included) and, when the zone has one, its
 * share of the COD amount, instead of the courier's own (`courier_rates`, else the defaults). A save
 * replaces a courier's zones whole.
 */
export const courierRateZones = pgTable(
  'courier_rate_zones',
  {
    id: uuidPk(),
    courier: text('courier', { enum: COURIER_KEYS }).notNull(),
    /** The zone's place in the courier's list, from 0. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    flatCharge: numeric('flat_charge', { precision: 10, scale: 2 }).notNull(),
    /** Null: the courier's own share of the COD amount. */
    codChargePercent: numeric('cod_charge_percent', { precision: 5, scale: 2 }),
  },
  (t) => [
    uniqueIndex('courier_rate_zones_position_unique').on(t.courier, t.position),
    uniqueIndex('courier_rate_zones_name_unique').on(t.courier, sql`lower(${t.name})`),
    check('courier_rate_zones_courier_check', oneOf(t.courier, COURIER_KEYS)),
    check('courier_rate_zones_flat_charge_check', sql`${t.flatCharge} >= 0`),
    check('courier_rate_zones_percent_check', sql`${t.codChargePercent} BETWEEN 0 AND 100`),
  ],
);

/**
 * A zone's cities, as typed, each matched to a parcel's city in any case and spacing around it
 * (`city_key`, the one expression both sides use): a city is in at most one zone of a courier.
 */
export const courierRateZoneCities = pgTable(
  'courier_rate_zone_cities',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => courierRateZones.id, { onDelete: 'cascade' }),
    /** The zone's courier, so that a city is unique per courier. */
    courier: text('courier', { enum: COURIER_KEYS }).notNull(),
    /** The city's place in the zone's list, from 0. */
    position: integer('position').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(btrim(city))`),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.position] }),
    uniqueIndex('courier_rate_zone_cities_city_unique').on(t.courier, t.cityKey),
    check('courier_rate_zone_cities_courier_check', oneOf(t.courier, COURIER_KEYS)),
  ],
);

/**
 * A courier's payment report as imported: previewed, then applied once. The file's SHA-256 makes the same
 * file of the same courier the same import, so importing it again changes nothing.
 */
export const settlementImports = pgTable(
  'settlement_imports',
  {
    id: uuidPk(),
    courier: text('courier', { enum: COURIER_KEYS }).notNull(),
    fileDigest: text('file_digest').notNull(),
    fileName: text('file_name'),
    format: text('format', { enum: SETTLEMENT_FORMATS }).notNull(),
    state: text('state', { enum: SETTLEMENT_STATES }).notNull().default('previewed'),
    /** What the lines pay, by match, as the preview (then the application) found them. */
    summary: jsonb('summary').$type<SettlementSummary>().notNull(),
    importedById: text('imported_by_id').notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    appliedById: text('applied_by_id'),
    appliedBy: text('applied_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /**
     * The days whose parcels a fetch from the courier's API asked about (decision 036); null for a file.
     * Its `file_digest` is then the digest of the payments fetched (settlement-fetch.ts).
     */
    fetchedFrom: date('fetched_from', { mode: 'string' }),
    fetchedTo: date('fetched_to', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('settlement_imports_file_unique').on(t.courier, t.fileDigest),
    index('settlement_imports_imported_at_idx').on(t.importedAt),
    check('settlement_imports_courier_check', oneOf(t.courier, COURIER_KEYS)),
    check('settlement_imports_format_check', oneOf(t.format, SETTLEMENT_FORMATS)),
    check('settlement_imports_state_check', oneOf(t.state, SETTLEMENT_STATES)),
    check('settlement_imports_applied_check', sql`(${t.state} = 'applied') = (${t.appliedAt} IS NOT NULL)`),
    check('settlement_imports_fetched_check', sql`(${t.fetchedFrom} IS NULL) = (${t.fetchedTo} IS NULL)`),
  ],
);

/** Each paid line of an import, matched to the shop's parcel (the order) by tracking number. */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => settlementImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** What this payment should have been: the parcel's expected net less what earlier imports paid. */
    expected: numeric('expected', { precision: 10, scale: 2 }),
    /** The parcel's whole expected net, kept on the order when this payment is its first. */
    parcelExpected: numeric('parcel_expected', { precision: 10, scale: 2 }),
    difference: numeric('difference', { precision: 10, scale: 2 }),
    match: text('match', { enum: SETTLEMENT_MATCHES }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    /**
     * The courier's own names of the payments this line adds up, for a line fetched from its API
     * (decision 036): what makes the same payment fetched again the same payment. Null for a file's line.
     */
    paymentKeys: text('payment_keys').array(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    index('settlement_lines_order_idx').on(t.orderId),
    check('settlement_lines_match_check', oneOf(t.match, SETTLEMENT_MATCHES)),
    check('settlement_lines_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Every payment fetched from a courier's API that an applied import counted, once (decision 036): a
 * payment fetched again, in any range, is recognised here and never counted twice.
 */
export const settlementPayments = pgTable(
  'settlement_payments',
  {
    courier: text('courier', { enum: COURIER_KEYS }).notNull(),
    paymentKey: text('payment_key').notNull(),
    importId: uuid('import_id')
      .notNull()
      .references(() => settlementImports.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.paymentKey] }),
    index('settlement_payments_import_idx').on(t.importId),
    check('settlement_payments_courier_check', oneOf(t.courier, COURIER_KEYS)),
  ],
);

/**
 * Each courier's running totals of applied imports (a row per courier, written under the courier's
 * settlement lock): the figures read them instead of every settled parcel.
 */
export const courierSettlementTotals = pgTable('courier_settlement_totals', {
  courier: text('courier', { enum: COURIER_KEYS }).primaryKey(),
  /** Parcels settled (paid in full or short) and their expected net, each counted at its first payment. */
  settledParcels: integer('settled_parcels').notNull().default(0),
  settledExpected: numeric('settled_expected', { precision: 14, scale: 2 }).notNull().default('0'),
  /** Everything applied imports paid, every line (unknown parcels and returns included). */
  received: numeric('received', { precision: 14, scale: 2 }).notNull().default('0'),
  imports: integer('imports').notNull().default(0),
  lastAppliedAt: timestamp('last_applied_at', { withTimezone: true }),
});
