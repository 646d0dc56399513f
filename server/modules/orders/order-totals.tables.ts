import { bigint, date, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
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
