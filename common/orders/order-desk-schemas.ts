import { z } from 'zod';
import { count, isoDateTime, moneyString } from '../wire';
import { CONTACT_OUTCOMES } from './contact-outcomes';
import { COURIER_KEYS, TRACKING_NUMBER } from './couriers';
import { ORDER_STATUSES, type OrderStatus } from './statuses';

/**
 * The order desk's answers and its one write (back-office §3 orders, §7), shared by the API routes
 * (`schema.response`, which also drops any field not named here) and the admin UI (its types).
 */

const status = z.enum(ORDER_STATUSES, { error: 'Invalid status' });
const courier = z.enum(COURIER_KEYS, { error: `courier must be one of ${COURIER_KEYS.join(', ')}` });

export const SHIPPING_MESSAGES = {
  courierRequired: 'Choose the courier',
  trackingRequired: 'Enter the tracking number',
  trackingInvalid: 'Tracking number must be 4 to 40 letters, digits or dashes',
  onlyWhenShipping: 'A courier and tracking number are given only when the order ships',
} as const;

/** One step of an order's life. Entries written before `changedBy` existed read as null. */
export const statusHistoryEntrySchema = z.object({
  previousStatus: status.nullable(),
  status,
  changedAt: isoDateTime,
  note: z.string().nullable().default(null),
  changedBy: z.string().nullable().default(null),
  /** Given on the move to shipped (issue 17 §4); absent on every other entry. */
  courier: courier.optional(),
  trackingNumber: z.string().nullable().optional(),
  /** A call of the confirmation desk (issue 17 §1), and when it said to try again. */
  outcome: z.enum(CONTACT_OUTCOMES).optional(),
  nextContactAt: isoDateTime.nullable().optional(),
  /** An edit of the order (decision 022): its total before and after, also when it did not move. */
  totalBefore: moneyString.optional(),
  totalAfter: moneyString.optional(),
});

/** An order as staff see it: every field of back-office §3, none of the checkout's idempotency data. */
export const adminOrderSchema = z.object({
  id: z.guid(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string(),
  shippingAddress: z.string(),
  city: z.string(),
  postalCode: z.string().nullable(),
  total: moneyString,
  /** A discount staff gave while editing the order (issue 17 §3), already taken off `total`. */
  discount: moneyString,
  discountReason: z.string().nullable(),
  status,
  emailNotificationSent: z.boolean(),
  whatsappNotificationSent: z.boolean(),
  notificationError: z.string().nullable(),
  statusHistory: z.array(statusHistoryEntrySchema),
  courier: courier.nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The units the order's lines hold (a 3-jar pack counts 3): the order card's item count. */
  itemCount: count,
});
export type AdminOrder = z.output<typeof adminOrderSchema>;

/** The status tabs' counts: every status and `all`. */
export const statusCountsSchema = z.object({
  all: count,
  ...(Object.fromEntries(ORDER_STATUSES.map((s) => [s, count])) as Record<OrderStatus, typeof count>),
});
export type StatusCountsAnswer = z.output<typeof statusCountsSchema>;

/** GET /api/admin/orders: one page, the tabs' counts, and the cursor of the next page (null at the end). */
export const orderDeskPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  counts: statusCountsSchema,
  nextCursor: z.string().nullable(),
});
export type OrderDeskPage = z.output<typeof orderDeskPageSchema>;

/** GET /api/admin/orders/{id}/items: the lines as charged. */
export const orderItemSchema = z.object({
  id: z.guid(),
  /** Null once the product is deleted; the line keeps its name and price. */
  productId: z.guid().nullable(),
  productName: z.string(),
  quantity: z.number().int().positive(),
  price: moneyString,
  /** Jars in one of `quantity` (1 for a product sold singly, decision 011). */
  packSize: z.number().int().positive(),
});
export const orderItemsSchema = z.array(orderItemSchema);
export type OrderItem = z.output<typeof orderItemSchema>;

/**
 * PATCH /api/admin/orders/{id}/status: the body (back-office §4: any status, an optional note). A move to
 * shipped names the courier and, unless it is Other, the tracking number (issue 17 §4); no other move
 * takes them.
 */
export const statusChangeSchema = z
  .object({
    status,
    note: z.string().trim().max(500, 'Note must be at most 500 characters').nullish(),
    courier: courier.optional(),
    trackingNumber: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().regex(TRACKING_NUMBER, SHIPPING_MESSAGES.trackingInvalid).optional())
      .optional(),
  })
  .superRefine((change, context) => {
    if (change.status !== 'shipped') {
      if (change.courier || change.trackingNumber) {
        context.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.onlyWhenShipping, path: ['courier'] });
      }
      return;
    }
    if (!change.courier) {
      context.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.courierRequired, path: ['courier'] });
    } else if (change.courier !== 'other' && !change.trackingNumber) {
      context.addIssue({
        code: 'custom',
        message: SHIPPING_MESSAGES.trackingRequired,
        path: ['trackingNumber'],
      });
    }
  });
export type StatusChangeInput = z.output<typeof statusChangeSchema>;

/** …and its answer: the order's new status and whole history. */
export const statusChangeResultSchema = z.object({
  id: z.guid(),
  status,
  statusHistory: z.array(statusHistoryEntrySchema),
});
export type StatusChangeResult = z.output<typeof statusChangeResultSchema>;
