import { z } from 'zod';

/**
 * GET /api/admin/shop-status: what every staff member is shown about the shop as a whole, whatever their
 * role may change: for now whether maintenance mode has closed it to shoppers (decision 018).
 */
export const shopStatusSchema = z.object({ maintenanceMode: z.boolean() });
export type ShopStatus = z.output<typeof shopStatusSchema>;
