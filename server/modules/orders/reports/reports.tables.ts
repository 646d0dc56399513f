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
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../../db/columns';
import { orders } from '../orders.tables';

/**
 * The reports' running totals (docs/reports.md, decision 035). Triggers keep them in the transaction of
 * every write that changes a figure, whoever writes (migration `reports`, `report_outcome_*`):
 *
 * - an order becoming completed (delivered) or returned writes its **outcome**, what the parcel brought
 *   and what the courier keeps of it, figured by the settlements' rule at the rates in force
 *   (docs/settlements.md);
 * - a courier's later report of its charges, or the owner's new rates for a courier, refigure that
 *   courier's outcomes, and a first payment by an applied settlement dates its parcel's payment;
 * - every change of an outcome adds its difference to the per-day totals below, which the reports read:
 *   a 90-day report reads a few hundred rows whatever the number of orders.
 */

export const OUTCOMES = ['delivered', 'returned'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** One product line of an outcome, as the order carried it: stock units (quantity × pack) and revenue. */
export type OutcomeLine = { product: string | null; name: string; units: number; revenue: string };

/**
 * A delivered or returned parcel (one per such order). `day` is the shop's day (Asia/Karachi) of the
 * delivery accepted by staff, or of the return; `courier` is '' for a parcel shipped without one.
 * The charges and the two taxes are the courier's for this parcel as settlements expect them: its own
 * reported charges, else the rate card; a return is charged the flat charge only and nothing is withheld,
 * as no cash was collected. `paidDay` is the day an applied settlement first paid it.
 */
export const orderOutcomes = pgTable(
  'order_outcomes',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: OUTCOMES }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    courier: text('courier').notNull(),
    city: text('city').notNull(),
    /** The order's total: the COD amount collected (or refused), after its discount. */
    codAmount: numeric('cod_amount', { precision: 10, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 10, scale: 2 }).notNull(),
    charges: numeric('charges', { precision: 10, scale: 2 }).notNull(),
    incomeTax: numeric('income_tax', { precision: 10, scale: 2 }).notNull(),
    salesTax: numeric('sales_tax', { precision: 10, scale: 2 }).notNull(),
    paidDay: date('paid_day', { mode: 'string' }),
    lines: jsonb('lines').$type<OutcomeLine[]>().notNull(),
  },
  (t) => [
    // A courier's outcomes, refigured when its rates change.
    index('order_outcomes_courier_idx').on(t.courier),
    check('order_outcomes_outcome_check', oneOf(t.outcome, OUTCOMES)),
  ],
);

/**
 * Per shop day and courier: parcels delivered and returned that day with their money, and the parcels
 * first paid that day with the expected net they were counted at (cash outstanding over time).
 */
export const reportCourierDays = pgTable(
  'report_courier_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    courier: text('courier').notNull(),
    delivered: integer('delivered').notNull().default(0),
    returned: integer('returned').notNull().default(0),
    /** The delivered parcels' COD amounts (after discounts), their discounts, charges and withholding. */
    collected: numeric('collected', { precision: 14, scale: 2 }).notNull().default('0'),
    discounts: numeric('discounts', { precision: 14, scale: 2 }).notNull().default('0'),
    charges: numeric('charges', { precision: 14, scale: 2 }).notNull().default('0'),
    incomeTax: numeric('income_tax', { precision: 14, scale: 2 }).notNull().default('0'),
    salesTax: numeric('sales_tax', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The returned parcels' COD amounts (the sales refused at the door) and what their carriage cost. */
    refused: numeric('refused', { precision: 14, scale: 2 }).notNull().default('0'),
    returnCharges: numeric('return_charges', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Delivered parcels first paid this day, and their expected net. */
    paid: integer('paid').notNull().default(0),
    paidExpected: numeric('paid_expected', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.courier] })],
);

/** Per shop day and city (as typed on the order): parcels delivered and returned. */
export const reportCityDays = pgTable(
  'report_city_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    delivered: integer('delivered').notNull().default(0),
    returned: integer('returned').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.city] })],
);

/**
 * Per shop day and product: parcels holding it delivered and returned, its stock units in them, and the
 * delivered lines' revenue. `product` is the line's product id, or the nil uuid for lines whose product
 * was deleted before the outcome; `name` is the name the last counted line carried. The cost of goods is
 * read with the product's cost price (units × cost price), so a cost typed later counts for past days.
 */
export const reportProductDays = pgTable(
  'report_product_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    product: uuid('product').notNull(),
    name: text('name').notNull(),
    delivered: integer('delivered').notNull().default(0),
    returned: integer('returned').notNull().default(0),
    deliveredUnits: integer('delivered_units').notNull().default(0),
    returnedUnits: integer('returned_units').notNull().default(0),
    revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.product] })],
);
