import { z } from 'zod';
import { boundsInOrder, dateBound } from '../wire';
import { ORDER_STATUSES } from './statuses';

/** Sort fields of the order desk (back-office §9): date, total, status, customer; default date descending. */
export const ORDER_SORT_FIELDS = ['date', 'total', 'status', 'customer'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

export const ORDER_PAGE_SIZE_DEFAULT = 50;
export const ORDER_PAGE_SIZE_MAX = 200;

/** The order desk's filters (GET /api/admin/orders and its CSV export). Every one is optional. */
export const orderDeskQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Invalid status' }).optional(),
    q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
    from: dateBound.optional(),
    to: dateBound.optional(),
    sort: z
      .enum(ORDER_SORT_FIELDS, { error: `sort must be one of ${ORDER_SORT_FIELDS.join(', ')}` })
      .default('date'),
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(ORDER_PAGE_SIZE_MAX, `limit must be at most ${ORDER_PAGE_SIZE_MAX}`)
      .default(ORDER_PAGE_SIZE_DEFAULT),
    cursor: z.string().max(500).optional(),
  })
  // An unknown or misspelt filter (`status[]=…`) is refused: dropping it would answer an unfiltered list.
  .strict()
  .refine(...boundsInOrder);
export type OrderDeskQuery = z.output<typeof orderDeskQuerySchema>;
