import { bigint, date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../common/orders/statuses';

/**
 * Running totals of the orders table, so the dashboard and the status tabs read a few dozen rows instead
 * of counting a million orders (decision 014). Triggers on `orders` keep them, in the same transaction as
 * every insert, status change, delete or truncate, whoever writes: the checkout, the order desk, the
 * synthetic seed (order_totals_add in the migration that made these tables).
 *
 * Each total is split over 16 stripes, one per database connection (pg_backend_pid() % 16), so orders
 * placed at once on different connections do not queue on one row lock until their commits. Readers sum
 * the stripes.
 */
export const orderStatusTotals = pgTable(
  'order_status_totals',
  {
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    stripe: smallint('stripe').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    /** The sum of these orders' totals. */
    revenue: numeric('revenue', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.status, t.stripe] })],
);

/** Orders placed per day of the shop (Asia/Karachi), and their revenue without the cancelled ones. */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    day: date('day').notNull(),
    stripe: smallint('stripe').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    revenue: numeric('revenue', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.stripe] })],
);

/**
 * The COD figures' running totals (decision 014, amended; decision 022): per order's placing time, how
 * many were placed and how many of those are now pending, cancelled, delivered (completed) and returned.
 * The figures' window is the last 30 days to the moment (`now() - 30 days`), so the totals are kept at
 * two spans, a day (`spanHours` 24) and an hour (1), each starting at `fromHour` (whole hours since
 * 1970, UTC): the reader sums the days after the one the window starts in, that day's hours after the
 * one it starts in, and counts that first part-hour's orders themselves, whatever the number of orders.
 */
export const orderCodTotals = pgTable(
  'order_cod_totals',
  {
    spanHours: smallint('span_hours').notNull(),
    fromHour: integer('from_hour').notNull(),
    stripe: smallint('stripe').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    pending: bigint('pending', { mode: 'number' }).notNull().default(0),
    cancelled: bigint('cancelled', { mode: 'number' }).notNull().default(0),
    delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
    returned: bigint('returned', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.spanHours, t.fromHour, t.stripe] })],
);

/** The delivered (completed) and returned orders per city, at the same spans as `orderCodTotals`. */
export const orderCityReturns = pgTable(
  'order_city_returns',
  {
    spanHours: smallint('span_hours').notNull(),
    fromHour: integer('from_hour').notNull(),
    city: text('city').notNull(),
    stripe: smallint('stripe').notNull(),
    delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
    returned: bigint('returned', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.spanHours, t.fromHour, t.city, t.stripe] })],
);
