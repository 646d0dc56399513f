import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/statuses';
import { calendarDate, count, isoDateTime, moneyString } from '../wire';

/** Back-office §9: the dashboard lists 5 recent orders and 5 inventory alerts. */
export const DASHBOARD_RECENT_ORDERS = 5;
export const DASHBOARD_INVENTORY_ALERTS = 5;
/** The chart's span: today and the 29 days before it. */
export const DASHBOARD_DAYS = 30;
/** The shop's day (DESIGN.md §9): a day of the chart runs from midnight to midnight in Pakistan. */
export const SHOP_TIME_ZONE = 'Asia/Karachi';

/** How many cities the return rate is broken down into: those with the most parcels delivered or returned. */
export const RETURN_CITIES = 8;

/**
 * The figures a Cash-on-Delivery seller lives by (decision 022, figures), over the orders placed in the last 30
 * days: of the orders decided (no longer pending), the share not cancelled (confirmation rate); of the
 * parcels that reached the door, the share that came back (return rate), overall and for the busiest
 * cities; and the cash still with couriers (orders shipped, not yet completed or returned), of any age.
 * A rate is null while there is nothing to divide by.
 */
export const codFiguresSchema = z.object({
  awaitingConfirmation: count,
  decided: count,
  confirmationRate: z.number().min(0).max(1).nullable(),
  delivered: count,
  returned: count,
  returnRate: z.number().min(0).max(1).nullable(),
  returnsByCity: z.array(
    z.object({ city: z.string(), delivered: count, returned: count, returnRate: z.number().min(0).max(1) }),
  ),
  withCouriers: count,
  cashWithCouriers: moneyString,
});
export type CodFigures = z.output<typeof codFiguresSchema>;

/**
 * GET /api/admin/dashboard (back-office §2 Dashboard): the four cards, the two lists and the
 * last 30 days. Revenue counts every order but the cancelled ones; low stock is 1 to 10 jars, out of
 * stock 0 (back-office §9); inventory alerts are products with 10 or fewer, lowest first.
 */
export const dashboardSchema = z.object({
  totalOrders: count,
  pendingOrders: count,
  totalRevenue: moneyString,
  /** What a COD owner has actually been paid for: the completed (delivered) orders' totals. */
  deliveredRevenue: moneyString,
  products: count,
  lowStock: count,
  outOfStock: count,
  recentOrders: z.array(
    z.object({
      id: z.guid(),
      customerName: z.string(),
      createdAt: isoDateTime,
      total: moneyString,
      status: z.enum(ORDER_STATUSES),
    }),
  ),
  inventoryAlerts: z.array(z.object({ id: z.guid(), name: z.string(), slug: z.string(), stock: count })),
  /** Oldest first, one entry per day including days without orders. */
  daily: z.array(z.object({ date: calendarDate, orders: count, revenue: moneyString })),
  cod: codFiguresSchema,
});
export type Dashboard = z.output<typeof dashboardSchema>;
